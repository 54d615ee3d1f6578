/** The local image shown when a remote one fails to load. */
export const FALLBACK_IMAGE = '/images/fallback.svg';

/** The stock-photo host whose URLs take a width parameter (`w`). */
const STOCK_HOST = 'images.unsplash.com';

/**
 * Widths offered in a `srcset`; the largest covers a full-width hero on a 2x screen. Chromium takes
 * the first width at or above what the box needs, so 720 is there for the phone: a 380 px box on a
 * 1.75x screen needs 665 px, and would otherwise fetch 960.
 */
const SRCSET_WIDTHS = [400, 640, 720, 960, 1280, 1920] as const;

/**
 * The quality the site asks the stock host for, whatever the content's URL says: the host sends
 * AVIF or WebP to browsers that take them, and at 60 the eye cannot tell them from 80 at a third
 * fewer bytes (the stock host's own pages ask for q=60).
 */
export const PHOTO_QUALITY = 60;

/** A photo as wide as the page's container on a phone and a small tablet (px-4, sm:px-6). */
const NARROW = '(min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** `sizes` for a photo `desktop` wide from 1024 px up, as wide as the container below. */
export function containerSizes(desktop: string): string {
  return `(min-width: 1024px) ${desktop}, ${NARROW}`;
}

/** `sizes` for a photo in one column of a two-column grid (max-w-7xl, px-8, gap-12) from 1024 px up. */
export const HALF_COLUMN_SIZES = `(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), ${NARROW}`;

/**
 * The origin to preconnect to for a page whose hero shows this photo: the stock host's, so the
 * connection (DNS, TCP, TLS) starts with the page instead of when the parser reaches the photo;
 * none for a local file or no photo, so a page opens no connection it does not need.
 */
export function photoOrigin(src: string | { src: string } | undefined): string | undefined {
  if (typeof src !== 'string') return undefined;
  try {
    const url = new URL(src);
    return url.hostname === STOCK_HOST ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The same image at another width, when the host supports it; other URLs come back unchanged. */
export function imageAtWidth(src: string, width: number): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (url.hostname !== STOCK_HOST) return src;
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(PHOTO_QUALITY));
  if (!url.searchParams.has('auto')) url.searchParams.set('auto', 'format');
  if (!url.searchParams.has('fit')) url.searchParams.set('fit', 'crop');
  return url.href;
}

/**
 * A `srcset` for the widths up to twice the displayed width (no one needs more), or undefined
 * when the host cannot resize.
 */
export function responsiveSrcset(src: string, displayWidth: number): string | undefined {
  if (imageAtWidth(src, 1) === src) return undefined;
  return srcsetWidths(displayWidth)
    .map((w) => `${imageAtWidth(src, w)} ${w}w`)
    .join(', ');
}

/**
 * The widths a `srcset` offers for a box `displayWidth` wide: up to twice that (no one needs more),
 * and, for a local file `originalWidth` wide, none wider than the file (the last one is the file's
 * own width when it is narrower than the box's 2x).
 */
export function srcsetWidths(displayWidth: number, originalWidth = Infinity): number[] {
  // A small box of fixed size (a 64 px portrait) at 1x, 2x and 3x: the smallest of the usual
  // widths would be six times what a phone's screen shows of it.
  if (displayWidth * 3 < SRCSET_WIDTHS[0])
    return [...new Set([1, 2, 3].map((density) => Math.min(displayWidth * density, originalWidth)))];
  const widths: number[] = SRCSET_WIDTHS.filter((w) => w <= displayWidth * 2 && w <= originalWidth);
  if (widths.length === 0) return [Math.min(SRCSET_WIDTHS[0], originalWidth)];
  return widths;
}

/** The formats the build makes of a local image (the `<picture>` offers them in this order). */
export const LOCAL_IMAGE_FORMATS = ['avif', 'webp'] as const;

/** The hero photo's box: 640 × 480 beside the text from 1024 px up (PageHero.astro). */
export const HERO_PHOTO_WIDTH = 640;
export const HERO_PHOTO_HEIGHT = 480;

/**
 * Where the photos a page preloads are on its first screen: from 1024 px up (the hero photo beside
 * the text, the work grid's three columns). Below, the text fills the first screen.
 */
export const DESKTOP_FIRST_SCREEN = '(min-width: 1024px)';

/** A photo as an img names it (src, srcset, sizes): what the img writes and what a preload repeats. */
export interface PhotoSource {
  href: string;
  srcset?: string | undefined;
  sizes?: string | undefined;
}

/**
 * The img source of a photo in a box `width` px wide: the stock host's widths (or `srcset`, a local
 * file's the build made), with the box's `sizes` only when there is a srcset to choose from. One
 * definition for the img and its preload, so a preload is always the file the img takes.
 */
export function photoSource(src: string, width: number, sizes: string, srcset?: string): PhotoSource {
  const set = srcset ?? responsiveSrcset(src, width);
  return { href: imageAtWidth(src, width), srcset: set, sizes: set ? sizes : undefined };
}

/**
 * A stock hero photo as PageHero's img names it, for its desktop preload; undefined for a local file
 * or a photo the host cannot resize.
 */
export function heroPreload(src: string | { src: string } | undefined): PhotoSource | undefined {
  if (typeof src !== 'string') return undefined;
  const source = photoSource(src, HERO_PHOTO_WIDTH, HALF_COLUMN_SIZES);
  return source.srcset ? source : undefined;
}

/**
 * The links a page's <head> needs for the photos a desktop's first screen shows: each preloaded (for
 * DESKTOP_FIRST_SCREEN, at high priority), and the stock host preconnected when one comes from there.
 * A page without such photos gets neither, so it opens no connection it does not need.
 */
export function firstScreenLinks(
  heroPhoto: string | { src: string } | undefined,
  others: readonly PhotoSource[] = [],
): { preconnect: string | undefined; preloads: PhotoSource[] } {
  const hero = heroPreload(heroPhoto);
  const preloads = [...(hero ? [hero] : []), ...others];
  return { preconnect: preloads.map((photo) => photoOrigin(photo.href)).find(Boolean), preloads };
}

/** The local image shown when a remote one fails to load. */
export const FALLBACK_IMAGE = '/images/fallback.svg';

/** The stock-photo host whose URLs take a width parameter (`w`). */
export const STOCK_HOST = 'images.unsplash.com';

/** Widths offered in a `srcset`; the largest covers a full-width hero on a 2x screen. */
export const SRCSET_WIDTHS = [400, 640, 960, 1280, 1920] as const;

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
  if (!url.searchParams.has('q')) url.searchParams.set('q', '75');
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
  const widths: number[] = SRCSET_WIDTHS.filter((w) => w <= displayWidth * 2 && w <= originalWidth);
  if (widths.length === 0) return [Math.min(SRCSET_WIDTHS[0], originalWidth)];
  return widths;
}

/** The formats the build makes of a local image (the `<picture>` offers them in this order). */
export const LOCAL_IMAGE_FORMATS = ['avif', 'webp'] as const;

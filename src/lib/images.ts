/** The local image shown when a remote one fails to load (SPEC 8). */
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
  const widths = SRCSET_WIDTHS.filter((w) => w <= displayWidth * 2);
  const chosen = widths.length > 0 ? widths : [SRCSET_WIDTHS[0]];
  return chosen.map((w) => `${imageAtWidth(src, w)} ${w}w`).join(', ');
}

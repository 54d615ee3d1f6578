// The header's scroll state. Only the header's inline script imports this module, so the bundler
// keeps it inside that script and Astro inlines it in the page (no request before the first paint).
/** The header turns solid once the page is scrolled more than this many pixels. */
export const HEADER_SOLID_AFTER_PX = 20;

/** At exactly 20 px the header is still transparent; at 21 it is solid. */
export function isHeaderSolid(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_AFTER_PX;
}

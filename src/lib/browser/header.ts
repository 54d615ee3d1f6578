// The header's scroll state: transparent at the top, solid once scrolled. The end-of-body inline
// script runs `watchHeaderSolid` (integrations/interaction-directive.ts): no request, and no script
// element or CSP hash of its own.
/** The header turns solid once the page is scrolled more than this many pixels. */
export const HEADER_SOLID_AFTER_PX = 20;

/** At exactly 20 px the header is still transparent; at 21 it is solid. */
export function isHeaderSolid(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_AFTER_PX;
}

/**
 * Keeps the header's `data-solid` in step with the scroll position. The position is read in a
 * frame, never while the page is still being parsed: reading it there lays the page out inside
 * this script (docs/performance.md, "Why the pages are fast").
 */
export function watchHeaderSolid(doc: Document): void {
  const header = doc.querySelector<HTMLElement>('[data-site-header]');
  const win = doc.defaultView;
  if (!header || !win) return;
  let queued = true;
  const update = () => {
    queued = false;
    header.toggleAttribute('data-solid', isHeaderSolid(win.scrollY));
  };
  win.requestAnimationFrame(update);
  win.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        win.requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
}

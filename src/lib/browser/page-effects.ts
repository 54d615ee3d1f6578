/**
 * The page effects' loader: image fallbacks, entrance animations, grid backgrounds and the brand
 * typeface for the next pages (src/components/layout/page-effects.ts) paint nothing of the first
 * screen, so no page carries them. The layout leaves the module's address in an inert `<template>`
 * (PageEffects.astro, from integrations/page-effects.ts), and the end-of-body inline script
 * imports it once the page has loaded, a frame and a task later: no request on the way to the first
 * paint, and none that starts before it (Lighthouse charges a request it sees start before the
 * largest paint to that paint: a round trip of a phone's LCP). A frame and a task, not the
 * browser's record of the paint (afterPaint, after-paint.ts): that costs every page ~0.15 kB of
 * gzip, and an import a little early on a busy machine costs nothing.
 */

/** The id of the `<template>` whose `data-src` is the page-effects module's address. */
export const PAGE_EFFECTS_ID = 'page-effects';

/**
 * Once `doc` has loaded (at once if it has), after the next frame and a task, `load`s the module
 * its template names; nothing on a page without one.
 */
export function loadPageEffects(doc: Document, load: (src: string) => unknown): void {
  const win = doc.defaultView;
  if (!win) return;
  const start = () =>
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        const src = doc.getElementById(PAGE_EFFECTS_ID)?.getAttribute('data-src');
        if (src) load(src);
      }, 0),
    );
  if (doc.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

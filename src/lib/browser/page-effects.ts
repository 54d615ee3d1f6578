/**
 * The page effects' loader: image fallbacks, entrance animations, grid backgrounds and the brand
 * typeface for the next pages (src/components/layout/page-effects.ts) paint nothing of the first
 * screen, so no page carries them. The layout leaves the module's address in an inert `<template>`
 * (PageEffects.astro, from integrations/page-effects.ts), and the end-of-body inline script
 * imports it once the page has loaded: no request on the way to the first paint.
 */

/** The id of the `<template>` whose `data-src` is the page-effects module's address. */
export const PAGE_EFFECTS_ID = 'page-effects';

/**
 * Once `doc` has loaded (at once if it has), `load`s the module its template names; nothing on a
 * page without one.
 */
export function loadPageEffects(doc: Document, load: (src: string) => unknown): void {
  const start = () => {
    const src = doc.getElementById(PAGE_EFFECTS_ID)?.getAttribute('data-src');
    if (src) load(src);
  };
  if (doc.readyState === 'complete') start();
  else doc.defaultView?.addEventListener('load', start, { once: true });
}

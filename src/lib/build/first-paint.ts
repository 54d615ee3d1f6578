/**
 * The id of the empty element at the end of a page's first screen (FirstScreenEnd.astro, at the end
 * of the hero). BaseLayout's `<link rel="expect" href="#…" blocking="render">` holds the first paint
 * until the parser has inserted it: Chromium lifts the block when the element is inserted, not when
 * it is closed (an experiment streaming a page in parts: with `#main` as the target the page painted
 * at 52 ms with <main> half-parsed; with a marker after the part that came 1.5 s later, at 1520 ms).
 * A page without the marker paints once it is all parsed. Browsers without rel=expect ignore it.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

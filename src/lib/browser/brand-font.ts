/**
 * The brand typeface is on every page, the first of a visit included: its @font-face rules and
 * fallbacks sized to it are inline (src/lib/build/brand-font.ts), so the text paints at once in a
 * local face and the typeface swaps in without moving anything. A visitor who asked to save data
 * (`navigator.connection.saveData`) keeps the system face and never fetches the file: the head
 * script marks `<html>` before the first paint, and global.css sets `--font-sans` to the system's.
 * From WIDE_SCREEN up the same script preloads the file (the layout names it on `<html>`): a
 * `<link rel="preload">` in the markup would fetch it for a visitor who saves data too.
 * Below it, on a visit's first page, the head script puts BRAND_LATE_FAMILY first in the stack, a
 * family no @font-face declares: the text is set in the fallback, nothing asks for the file at the
 * first layout (Lighthouse's simulation counts a request begun before the largest paint as one the
 * paint waits for: 150 ms), and the page effects add the file under that family once the page has
 * loaded (loadLateBrandFont). Its arrival only re-lays the text out, as any swap does: no style
 * changes on the way. A later page, whose file the cache holds, has the brand at once: the script
 * remembers the file in localStorage.
 */
/**
 * From this width up the text is set in the optional family (BRAND_OPTIONAL_FAMILY of
 * src/lib/build/brand-font.ts; global.css's media query says the same), and the file is preloaded.
 */
export const WIDE_SCREEN = '40rem';
/** The `<html>` attribute that keeps the text in the system face (global.css). */
export const SYSTEM_FONT_ATTRIBUTE = 'data-system-font';
/** The `<html>` attribute that names the typeface's file, for the head script to preload (BaseLayout.astro). */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';
/** localStorage: the file an earlier page of this browser asked for (its address names its bytes). */
export const BRAND_FONT_STORAGE_KEY = 'brand-font';
/**
 * The family a phone's first page sets its text in first: declared by no @font-face, so the text
 * falls through to the sized fallbacks until loadLateBrandFont adds the typeface under it.
 */
export const BRAND_LATE_FAMILY = 'brand-l';
/** The weights the typeface's variable file covers (its @font-face rules say the same). */
export const BRAND_WEIGHT_RANGE = '200 800';

/**
 * The inline `<head>` script's part (its CSP hash is in astro.config.mjs): marks `<html>` when the
 * visitor saves data; else, from WIDE_SCREEN up, preloads the typeface's file; else puts
 * BRAND_LATE_FAMILY first, remembers the file and, when an earlier page asked for the same one,
 * takes the late family out again (the stack's own first family, the typeface, comes from the
 * cache). Where `navigator.connection` is missing (Safari, Firefox) the visitor is not saving
 * data; where storage is refused every page is a first.
 */
export function brandFontInitScript(): string {
  const key = JSON.stringify(BRAND_FONT_STORAGE_KEY);
  return `try{var h=document.documentElement,c=navigator.connection;if(c&&c.saveData)h.setAttribute(${JSON.stringify(SYSTEM_FONT_ATTRIBUTE)},'');else if(matchMedia(${JSON.stringify(`(width >= ${WIDE_SCREEN})`)}).matches){var l=document.createElement('link');l.rel='preload';l.as='font';l.crossOrigin='';l.href=h.getAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)});document.head.appendChild(l)}else{h.style.setProperty('--brand',${JSON.stringify(BRAND_LATE_FAMILY)});var f=h.getAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)}),s=localStorage[${key}];localStorage[${key}]=f;if(s==f)h.style.removeProperty('--brand')}}catch(e){}`;
}

/**
 * A phone's first page, once it has loaded (the page effects, src/components/layout/page-effects.ts):
 * when the head script set the text in BRAND_LATE_FAMILY, the typeface's file is loaded and, once
 * in, added to the document under that family: the text swaps to it. Added only when loaded: a face
 * still loading in the stack's first family had Chromium lay every text out again in the fallback
 * (80-140 ms on a 4x phone), a loaded one costs the swap's layout alone (docs/performance.md).
 * Nothing on any other page, nor where the browser has no FontFace; a file that fails leaves the fallback.
 */
export function loadLateBrandFont(doc: Document): void {
  const html = doc.documentElement;
  const FontFaceOf = doc.defaultView?.FontFace;
  const href = html.getAttribute(BRAND_FONT_ATTRIBUTE);
  if (!FontFaceOf || !href || html.style.getPropertyValue('--brand') !== BRAND_LATE_FAMILY) return;
  const face = new FontFaceOf(BRAND_LATE_FAMILY, `url(${href})`, { weight: BRAND_WEIGHT_RANGE, display: 'swap' });
  face.load().then(
    () => doc.fonts.add(face),
    () => undefined,
  );
}

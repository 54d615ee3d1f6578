/**
 * The brand typeface is on every page, the first of a visit included: its @font-face rules and
 * fallbacks sized to it are inline (src/lib/build/brand-font.ts), so the text paints at once in a
 * local face and the typeface swaps in without moving anything. A visitor who asked to save data
 * (`navigator.connection.saveData`) keeps the system face and never fetches the file: the head
 * script marks `<html>` before the first paint, and global.css sets `--font-sans` to the system's.
 * From WIDE_SCREEN up the same script preloads the file (the layout names it on `<html>`): a
 * `<link rel="preload">` in the markup would fetch it for a visitor who saves data too.
 * Below it, global.css holds the text on its fallback until the loading screen starts to fade (an
 * animation of `--brand`, 0.3 s), so the first page of a visit asks for the file after its first
 * paint, not at its first layout (Lighthouse's simulation counted a request begun before the largest
 * paint as one the paint waits for: 150 ms). A later page, whose file the cache holds, cancels the
 * hold: the script remembers the file in localStorage.
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
/** global.css's animation that holds a phone's first page on its fallback face (the head script cancels it). */
export const BRAND_HOLD_ANIMATION = 'brand-later';

/**
 * The inline `<head>` script's part (its CSP hash is in astro.config.mjs): marks `<html>` when the
 * visitor saves data; else, from WIDE_SCREEN up, preloads the typeface's file; else remembers the
 * file and, when an earlier page asked for the same one, cancels global.css's hold of the text on
 * its fallback. Where `navigator.connection` is missing (Safari, Firefox) the visitor is not saving
 * data; where storage is refused every page is a first.
 */
export function brandFontInitScript(): string {
  return `try{var h=document.documentElement,c=navigator.connection;if(c&&c.saveData)h.setAttribute(${JSON.stringify(SYSTEM_FONT_ATTRIBUTE)},'');else if(matchMedia(${JSON.stringify(`(width >= ${WIDE_SCREEN})`)}).matches){var l=document.createElement('link');l.rel='preload';l.as='font';l.crossOrigin='';l.href=h.getAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)});document.head.appendChild(l)}else{var f=h.getAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)}),s=localStorage[${JSON.stringify(BRAND_FONT_STORAGE_KEY)}];localStorage[${JSON.stringify(BRAND_FONT_STORAGE_KEY)}]=f;if(s==f)h.style.animation='none'}}catch(e){}`;
}

/**
 * The brand typeface is on every page, the first of a visit included: its @font-face rules and
 * fallbacks sized to it are inline (src/lib/build/brand-font.ts), so the text paints at once in a
 * local face and the typeface swaps in without moving anything. A visitor who asked to save data
 * (`navigator.connection.saveData`) keeps the system face and never fetches the file: the head
 * script marks `<html>` before the first paint, and global.css sets `--font-sans` to the system's.
 * From WIDE_SCREEN up the same script preloads the file (the layout names it on `<html>`): a
 * `<link rel="preload">` in the markup would fetch it for a visitor who saves data too.
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

/**
 * The inline `<head>` script's part (its CSP hash is in astro.config.mjs): marks `<html>` when the
 * visitor saves data; else, from WIDE_SCREEN up, preloads the typeface's file. Where
 * `navigator.connection` is missing (Safari, Firefox) the visitor is not saving data.
 */
export function brandFontInitScript(): string {
  return `try{var h=document.documentElement,c=navigator.connection;if(c&&c.saveData)h.setAttribute(${JSON.stringify(SYSTEM_FONT_ATTRIBUTE)},'');else if(matchMedia(${JSON.stringify(`(width >= ${WIDE_SCREEN})`)}).matches){var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=h.getAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)});document.head.appendChild(l)}}catch(e){}`;
}

/**
 * The brand typeface is on every page, the first of a visit included: its @font-face rules and
 * fallbacks sized to it are inline (src/lib/build/brand-font.ts), so the text paints at once in a
 * local face and the typeface swaps in without moving anything. A visitor who asked to save data
 * (`navigator.connection.saveData`) keeps the system face and never fetches the file: the head
 * script marks `<html>` before the first paint, and global.css sets `--font-sans` to the system's.
 * From WIDE_SCREEN up the same script preloads the file (the layout names it on `<html>`): a
 * `<link rel="preload">` in the markup would fetch it for a visitor who saves data too.
 * Below it, on the first page that needs the file (none of this browser's earlier pages loaded
 * it), the script asks for it only once the first paint is reported: the text paints in the fallback
 * either way, and the page's first bytes and its largest paint do not share the network with it
 * (Lighthouse's simulation counted a request begun before that paint as one it waits for: 150 ms).
 */
/**
 * From this width up the text is set in the optional family (BRAND_OPTIONAL_FAMILY of
 * src/lib/build/brand-font.ts; global.css's media query says the same), and the file is preloaded.
 */
export const WIDE_SCREEN = '40rem';
/** The brand's family in the stack (src/styles/global.css names the same, first), below WIDE_SCREEN: swapped in. */
export const BRAND_FAMILY = 'brand';
/** The `<html>` attribute that keeps the text in the system face (global.css). */
export const SYSTEM_FONT_ATTRIBUTE = 'data-system-font';
/** The `<html>` attribute that names the typeface's file, for the head script to preload (BaseLayout.astro). */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';
/** The `<html>` attribute that holds the text in its fallback until the first paint is reported (global.css). */
export const BRAND_FONT_LATER_ATTRIBUTE = 'data-brand-later';
/** localStorage: the file a page of this browser last loaded (its address names its bytes), so a later page asks for it at once. */
export const BRAND_FONT_STORAGE_KEY = 'brand-font';

/**
 * The inline `<head>` script's part (its CSP hash is in astro.config.mjs): marks `<html>` when the
 * visitor saves data; else, from WIDE_SCREEN up, preloads the typeface's file; else, unless an
 * earlier page loaded this file, holds the text in its fallback (BRAND_FONT_LATER_ATTRIBUTE) until
 * the first contentful paint is reported (where Paint Timing is missing, the second animation frame),
 * then asks for the file and remembers it once loaded. Where `navigator.connection` is missing (Safari, Firefox) the visitor is not saving
 * data; where storage is refused every page is a first. Its names are its own (a function's): the
 * frames' callbacks read them after the page's other scripts ran.
 */
export function brandFontInitScript(): string {
  const later = JSON.stringify(BRAND_FONT_LATER_ATTRIBUTE);
  const key = JSON.stringify(BRAND_FONT_STORAGE_KEY);
  return `(function(){try{var h=document.documentElement,c=navigator.connection;if(c&&c.saveData)h.setAttribute(${JSON.stringify(SYSTEM_FONT_ATTRIBUTE)},'');else{var f=h.getAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)});if(matchMedia(${JSON.stringify(`(width >= ${WIDE_SCREEN})`)}).matches){var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=f;document.head.appendChild(l)}else{var s=null;try{s=localStorage.getItem(${key})}catch(e){}if(s!==f){h.setAttribute(${later},'');var n=0,go=function(){if(n++)return;h.removeAttribute(${later});document.fonts.load(${JSON.stringify(`1em ${BRAND_FAMILY}`)}).then(function(d){if(d.length)try{localStorage.setItem(${key},f)}catch(e){}},function(){})},P=typeof PerformanceObserver=='function'?PerformanceObserver:null;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(t,o){if(t.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(go)})}}}}catch(e){}})()`;
}

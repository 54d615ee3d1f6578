/**
 * The brand typeface is on every page, the first of a visit included: its @font-face rules and
 * fallbacks sized to it are inline (src/lib/build/brand-font.ts), so the text paints at once in a
 * local face and the typeface swaps in without moving anything. A visitor who asked to save data
 * (`navigator.connection.saveData`) keeps the system face and never fetches the file: the head
 * script marks `<html>` before the first paint, and global.css sets `--font-sans` to the system's.
 */

/** The `<html>` attribute that keeps the text in the system face (global.css). */
export const SYSTEM_FONT_ATTRIBUTE = 'data-system-font';

/**
 * The inline `<head>` script's part (its CSP hash is in astro.config.mjs): marks `<html>` when the
 * visitor saves data. Where `navigator.connection` is missing (Safari, Firefox) it throws, quietly:
 * the brand face.
 */
export function brandFontInitScript(): string {
  return `try{if(navigator.connection.saveData)document.documentElement.setAttribute(${JSON.stringify(SYSTEM_FONT_ATTRIBUTE)},'')}catch(e){}`;
}

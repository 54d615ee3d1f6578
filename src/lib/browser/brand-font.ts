/**
 * The brand typeface from a visit's second page on.
 *
 * On a phone's first page the typeface (27 kB) cannot arrive before the text could paint: with
 * `font-display: optional` the text stayed invisible up to 100 ms waiting for it and the page then
 * kept the fallback anyway, while its bytes competed with the page's own on the way to the LCP.
 * So the first page of a visit sets its text in the system face and asks for nothing; once it has
 * loaded, the page fetches the typeface (applied to no element, so nothing moves) and remembers
 * that it did for the rest of the visit (sessionStorage). Every later page of the visit (and a page
 * prerendered by the Speculation Rules) marks `<html>` before its first paint and sets its text in
 * the brand face, found in the cache (docs/performance.md). A visit is a tab's session: a visitor
 * back another day starts again in the system face, so a cache that has since lost the file
 * never puts the typeface's download on the way to a first page's LCP.
 */

/** sessionStorage key: present once this visit has fetched the typeface. */
export const BRAND_FONT_KEY = 'brand-font';

/** The `<html>` attribute that switches the text to the brand face (global.css). */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';

/**
 * How long after its load event a first page waits before it fetches the typeface: the page's
 * own requests (its photos above all) and its first paint go first, and a visitor reading the
 * page has the font long before they open the next.
 */
export const BRAND_FONT_DELAY_MS = 1000;

/** The custom property Astro's `<Font>` sets to the brand stack (astro.config.mjs `fonts`). */
export const BRAND_FONT_PROPERTY = '--font-brand';

/**
 * The inline `<head>` script (its CSP hash is in astro.config.mjs): marks `<html>` before the
 * first paint when the typeface was fetched on an earlier page. Storage may be blocked: then
 * every page keeps the system face. A function, not a constant: the page-effects script imports
 * this module's helpers, and its bundle kept a template literal holding calls as dead code.
 */
export function brandFontInitScript(): string {
  return `try{if(sessionStorage.getItem(${JSON.stringify(BRAND_FONT_KEY)}))document.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},'')}catch(e){}`;
}

/**
 * The first family of a CSS `font-family` list, quoted as `FontFaceSet.load` wants it
 * (`"Plus Jakarta Sans-1a2b", "… fallback: Arial", sans-serif` → `"Plus Jakarta Sans-1a2b"`),
 * or null for an empty list.
 */
export function firstFontFamily(stack: string): string | null {
  const first = /^\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^,]+)/.exec(stack)?.[1]?.trim();
  if (!first) return null;
  const bare = /^["']/.test(first) ? first.slice(1, -1) : first;
  return JSON.stringify(bare);
}

/** What the after-load fetch needs of the page; passed in so this stays DOM-free. */
export interface BrandFontPage {
  /** The root already uses the brand face (an earlier page fetched it). */
  inUse: boolean;
  /** The visitor asked to save data (`navigator.connection.saveData`): no typeface at all. */
  saveData: boolean;
  /** The value of `--font-brand` on the root. */
  stack: string;
  /** `document.fonts.load`. */
  load: (font: string) => Promise<unknown[]>;
  /** Remembers the fetch for the visit's next pages (sessionStorage; may throw when storage is blocked). */
  remember: () => void;
}

/**
 * After a first page has loaded: fetches the typeface into the cache (no element uses it yet, so
 * no text changes) and remembers it. Resolves true when the face loaded.
 */
export async function fetchBrandFont(page: BrandFontPage): Promise<boolean> {
  if (page.inUse || page.saveData) return false;
  const family = firstFontFamily(page.stack);
  if (!family) return false;
  try {
    const faces = await page.load(`1em ${family}`);
    if (faces.length === 0) return false;
    page.remember();
    return true;
  } catch {
    return false;
  }
}

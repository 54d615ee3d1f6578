/**
 * Fixes to the HTML Astro writes, applied to every file of the build (integrations/served-html.ts)
 * so the W3C Nu HTML Checker finds no error in what is served. Pure string functions.
 */

/** The rule Astro writes before the first island of a page (its hash is in the page's CSP). */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * Moves Astro's island `<style>` from `<body>` to the end of `<head>` (a `<style>` in the body is
 * an error for the checker). The element is unchanged, so the CSP hash Astro wrote still allows it.
 */
export function hoistIslandStyle(html: string): string {
  const head = html.indexOf('</head>');
  const match = ISLAND_STYLE.exec(html);
  if (head === -1 || !match || match.index < head) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.slice(0, head) + match[0] + without.slice(head);
}

/** Astro's redirect pages write `content="0;url=…"`; the refresh syntax the checker wants is `0; url=…`. */
export function fixMetaRefresh(html: string): string {
  return html.replace(/(<meta http-equiv="refresh" content="\d+);\s*url=/gi, '$1; url=');
}

/** Every fix, in order. */
export function servedHtml(html: string): string {
  return fixMetaRefresh(hoistIslandStyle(html));
}

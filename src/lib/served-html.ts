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

/**
 * On a page whose first viewport shows a stock photo (an `<img fetchpriority="high">` or a hero
 * photo, `data-hero-photo`, from the stock host), a `<link rel="preconnect">` to that host at the top of `<head>`: the connection
 * (DNS, TCP, TLS) starts with the page instead of when the parser reaches the photo. Other pages
 * get none, so they open no connection they do not need.
 */
export function preconnectFirstPhoto(html: string, host = 'images.unsplash.com'): string {
  const head = /<head>/.exec(html);
  if (!head) return html;
  const origin = `https://${host}`;
  const eager = [...html.matchAll(/<img\b[^>]*>/g)].some(
    ([tag]) => /\bfetchpriority="high"|\bdata-hero-photo\b/i.test(tag) && tag.includes(`src="${origin}/`),
  );
  if (!eager || html.includes(`<link rel="preconnect" href="${origin}"`)) return html;
  const at = head.index + head[0].length;
  // After the charset (it must come within the first 1024 bytes), before everything else.
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(html.slice(at));
  const insertAt = charset && charset.index < 64 ? at + charset.index + charset[0].length : at;
  return `${html.slice(0, insertAt)}<link rel="preconnect" href="${origin}">${html.slice(insertAt)}`;
}

/** Every fix, in order. */
export function servedHtml(html: string): string {
  return preconnectFirstPhoto(fixMetaRefresh(hoistIslandStyle(html)));
}

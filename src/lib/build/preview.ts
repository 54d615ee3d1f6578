/**
 * A preview build: the site as a draft would make it, published at a URL of its own for review
 * (docs/content.md, "Review mode: drafts, previews, approval"). `SITE_PREVIEW=true` in the build's
 * environment shows a banner and keeps every page out of search: each page says `noindex` in its
 * `<meta name="robots">` and, where the host sends headers, in `X-Robots-Tag` (previewHeaders),
 * while robots.txt lets crawlers in, so that they read it. A robots.txt that shut them out would
 * hide the `noindex`, and a search engine may still list an address it was never allowed to read.
 */

/** The banner every page of a preview shows. */
export const PREVIEW_NOTICE = 'Preview of a draft: not the live site';

/** Whether the build's environment asks for a preview (`SITE_PREVIEW=true`). */
export function isPreviewBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  return env['SITE_PREVIEW']?.trim() === 'true';
}

/** The header that keeps a response out of search engines' results. */
const NOINDEX_HEADER = ['X-Robots-Tag', 'noindex'] as const;

/**
 * A preview build's `_headers` (Cloudflare Pages and Netlify read it from the build): the site's
 * rules, with `X-Robots-Tag: noindex` on every path (`/*`) in place of any narrower one (so no
 * path is sent it twice).
 */
export function previewHeaders(file: string): string {
  const [name, value] = NOINDEX_HEADER;
  const line = `  ${name}: ${value}`;
  const lines = file.split('\n').filter((l) => !new RegExp(`^\\s+${name}:`, 'i').test(l));
  const every = lines.findIndex((l) => l.trim() === '/*');
  if (every === -1) return `${lines.join('\n').replace(/\n*$/, '\n').replace(/^\n$/, '')}/*\n${line}\n`;
  lines.splice(every + 1, 0, line);
  return lines.join('\n');
}

/**
 * The one URL form of this site's pages (astro.config.mjs `trailingSlash: 'always'`, directory
 * output): every page is served from `/about/index.html` at `/about/`, which Cloudflare Pages and
 * Netlify answer with a 200. They answer `/about` with a redirect to `/about/`, so no link, menu
 * entry, breadcrumb, canonical, JSON-LD `url` or sitemap entry may be written that way.
 */

import { SITE_REDIRECTS } from './redirects';

/** A file of the build ("/og-image.png", "/sitemap-index.xml"): its last segment has an extension. */
const FILE = /\.[a-z0-9]+$/i;

/**
 * The served form of a site-relative link: "/about" → "/about/", "/faq#pricing" → "/faq/#pricing",
 * "/" and "/about/" unchanged. Files ("/images/a.jpg"), other sites ("https://…"), `mailto:`,
 * `tel:` and bare fragments ("#top") are returned as they are.
 */
export function ensureTrailingSlash(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (path.endsWith('/') || FILE.test(path)) return href;
  return `${path}/${rest}`;
}

/** A path without its trailing slash, the root kept: "/work/" → "/work", "/" → "/". */
export function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A route without its leading and trailing slashes: "/work/x/" → "work/x", "/" → "". */
export function stripSlashes(route: string): string {
  return route.replace(/^\/+|\/+$/g, '');
}

/** Alias → target, keyed by the alias in its served form ("/services/web-design/"). */
const ALIASES = new Map<string, string>(
  Object.entries(SITE_REDIRECTS).map(([from, to]) => [ensureTrailingSlash(from), ensureTrailingSlash(to)]),
);

/**
 * Where a link of the site's own content points: the served form (`ensureTrailingSlash`), and a redirect
 * alias replaced by its target ("/services/web-design" → "/services/design/"), so no internal
 * link answers with a redirect. The aliases stay for links from elsewhere.
 */
export function siteLink(href: string): string {
  const served = ensureTrailingSlash(href);
  const cut = served.search(/[?#]/);
  const path = cut === -1 ? served : served.slice(0, cut);
  const target = ALIASES.get(path);
  return target ? `${target}${cut === -1 ? '' : served.slice(cut)}` : served;
}

/**
 * Every `href` of rendered markdown (content/pages/*.md) through `siteLink`, so an editor's
 * "[contact page](/contact)" links "/contact/" like the rest of the site.
 */
export function siteLinksInHtml(html: string): string {
  return html.replace(
    /(<a\s[^>]*?href=")([^"]*)(")/g,
    (_whole, before: string, href: string, after: string) => `${before}${siteLink(href)}${after}`,
  );
}

/**
 * Where the dev server sends a page address typed without its slash ("/contact?x=1" →
 * "/contact/?x=1"), as Cloudflare Pages and Netlify do: null for what is not a page (a file, the
 * dev server's own modules under "/@…", "/_…", "/node_modules/…", "/src/…") or is already right.
 */
export function trailingSlashRedirect(url: string): string | null {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  if (!path.startsWith('/') || path.endsWith('/') || FILE.test(path)) return null;
  if (/^\/(@|_|node_modules\/|src\/|\.)/.test(path)) return null;
  return `${path}/${cut === -1 ? '' : url.slice(cut)}`;
}

// The link check over a build: every internal link, image, script, stylesheet, fragment and
// sitemap entry must answer 200 on Cloudflare's runtime (`wrangler pages dev`, so clean URLs and
// _redirects count as on the host), without a redirect. Links to the production origin are checked
// locally; other sites are not fetched.
import { LinkChecker, LinkState } from 'linkinator';
import { startPagesDev } from '../../../scripts/pages-dev.mjs';
import { listBuiltPages } from '../../../scripts/site-pages.mjs';

/**
 * @typedef {{ url: string, status: number | undefined, foundOn: string[] }} BrokenLink
 */

/** @param {string} siteUrl */
const productionOrigin = (siteUrl) =>
  new RegExp(`^${new URL(siteUrl).origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/|$)`);

/**
 * Crawls a build from every page (orphans included) and returns what is broken.
 * @param {object} options
 * @param {string} options.root the build directory
 * @param {string} [options.siteUrl] the production origin: its links are checked on the local build
 * @param {string[]} [options.allowed] paths that belong to other systems (the client portal)
 * @returns {Promise<BrokenLink[]>}
 */
export async function findBrokenLinks({ root, siteUrl, allowed = [] }) {
  const server = await startPagesDev({ root });
  const local = (/** @type {string} */ url) => url.replace(server.origin, '');
  try {
    const entries = listBuiltPages(root)
      .filter((page) => page.kind === 'page')
      .map((page) => `${server.origin}${page.route}`);
    const checker = new LinkChecker();
    const result = await checker.check({
      path: entries,
      recurse: true,
      concurrency: 8,
      timeout: 10_000,
      checkFragments: true,
      // A link that answers with a redirect costs the visitor a round trip: it counts as broken.
      redirects: 'error',
      urlRewriteExpressions: siteUrl ? [{ pattern: productionOrigin(siteUrl), replacement: server.origin }] : [],
      // Asked before the rewrite for links found in pages, after it for entries: both spellings are ours.
      linksToSkip: async (link) => {
        const ours = link.startsWith(server.origin) || (siteUrl !== undefined && productionOrigin(siteUrl).test(link));
        if (!ours) return true;
        const path = new URL(link).pathname;
        return allowed.some((prefix) => path === prefix || path.startsWith(`${prefix.replace(/\/$/, '')}/`));
      },
    });
    /** @type {Map<string, BrokenLink>} */
    const broken = new Map();
    for (const link of result.links.filter((l) => l.state === LinkState.BROKEN)) {
      const url = local(link.url);
      const entry = broken.get(url) ?? { url, status: link.status, foundOn: [] };
      if (link.parent && !entry.foundOn.includes(local(link.parent))) entry.foundOn.push(local(link.parent));
      broken.set(url, entry);
    }
    // A broken page answers with the 404 page, whose own links would be listed again under it.
    return [...broken.values()]
      .sort((a, b) => a.url.localeCompare(b.url))
      .map((b) => {
        const onRealPages = b.foundOn.filter((parent) => !broken.has(parent));
        return { ...b, foundOn: (onRealPages.length ? onRealPages : b.foundOn).sort() };
      });
  } finally {
    await server.close();
  }
}

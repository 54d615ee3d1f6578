// The redirect check over a build, on Cloudflare's runtime (`wrangler pages dev`): every internal
// URL the build names (links, images, scripts, island modules, stylesheets, srcset, social-card and canonical URLs,
// JSON-LD URLs, sitemap entries, robots.txt's sitemap) must answer 200 in one request. Only the
// rules of `_redirects` redirect, each in one hop to a 200. Also: wrangler must read every rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parsedRuleCounts, ruleCountsInFiles, startPagesDev } from '../../../scripts/pages-dev.mjs';
import { routeOf } from '../../../src/lib/browser/page-addresses.ts';

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : files(full);
    return [full];
  });
}

/**
 * Every URL a file of the build names, as written.
 * @param {string} text the file's content
 * @param {string} name its name (HTML, XML or robots.txt)
 * @returns {string[]}
 */
function namedUrls(text, name) {
  if (name.endsWith('.xml')) return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  if (name === 'robots.txt') return [...text.matchAll(/^Sitemap:\s*(\S+)/gim)].map((m) => m[1] ?? '');
  if (!name.endsWith('.html')) return [];
  const urls = [];
  for (const m of text.matchAll(
    /\s(?:href|src|action|poster|data-src|component-url|renderer-url|before-hydration-url)="([^"]*)"/g,
  ))
    urls.push(m[1] ?? '');
  for (const m of text.matchAll(/\ssrcset="([^"]*)"/g))
    urls.push(...(m[1] ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
  for (const m of text.matchAll(/<meta\s[^>]*content="([^"]*)"[^>]*>/g))
    if (/property="og:(url|image)"|name="twitter:image"/.test(m[0])) urls.push(m[1] ?? '');
  for (const m of text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    for (const s of (m[1] ?? '').matchAll(/"(?:url|item|@id|logo|image|sameAs|contentUrl)":\s*"([^"]+)"/g))
      urls.push((s[1] ?? '').replace(/#.*$/, ''));
  }
  return urls.filter(Boolean);
}

/**
 * @typedef {{ url: string, status: number, location?: string, foundOn: string[] }} RedirectProblem
 */

/**
 * Serves `root` on the runtime and lists every internal URL that does not answer 200 at once,
 * every `_redirects` rule that is not one hop to a 200, and any rule wrangler did not read.
 * @param {{ root: string, siteUrl: string, allowed?: string[] }} options
 * @returns {Promise<{ notServed: RedirectProblem[], rules: string[], checked: number }>}
 */
export async function findRedirects({ root, siteUrl, allowed = [] }) {
  const origin = new URL(siteUrl).origin;
  /** @type {Map<string, Set<string>>} path → where it is named */
  const named = new Map();
  for (const full of files(root)) {
    const file = relative(root, full).split(sep).join('/');
    const base = file.split('/').at(-1) ?? '';
    if (!/\.(html|xml)$/.test(base) && base !== 'robots.txt') continue;
    // Astro's fallback pages at redirect aliases are never served: the rule answers first.
    const text = readFileSync(full, 'utf8');
    if (/<meta http-equiv="refresh"/.test(text)) continue;
    const where = file.endsWith('.html') ? routeOf(file) : `/${file}`;
    for (const raw of namedUrls(text, base)) {
      const url = raw.startsWith(origin) ? raw.slice(origin.length) || '/' : raw;
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      const path = url.replace(/#.*$/, '');
      if (allowed.some((prefix) => path === prefix || path.startsWith(`${prefix.replace(/\/$/, '')}/`))) continue;
      if (!named.has(path)) named.set(path, new Set());
      named.get(path)?.add(where);
    }
  }
  const server = await startPagesDev({ root });
  try {
    /** @type {RedirectProblem[]} */
    const notServed = [];
    for (const [url, where] of [...named].sort(([a], [b]) => a.localeCompare(b))) {
      const response = await fetch(`${server.origin}${url}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) {
        const location = response.headers.get('location') ?? undefined;
        notServed.push({ url, status: response.status, ...(location ? { location } : {}), foundOn: [...where].sort() });
      }
    }
    /** @type {string[]} */
    const rules = [];
    const found = parsedRuleCounts(server.output());
    const written = ruleCountsInFiles(root);
    if ((found.redirects ?? 0) !== written.redirects)
      rules.push(`wrangler read ${found.redirects ?? 0} of the ${written.redirects} rules in _redirects`);
    if ((found.headers ?? 0) !== written.headers)
      rules.push(`wrangler read ${found.headers ?? 0} of the ${written.headers} rules in _headers`);
    rules.push(...found.invalid.map((line) => `wrangler: ${line}`));
    for (const line of readRedirectRules(root)) {
      const first = await fetch(`${server.origin}${line.from}`, { redirect: 'manual' });
      await first.arrayBuffer();
      const location = first.headers.get('location');
      if (first.status !== line.status || location !== line.to) {
        rules.push(`${line.from}: ${first.status} → ${location}, expected ${line.status} → ${line.to}`);
        continue;
      }
      const second = await fetch(new URL(location, server.origin), { redirect: 'manual' });
      await second.arrayBuffer();
      if (second.status !== 200) rules.push(`${line.from} → ${location}: then ${second.status} (more than one hop)`);
    }
    return { notServed, rules, checked: named.size };
  } finally {
    await server.close();
  }
}

/**
 * The rules of a build's `_redirects` ("from to [status]" per line; Cloudflare's default is 302).
 * @param {string} root
 * @returns {{ from: string, to: string, status: number }[]}
 */
export function readRedirectRules(root) {
  let text = '';
  try {
    text = readFileSync(join(root, '_redirects'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '302'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

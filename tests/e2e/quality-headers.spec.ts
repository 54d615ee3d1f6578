// On Cloudflare's runtime (wrangler pages dev, tests/e2e/playwright.config.ts): every response carries exactly
// the headers of src/lib/build/security-headers.ts plus the few the host adds itself (HOST_HEADERS), the
// redirects of astro.config are real one-hop redirects, and each page's own <meta> policy is strict
// (no unsafe-inline script; connects only to its own origin and the build's backend).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { page as copyOf } from '../support/content';
import {
  connectSources,
  headerRules,
  policySources,
  securityHeaders,
  STUDIO_PATH,
  studioPolicy,
  TEXT_FILES,
} from '../../src/lib/build/security-headers';
import { readRedirectRules } from '../build-checks/checks/redirects.mjs';
import { builtPages, exactHeaderProblems } from './support/quality';

const site = JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')) as {
  agency: { address: { mapEmbedUrl: string } };
};
const sources = policySources(site.agency.address.mapEmbedUrl);
const expected = securityHeaders(sources);
const pages = builtPages();

test('the build has pages to check', () => {
  expect(pages.filter((p) => p.kind === 'page').length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(
    0,
  );
});

test('every page answers 200 with exactly the security headers (and what the host adds)', async ({ request }) => {
  const problems: string[] = [];
  for (const { route } of pages.filter((p) => p.kind === 'page')) {
    const response = await request.get(route, { maxRedirects: 0 });
    if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
    problems.push(...exactHeaderProblems(response.headers(), expected).map((p) => `${route}: ${p}`));
  }
  expect(problems).toEqual([]);
});

test("the live studio answers with its own policy instead of the pages' (Cloudflare's `! Name` detach)", async ({
  request,
}) => {
  // A build without the studio's settings (npm run test:content on a deploy without them) has none.
  test.skip(!existsSync(join('dist', STUDIO_PATH, 'index.html')), 'this build has no live studio');
  const response = await request.get(STUDIO_PATH, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const studio = headerRules(sources).find((rule) => rule.pattern === `${STUDIO_PATH}*`)!;
  const replaced = new Set(studio.replaces);
  const ours = [...expected.filter(([name]) => !replaced.has(name)), ...studio.headers];
  expect(exactHeaderProblems(response.headers(), ours)).toEqual([]);
  expect(response.headers()['content-security-policy']).toBe(studioPolicy(sources));
});

test('security.txt and llms.txt answer as UTF-8 plain text, with exactly the security headers', async ({ request }) => {
  for (const path of TEXT_FILES) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
    expect(exactHeaderProblems(response.headers(), expected), path).toEqual([]);
  }
});

test('an unknown path answers 404 with the 404 page and every security header', async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(copyOf('not-found-page').title);
  expect(exactHeaderProblems(response.headers(), expected)).toEqual([]);
});

test('every redirect of the build is one hop to an existing page, with exactly the headers', async ({ request }) => {
  const rules = readRedirectRules('dist');
  const fallbacks = pages.filter((p) => p.kind === 'redirect').map((p) => p.route);
  // Astro writes an HTML fallback for each redirect (at "/old/"); each has its rule, under both spellings.
  expect([...new Set(rules.map((r) => r.from.replace(/\/?$/, '/')))].sort()).toEqual(fallbacks.sort());
  for (const rule of rules) {
    const response = await request.get(rule.from, { maxRedirects: 0 });
    expect(response.status(), rule.from).toBe(rule.status);
    expect(response.headers().location, rule.from).toBe(rule.to);
    expect(exactHeaderProblems(response.headers(), expected), rule.from).toEqual([]);
    expect((await request.get(rule.to, { maxRedirects: 0 })).status(), rule.to).toBe(200);
  }
});

test('hashed assets are cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // An island's module (component-url), the typeface (url() in the inline @font-face) or a local image:
  // the page itself loads no script or stylesheet file (docs/performance.md).
  const asset = /(?:href|src|component-url)="(\/_astro\/[^"]+)"|url\("?(\/_astro\/[^")]+)/
    .exec(html)
    ?.slice(1)
    .find(Boolean);
  expect(asset, 'the home page links a /_astro/ asset').toBeTruthy();
  const response = await request.get(asset ?? '');
  expect(response.status()).toBe(200);
  const immutable = headerRules(sources).find((rule) => rule.pattern === '/_astro/*')?.headers[0]?.[1];
  expect(response.headers()['cache-control']).toBe(immutable);
  expect(exactHeaderProblems(response.headers(), expected)).toEqual([]);
});

test("every page's meta policy hashes its scripts and connects only to its own origin and the build's backend", () => {
  const backend = process.env.PUBLIC_SUPABASE_URL;
  const problems: string[] = [];
  for (const { route, file } of pages.filter((p) => p.kind !== 'redirect')) {
    const html = readFileSync(`dist/${file}`, 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
    if (!policy) {
      problems.push(`${route}: no meta CSP`);
      continue;
    }
    const directive = (name: string) =>
      policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    if (!/'sha256-/.test(directive('script-src') ?? '') || /unsafe/.test(directive('script-src') ?? ''))
      problems.push(`${route}: script-src ${directive('script-src')}`);
    if (/unsafe/.test(directive('style-src-elem') ?? directive('style-src') ?? ''))
      problems.push(`${route}: inline <style> allowed`);
    const connect = directive('connect-src')?.split(/\s+/).slice(1).join(' ') ?? '';
    if (connect.includes('*')) problems.push(`${route}: connect-src ${connect}`);
    if (connect !== connectSources(backend || undefined))
      problems.push(`${route}: connect-src ${connect} is not 'self' and the build's ${backend}`);
  }
  expect(problems).toEqual([]);
});

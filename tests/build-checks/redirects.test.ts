// Over the build (npm run test:dist), on Cloudflare's runtime: no internal URL the build names
// answers with a redirect (or anything but 200), each rule of _redirects is one hop to a 200, and
// wrangler reads every rule of _redirects and _headers. The fixtures prove each part can fail.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRedirects } from './checks/redirects.mjs';

const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
  agency: { url: string; clientPortalUrl: string };
};
const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;

describe('served as the hosts serve it', () => {
  it('every internal URL of dist/ answers 200 in one request; the aliases are one hop; every rule is read', async () => {
    const { notServed, rules, checked } = await findRedirects({
      root: 'dist',
      siteUrl: site.agency.url,
      allowed: [site.agency.clientPortalUrl],
    });
    expect(checked).toBeGreaterThan(30);
    expect(
      notServed.map(
        ({ url, status, location, foundOn }) =>
          `${url} ${status}${location ? ` → ${location}` : ''} (on ${foundOn.join(', ')})`,
      ),
    ).toEqual([]);
    expect(rules).toEqual([]);
  }, 120_000);

  it('fails on a link, a JSON-LD url and an alias written the old way, and on a two-hop alias', async () => {
    const { notServed, rules } = await findRedirects({ root: fixture('old-links'), siteUrl: 'https://example.com' });
    expect(notServed.map(({ url, status, location }) => ({ url, status, location }))).toEqual([
      { url: '/about', status: 308, location: '/about/' },
      { url: '/services/web-design', status: 301, location: '/services/design' },
    ]);
    expect(rules).toEqual(['/services/web-design → /services/design: then 308 (more than one hop)']);
  }, 120_000);

  it('fails when wrangler cannot read a rule', async () => {
    const { rules } = await findRedirects({ root: fixture('host-rules'), siteUrl: 'https://example.com' });
    expect(rules).toContain('wrangler read 1 of the 2 rules in _redirects');
    expect(rules).toContain('wrangler: Found 1 invalid redirect rule:');
    expect(rules.some((line) => /_redirects:2 \| \/old \/index\.html 301!/.test(line))).toBe(true);
  }, 120_000);
});

// Over the build (npm run test:dist, after astro build): no broken internal link, image, asset,
// fragment or sitemap entry. Other sites are not fetched (no internet in CI); the client portal
// is another system's.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { findBrokenLinks } from './checks/links.mjs';

const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
  agency: { url: string; clientPortalUrl: string };
};

it('dist/ has no broken internal link or image', async () => {
  const broken = await findBrokenLinks({
    root: 'dist',
    siteUrl: site.agency.url,
    allowed: [site.agency.clientPortalUrl],
  });
  expect(
    broken.map(({ url, status, foundOn }) => `${url} (${status ?? 'no answer'}) on ${foundOn.join(', ')}`),
  ).toEqual([]);
}, 120_000);

// The link check on a fixture site with known breaks: proof it catches each kind and lets the
// allowed ones through (tests/fixtures/broken-links/).
import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../build-checks/checks/links.mjs';

describe('findBrokenLinks', () => {
  it('reports broken pages, images, fragments and production links; skips other sites and allowed paths', async () => {
    const broken = await findBrokenLinks({
      root: new URL('../fixtures/broken-links', import.meta.url).pathname,
      siteUrl: 'https://example.com',
      allowed: ['/client-portal/login'],
    });
    expect(broken.map(({ url, foundOn }) => ({ url, foundOn }))).toEqual([
      { url: '/about/#nowhere', foundOn: ['/'] },
      { url: '/images/missing.png', foundOn: ['/'] },
      { url: '/missing-page', foundOn: ['/'] },
      { url: '/social.png', foundOn: ['/'] },
    ]);
  }, 120_000);
});

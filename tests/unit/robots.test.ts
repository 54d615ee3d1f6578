import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from '../../src/lib/build/robots';

describe('buildRobotsTxt', () => {
  it.each(['https://kileledigital.com', 'https://kileledigital.com/'])('names the sitemap index of %s', (url) => {
    expect(buildRobotsTxt(url)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://kileledigital.com/sitemap-index.xml\n',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from '../../src/lib/build/robots';
import { isPreviewBuild } from '../../src/lib/build/preview';

describe('buildRobotsTxt', () => {
  it.each(['https://kileledigital.com', 'https://kileledigital.com/'])('names the sitemap index of %s', (url) => {
    expect(buildRobotsTxt(url)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://kileledigital.com/sitemap-index.xml\n',
    );
  });

  it('disallows everything in a preview build', () => {
    expect(buildRobotsTxt('https://kileledigital.com', { preview: true })).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('isPreviewBuild', () => {
  it.each([
    [{ SITE_PREVIEW: 'true' }, true],
    [{ SITE_PREVIEW: ' true ' }, true],
    [{ SITE_PREVIEW: 'false' }, false],
    [{ SITE_PREVIEW: '1' }, false],
    [{}, false],
  ])('%j is a preview: %s', (env, preview) => {
    expect(isPreviewBuild(env)).toBe(preview);
  });
});

import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from '../../src/lib/build/robots';
import { isPreviewBuild, previewHeaders } from '../../src/lib/build/preview';
import { readFileSync } from 'node:fs';

describe('buildRobotsTxt', () => {
  it.each(['https://kileledigital.com', 'https://kileledigital.com/'])('names the sitemap index of %s', (url) => {
    expect(buildRobotsTxt(url)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://kileledigital.com/sitemap-index.xml\n',
    );
  });

  it('lets crawlers into a preview build, so they read its noindex, and names no sitemap', () => {
    expect(buildRobotsTxt('https://kileledigital.com', { preview: true })).toBe('User-agent: *\nAllow: /\n');
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

describe('previewHeaders', () => {
  const site = readFileSync('public/_headers', 'utf8');
  const rules = (file: string) =>
    file
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .reduce<[string, string[]][]>((all, line) => {
        if (/^\s/.test(line)) all.at(-1)![1].push(line.trim());
        else all.push([line, []]);
        return all;
      }, []);
  it("sends noindex on every path of the site's own rules, once", () => {
    const preview = rules(previewHeaders(site));
    expect(preview.find(([pattern]) => pattern === '/*')![1]).toContain('X-Robots-Tag: noindex');
    expect(preview.flatMap(([, headers]) => headers).filter((h) => /^X-Robots-Tag:/i.test(h))).toEqual([
      'X-Robots-Tag: noindex',
    ]);
  });
  it('keeps every other header of every rule', () => {
    const strip = (file: string) => rules(file).map(([p, h]) => [p, h.filter((x) => !/^X-Robots-Tag:/i.test(x))]);
    expect(strip(previewHeaders(site))).toEqual(strip(site));
  });
  it('adds the rule to a build without headers', () => {
    expect(previewHeaders('')).toBe('/*\n  X-Robots-Tag: noindex\n');
  });
});

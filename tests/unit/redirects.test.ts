import { describe, expect, it } from 'vitest';
import { redirectEntries, SITE_REDIRECTS, toRedirectsFile } from '../../src/lib/browser/redirects';

describe('toRedirectsFile', () => {
  it.each([
    ['nothing', {}, ''],
    [
      'a plain target is permanent, under both spellings',
      { '/services/web-design': '/services/design/' },
      '/services/web-design /services/design/ 301\n/services/web-design/ /services/design/ 301',
    ],
    [
      'an explicit status is kept',
      { '/old/': { destination: '/new/', status: 302 } },
      '/old /new/ 302\n/old/ /new/ 302',
    ],
    [
      'two lines each, in order',
      { '/services/web-design': '/services/design/', '/services/strategy': '/services/consulting/' },
      '/services/web-design /services/design/ 301\n/services/web-design/ /services/design/ 301\n/services/strategy /services/consulting/ 301\n/services/strategy/ /services/consulting/ 301',
    ],
  ])('%s', (_name, redirects, out) => expect(toRedirectsFile(redirects)).toBe(out));

  it('forces the rules only when asked (Netlify), since Cloudflare Pages rejects "301!"', () => {
    expect(toRedirectsFile({ '/a': '/b/' }, { force: true })).toBe('/a /b/ 301!\n/a/ /b/ 301!');
  });

  it('refuses dynamic routes it cannot spell for every host', () => {
    expect(() => toRedirectsFile({ '/blog/[slug]': '/posts/[slug]' })).toThrow(/dynamic/);
  });

  it('gives the entries vercel.json repeats', () => {
    expect(redirectEntries({ '/a': '/b/', '/c': { destination: '/d/', status: 302 } })).toEqual([
      { from: '/a', to: '/b/', status: 301 },
      { from: '/a/', to: '/b/', status: 301 },
      { from: '/c', to: '/d/', status: 302 },
      { from: '/c/', to: '/d/', status: 302 },
    ]);
  });
});

describe("the site's aliases", () => {
  it('each lands on a final URL in the served form (no second hop to add the slash)', () => {
    for (const to of Object.values(SITE_REDIRECTS)) expect(to).toMatch(/^\/([a-z0-9-]+\/)+$/);
  });
});

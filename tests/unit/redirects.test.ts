import { describe, expect, it } from 'vitest';
import { redirectEntries, toRedirectsFile } from '../../src/lib/redirects';
import { parseRedirects } from '../../scripts/static-host.mjs';

describe('toRedirectsFile', () => {
  it.each([
    ['nothing', {}, ''],
    ['a plain target is permanent', { '/services/web-design': '/services/design' }, '/services/web-design /services/design 301'],
    ['an explicit status is kept', { '/old': { destination: '/new', status: 302 } }, '/old /new 302'],
    [
      'one line each, in order',
      { '/services/web-design': '/services/design', '/services/strategy': '/services/consulting' },
      '/services/web-design /services/design 301\n/services/strategy /services/consulting 301',
    ],
  ])('%s', (_name, redirects, out) => expect(toRedirectsFile(redirects)).toBe(out));

  it('forces the rules only when asked (Netlify), since Cloudflare Pages rejects "301!"', () => {
    expect(toRedirectsFile({ '/a': '/b' }, { force: true })).toBe('/a /b 301!');
  });

  it('refuses dynamic routes it cannot spell for every host', () => {
    expect(() => toRedirectsFile({ '/blog/[slug]': '/posts/[slug]' })).toThrow(/dynamic/);
  });

  it('gives the entries vercel.json repeats', () => {
    expect(redirectEntries({ '/a': '/b', '/c': { destination: '/d', status: 302 } })).toEqual([
      { from: '/a', to: '/b', status: 301 },
      { from: '/c', to: '/d', status: 302 },
    ]);
  });

  it('is read back by the static host rules the preview server uses', () => {
    expect(parseRedirects(toRedirectsFile({ '/services/strategy': '/services/consulting' }))).toEqual([{ from: '/services/strategy', to: '/services/consulting', status: 301 }]);
  });
});

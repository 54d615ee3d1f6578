import { describe, expect, it } from 'vitest';
import { candidateFiles, headersFor, matchesPattern, parseHeaders, parseRedirects, redirectFor } from '../../scripts/static-host.mjs';

describe('parseRedirects', () => {
  it.each([
    ['/a /b', { from: '/a', to: '/b', status: 301}],
    ['/a /b 302', { from: '/a', to: '/b', status: 302}],
    ['/a   /b\t301!', { from: '/a', to: '/b', status: 301}],
    ['/old/* /new/:splat 308', { from: '/old/*', to: '/new/:splat', status: 308}],
  ])('%s', (line, rule) => {
    expect(parseRedirects(line)).toEqual([rule]);
  });

  it('skips comments and blank lines, and reads CRLF files', () => {
    expect(parseRedirects('# note\r\n\r\n/a /b 301\r\n  # indented note\r\n')).toEqual([{ from: '/a', to: '/b', status: 301}]);
  });
});

describe('parseHeaders', () => {
  it('reads blocks of indented headers under their pattern, values keeping their colons', () => {
    const text = '# comment\n/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: img-src https://a.example\n\n/_astro/*\r\n  Cache-Control: immutable\r\n';
    expect(parseHeaders(text)).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', 'img-src https://a.example'],
        ],
      },
      { pattern: '/_astro/*', headers: [['Cache-Control', 'immutable']] },
    ]);
  });
});

describe('matchesPattern', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/work/central-highlands-coffee', true],
    ['/_astro/*', '/_astro/client.js', true],
    ['/_astro/*', '/about', false],
    ['/_astro/*', '/_astroid', false],
    ['/about', '/about', true],
    ['/about', '/about/', true],
    ['/about/', '/about', true],
    ['/about', '/about/team', false],
    ['/about', '/aboutx', false],
    ['/', '/', true],
    ['/', '/about', false],
    ['/blog/:slug', '/blog/hello', true],
    ['/blog/:slug', '/blog/hello/more', false],
    ['/a.b', '/aXb', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });
});

describe('headersFor', () => {
  const rules = parseHeaders('/*\n  X-A: 1\n  Cache-Control: no-cache\n/_astro/*\n  Cache-Control: immutable\n/about\n  X-B: 2\n');

  it.each([
    ['/', { 'x-a': '1', 'cache-control': 'no-cache' }],
    ['/about/', { 'x-a': '1', 'cache-control': 'no-cache', 'x-b': '2' }],
    // Netlify and Cloudflare join a header that several matching rules set; they do not replace it.
    ['/_astro/x.js', { 'x-a': '1', 'cache-control': 'no-cache, immutable' }],
  ])('%s', (path, expected) => {
    expect(headersFor(rules, path)).toEqual(expected);
  });
});

describe('redirectFor', () => {
  const rules = parseRedirects('/services/web-design /services/design 301\n/old/* /new/:splat 302\n/blog/:slug /posts/:slug 301\n/x /first\n/x /second\n');

  it.each([
    ['/services/web-design', '/services/design', 301],
    ['/services/web-design/', '/services/design', 301],
    ['/old/a/b', '/new/a/b', 302],
    ['/blog/hello', '/posts/hello', 301],
    ['/x', '/first', 301],
  ])('%s → %s (%i)', (path, to, status) => {
    expect(redirectFor(rules, path)).toMatchObject({ to, status });
  });

  it('leaves other paths alone', () => {
    expect(redirectFor(rules, '/services/design')).toBeUndefined();
    expect(redirectFor(rules, '/services/web-design/extra')).toBeUndefined();
  });
});

describe('candidateFiles', () => {
  it.each([
    ['/', ['index.html']],
    ['/about', ['about/index.html', 'about.html']],
    ['/about/', ['about/index.html', 'about.html']],
    ['/work/central-highlands-coffee', ['work/central-highlands-coffee/index.html', 'work/central-highlands-coffee.html']],
    ['/_astro/client.js', ['_astro/client.js']],
    ['/favicon.svg', ['favicon.svg']],
  ])('%s', (path, files) => {
    expect(candidateFiles(path)).toEqual(files);
  });
});

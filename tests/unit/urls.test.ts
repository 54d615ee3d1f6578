import { describe, expect, it } from 'vitest';
import {
  ensureTrailingSlash,
  siteLink,
  siteLinksInHtml,
  stripSlashes,
  stripTrailingSlash,
  trailingSlashRedirect,
} from '../../src/lib/browser/urls';

describe('ensureTrailingSlash: the one URL form the hosts serve without a redirect', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about/'],
    ['/about/', '/about/'],
    ['/work/central-highlands-coffee', '/work/central-highlands-coffee/'],
    ['/faq#pricing', '/faq/#pricing'],
    ['/faq/#pricing', '/faq/#pricing'],
    ['/contact?subject=hi', '/contact/?subject=hi'],
    ['/images/team.jpg', '/images/team.jpg'],
    ['/sitemap-index.xml', '/sitemap-index.xml'],
    ['https://example.com/about', 'https://example.com/about'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['#top', '#top'],
  ])('%s → %s', (href, served) => {
    expect(ensureTrailingSlash(href)).toBe(served);
    expect(ensureTrailingSlash(served)).toBe(served);
  });
});

describe('siteLink: content links as the site writes them', () => {
  it.each([
    ['/about', '/about/'],
    ['/services/web-design', '/services/design/'],
    ['/services/web-design/', '/services/design/'],
    ['/services/strategy#areas', '/services/consulting/#areas'],
    ['/services/design', '/services/design/'],
    ['https://twitter.com/x', 'https://twitter.com/x'],
  ])('%s → %s', (href, link) => expect(siteLink(href)).toBe(link));
});

describe('siteLinksInHtml: links of rendered markdown', () => {
  it('writes page links in the served form and leaves the rest', () => {
    expect(
      siteLinksInHtml(
        '<p>Our <a href="/contact">contact page</a>, <a href="mailto:a@b.c">mail</a>, <a class="x" href="/privacy#rights">rights</a>.</p>',
      ),
    ).toBe(
      '<p>Our <a href="/contact/">contact page</a>, <a href="mailto:a@b.c">mail</a>, <a class="x" href="/privacy/#rights">rights</a>.</p>',
    );
  });
});

describe('trailingSlashRedirect: the dev server answers like the hosts', () => {
  it.each([
    ['/contact', '/contact/'],
    ['/services/branding', '/services/branding/'],
    ['/faq?q=deposit', '/faq/?q=deposit'],
    ['/faq#pricing', '/faq/#pricing'],
    ['/contact/', null],
    ['/', null],
    ['/favicon.svg', null],
    ['/og/index.png', null],
    ['/@vite/client', null],
    ['/@fs/work/node_modules/x', null],
    ['/_image?href=x', null],
    ['/_astro/a.js', null],
    ['/node_modules/.vite/deps/react', null],
    ['/src/islands/Carousel', null],
  ])('%s → %s', (url, target) => expect(trailingSlashRedirect(url)).toBe(target));
});

describe('stripTrailingSlash and stripSlashes: the other direction', () => {
  it.each([
    ['/faq/', '/faq', 'faq'],
    ['/faq//', '/faq', 'faq'],
    ['/work/x/', '/work/x', 'work/x'],
    ['/', '/', ''],
  ])('%s → %s and %s', (path, withoutTrailing, bare) => {
    expect(stripTrailingSlash(path)).toBe(withoutTrailing);
    expect(stripSlashes(path)).toBe(bare);
  });
});

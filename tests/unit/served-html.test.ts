import { describe, expect, it } from 'vitest';
import { fixMetaRefresh, hoistIslandStyle, servedHtml, preconnectFirstPhoto } from '../../src/lib/served-html';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle', () => {
  it("moves Astro's island style from the body to the end of the head, unchanged", () => {
    const html = `<html><head><title>x</title></head><body><a>x</a>${STYLE}<astro-island></astro-island></body></html>`;
    expect(hoistIslandStyle(html)).toBe(
      `<html><head><title>x</title>${STYLE}</head><body><a>x</a><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in the head, alone', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistIslandStyle(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body></body></html>`;
    expect(hoistIslandStyle(done)).toBe(done);
  });
});

describe('fixMetaRefresh', () => {
  it('writes the refresh as "0; url=…"', () => {
    expect(fixMetaRefresh('<meta http-equiv="refresh" content="0;url=/services/design/">')).toBe(
      '<meta http-equiv="refresh" content="0; url=/services/design/">',
    );
    expect(servedHtml('<meta http-equiv="refresh" content="0; url=/a/">')).toBe(
      '<meta http-equiv="refresh" content="0; url=/a/">',
    );
  });
});

describe('preconnectFirstPhoto', () => {
  const page = (img: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title></head><body>${img}</body></html>`;
  const photo = (attrs: string) => `<img src="https://images.unsplash.com/photo-1?w=720&amp;q=60" alt="" ${attrs}>`;

  it('preconnects to the stock host, right after the charset, on a page whose first photo has high priority', () => {
    const html = preconnectFirstPhoto(page(photo('fetchpriority="high" loading="lazy"')));
    expect(html).toContain(
      '<head><meta charset="utf-8"><link rel="preconnect" href="https://images.unsplash.com"><title>',
    );
    expect(preconnectFirstPhoto(html)).toBe(html);
  });

  it('preconnects on a page with a hero photo (beside the text on a desktop)', () => {
    const html = preconnectFirstPhoto(page(photo('loading="eager" data-hero-photo')));
    expect(html).toContain('<link rel="preconnect" href="https://images.unsplash.com">');
  });

  it('reads the attribute as HTML does, in any case (React writes fetchPriority)', () => {
    const html = preconnectFirstPhoto(page(photo('fetchPriority="high" loading="eager"')));
    expect(html).toContain('<link rel="preconnect" href="https://images.unsplash.com">');
  });

  it('leaves pages whose photos are all ordinary lazy ones, or local, alone', () => {
    const lazy = page(photo('loading="lazy"'));
    expect(preconnectFirstPhoto(lazy)).toBe(lazy);
    const local = page('<img src="/_astro/a.webp" alt="" fetchpriority="high">');
    expect(preconnectFirstPhoto(local)).toBe(local);
  });
});

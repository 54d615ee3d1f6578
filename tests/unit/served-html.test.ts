import { describe, expect, it } from 'vitest';
import { fixMetaRefresh, hoistIslandStyle, servedHtml } from '../../src/lib/build/served-html';

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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest, maskableSvg, pngIco, PNG_ICONS } from '../../src/lib/build/brand-icons';
import site from '../../content/site.json';

const mark = readFileSync('src/assets/brand-mark.svg', 'utf8');

describe('icons from the one brand mark', () => {
  it('the maskable icon puts the mark at 80% on a full square of the brand colour', () => {
    const svg = maskableSvg(mark, '#4338ca');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#4338ca"\/><svg x="10" y="10" width="80" height="80" /,
    );
    expect(svg).toContain(mark.slice(mark.indexOf('>') + 1)); // the mark's own drawing, unchanged
  });

  it('refuses a mark without a viewBox (it could not be scaled)', () => {
    expect(() => maskableSvg('<svg xmlns="http://www.w3.org/2000/svg" width="32"/>', '#000')).toThrow('viewBox');
  });

  it('packs PNGs into an .ico: header, one directory entry each, the images after', () => {
    const ico = pngIco([
      { size: 16, png: new Uint8Array([1, 2, 3]) },
      { size: 256, png: new Uint8Array([4, 5]) },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    expect([ico[6], ico[7], view.getUint32(6 + 8, true), view.getUint32(6 + 12, true)]).toEqual([16, 16, 3, 38]);
    expect([ico[22], view.getUint32(22 + 8, true), view.getUint32(22 + 12, true)]).toEqual([0, 2, 41]);
    expect([...ico.slice(38)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('the manifest names the agency, uses its colours and lists a 192, a 512 and a maskable icon', () => {
    const manifest = buildManifest(site.agency);
    expect(manifest).toMatchObject({
      name: 'Kilele Digital',
      short_name: 'Kilele',
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#4338ca',
    });
    expect(manifest.icons.filter((i) => i.type === 'image/png').map((i) => [i.src, i.sizes, i.purpose])).toEqual([
      ['/icons/icon-192.png', '192x192', 'any'],
      ['/icons/icon-512.png', '512x512', 'any'],
      ['/icons/icon-maskable-512.png', '512x512', 'maskable'],
    ]);
    expect(PNG_ICONS.find((i) => i.path === '/apple-touch-icon.png')?.size).toBe(180);
  });
});

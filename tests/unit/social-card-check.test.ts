// The build checks of tests/build-checks/checks/social-cards.mjs on fixtures: a good build passes, and each
// kind of broken card or icon is reported.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectedCardPath, iconProblems, pngSize, socialCardProblems } from '../build-checks/checks/social-cards.mjs';

/** The first bytes of a PNG (signature and IHDR), enough for pngSize; `seed` makes files differ. */
function fakePng(width: number, height: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(33 + 4);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(seed, 33);
  return bytes;
}

const head = (card: string) =>
  `<meta property="og:image" content="https://example.com${card}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta property="og:image:alt" content="A card"><meta name="twitter:image" content="https://example.com${card}">` +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="apple-touch-icon" href="/apple-touch-icon.png"><link rel="manifest" href="/manifest.webmanifest">' +
  '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)">';

const manifest = {
  name: 'Agency',
  short_name: 'Agency',
  start_url: '/',
  display: 'standalone',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

let dir = '';
function build(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'cards-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const good = (): Record<string, string | Buffer> => ({
  'index.html': `<html><head>${head('/og/index.png')}</head></html>`,
  'about/index.html': `<html><head>${head('/og/about.png')}</head></html>`,
  '404.html': `<html><head>${head('/og/none.png')}</head></html>`,
  'og/index.png': fakePng(1200, 630, 1),
  'og/about.png': fakePng(1200, 630, 2),
  'favicon.svg': '<svg/>',
  'favicon.ico': 'ico',
  'apple-touch-icon.png': fakePng(180, 180),
  'icons/icon-192.png': fakePng(192, 192),
  'icons/icon-512.png': fakePng(512, 512),
  'icons/icon-maskable-512.png': fakePng(512, 512),
  'manifest.webmanifest': JSON.stringify(manifest),
});

describe('social card check', () => {
  it('maps routes to stable card URLs', () => {
    expect(['/', '/about/', '/work/x'].map(expectedCardPath)).toEqual([
      '/og/index.png',
      '/og/about.png',
      '/og/work/x.png',
    ]);
    expect(pngSize(fakePng(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from('GIF89a not a png at all, really'))).toBeNull();
  });

  it('passes a build where every page has its own card (the 404 page needs none)', () => {
    expect(socialCardProblems(build(good()))).toEqual([]);
    expect(iconProblems(dir)).toEqual([]);
  });

  it('reports two pages with the same card bytes', () => {
    expect(socialCardProblems(build({ ...good(), 'og/about.png': fakePng(1200, 630, 1) }))).toEqual([
      '/about/: its card is byte for byte the card of /',
    ]);
  });

  it('reports a card of the wrong size, a missing one, and one at a hashed URL', () => {
    const files = {
      ...good(),
      'og/index.png': fakePng(1200, 600, 1),
      'about/index.html': `<html><head>${head('/_astro/about.Ab12.png')}</head></html>`,
    };
    expect(socialCardProblems(build(files))).toEqual([
      '/: /og/index.png is 1200×600, not 1200×630',
      '/about/: og:image is /_astro/about.Ab12.png, expected /og/about.png',
      '/about/: /_astro/about.Ab12.png is not in the build',
    ]);
  });

  it('reports a missing og:image', () => {
    expect(socialCardProblems(build({ ...good(), 'about/index.html': '<html><head></head></html>' }))).toEqual([
      '/about/: no og:image',
    ]);
  });
});

describe('icon check', () => {
  it('reports a wrong touch icon size, a manifest without a maskable icon, and an icon the build lacks', () => {
    const noMaskable = { ...manifest, icons: manifest.icons.slice(0, 2) };
    const files: Record<string, string | Buffer> = {
      ...good(),
      'apple-touch-icon.png': fakePng(192, 192),
      'manifest.webmanifest': JSON.stringify(noMaskable),
    };
    delete files['icons/icon-192.png'];
    expect(iconProblems(build(files))).toEqual([
      '/apple-touch-icon.png is not a 180×180 PNG',
      'manifest: no maskable icon',
      '/icons/icon-192.png is not in the build',
    ]);
  });
});

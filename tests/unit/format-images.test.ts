import { describe, expect, it } from 'vitest';
import { overflowLabel, stepNumber } from '../../src/lib/browser/format';
import {
  FALLBACK_IMAGE,
  HALF_COLUMN_SIZES,
  HERO_PHOTO_WIDTH,
  PHOTO_QUALITY,
  containerSizes,
  firstScreenLinks,
  heroPreload,
  imageAtWidth,
  photoOrigin,
  photoSource,
  responsiveSrcset,
  srcsetWidths,
} from '../../src/lib/browser/images';
import { fallbackFor } from '../../src/lib/browser/image-fallback';
import { revealDelay, shouldReveal } from '../../src/lib/browser/reveal';

describe('stepNumber', () => {
  it.each([
    [0, '01'],
    [4, '05'],
    [9, '10'],
    [11, '12'],
  ])('index %d → %s', (i, out) => expect(stepNumber(i)).toBe(out));
});

describe('overflowLabel', () => {
  it.each([
    [0, 3, null],
    [3, 3, null],
    [4, 3, '+1 more'],
    [7, 3, '+4 more'],
  ])('%d items, max %d → %s', (total, max, out) => expect(overflowLabel(total, max)).toBe(out));
});

describe('imageAtWidth / responsiveSrcset', () => {
  const stock = 'https://images.unsplash.com/photo-1?w=2000&q=80';
  it("sets the width and the site's quality on the stock host, whatever the content's URL asked", () => {
    const url = new URL(imageAtWidth(stock, 640));
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('q')).toBe(String(PHOTO_QUALITY));
    expect(PHOTO_QUALITY).toBeLessThan(80);
  });
  it.each(['/images/local.jpg', 'https://example.com/a.jpg', 'not a url'])('leaves %s alone', (src) => {
    expect(imageAtWidth(src, 640)).toBe(src);
    expect(responsiveSrcset(src, 640)).toBeUndefined();
  });
  it('offers widths up to twice the displayed size', () => {
    const set = responsiveSrcset(stock, 640)!;
    expect(set.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '640w', '720w', '960w', '1280w']);
  });
  it("offers a width a phone's 380 px box at 1.75x (665 px) takes without going up to 960", () => {
    const widths = responsiveSrcset(stock, 640)!
      .split(', ')
      .map((s) => Number.parseInt(s.split(' ')[1]!, 10));
    expect(widths.find((w) => w >= 380 * 1.75)).toBe(720);
  });
  it('sizes a photo as wide as the container on a phone, not the whole viewport', () => {
    expect(containerSizes('400px')).toBe(
      '(min-width: 1024px) 400px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
    expect(HALF_COLUMN_SIZES).toMatch(/, calc\(100vw - 32px\)$/);
  });
  it('offers a small fixed box (a 64 px portrait) at 1x, 2x and 3x, not the smallest photo width', () => {
    expect(srcsetWidths(64)).toEqual([64, 128, 192]);
    expect(
      responsiveSrcset(stock, 64)!
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['64w', '128w', '192w']);
    // Never wider than a local file.
    expect(srcsetWidths(64, 100)).toEqual([64, 100]);
    // From a third of the smallest width up, the usual widths.
    expect(srcsetWidths(140)).toEqual([400]);
  });
});

describe('photoSource / heroPreload / firstScreenLinks', () => {
  const stock = 'https://images.unsplash.com/photo-1?w=2000&q=80';
  const at = (w: number) => `https://images.unsplash.com/photo-1?w=${w}&q=60&auto=format&fit=crop`;

  it('names a stock photo at the box width, its widths up to twice the box, and the box sizes', () => {
    expect(photoSource(stock, 640, '50vw')).toEqual({
      href: at(640),
      srcset: [400, 640, 720, 960, 1280].map((w) => `${at(w)} ${w}w`).join(', '),
      sizes: '50vw',
    });
  });

  it("keeps a local file's own srcset, and gives no sizes where there is nothing to choose from", () => {
    expect(photoSource('/_astro/a.webp', 640, '50vw', '/_astro/a_400.webp 400w')).toEqual({
      href: '/_astro/a.webp',
      srcset: '/_astro/a_400.webp 400w',
      sizes: '50vw',
    });
    expect(photoSource('/images/a.jpg', 640, '50vw')).toEqual({
      href: '/images/a.jpg',
      srcset: undefined,
      sizes: undefined,
    });
  });

  it("preloads a stock hero photo as PageHero's img names it, and nothing else", () => {
    expect(heroPreload(stock)).toEqual(photoSource(stock, HERO_PHOTO_WIDTH, HALF_COLUMN_SIZES));
    expect(heroPreload(stock)!.href).toBe(at(640));
    expect(heroPreload('https://example.com/a.jpg')).toBeUndefined();
    expect(heroPreload({ src: '/_astro/a.webp' })).toBeUndefined();
    expect(heroPreload(undefined)).toBeUndefined();
  });

  it('preloads the hero first, then the other first-screen photos, and preconnects to the stock host only for them', () => {
    const card = photoSource('https://images.unsplash.com/photo-2', 640, '33vw');
    expect(firstScreenLinks(stock, [card])).toEqual({
      preconnect: 'https://images.unsplash.com',
      preloads: [heroPreload(stock), card],
    });
    expect(firstScreenLinks(undefined, [card]).preconnect).toBe('https://images.unsplash.com');
    expect(firstScreenLinks({ src: '/_astro/a.webp' })).toEqual({ preconnect: undefined, preloads: [] });
    const local = photoSource('/_astro/b.webp', 640, '33vw', '/_astro/b_400.webp 400w');
    expect(firstScreenLinks(undefined, [local])).toEqual({ preconnect: undefined, preloads: [local] });
  });
});

describe('photoOrigin', () => {
  it("is the stock host's origin for its photos, and nothing for a local file, another host or no photo", () => {
    expect(photoOrigin('https://images.unsplash.com/photo-1?w=720')).toBe('https://images.unsplash.com');
    expect(photoOrigin({ src: '/_astro/a.webp' })).toBeUndefined();
    expect(photoOrigin('/images/fallback.svg')).toBeUndefined();
    expect(photoOrigin('https://example.com/a.jpg')).toBeUndefined();
    expect(photoOrigin(undefined)).toBeUndefined();
  });
});

describe('fallbackFor', () => {
  const img = { src: 'https://images.unsplash.com/x', fallback: FALLBACK_IMAGE, complete: false, naturalWidth: 0 };
  it.each([
    ['a failed image that opted in', img, true, FALLBACK_IMAGE],
    ['an image that failed before the script ran', { ...img, complete: true }, false, FALLBACK_IMAGE],
    ['an image still loading', img, false, null],
    ['a loaded image', { ...img, complete: true, naturalWidth: 800 }, false, null],
    ['an image without data-fallback', { ...img, fallback: null }, true, null],
    ['the fallback itself failing (no loop)', { ...img, src: `http://localhost${FALLBACK_IMAGE}` }, true, null],
  ])('%s', (_n, state, failed, out) => expect(fallbackFor(state, failed)).toBe(out));
});

describe('reveal', () => {
  it('staggers by 0.1 s', () => expect([0, 1, 2, 3].map(revealDelay)).toEqual([0, 0.1, 0.2, 0.3]));
  const box = { width: 360, height: 200 };
  it.each([
    [900, 800, false, true],
    [800, 800, false, true],
    [100, 800, false, false],
    [-300, 800, false, false],
    [900, 800, true, false],
  ])('top %d in a %d px viewport, reduced=%s → %s', (top, vh, reduced, out) =>
    expect(shouldReveal({ ...box, top }, vh, reduced)).toBe(out),
  );
  it('reveals a box not laid out yet (a section skipped off screen), unless motion is reduced', () => {
    expect(shouldReveal({ top: 0, width: 0, height: 0 }, 800, false)).toBe(true);
    expect(shouldReveal({ top: 0, width: 0, height: 0 }, 800, true)).toBe(false);
    expect(shouldReveal({ top: 0, width: 360, height: 0 }, 800, false)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { overflowLabel, stepNumber } from '../../src/lib/format';
import {
  FALLBACK_IMAGE,
  HALF_COLUMN_SIZES,
  HERO_PHOTO_WIDTH,
  PHOTO_QUALITY,
  containerSizes,
  heroPreload,
  imageAtWidth,
  photoOrigin,
  responsiveSrcset,
  srcsetWidths,
} from '../../src/lib/images';
import { fallbackFor } from '../../src/lib/image-fallback';
import { revealDelay, shouldReveal } from '../../src/lib/reveal';

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

describe('heroPreload', () => {
  const stock = 'https://images.unsplash.com/photo-1?w=2000&q=80';
  it("names a stock hero photo as its img does: the hero box's srcset and sizes", () => {
    const preload = heroPreload(stock)!;
    expect(preload.srcset).toBe(responsiveSrcset(stock, HERO_PHOTO_WIDTH));
    expect(preload.sizes).toBe(HALF_COLUMN_SIZES);
    expect(preload.href).toBe(imageAtWidth(stock, HERO_PHOTO_WIDTH));
  });
  it('has nothing to preload for a photo the host cannot resize', () => {
    expect(heroPreload('https://example.com/a.jpg')).toBeUndefined();
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
  it.each([
    [900, 800, false, true],
    [800, 800, false, true],
    [100, 800, false, false],
    [900, 800, true, false],
  ])('top %d in a %d px viewport, reduced=%s → %s', (top, vh, reduced, out) =>
    expect(shouldReveal(top, vh, reduced)).toBe(out),
  );
});

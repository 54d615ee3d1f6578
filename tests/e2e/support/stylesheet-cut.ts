// The check that a page's cut stylesheet draws what the whole one Astro wrote does
// (integrations/page-css.ts records the whole ones at build): a full-page picture with each, pixel
// for pixel. Run over every built page by tests/e2e/visual.spec.ts, and over the Insights section's
// pages by tests/build-checks/insights.test.ts (content/ ships no article).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { BRAND_FONT_ROUTE } from '../../../src/lib/build/brand-font';
import { THEME_STORAGE_KEY } from '../../../src/lib/browser/theme';
import { differingPixelCount } from '../../support/pixels';
import { THEMES, type ThemeName } from './pages';
import { settle } from './quality';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** What the photo host answers here: every photo one flat colour, in the photo's box. */
const FLAT_PHOTO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 4 3"><rect width="4" height="3" fill="#7c8aa0"/></svg>';

/**
 * The brand typeface held back, so the page is drawn in its sized fallback however fast the file
 * comes: from 40rem up the face is optional (src/lib/build/brand-font.ts), so whether a load's first
 * paint has it is a race, which the whole stylesheet's fresh @font-face rules, put in by script, would
 * not run again.
 */
export async function fallbackTypeface(page: Page): Promise<void> {
  await page.route(BRAND_FONT_ROUTE, (r) => r.abort());
}

/** Each stock photo one flat colour: its box is what the page decides, its pixels the photo host's. */
export async function flatStockPhotos(page: Page): Promise<void> {
  await page.route('https://images.unsplash.com/**', (r) =>
    r.fulfill({ contentType: 'image/svg+xml', body: FLAT_PHOTO }),
  );
}

/**
 * The whole page drawn in its final state: the sections the browser skips while off screen
 * (`content-visibility: auto`, which a full-page capture would show blank) drawn, the lazy images
 * asked for now, loaded and decoded, the grid backgrounds shown, every animation over.
 *
 * Nothing drawn beneath an image: its placeholder background (`bg-surface`) is left out of the
 * picture, and returned instead, one colour per image in the page's order, for the comparison to
 * read. Beneath a loaded image Chromium paints it or not by what it knew of the image when the tile
 * was last painted (an image known to be opaque hides it), which shows only in the antialiased
 * edge of rounded corners: the cover's article, desktop, had its cover's corners 3-4 levels of 255
 * apart in 6 of 80 comparisons with load beside, and 0 of 80 with the background left out,
 * interleaved in the same run (2026-12-02).
 */
async function settleWholePage(page: Page): Promise<string[]> {
  const placeholders = await page.evaluate(() =>
    [...document.images].map((img) => {
      img.style.removeProperty('background-color');
      const colour = getComputedStyle(img).backgroundColor;
      img.style.setProperty('background-color', 'transparent', 'important');
      return colour;
    }),
  );
  await page.evaluate(() => {
    document
      .querySelectorAll<HTMLElement>('main > section, body > footer')
      .forEach((el) => (el.style.contentVisibility = 'visible'));
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
    // An image with decoding="async" (an article's own, from Astro's pipeline) is left out of the
    // raster that first needs it and drawn in a later one, decoded or not already: a capture can
    // come between, the image's box blank (the cover's article, desktop: 5 pictures in 40 here on
    // 2026-12-02, none in 200 since). Decoded as the raster draws it, the picture is of the image.
    document.querySelectorAll<HTMLImageElement>('img[decoding="async"]').forEach((img) => (img.decoding = 'sync'));
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  // Loaded is not decoded.
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  await page.waitForFunction(() => !document.querySelector('[data-grid-bg]:not([data-ready])'));
  await settle(page);
  return placeholders;
}

/**
 * The page as a picture, top to bottom: Chromium's capture beyond the viewport, as Playwright's
 * full-page screenshot makes it, but with the PNG encoded for speed (`optimizeForSpeed`, still
 * lossless: the same pixels are the same bytes, which is all the comparison reads first). Playwright's
 * own encodes at full compression: 0.32 s of the browser's CPU per picture of the home page here
 * against 0.08, and a picture is taken four times a test. As Playwright's `animations: 'disabled'`
 * and `caret: 'hide'`: the fonts settled, every finite animation finished, every infinite one
 * cancelled, no focus.
 */
async function picture(page: Page): Promise<Buffer> {
  const { width, height } = await page.evaluate(async () => {
    await document.fonts.ready;
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
      else animation.finish();
    }
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const root = document.documentElement;
    return {
      width: Math.max(root.scrollWidth, document.body.scrollWidth),
      height: Math.max(root.scrollHeight, document.body.scrollHeight),
    };
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width, height, scale: 1 },
      optimizeForSpeed: true,
    });
    return Buffer.from(data, 'base64');
  } finally {
    await cdp.detach();
  }
}

/**
 * How many pixels two pictures differ in (differingPixelCount: a lone antialiased speck aside); every
 * pixel when their sizes differ.
 */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  // One browser's encoder made both: the same bytes are the same pixels, and decoding two
  // full-page pictures and walking them in JS is most of the comparison's CPU.
  if (a.equals(b)) return 0;
  const [one, two] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (one!.info.width !== two!.info.width || one!.info.height !== two!.info.height)
    return Math.max(one!.info.width * one!.info.height, two!.info.width * two!.info.height);
  return differingPixelCount(one!.data, two!.data, one!.info.width);
}

/** What the page drew with its cut stylesheet and with the whole one, and how many pixels differ. */
export interface StylesheetComparison {
  theme: ThemeName;
  /** False when the page's <style> elements are not one for one the recorded ones. */
  replaced: boolean;
  differing: number;
  /** The images whose placeholder background (beneath the image, left out of the pictures) differs: "n: cut → whole". */
  placeholders: string[];
  cut: Buffer;
  whole: Buffer;
}

/** Puts `sheets` in the page's <style> elements, one for one; false when their number differs. */
const putStylesheets = (page: Page, sheets: string[]) =>
  page.evaluate((texts) => {
    const styles = [...document.querySelectorAll('head style')];
    if (styles.length !== texts.length) return false;
    styles.forEach((style, i) => (style.textContent = texts[i]!));
    return true;
  }, sheets);

/**
 * Draws the open page (its context with `bypassCSP`: the whole stylesheet goes back in by script,
 * which the page's CSP, hashes of the cut one, refuses) with its cut stylesheet, then with `sheets`,
 * the stylesheets Astro wrote for it, in each theme: the visitor's choice changed as in another tab
 * where the page is not in it yet (the theme script applies it on the storage event, as a load with
 * that choice stored does). One load for both themes: a load and its settling were half of each
 * picture's time. The page is left with its cut stylesheet, in the last theme, nothing beneath its images, its animations ended
 * and nothing focused (`picture`).
 */
export async function compareWithWholeStylesheet(page: Page, sheets: string[]): Promise<StylesheetComparison[]> {
  const cutSheets = await page.evaluate(() => [...document.querySelectorAll('head style')].map((s) => s.textContent));
  const results: StylesheetComparison[] = [];
  for (const theme of THEMES) {
    await page.evaluate(
      ([key, value]) => {
        if (document.documentElement.dataset['theme'] === value) return;
        localStorage.setItem(key, value);
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
      },
      [THEME_STORAGE_KEY, theme] as const,
    );
    // The theme applied (a plain wait: this also runs outside Playwright's runner, in tests/build-checks).
    await page.waitForFunction(
      (t) => document.documentElement.classList.contains(t) && document.documentElement.dataset['theme'] === t,
      theme,
      { timeout: 5_000 },
    );
    const cutPlaceholders = await settleWholePage(page);
    const cut = await picture(page);
    const replaced = await putStylesheets(page, sheets);
    if (!replaced) {
      results.push({ theme, replaced, differing: Number.NaN, placeholders: [], cut, whole: cut });
      break;
    }
    const wholePlaceholders = await settleWholePage(page);
    const whole = await picture(page);
    const placeholders = wholePlaceholders.flatMap((colour, i) =>
      colour === cutPlaceholders[i] ? [] : [`image ${i + 1}: ${cutPlaceholders[i]} → ${colour}`],
    );
    results.push({ theme, replaced, differing: await differingPixels(cut, whole), placeholders, cut, whole });
    await putStylesheets(page, cutSheets);
  }
  return results;
}

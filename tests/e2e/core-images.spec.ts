// Images: explicit sizes, alt text, lazy below the fold, a marked hero photo,
// a srcset for the stock host, and the local fallback without layout shift when the host fails.
import { expect, test, type Page } from '@playwright/test';
import { page as copyOf } from '../support/content';
import { blockStockImages, contentLayoutShifts, FALLBACK_IMAGE, trackLayoutShift } from './support/pages';

/** Every <img> in <main>: its size on the page and whether it shows the fallback. */
const readImages = (page: Page) =>
  page.locator('main img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc || img.src,
      naturalWidth: img.naturalWidth,
      complete: img.complete,
      size: [img.offsetWidth, img.offsetHeight].join('x'),
    })),
  );

test.describe('with the stock-photo host unreachable', () => {
  // Scrolls the whole page and waits for every lazy image: slow on a busy machine.
  test.slow();
  for (const path of ['/', '/about/', '/services/podcast-management/']) {
    test(`${path}: every image shows the fallback, and nothing shifts`, async ({ page }) => {
      await blockStockImages(page);
      // Layout shifts of anything in <main>, recorded from the very first paint.
      await trackLayoutShift(page);
      await page.goto(path);
      const before = await readImages(page);
      expect(before.length).toBeGreaterThan(0);

      // Scroll through the page so lazy images load (and fail).
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y <= height; y += 500) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await expect
        .poll(
          async () =>
            (await readImages(page)).every(
              (img) => img.src.endsWith(FALLBACK_IMAGE) && img.complete && img.naturalWidth > 0,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);

      // Each image keeps its size, and nothing on screen moved. (Positions far down the page are
      // not compared: the sections there hold a placeholder height until they come near the screen,
      // `content-visibility: auto` in global.css, so their offsets change as the page is scrolled.)
      const after = await readImages(page);
      expect(after.map((img) => img.size)).toEqual(before.map((img) => img.size));
      expect(await contentLayoutShifts(page)).toEqual([]);
    });
  }
});

test("home: sized images with alt text, all lazy at the browser's priority, the hero photo marked, srcset for the stock host, a preconnect to it", async ({
  browser,
}) => {
  // As built: with JavaScript the fallback (stock photos never load here) would replace srcset.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const images = await page.locator('main img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      alt: img.getAttribute('alt') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
      heroPhoto: img.hasAttribute('data-hero-photo'),
      srcset: img.getAttribute('srcset') ?? '',
      inHero: img.closest('main > section') === document.querySelector('main > section'),
    })),
  );
  expect(images.length).toBeGreaterThanOrEqual(3);
  for (const img of images) {
    expect(img.alt.length).toBeGreaterThan(5);
    expect(Number(img.width)).toBeGreaterThan(0);
    expect(Number(img.height)).toBeGreaterThan(0);
    expect(img.srcset).toMatch(/images\.unsplash\.com\/.*[?&]w=\d+.* \d+w/);
    // Every photo is lazy at the browser's priority: the hero's is below a phone's first screen, and
    // Chromium raises it once layout finds it beside the text on a desktop.
    expect([img.loading, img.fetchpriority, img.heroPhoto]).toEqual(['lazy', null, img.inHero]);
  }
  expect(images.filter((img) => img.inHero)).toHaveLength(1);
  expect(await page.locator('head link[rel="preconnect"]').getAttribute('href')).toBe('https://images.unsplash.com');
  await context.close();
});

test('on a phone the hero text fills the first screen and its photo follows; from 1024 px up the photo is beside it', async ({
  browser,
}) => {
  for (const [width, height, photoInFirstScreen] of [
    [412, 823, false],
    [360, 640, false],
    [1280, 800, true],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of ['/', '/services/branding/', '/work/central-highlands-coffee/']) {
      await page.goto(route);
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const photo = await page.locator('main > section').first().locator('img').boundingBox();
      expect(heading!.y + heading!.height, `${route} at ${width} px`).toBeLessThan(height);
      expect(photo!.y < height, `${route} at ${width} px: photo top ${photo!.y}`).toBe(photoInFirstScreen);
    }
    await context.close();
  }
});

test("on a phone the work page's hero fills the first screen, so its first photo is below it", async ({ browser }) => {
  for (const [width, height] of [
    [412, 823],
    [360, 640],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/work/');
    const photo = await page.locator('main img').first().boundingBox();
    expect(photo!.y, `/work/ at ${width} px`).toBeGreaterThanOrEqual(height);
    await context.close();
  }
});

test('home: without JavaScript every section is visible (no content waits for an animation)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const home = copyOf('home');
  for (const name of [home.about.title, home.services.title, home.featuredWork.title, home.cta.title]) {
    const section = page.getByRole('region', { name, exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toBeVisible();
    const hidden = await section
      .locator('[data-reveal], [data-reveal] > *')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== '1').length);
    expect(hidden).toBe(0);
  }
  await context.close();
});

// Every built page looks the same with the stylesheet the build cut to it as with the whole one Astro
// wrote (integrations/page-css.ts records it): a full-page picture of each page (the 404 included),
// in both themes, on a phone and a desktop, taken twice, pixel for pixel. A rule the cut dropped that
// the page needed (a class only a variant uses, a dark-theme colour, a phone-width layout) shows as
// pixels, where a test of roles and copy cannot see it. The pictures are compared with each other,
// not with stored ones: the copy is the editors', and a stored picture would fail every edit.
// Each stock photo is one flat colour (its box is what the page decides; its pixels are the photo
// host's); motion is reduced, so every section stands where it ends.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { recordedStylesheets } from '../../integrations/page-css';
import { openInTheme, THEMES } from './support/pages';
import { builtPages, settle } from './support/quality';

// The whole stylesheet goes back in by script, which the page's CSP (hashes of the cut one) refuses.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const pages = builtPages().filter((page) => page.kind !== 'redirect');
/** Each page's stylesheets as Astro wrote them, by file (the build records them before the cut). */
const originals = recordedStylesheets();

test('the build has pages to look at, each with its whole stylesheet recorded', () => {
  expect(pages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(20);
  expect(pages.filter(({ file }) => !originals[file]).map(({ file }) => file)).toEqual([]);
});

/** What the photo host answers here: every photo one flat colour, in the photo's box. */
const FLAT_PHOTO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 4 3"><rect width="4" height="3" fill="#7c8aa0"/></svg>';

/**
 * The whole page drawn in its final state: the sections the browser skips while off screen
 * (`content-visibility: auto`, which a full-page capture would show blank) drawn, the lazy images
 * asked for now and loaded, the grid backgrounds shown, every animation over.
 */
async function settleWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    document
      .querySelectorAll<HTMLElement>('main > section, body > footer')
      .forEach((el) => (el.style.contentVisibility = 'visible'));
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)))
    .toBe(true);
  await expect(page.locator('[data-grid-bg]:not([data-ready])')).toHaveCount(0);
  await settle(page);
}

/** The page as a picture, top to bottom. */
const picture = (page: Page) => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });

/** How many pixels two pictures differ in (any channel by more than 2 of 255); every pixel when their sizes differ. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  // One browser's encoder made both: the same bytes are the same pixels, and decoding two
  // full-page pictures and walking them in JS is most of the comparison's CPU.
  if (a.equals(b)) return 0;
  const [one, two] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (one!.info.width !== two!.info.width || one!.info.height !== two!.info.height)
    return Math.max(one!.info.width * one!.info.height, two!.info.width * two!.info.height);
  let differing = 0;
  for (let i = 0; i < one!.data.length; i += 4)
    for (let c = 0; c < 4; c++)
      if (Math.abs(one!.data[i + c]! - two!.data[i + c]!) > 2) {
        differing++;
        break;
      }
  return differing;
}

for (const { route, kind, file } of pages) {
  const notFound = kind === 'not-found';
  const path = notFound ? '/no-such-page-here' : route;
  for (const [device, viewport] of Object.entries(VIEWPORTS))
    for (const theme of THEMES)
      test(`${notFound ? '404 page' : route}: ${device}, ${theme} theme, the cut stylesheet draws what the whole one does`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        await page.route('https://images.unsplash.com/**', (r) =>
          r.fulfill({ contentType: 'image/svg+xml', body: FLAT_PHOTO }),
        );
        await openInTheme(page, path, theme);
        await settleWholePage(page);
        const cut = await picture(page);

        const whole = originals[file]!;
        const replaced = await page.evaluate((sheets) => {
          const styles = [...document.querySelectorAll('head style')];
          if (styles.length !== sheets.length) return false;
          styles.forEach((style, i) => (style.textContent = sheets[i]!));
          return true;
        }, whole);
        expect(replaced, 'the page has the stylesheets Astro wrote, one for one').toBe(true);
        await settleWholePage(page);
        const asWritten = await picture(page);

        const differing = await differingPixels(cut, asWritten);
        if (differing > 0) {
          await testInfo.attach('with the cut stylesheet', { body: cut, contentType: 'image/png' });
          await testInfo.attach('with the whole stylesheet', { body: asWritten, contentType: 'image/png' });
        }
        expect(differing, 'pixels that differ between the cut stylesheet and the whole one').toBe(0);
      });
}

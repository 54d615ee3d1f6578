// Every built page looks the same with the stylesheet the build cut to it as with the whole one Astro
// wrote (integrations/page-css.ts records it): a full-page picture of each page (the 404 included),
// in both themes (one load: the second theme chosen as in another tab), on a phone and a desktop,
// taken twice, pixel for pixel (./support/stylesheet-cut.ts).
// A rule the cut dropped that the page needed (a class only a variant uses, a dark-theme colour, a
// phone-width layout) shows as pixels, where a test of roles and copy cannot see it. The pictures are
// compared with each other, not with stored ones: the copy is the editors', and a stored picture would
// fail every edit. Each stock photo is one flat colour (its box is what the page decides; its pixels
// are the photo host's); motion is reduced, so every section stands where it ends.
import { expect, test } from '@playwright/test';
import { recordedStylesheets } from '../../integrations/page-css';
import { keepInTestFolder } from '../support/test-folder';
import { openInTheme, THEMES } from './support/pages';
import { builtPages } from './support/quality';
import { compareWithWholeStylesheet, fallbackTypeface, flatStockPhotos, VIEWPORTS } from './support/stylesheet-cut';

// The whole stylesheet goes back in by script, which the page's CSP (hashes of the cut one) refuses.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

const pages = builtPages().filter((page) => page.kind !== 'redirect');
/** Each page's stylesheets as Astro wrote them, by file (the build records them before the cut). */
const originals = recordedStylesheets();

test('the build has pages to look at, each with its whole stylesheet recorded', () => {
  expect(pages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(20);
  expect(pages.filter(({ file }) => !originals[file]).map(({ file }) => file)).toEqual([]);
});

for (const { route, kind, file } of pages) {
  const notFound = kind === 'not-found';
  const path = notFound ? '/no-such-page-here' : route;
  for (const [device, viewport] of Object.entries(VIEWPORTS))
    test(`${notFound ? '404 page' : route}: ${device}, light and dark themes, the cut stylesheet draws what the whole one does`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await flatStockPhotos(page);
      await fallbackTypeface(page);
      await openInTheme(page, path, THEMES[0]);
      const compared = await compareWithWholeStylesheet(page, originals[file]!);
      expect(
        compared.map(({ theme }) => theme),
        'each theme drawn',
      ).toEqual([...THEMES]);
      for (const { theme, replaced, differing, placeholders, cut, whole } of compared) {
        expect.soft(replaced, `${theme}: the page has the stylesheets Astro wrote, one for one`).toBe(true);
        if (differing > 0) {
          for (const [sheet, body] of [
            ['cut', cut],
            ['whole', whole],
          ] as const)
            await keepInTestFolder(
              testInfo,
              `${theme}-${sheet}.png`,
              `${theme}, with the ${sheet} stylesheet`,
              body,
              'image/png',
            );
        }
        expect.soft(differing, `${theme}: pixels that differ between the cut stylesheet and the whole one`).toBe(0);
        expect.soft(placeholders, `${theme}: images whose placeholder (beneath the image) differs`).toEqual([]);
      }
    });
}

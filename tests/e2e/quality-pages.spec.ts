// Every built page (the 404 included) as a visitor with JavaScript meets it, in two tests per page:
// - runtime: from before the load until every island has hydrated, no CSP violation, console error,
//   uncaught error, failed request of its own, or third-party request but stock photos; then
//   reflow (WCAG 1.4.10): narrowed to 320 CSS px, the page is no wider than the viewport;
// - axe finds no violation in the light theme (every rule, the page scrolled through so every
//   section has been revealed) and in the dark (the colour rules: the markup is the same, which the
//   test checks), the dark one on a later page of a visit, with reduced motion (nothing waits to be
//   revealed), where the brand typeface is asked for and arrives late: it shifts nothing.
// Several checks per load: each load costs seconds of a 2-core machine, and npm test's time was
// mostly these loads. tests/e2e/quality-checks.spec.ts proves each check fails on a fixture.
import { expect, test, type Page } from '@playwright/test';
import {
  axeProblems,
  builtPages,
  exercisePage,
  layoutShift,
  overflowProblems,
  scrollThrough,
  settle,
  watchPage,
} from './support/quality';
import { openInTheme, useStoredTheme, type ThemeName } from './support/pages';
import { flatStockPhotos } from './support/stylesheet-cut';
import { BRAND_FONT_ROUTE } from '../../src/lib/build/brand-font';

// Whole-page checks on large pages, two loads, two workers, a shared machine.
test.describe.configure({ timeout: 90_000 });

const pages = builtPages().filter((page) => page.kind !== 'redirect');

test('the build has pages to check', () => {
  expect(pages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(0);
});

/** The theme applied and the page's animations ended: axe finds nothing (see axeProblems for the rules per theme). */
async function axeIn(page: Page, theme: ThemeName): Promise<void> {
  await expect
    .soft(page.locator('html'), 'the theme script applied the theme')
    .toHaveClass(new RegExp(`\\b${theme}\\b`));
  await settle(page);
  expect.soft(await axeProblems(page, theme), `axe, ${theme} theme`).toEqual([]);
}

/** Both the theme the visitor's system asks for and the one they chose before (the theme script reads it). */
async function useTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await useStoredTheme(page, theme);
}

for (const { route, kind } of pages) {
  const notFound = kind === 'not-found';
  const path = notFound ? '/no-such-page-here' : route;
  const label = notFound ? '404 page' : route;

  test(`${label}: runtime, then reflow at 320 px`, async ({ page }) => {
    // A first visit, watched from before the load until every island has hydrated.
    const watch = await watchPage(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(notFound ? 404 : 200);
    await exercisePage(page);
    const problems = watch.problems();
    // Reflow as WCAG tests it, the page zoomed to 400 % of 1280 px: the same page, its viewport
    // narrowed to 320 px (a second load there cost each page a second here and checked nothing more:
    // the layout is CSS's, and no island sizes itself from the width it loads at).
    await page.setViewportSize({ width: 320, height: 640 });
    expect.soft(await overflowProblems(page), 'reflow at 320 px').toEqual([]);
    expect(problems, 'runtime: CSP, console, errors, requests').toEqual([]);
  });

  // npm run test:fast leaves this one out (its --grep-invert).
  test(`${label}: axe light and dark, a late typeface moves nothing`, { tag: '@axe' }, async ({ page, context }) => {
    // The photo host answers both loads alike: a photo that failed in one and not yet in the other
    // (the closed network's timing) is a fallback picture in one tree and the photo in the other.
    await flatStockPhotos(page);
    await useTheme(page, 'light');
    await page.goto(path);
    // Scrolled through: the sections below the first screen play their entrance and end revealed.
    await scrollThrough(page);
    await axeIn(page, 'light');
    const lightTree = await page.locator('body').ariaSnapshot();

    // Dark theme, reduced motion, the brand typeface late: the page paints in the fallback face sized
    // to it and must not move when the file arrives (src/lib/build/brand-font.ts; at this desktop width
    // the face is optional and a late file is not swapped in; a phone's swap: font-swap.spec.ts).
    const later = await context.newPage();
    await flatStockPhotos(later);
    await later.emulateMedia({ colorScheme: 'dark' });
    await later.route(BRAND_FONT_ROUTE, async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await r.continue();
    });
    await openInTheme(later, path, 'dark');
    const { total, moved } = await layoutShift(later);
    expect.soft(total, `layout shift with the typeface late:\n${moved.join('\n')}`).toBeLessThan(0.0005); // shown as 0.000, the bench's budget
    expect.soft(await later.locator('body').ariaSnapshot(), 'the dark theme changes colours only').toBe(lightTree);
    await axeIn(later, 'dark');
  });
}

// With JavaScript off, every built page is readable (nothing hidden, nothing covering it) and
// navigable (the whole header menu is reachable), on a phone and on a desktop.
import { expect, test } from '@playwright/test';
import { builtPages, navigationProblems, readabilityProblems, settle } from './support/quality';

// Whole-page checks on large pages, two workers, a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const pages = builtPages().filter((page) => page.kind !== 'redirect');
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

test('the build has pages to check', () => {
  expect(pages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(0);
});

test.describe('no JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { route, kind } of pages) {
    const path = kind === 'not-found' ? '/no-such-page-here' : route;
    test(`no-JS, phone and desktop: ${kind === 'not-found' ? '404 page' : route}`, async ({ page }) => {
      // One load, then the desktop's width: without JavaScript the layout is CSS alone, which a
      // resize re-applies whole (media queries included), as a load at that width would.
      await page.setViewportSize(viewports.phone);
      await page.goto(path);
      await settle(page);
      for (const [device, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await expect.soft
          .poll(() => readabilityProblems(page), { message: `readable on a ${device}`, timeout: 3_000 })
          .toEqual([]);
        expect.soft(await navigationProblems(page), `navigable on a ${device}`).toEqual([]);
      }
    });
  }

  test('a header link leads to its page', async ({ page }) => {
    const target = pages.find((p) => p.kind === 'page' && p.route !== '/')?.route ?? '/';
    await page.goto('/no-such-page-here');
    await page.locator(`header a[href="${target}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    // The new page starts under its loading screen (0.7 s): wait for it to go, as a reader does.
    await settle(page);
    await expect.poll(() => readabilityProblems(page), { timeout: 3_000 }).toEqual([]);
  });
});

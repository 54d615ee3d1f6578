// axe finds no violation on any built page, in the light and in the dark theme.
import { expect, test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/lib/browser/theme';
import { axeProblems, builtPages, scrollThrough, settle } from './support/quality';

// Whole-page checks on large pages, two workers, a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const pages = builtPages().filter((page) => page.kind !== 'redirect');

test('the build has pages to check', () => {
  expect(pages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(0);
});

for (const { route, kind } of pages) {
  const path = kind === 'not-found' ? '/no-such-page-here' : route;
  test(`axe, light and dark: ${kind === 'not-found' ? '404 page' : route}`, async ({ page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
      await page.goto(path);
      await expect
        .soft(page.locator('html'), 'the theme script applied the theme')
        .toHaveClass(new RegExp(`\\b${theme}\\b`));
      await scrollThrough(page);
      await settle(page);
      expect.soft(await axeProblems(page), `${theme} theme`).toEqual([]);
    }
  });
}

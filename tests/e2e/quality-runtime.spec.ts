// Every built page loads with no CSP violation, no console error, no uncaught error, no failed
// request of its own and no third-party request but stock photos, islands hydrated included.
import { expect, test } from '@playwright/test';
import { builtPages, exercisePage, watchPage } from './support/quality';

// Whole-page checks on large pages, two workers, a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const pages = builtPages().filter((page) => page.kind === 'page');

test('the build has pages to check', () => {
  expect(pages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(0);
});

for (const { route } of pages) {
  test(`runtime: ${route} has no CSP violation or console error`, async ({ page }) => {
    const watch = await watchPage(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await exercisePage(page);
    expect(watch.problems()).toEqual([]);
  });
}

test('runtime: an unknown path shows the 404 page with no CSP violation or console error', async ({ page }) => {
  const watch = await watchPage(page);
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await exercisePage(page);
  expect(watch.problems()).toEqual([]);
});

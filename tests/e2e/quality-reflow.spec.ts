// WCAG 1.4.10 reflow: at 320 CSS px no page (the 404 included) is wider than the viewport, so
// nothing scrolls sideways. tests/e2e/quality-checks.spec.ts proves the check fails on a fixture.
import { expect, test } from '@playwright/test';
import { builtPages, overflowProblems } from './support/quality';

const pages = builtPages().filter((page) => page.kind !== 'redirect');

test.use({ viewport: { width: 320, height: 640 } });

test('the build has pages to check', () => {
  expect(pages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(0);
});

for (const { route, kind } of pages) {
  const path = kind === 'not-found' ? '/no-such-page-here' : route;
  test(`reflow at 320 px: ${kind === 'not-found' ? '404 page' : route}`, async ({ page }) => {
    await page.goto(path);
    expect(await overflowProblems(page)).toEqual([]);
  });
}

// The brand in the browser: the site installs (manifest and icons), the brand typeface loads from
// the site itself (from a visit's second page on: src/lib/browser/brand-font.ts), and navigations
// cross-fade with CSS alone. That a late typeface moves nothing is checked on every page in
// tests/e2e/quality-pages.spec.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { FULL_CHROMIUM } from '../../scripts/support/chromium.mjs';
import { BRAND_FONT_DELAY_MS } from '../../src/lib/browser/brand-font';

test.describe.configure({ timeout: 90_000 });

test('Chromium finds the site installable: manifest, icons, start URL', async ({ baseURL, launchOptions }) => {
  // Playwright's contexts are incognito, where nothing installs: use a profile of our own, in the
  // full browser (the headless shell the suite runs has no installability).
  const profile = mkdtempSync(join(tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(FULL_CHROMIUM ? { executablePath: FULL_CHROMIUM } : {}),
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the first page paints in the system face and asks for no font until a second after its load; the next page is set in the brand typeface', async ({
  page,
}) => {
  const fontRequests: { url: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push({ url: request.url() });
  });
  await page.goto('/');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^system-ui, sans-serif/);
  // Fetched once the page has loaded (at least the second the page waits), from the site itself.
  await expect.poll(() => fontRequests.length, { timeout: 10_000 }).toBe(1);
  // Both times on the page's own clock: this process hears of the load and the request late, and
  // unevenly, on a busy machine. The font's timing entry is written when its response has arrived,
  // which can be after this process heard of the request: wait for it.
  const fontWait = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const font = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/_astro/fonts/'));
      return font && navigation ? font.startTime - navigation.loadEventStart : -1;
    });
  await expect.poll(fontWait, { timeout: 10_000 }).not.toBe(-1);
  expect(await fontWait()).toBeGreaterThanOrEqual(BRAND_FONT_DELAY_MS - 1);
  expect(new URL(fontRequests[0]!.url).pathname).toMatch(/^\/_astro\/fonts\/[\w-]+\.woff2$/);
  expect(new URL(fontRequests[0]!.url).origin).toBe(new URL(page.url()).origin);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('brand-font'))).toBe('1');
  // Fetched for later: nothing on this page changed face.
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^system-ui, sans-serif/);

  // The next page marks <html> before its first paint and finds the typeface in the cache.
  await page.goto('/about/');
  await expect(page.locator('html')).toHaveAttribute('data-brand-font', '');
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"Plus Jakarta Sans/);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.startsWith('Plus Jakarta Sans') && f.status === 'loaded'),
    ),
  ).toBe(true);
});

test('a visitor who saves data never downloads the typeface', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await page.waitForTimeout(2_000);
  expect(fonts).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('brand-font'))).toBeNull();
});

test('navigations cross-fade with a view transition, the header named so it stays put', async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      sessionStorage.setItem(
        'view-transition',
        String(Boolean((event as Event & { viewTransition: unknown }).viewTransition)),
      );
    });
  });
  await page.goto('/');
  expect(await page.locator('[data-site-header]').evaluate((h) => getComputedStyle(h).viewTransitionName)).toBe(
    'site-header',
  );
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about\/?$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('view-transition'))).toBe('true');
});

test('no view transition for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      sessionStorage.setItem(
        'view-transition',
        String(Boolean((event as Event & { viewTransition: unknown }).viewTransition)),
      );
    });
  });
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about\/?$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('view-transition'))).toBe('false');
});

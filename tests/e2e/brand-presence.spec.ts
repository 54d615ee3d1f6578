// The brand in the browser: the site installs (manifest and icons), the brand typeface loads from
// the site itself on every page, the first included (src/lib/build/brand-font.ts): swapped in on a
// phone (asked for once a visit's first page has loaded), preloaded and optional from
// WIDE_SCREEN up; and navigations
// cross-fade with CSS alone. That the typeface's swap moves nothing is checked on every page in
// tests/e2e/font-swap.spec.ts and tests/e2e/quality-pages.spec.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { brandStack, BRAND_FONT_ADDRESS, BRAND_FONT_ROUTE } from '../../src/lib/build/brand-font';
import {
  BRAND_FONT_STORAGE_KEY,
  BRAND_LATE_FAMILY,
  SYSTEM_FONT_ATTRIBUTE,
  WIDE_SCREEN,
} from '../../src/lib/browser/brand-font';
import { PHONE } from './support/islands';
import { FULL_CHROMIUM } from '../../scripts/support/chromium.mjs';

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

/** The font the first heading is drawn in (Chromium's own answer, not the CSS stack). */
async function headingFont(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

/** The font requests of a page, by address. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  return fonts;
}

/** The page's preloads of a font. */
const fontPreloads = (page: Page) => page.locator('link[rel="preload"][as="font"]');

/** Save-Data: the system face, and the file neither preloaded nor fetched, at the describe's width. */
function savesData(): void {
  test('a visitor who saves data is set in the system face and never downloads the typeface', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    const fonts = fontRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(SYSTEM_FONT_ATTRIBUTE, '');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^system-ui, sans-serif/);
    await page.waitForTimeout(1_000);
    expect(fonts).toEqual([]);
    await expect(fontPreloads(page)).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the first page of a visit is set in the brand typeface: one request, to the site itself, not preloaded', async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
      new RegExp(`^${[BRAND_LATE_FAMILY, ...brandStack().slice(1)].join(', ')}, `),
    );
    await expect.poll(() => headingFont(page)).toEqual(['Plus Jakarta Sans']);
    expect(fonts).toHaveLength(1);
    expect(new URL(fonts[0]!).pathname).toMatch(BRAND_FONT_ADDRESS);
    expect(new URL(fonts[0]!).origin).toBe(new URL(page.url()).origin);
    // The preload is for wide screens only: a phone's bytes go to the page first.
    await expect(fontPreloads(page)).toHaveCount(0);
  });

  test('the first page asks for the file after its first paint and its load; a later page, whose file is cached, at once', async ({
    page,
  }) => {
    /** When the page's first contentful paint, its largest and its load were, when its font request began (ms), and `--brand` set inline. */
    const timings = () =>
      page.evaluate(async (address) => {
        const entries = (type: string) =>
          new Promise<PerformanceEntry[]>((resolve) =>
            new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true }),
          );
        const fcp = (await entries('paint')).find((entry) => entry.name === 'first-contentful-paint')!;
        const lcp = (await entries('largest-contentful-paint')).at(-1)!;
        const font = performance
          .getEntriesByType('resource')
          .find((entry) => new RegExp(address).test(new URL(entry.name).pathname));
        return {
          fcp: fcp.startTime,
          lcp: lcp.startTime,
          load:
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ??
            Number.NaN,
          fontStart: font?.startTime ?? Number.NaN,
          late: document.documentElement.style.getPropertyValue('--brand'),
        };
      }, BRAND_FONT_ADDRESS.source);
    const fonts = fontRequests(page);
    await page.goto('/');
    await expect.poll(() => headingFont(page)).toEqual(['Plus Jakarta Sans']);
    const first = await timings();
    expect(first.late, 'the first page starts in the late family, no face of its own yet').toBe(BRAND_LATE_FAMILY);
    expect(first.fontStart).toBeGreaterThan(first.fcp);
    expect(first.fontStart).toBeGreaterThan(first.lcp);
    expect(first.fontStart).toBeGreaterThan(first.load);
    expect(fonts).toHaveLength(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), BRAND_FONT_STORAGE_KEY)).toBe(
      new URL(fonts[0]!).pathname,
    );

    // The next page of the visit: the head script leaves the typeface first, and it is there at once.
    await page.goto('/about/');
    expect((await timings()).late).toBe('');
    expect(await page.locator('html').evaluate((h) => getComputedStyle(h).getPropertyValue('--brand'))).toBe('');
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
      new RegExp(`^${brandStack().join(', ')}, `),
    );
    await expect.poll(() => headingFont(page)).toEqual(['Plus Jakarta Sans']);
  });

  savesData();
});

test.describe(`from ${WIDE_SCREEN} up`, () => {
  test('the first page is set in the brand typeface when the file comes with the page: preloaded, one request', async ({
    page,
  }) => {
    // The file answered at once, as from a near server: within the moment Chromium holds the first paint for it.
    const file = readFileSync(
      join(
        'dist/_astro',
        readdirSync('dist/_astro').find((f) => BRAND_FONT_ADDRESS.test(`/_astro/${f}`))!,
      ),
    );
    await page.route(BRAND_FONT_ROUTE, (route) =>
      route.fulfill({ body: file, contentType: 'font/woff2', headers: { 'access-control-allow-origin': '*' } }),
    );
    const fonts = fontRequests(page);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^brand-o, brand-a, /);
    await expect.poll(() => headingFont(page)).toEqual(['Plus Jakarta Sans']);
    expect(fonts).toHaveLength(1);
    // Preloaded by the head script, the file the page's @font-face names.
    await expect(fontPreloads(page)).toHaveCount(1);
    expect(new URL(await fontPreloads(page).evaluate((l: HTMLLinkElement) => l.href)).pathname).toBe(
      new URL(fonts[0]!).pathname,
    );
  });

  savesData();

  test('a file later than the first paint is never swapped in: the page keeps its fallback', async ({ page }) => {
    await page.route(BRAND_FONT_ROUTE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].find((face) => face.family === 'brand-o')?.status))
      .toBe('loaded');
    await page.waitForTimeout(200);
    expect(await headingFont(page)).not.toContain('Plus Jakarta Sans');
  });
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

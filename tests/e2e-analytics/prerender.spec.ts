// Analytics and prerendering (Speculation Rules on pointer-down or a resting pointer) and the
// back/forward cache, for each provider. Driven by puppeteer-core alone: a Playwright page is a
// DevTools session, which turns prerendering off (docs/testing.md); a proxy in front of the build
// logs what the browser asks for, so a test knows the page was prerendered (tests/e2e/support/prerender.ts).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../scripts/support/chromium.mjs';
import { countsRestoredPage, type AnalyticsProvider } from '../../src/lib/browser/analytics';
import { startSlowProxy } from '../e2e/support/prerender';
import { ANALYTICS_SITES } from './sites';
import { pageviews, recordedFor, visitorAgent } from './support';

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe('prerendered pages and restored pages', () => {
  let proxy: Awaited<ReturnType<typeof startSlowProxy>>;
  let browser: Browser;
  let tag: string;
  let provider: AnalyticsProvider;
  // eslint-disable-next-line no-empty-pattern -- Playwright hands fixtures first; only testInfo is needed
  test.beforeEach(async ({}, testInfo) => {
    provider = testInfo.project.name as AnalyticsProvider;
    const site = ANALYTICS_SITES.find((s) => s.provider === provider)!;
    proxy = await startSlowProxy({ origin: site.origin, latencyMs: 20 });
    tag = randomUUID();
    browser = await puppeteer.launch({
      ...(FULL_CHROMIUM ? { executablePath: FULL_CHROMIUM } : {}),
      headless: true,
      defaultViewport: null,
      args: [
        ...CHROMIUM_ARGS,
        '--disable-dev-shm-usage',
        '--window-size=1280,900',
        `--user-agent=${visitorAgent(tag)}`,
      ],
    });
  });
  test.afterEach(async () => {
    await browser?.close();
    await proxy?.close();
  });

  const viewsOf = async (path: string) =>
    pageviews(await recordedFor(tag)).filter((view) => new URL(view.url).pathname === path);
  /** Opens `/`, points at its link to /work/ and waits until the browser has prerendered /work/. */
  const prerenderWork = async (): Promise<{ page: Page; link: NonNullable<Awaited<ReturnType<Page['$']>>> }> => {
    const page = await browser.newPage();
    await page.goto(`${proxy.origin}/`, { waitUntil: 'load' });
    await expect.poll(async () => (await viewsOf('/')).length, { timeout: 10_000 }).toBe(1);
    const link = (await page.$('main a[href="/work/"]'))!;
    await link.scrollIntoView();
    await link.hover();
    await expect
      .poll(() => proxy.log.filter((r) => r.path === '/work/').map((r) => r.purpose), { timeout: 10_000 })
      .toContain('prefetch;prerender');
    // Time for the hidden page to load, run its scripts and paint, as a page would that counted at once.
    await rest(2_500);
    return { page, link };
  };

  test('a page prerendered on pointing and never opened records nothing', async () => {
    test.setTimeout(60_000);
    const { page } = await prerenderWork();
    expect(await viewsOf('/work/')).toEqual([]);
    await page.goto(`${proxy.origin}/about/`, { waitUntil: 'load' });
    await expect.poll(async () => (await viewsOf('/about/')).length, { timeout: 10_000 }).toBe(1);
    await rest(1_000);
    expect(await viewsOf('/work/')).toEqual([]);
  });

  test('a prerendered page that is opened records one pageview, when it is shown', async () => {
    test.setTimeout(60_000);
    const { page, link } = await prerenderWork();
    const clickedAt = Date.now();
    await Promise.all([page.waitForNavigation(), link.click()]);
    expect(await page.evaluate(() => location.pathname)).toBe('/work/');
    const activationStart = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number })
          .activationStart,
    );
    expect(activationStart, 'the page shown was the prerendered one').toBeGreaterThan(0);
    await expect.poll(async () => (await viewsOf('/work/')).length, { timeout: 10_000 }).toBe(1);
    await rest(1_000);
    const [view] = await viewsOf('/work/');
    expect(await viewsOf('/work/')).toHaveLength(1);
    expect(view!.at).toBeGreaterThanOrEqual(clickedAt);
    expect(view!.referrer).toBe(provider === 'plausible' ? `${proxy.origin}/` : '');
  });

  test('a page restored from the back/forward cache counts as the provider’s own script counts it', async () => {
    test.setTimeout(60_000);
    const page = await browser.newPage();
    await page.goto(`${proxy.origin}/about/`, { waitUntil: 'load' });
    await expect.poll(async () => (await viewsOf('/about/')).length, { timeout: 10_000 }).toBe(1);
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => {
        (window as Window & { restored?: boolean }).restored = event.persisted;
      }),
    );
    await page.goto(`${proxy.origin}/faq/`, { waitUntil: 'load' });
    await expect.poll(async () => (await viewsOf('/faq/')).length, { timeout: 10_000 }).toBe(1);
    await page.goBack();
    expect(
      await page.evaluate(() => (window as Window & { restored?: boolean }).restored),
      'restored from the cache',
    ).toBe(true);
    const expected = countsRestoredPage(provider) ? 2 : 1;
    await expect.poll(async () => (await viewsOf('/about/')).length, { timeout: 10_000 }).toBe(expected);
    await rest(1_000);
    expect(await viewsOf('/about/')).toHaveLength(expected);
  });
});

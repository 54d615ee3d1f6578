// The first-interaction figure of `npm run bench`: on Lighthouse's phone profile (CPU 4×
// slower, 150 ms round trips, 1.6 Mbit/s), each island page is loaded, the visitor's first act is
// played, and two things are measured: the JavaScript that act makes the page fetch (the page
// islands hydrate on first interaction, so React comes then) and the time from its first event
// until the island answers.
import { chromium } from '@playwright/test';

/**
 * @typedef {object} Scenario
 * @property {string} route
 * @property {string} action
 * @property {string} answer
 * @property {(page: import('@playwright/test').Page) => Promise<void>} act
 * @property {string} answered a browser-side expression, true once the island has answered
 * @property {string[]} [startOn] the events that start the clock (default: the first touch, pointer or key)
 */

/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    route: '/',
    action: 'tap the third FAQ question',
    answer: 'React owns it, open (aria-expanded)',
    act: (page) => page.locator('#faq [data-faq-trigger]').nth(2).tap(),
    answered: `document.querySelectorAll('#faq [data-faq-trigger]')[2]?.getAttribute('aria-expanded') === 'true'`,
  },
  {
    route: '/work/',
    action: 'tap "Podcast Management"',
    answer: 'React owns it: URL and count',
    act: (page) =>
      page.locator('[data-work-filter-buttons] label').getByText('Podcast Management', { exact: true }).tap(),
    answered: `/category=podcast-management/.test(location.search) && document.querySelector('[data-work-filter] [role="status"]')?.textContent?.includes('Podcast Management') === true`,
  },
  {
    route: '/faq/',
    action: 'tap the search, type "deposit"',
    answer: 'list filtered (from the 1st key)',
    // From the first keystroke (the tap before it already asked for the island).
    startOn: ['keydown'],
    act: async (page) => {
      const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
      await search.tap();
      await page.waitForTimeout(300); // a visitor's pause between the tap and the first key
      await search.pressSequentially('deposit', { delay: 150 });
    },
    answered: `document.querySelectorAll('[data-faq-trigger]').length < 16 && document.querySelectorAll('[data-faq-trigger]').length > 0`,
  },
  {
    route: '/contact/',
    action: 'tap "Full Name", type a name',
    answer: 'React owns it (Send enabled)',
    act: async (page) => {
      const name = page.getByRole('textbox', { name: 'Full Name', exact: true });
      await name.tap();
      await name.pressSequentially('Amina', { delay: 150 });
    },
    answered: `document.querySelector('[data-contact-form][data-ready]') !== null && document.querySelector('#contact-name')?.value === 'Amina'`,
  },
  {
    route: '/work/central-highlands-coffee/',
    action: 'tap "Next slide"',
    answer: 'slide 2 of 3 shown',
    act: async (page) => {
      await page.getByRole('button', { name: 'Next slide' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Next slide' }).tap();
    },
    answered: `document.querySelector('[aria-roledescription="carousel"][data-enhanced] [aria-label="2 of 3"]:not([aria-hidden])') !== null`,
  },
];

/**
 * Runs every scenario whose route is among `routes` (all when empty).
 * @param {{ origin: string, routes?: string[], gzipBytes: (pathname: string) => number, chromePath?: string | undefined }} options
 * @returns {Promise<import('./budgets.mjs').InteractionResult[]>}
 */
export async function measureInteractions({ origin, routes = [], gzipBytes, chromePath }) {
  const browser = await chromium.launch({
    ...(chromePath ? { executablePath: chromePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  /** @type {import('./budgets.mjs').InteractionResult[]} */
  const results = [];
  try {
    for (const scenario of SCENARIOS.filter((s) => routes.length === 0 || routes.includes(s.route))) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      // No internet here: stock photos fail at once instead of holding the network.
      await page.route('https://images.unsplash.com/**', (route) => route.abort());
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });

      /** @type {string[]} */
      const scripts = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const jsBytes = (/** @type {string[]} */ urls) =>
        urls.reduce((total, url) => {
          const parsed = new URL(url);
          return total + (parsed.origin === origin ? gzipBytes(parsed.pathname) : 0);
        }, 0);

      await page.goto(`${origin}${scenario.route}`, { waitUntil: 'load' });
      await page.locator('[data-loading-screen]').waitFor({ state: 'hidden', timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const atLoad = scripts.length;
      // The clock starts at the act's first event and stops on the first frame the island has answered.
      // (One script text, not a function plus eval: the page's CSP allows no eval.)
      await page.evaluate(`(() => {
        const state = { start: null, end: null };
        window.benchInteraction = state;
        const begin = () => { state.start ??= performance.now(); };
        for (const type of ${JSON.stringify(scenario.startOn ?? ['touchstart', 'pointerdown', 'keydown'])}) window.addEventListener(type, begin, { capture: true });
        const check = () => {
          if (state.start !== null && (${scenario.answered})) state.end = performance.now();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })()`);
      await scenario.act(page);
      await page.waitForFunction(() => /** @type {any} */ (globalThis).benchInteraction.end !== null, undefined, {
        timeout: 30_000,
      });
      const { start, end } = await page.evaluate(() => /** @type {any} */ (globalThis).benchInteraction);
      await page.waitForLoadState('networkidle');
      results.push({
        route: scenario.route,
        action: scenario.action,
        answer: scenario.answer,
        loadJsBytes: jsBytes(scripts.slice(0, atLoad)),
        jsBytes: jsBytes(scripts.slice(atLoad)),
        answerMs: end - start,
      });
      process.stderr.write(`bench: first interaction on ${scenario.route}: ${Math.round(end - start)} ms\n`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

// The first-interaction figure of `npm run bench`: on a phone (412×823, touch, CPU 4× slower),
// each island's first act is played on a page loaded and left alone, and three things are
// measured: the time from the act's first event (touch, pointer or key) to the first frame that
// shows its answer (not to when React owns the island), whether the island was still its server
// HTML in that frame (answered by the page, before React), the JavaScript that arrived between the
// event and that frame, and the JavaScript the act makes the page fetch at all (React and the
// island, which hydrate on first interaction). Each act runs `runs` times on each network, alternating, and the medians are kept.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/chromium.mjs';

/**
 * @typedef {object} Scenario
 * @property {string} route
 * @property {string} action
 * @property {string} answer what the visitor sees when the island has answered
 * @property {string} [island] the island's root: whether it had hydrated when the answer showed
 * @property {(page: import('@playwright/test').Page) => Promise<void>} [prepare] before the clock (e.g. scroll to the island)
 * @property {(page: import('@playwright/test').Page) => Promise<void>} act
 * @property {string} answered a browser-side expression, true in the first frame that shows the answer
 * @property {string[]} [startOn] the events that start the clock (default: the first touch, pointer or key)
 */

/** The visible cards, questions…: elements that are displayed (a filter hides the others). */
const SHOWN = `((selector) => [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility()).length)`;
const ALL = `((selector) => document.querySelectorAll(selector).length)`;

/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    route: '/',
    action: 'tap "Open menu"',
    island: '[data-site-nav]',
    answer: 'the menu shows',
    act: (page) => page.getByRole('button', { name: 'Open menu' }).tap(),
    answered: `document.querySelector('[data-menu-close]')?.checkVisibility({ visibilityProperty: true }) === true`,
  },
  {
    route: '/',
    action: 'tap "Dark theme"',
    island: '.theme-toggle',
    answer: 'the page turns dark',
    act: (page) => page.getByRole('button', { name: 'Dark theme' }).tap(),
    answered: `document.documentElement.classList.contains('dark')`,
  },
  {
    route: '/',
    action: 'tap the third FAQ question',
    island: '#faq [data-faq-root]',
    answer: 'its answer shows',
    prepare: (page) => page.locator('#faq [data-faq-trigger]').nth(2).scrollIntoViewIfNeeded(),
    act: (page) => page.locator('#faq [data-faq-trigger]').nth(2).tap(),
    answered: `document.querySelectorAll('#faq details[data-faq-item]')[2]?.open === true`,
  },
  {
    route: '/work/',
    action: 'tap "Podcast Management"',
    island: '[data-work-filter]',
    answer: 'the other cards go',
    prepare: (page) =>
      page
        .locator('[data-work-filter-buttons] label')
        .getByText('Podcast Management', { exact: true })
        .scrollIntoViewIfNeeded(),
    act: (page) =>
      page.locator('[data-work-filter-buttons] label').getByText('Podcast Management', { exact: true }).tap(),
    answered: `${SHOWN}('[data-work-card]') > 0 && ${SHOWN}('[data-work-card]') < ${ALL}('[data-work-card]')`,
  },
  {
    route: '/faq/',
    action: 'tap the search, type a letter',
    island: '[data-faq-root]',
    answer: 'the list filtered',
    // From the first keystroke (the tap before it already asked for the island). The letter is the
    // one that leaves the fewest questions (at least one) on this page: its answer changes the list.
    startOn: ['keydown'],
    act: async (page) => {
      const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
      const letter = /** @type {string} */ (
        await page.evaluate(`(() => {
          const texts = [...document.querySelectorAll('[data-faq-item]')].map((q) => (q.textContent ?? '').toLowerCase());
          const counts = [...'abcdefghijklmnopqrstuvwxyz'].map((c) => ({ c, n: texts.filter((t) => t.includes(c)).length }));
          return counts.filter((x) => x.n > 0).sort((a, b) => a.n - b.n)[0]?.c ?? 'a';
        })()`)
      );
      await search.tap();
      await page.waitForTimeout(300); // a visitor's pause between the tap and the first key
      await search.press(letter);
    },
    answered: `${SHOWN}('[data-faq-trigger]') > 0 && ${SHOWN}('[data-faq-trigger]') < ${ALL}('[data-faq-trigger]')`,
  },
  {
    route: '/contact/',
    action: 'tap Send on the empty form',
    island: '[data-contact-form]',
    answer: 'the first missing field is pointed out',
    // The button's words are the editors' (content/contact-page.json): found by what it is.
    prepare: (page) => page.locator('[data-contact-form] button[type="submit"]').scrollIntoViewIfNeeded(),
    act: (page) => page.locator('[data-contact-form] button[type="submit"]').tap(),
    answered: `document.activeElement?.id === 'contact-name'`,
  },
  {
    route: '/work/central-highlands-coffee/',
    action: 'tap "Next slide"',
    island: '[aria-roledescription="carousel"]',
    answer: 'the gallery moves',
    prepare: (page) => page.getByRole('button', { name: 'Next slide' }).scrollIntoViewIfNeeded(),
    act: (page) => page.getByRole('button', { name: 'Next slide' }).tap(),
    answered: `(document.querySelector('[aria-roledescription="carousel"] [tabindex="0"]')?.scrollLeft ?? 0) > 0`,
  },
];

/** AstroWind's menu (arthelokyo/astrowind, the template the side-by-side run compares with). */
export const ASTROWIND_MENU = /** @type {Scenario} */ ({
  route: '/',
  action: 'AstroWind: tap its menu button',
  answer: 'the menu shows',
  act: (page) => page.locator('[data-aw-toggle-menu]').first().tap(),
  answered: `document.querySelector('nav[aria-label="Main navigation"]')?.checkVisibility() === true`,
});

/** The networks each act is measured on: none (the CPU's share alone) and Lighthouse's slow 4G. */
const NETWORKS = /** @type {const} */ ({
  unthrottled: null,
  'slow 4G': { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
});

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/**
 * One act on one freshly loaded page.
 * @param {import('@playwright/test').Browser} browser
 * @param {Scenario} scenario
 * @param {{ origin: string, network: keyof typeof NETWORKS, gzipBytes: (pathname: string) => number, settleMs: number }} options
 */
async function measureOnce(browser, scenario, { origin, network, gzipBytes, settleMs }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    // No internet here: stock photos fail at once instead of holding the network.
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const conditions = NETWORKS[network];
    if (conditions) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
    }
    // Room for every request's timing (the default 250 entries can fill before the act).
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.goto(`${origin}${scenario.route}`, { waitUntil: 'load' });
    // The page loaded, then left alone (its loading screen gone, the typeface's fetch done).
    await page.waitForTimeout(settleMs);
    await scenario.prepare?.(page);
    const atLoad = await scriptsFetched(page);
    // The clock starts at the act's first event and stops on the first frame that shows the answer,
    // checked in every frame and on a 10 ms timer (a frame loop alone missed a frame during hydration).
    // One script text, not a function plus eval: the page's CSP allows no eval.
    await page.evaluate(`(() => {
      const state = { start: null, end: null };
      window.benchInteraction = state;
      const begin = () => { state.start ??= performance.now(); };
      for (const type of ${JSON.stringify(scenario.startOn ?? ['touchstart', 'pointerdown', 'keydown'])}) window.addEventListener(type, begin, { capture: true });
      const island = ${JSON.stringify(scenario.island ?? null)};
      const check = () => {
        if (state.end !== null || state.start === null || !(${scenario.answered})) return;
        state.end = performance.now();
        state.byPage = island === null || [...document.querySelectorAll('astro-island[ssr]')].some((el) => el.querySelector(island) !== null);
      };
      const frame = () => { check(); if (state.end === null) requestAnimationFrame(frame); };
      requestAnimationFrame(frame);
      const timer = setInterval(() => { check(); if (state.end !== null) clearInterval(timer); }, 10);
    })()`);
    await scenario.act(page);
    for (let waited = 0; ; waited += 50) {
      const done = await page.evaluate(() => /** @type {any} */ (globalThis).benchInteraction.end !== null);
      if (done) break;
      if (waited > 30_000) throw new Error(`${scenario.route}: "${scenario.action}" never showed ${scenario.answer}`);
      await page.waitForTimeout(50);
    }
    const { start, end, byPage } = await page.evaluate(() => /** @type {any} */ (globalThis).benchInteraction);
    // Then React: what the act made the page fetch, once the island has hydrated.
    if (scenario.island) {
      const hydrated = `![...document.querySelectorAll('astro-island[ssr]')].some((el) => el.querySelector(${JSON.stringify(scenario.island)}))`;
      for (let waited = 0; !(await page.evaluate(hydrated)); waited += 50) {
        if (waited > 30_000) throw new Error(`${scenario.route}: the island never hydrated after "${scenario.action}"`);
        await page.waitForTimeout(50);
      }
    }
    const all = await scriptsFetched(page);
    const js = (/** @type {{ name: string }[]} */ entries) =>
      entries.reduce((total, entry) => {
        const url = new URL(entry.name);
        return total + (url.origin === origin ? gzipBytes(url.pathname) : 0);
      }, 0);
    const afterLoad = all.filter((entry) => !atLoad.some((e) => e.name === entry.name));
    return {
      answerMs: end - start,
      /** @type {boolean} */
      byPage,
      loadJsBytes: js(atLoad),
      jsBytes: js(afterLoad),
      // What arrived between the act's first event and its answer (a tap's touchstart asks for React
      // some 50-100 ms before its click; on a fast network React may arrive in between).
      jsBeforeAnswerBytes: js(afterLoad.filter((entry) => entry.responseEnd > start && entry.responseEnd <= end)),
    };
  } finally {
    await context.close();
  }
}

/** The scripts the page has fetched so far (resource timing: URL and when each arrived). */
function scriptsFetched(/** @type {import('@playwright/test').Page} */ page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          /** @type {PerformanceResourceTiming} */ (entry).initiatorType === 'script' || entry.name.endsWith('.js'),
      )
      .map((entry) => ({
        name: entry.name,
        responseEnd: /** @type {PerformanceResourceTiming} */ (entry).responseEnd,
      })),
  );
}

/**
 * Runs every scenario whose route is among `routes` (all when empty), `runs` times on each
 * network, alternating with AstroWind's menu when `beside` (its served build) is given.
 * @param {{ origin: string, routes?: string[], gzipBytes: (pathname: string) => number, chromePath?: string | undefined,
 *   runs?: number, networks?: (keyof typeof NETWORKS)[], settleMs?: number,
 *   beside?: { origin: string, gzipBytes: (pathname: string) => number } }} options
 * @returns {Promise<import('./budgets.mjs').InteractionResult[]>}
 */
export async function measureInteractions({
  origin,
  routes = [],
  gzipBytes,
  chromePath,
  runs = 3,
  networks = /** @type {(keyof typeof NETWORKS)[]} */ (Object.keys(NETWORKS)),
  settleMs = 3000,
  beside,
}) {
  const browser = await chromium.launch({
    ...(chromePath ? { executablePath: chromePath } : {}),
    args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
  });
  /** @type {{ scenario: Scenario, site: { origin: string, gzipBytes: (pathname: string) => number } }[]} */
  const plays = SCENARIOS.filter((s) => routes.length === 0 || routes.includes(s.route)).flatMap((scenario) => [
    { scenario, site: { origin, gzipBytes } },
    ...(beside && scenario.action === 'tap "Open menu"' ? [{ scenario: ASTROWIND_MENU, site: beside }] : []),
  ]);
  /** @type {Map<string, { scenario: Scenario, network: keyof typeof NETWORKS, samples: Awaited<ReturnType<typeof measureOnce>>[] }>} */
  const measured = new Map();
  try {
    for (let run = 0; run < runs; run++)
      for (const network of networks)
        for (const { scenario, site } of plays) {
          const sample = await measureOnce(browser, scenario, { ...site, network, settleMs });
          const key = `${scenario.action}|${scenario.route}|${network}`;
          const entry = measured.get(key) ?? { scenario, network, samples: [] };
          entry.samples.push(sample);
          measured.set(key, entry);
          process.stderr.write(
            `bench: ${scenario.route} ${scenario.action} (${network}): ${Math.round(sample.answerMs)} ms\n`,
          );
        }
  } finally {
    await browser.close();
  }
  return [...measured.values()].map(({ scenario, network, samples }) => ({
    route: scenario.route,
    action: scenario.action,
    answer: scenario.answer,
    network,
    answerMs: median(samples.map((s) => s.answerMs)),
    answerMsRuns: samples.map((s) => Math.round(s.answerMs)),
    loadJsBytes: Math.max(...samples.map((s) => s.loadJsBytes)),
    jsBytes: Math.max(...samples.map((s) => s.jsBytes)),
    jsBeforeAnswerBytes: Math.max(...samples.map((s) => s.jsBeforeAnswerBytes)),
    answeredByPage: samples.every((s) => s.byPage),
  }));
}

// From a click to the next page's LCP, with the pointer resting on the link first (as a visitor's
// does), in Chromium driven by puppeteer-core alone: any other DevTools session (Playwright's, or
// one for CDP throttling) turns prerendering off. The phone's link is a proxy in front of the
// site that holds every response for a round trip (LATENCY_MS) and logs each request, so a test
// can tell when the next page was asked for, and whether as a prerender (`Sec-Purpose`).
import { request as httpRequest, createServer } from 'node:http';
import puppeteer from 'puppeteer-core';
import { FULL_CHROMIUM } from '../support/chromium.mjs';

/* global document -- the functions handed to page.evaluate run in the page */

/** Lighthouse's mobile round trip. */
const LATENCY_MS = 150;

/** The pairs the issue names: from a page, the link a visitor takes. */
const NAVIGATIONS = [
  { from: '/', to: '/work/' },
  { from: '/services/', to: '/services/branding/' },
  { from: '/work/', to: '/work/central-highlands-coffee/' },
];

/**
 * @typedef {{ path: string, purpose: string | undefined, at: number }} LoggedRequest
 */

/**
 * A proxy in front of `origin` that delays every response by `latencyMs` and logs the requests.
 * @param {{ origin: string, port?: number, latencyMs?: number }} options
 */
export async function startSlowProxy({ origin, port = 0, latencyMs = LATENCY_MS }) {
  const target = new URL(origin);
  /** @type {LoggedRequest[]} */
  const log = [];
  const server = createServer((req, res) => {
    log.push({
      path: req.url ?? '/',
      purpose: /** @type {string | undefined} */ (req.headers['sec-purpose']),
      at: Date.now(),
    });
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (response) => {
        setTimeout(() => {
          res.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(res);
        }, latencyMs);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((/** @type {(v?: unknown) => void} */ resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** Chromium for puppeteer-core: a phone-sized window, no sandbox, the photo host mapped if given. */
export async function launchBrowser({ chromePath = FULL_CHROMIUM, extraArgs = /** @type {string[]} */ ([]) } = {}) {
  return puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    // The window sets the layout viewport: an emulated viewport would be one more DevTools command
    // on the page, and the phone layout is the one measured.
    defaultViewport: null,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--window-size=412,823',
      ...extraArgs,
    ],
  });
}

/**
 * In the page now shown: when it started to be shown (`activationStart`, 0 when not prerendered),
 * its LCP, and when the loading screen started to play (its fade's animation start; the fade
 * itself follows 300 ms later), all as epoch milliseconds.
 * @param {import('puppeteer-core').Page} page
 */
export async function shownPageTimes(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const nav = /** @type {PerformanceNavigationTiming & { activationStart?: number }} */ (
          performance.getEntriesByType('navigation')[0]
        );
        const activationStart = nav?.activationStart ?? 0;
        /** @type {number | undefined} */
        let lcp;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // The loading screen's animation: when it started playing, on the page's clock.
        const screen = document.querySelector('[data-loading-screen]');
        const fade = screen
          ?.getAnimations()
          .find((a) => /** @type {CSSAnimation} */ (a).animationName === 'loading-screen-fade');
        // Where its clock stands: a play just resumed waits for the next frame (startTime still
        // null, currentTime 0), so the start is read as now less how far it has run.
        const ran = typeof fade?.currentTime === 'number' ? fade.currentTime : undefined;
        const screenStart = ran === undefined ? undefined : performance.now() - ran;
        setTimeout(() => {
          resolve({
            timeOrigin: performance.timeOrigin,
            activationStart,
            lcp: lcp === undefined ? undefined : performance.timeOrigin + Math.max(lcp, activationStart),
            screenStart: screenStart === undefined ? undefined : performance.timeOrigin + screenStart,
            shown: performance.timeOrigin + activationStart,
            prerenderingClass: document.documentElement.classList.contains('prerendering'),
          });
        }, 500);
      }),
  );
}

/**
 * One navigation: open `from`, rest the pointer on the first link to `to` for `restMs`, click,
 * and read the shown page's times.
 * @param {{ browser: import('puppeteer-core').Browser, origin: string, from: string, to: string, restMs?: number }} options
 */
async function navigateAfterHover({ browser, origin, from, to, restMs = 600 }) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    // Past the loading screen, as a visitor who reads before moving on.
    await new Promise((r) => setTimeout(r, 800));
    const link = await page.$(`main a[href="${to}"]`);
    if (!link) throw new Error(`no link to ${to} in the main content of ${from}`);
    await link.scrollIntoView();
    const hoveredAt = Date.now();
    await link.hover();
    await new Promise((r) => setTimeout(r, restMs));
    const clickedAt = Date.now();
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()]);
    const times =
      /** @type {{ timeOrigin: number, activationStart: number, lcp: number | undefined, screenStart: number | undefined, shown: number, prerenderingClass: boolean }} */ (
        await shownPageTimes(page)
      );
    return {
      from,
      to,
      hoveredAt,
      clickedAt,
      ...times,
      clickToLcpMs: times.lcp === undefined ? Number.NaN : times.lcp - clickedAt,
    };
  } finally {
    await page.close();
  }
}

/**
 * The three pairs, each `runs` times (median kept), through the slow proxy.
 * @param {{ origin: string, chromePath?: string | undefined, extraArgs?: string[], runs?: number }} options
 */
export async function measureNavigations({ origin, chromePath, extraArgs = [], runs = 3 }) {
  const proxy = await startSlowProxy({ origin });
  const browser = await launchBrowser({ ...(chromePath ? { chromePath } : {}), extraArgs });
  try {
    const results = [];
    for (const pair of NAVIGATIONS) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await navigateAfterHover({ browser, origin: proxy.origin, ...pair }));
      samples.sort((a, b) => a.clickToLcpMs - b.clickToLcpMs);
      const median = samples[Math.floor(samples.length / 2)];
      if (median)
        results.push({
          from: pair.from,
          to: pair.to,
          clickToLcpMs: median.clickToLcpMs,
          clickToShownMs: median.shown - median.clickedAt,
          prerendered: median.activationStart > 0,
          samples: samples.map((s) => Math.round(s.clickToLcpMs)),
        });
    }
    return results;
  } finally {
    await browser.close();
    await proxy.close();
  }
}

/**
 * @param {{ from: string, to: string, clickToLcpMs: number, clickToShownMs: number, prerendered: boolean, samples: number[] }[]} results
 */
export function formatNavigationTable(results) {
  const rows = results.map(
    (r) =>
      `| ${r.from} → ${r.to} | ${Math.round(r.clickToShownMs)} ms | ${Math.round(r.clickToLcpMs)} ms | ${r.prerendered ? 'yes' : 'no'} | ${r.samples.join(', ')} ms |`,
  );
  return [
    '| Navigation (pointer rested 600 ms) | Click → page shown | Click → LCP (median) | Prerendered | Click → LCP, each run |',
    '|:--|--:|--:|:--|:--|',
    ...rows,
  ].join('\n');
}

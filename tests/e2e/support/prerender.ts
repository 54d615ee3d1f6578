// What tests/e2e/speculation.spec.ts drives prerendering with: Chromium under puppeteer-core alone
// (any other DevTools session, Playwright's included, turns prerendering off) and, in front of the
// site, a proxy that holds every response for a round trip and logs each request, so a test can
// tell when the next page was asked for, and whether as a prerender (`Sec-Purpose`).
import { request as httpRequest, createServer } from 'node:http';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../../scripts/support/chromium.mjs';

interface LoggedRequest {
  path: string;
  purpose: string | undefined;
  at: number;
}

/** A proxy in front of `origin` that delays every response by `latencyMs` and logs the requests. */
export async function startSlowProxy({ origin, latencyMs }: { origin: string; latencyMs: number }) {
  const target = new URL(origin);
  const log: LoggedRequest[] = [];
  const server = createServer((req, res) => {
    const purpose = req.headers['sec-purpose'];
    log.push({ path: req.url ?? '/', purpose: typeof purpose === 'string' ? purpose : undefined, at: Date.now() });
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Chromium for puppeteer-core, with the flags every launch takes, in a phone-sized window. */
export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    ...(FULL_CHROMIUM ? { executablePath: FULL_CHROMIUM } : {}),
    headless: true,
    // The window sets the layout viewport: an emulated viewport would be one more DevTools command
    // on the page.
    defaultViewport: null,
    args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage', '--window-size=412,823'],
  });
}

export interface ShownPageTimes {
  timeOrigin: number;
  /** when the page started to be shown (0 when it was not prerendered), on its own clock */
  activationStart: number;
  /** its LCP, epoch milliseconds */
  lcp: number | undefined;
  /** when the loading screen's fade started to play, epoch milliseconds */
  screenStart: number | undefined;
  /** when it was shown, epoch milliseconds */
  shown: number;
  prerenderingClass: boolean;
}

/**
 * In the page now shown: when it started to be shown, its LCP, and when the loading screen started
 * to play (its fade's animation start; the fade itself follows 300 ms later).
 */
export function shownPageTimes(page: Page): Promise<ShownPageTimes> {
  return page.evaluate(
    () =>
      new Promise<ShownPageTimes>((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0] as
          (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
        const activationStart = nav?.activationStart ?? 0;
        let lcp: number | undefined;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const fade = document
          .querySelector('[data-loading-screen]')
          ?.getAnimations()
          .find((a) => (a as CSSAnimation).animationName === 'loading-screen-fade');
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

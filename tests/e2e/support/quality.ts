// Checks run on every built page (tests/e2e/quality-*.spec.ts) and, to prove each can fail, on
// deliberately broken fixtures (quality-checks.spec.ts). Each returns a list of problems, empty
// when the page keeps its rule, so a failure names what broke where.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { IMAGE_ORIGINS } from '../../../src/lib/build/security-headers';
import { siteLink } from '../../../src/lib/browser/urls';
import { listBuiltPages } from '../../../scripts/site-pages.mjs';
import type { ThemeName } from './pages';

/** The built pages, read when Playwright loads the specs: one test per page follows from it. */
export function builtPages() {
  try {
    return listBuiltPages('dist');
  } catch {
    return [];
  }
}

/** The agency's header menu (content/site.json), what every page must offer without JavaScript. */
const SITE = JSON.parse(readFileSync(new URL('../../../content/site.json', import.meta.url), 'utf8')).agency as {
  nav: { label: string; href: string }[];
  headerCta: { label: string; href: string };
};

/** A 4×3 grey PNG served for stock photos: the sandbox has no internet, production has the CDN. */
const STOCK_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEklEQVR42mNoaGhgQAIMxHABAK5LBRG3bQ8BAAAAAElFTkSuQmCC',
  'base64',
);

export interface PageWatch {
  /** Everything wrong seen so far: CSP violations, console errors, uncaught errors, failed requests. */
  problems: () => string[];
}

/**
 * Starts watching a page before it loads: CSP violations (the browser's own event), console errors,
 * uncaught exceptions, same-origin requests that fail, and requests to any third party other than
 * the stock-photo host (answered here with a local image, as the CDN would).
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const found: string[] = [];
  const origin = (request: Request) => new URL(request.url()).origin;
  const ownOrigin = () => new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin;

  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    found.push(`CSP violation: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    // CSP violations are reported above with their directive, and failed loads below with their
    // URL (a 404 page's own document is one); the console repeats both without the detail.
    if (message.type() !== 'error' || /Content Security Policy|^Failed to load resource/.test(message.text())) return;
    found.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (origin(request) === ownOrigin())
      found.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    const status = response.status();
    if (
      origin(response.request()) === ownOrigin() &&
      status >= 400 &&
      response.request().resourceType() !== 'document'
    ) {
      found.push(`HTTP ${status}: ${response.url()}`);
    }
  });
  await page.route(
    (url) => url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      if ((IMAGE_ORIGINS as readonly string[]).includes(url.origin)) {
        await route.fulfill({ status: 200, contentType: 'image/png', body: STOCK_PHOTO });
        return;
      }
      found.push(`third-party request on load: ${url.origin}${url.pathname}`);
      await route.abort();
    },
  );
  return { problems: () => [...found] };
}

/**
 * Makes a page do what a visitor's first minute does: scroll it through (client:visible islands,
 * lazy images, entrance animations), point at and focus every island that waits for interaction,
 * then wait until every island has hydrated or a few seconds have passed.
 */
export async function exercisePage(page: Page): Promise<void> {
  await scrollThrough(page);
  // All at once: a hydrated island loses [ssr], so index-based locators would go stale one by one.
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr][client="interaction"]')) {
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    }
  });
  await page
    .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Sum of layout shift scores since navigation (what CLS adds up), after the page settles, and
 * what moved (for the failure message).
 */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) {
              const el = source.node instanceof Element ? source.node : source.node?.parentElement;
              const rect = (r: DOMRectReadOnly) =>
                `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
              moved.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${el?.outerHTML.slice(0, 120) ?? '?'} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The loading screen fades by 0.7 s; the font swap and the grid fade-in are done by then.
        setTimeout(() => resolve({ total, moved }), 1500);
      }),
  );
}

/** Scrolls to the bottom a screen at a time, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Waits (5 s at most) until every finite animation and transition (entrance reveals, the loading
 * screen) has ended. Polled from here, not with waitForFunction: its polling runs on the page's
 * own timers, which never fire with JavaScript off, so it would sit out the whole timeout.
 */
export async function settle(page: Page): Promise<void> {
  const settled = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .every((a) => a.playState === 'finished' || a.playState === 'idle'),
    );
  // Quiet for three polls in a row: a reveal starts from an IntersectionObserver callback a frame
  // or more after the scroll that caused it, so one quiet poll can come just before it starts.
  const deadline = Date.now() + 5_000;
  for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
    quiet = (await settled()) ? quiet + 1 : 0;
    if (quiet < 3) await page.waitForTimeout(100);
  }
}

/**
 * The axe rules that read colours: contrast, and links told from their text by colour. A theme
 * changes colours and nothing else (the same markup, names and roles), so the second theme needs
 * only these, about half of a full run's time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe, one line per violation: in the light theme every rule it ships (WCAG 2.x A/AA and best
 * practices); in the dark theme the colour rules.
 */
export async function axeProblems(page: Page, theme: ThemeName = 'light'): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}: ${v.help}`));
}

/**
 * Readability without JavaScript: one visible h1; no full-screen layer left over the content; every
 * heading and paragraph that is laid out can be seen (not left at opacity 0 or visibility hidden by
 * an animation or a reveal waiting for a script). Hidden-by-design content (display: none, closed
 * <details>, [hidden]) is not laid out and so not counted.
 */
export async function readabilityProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const h1s = [...document.querySelectorAll('h1')].filter(visible);
    if (h1s.length !== 1) problems.push(`expected one visible h1, found ${h1s.length}`);
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'absolute') continue;
      const box = el.getBoundingClientRect();
      const covered =
        Math.max(0, Math.min(box.right, vw) - Math.max(box.left, 0)) *
        Math.max(0, Math.min(box.bottom, vh) - Math.max(box.top, 0));
      if (covered > 0.5 * vw * vh && visible(el) && !el.contains(document.querySelector('main'))) {
        problems.push(`a layer covers the page: ${describe(el)}`);
      }
    }
    // A closed <details>' content is collapsed by design, yet Chromium keeps it laid out
    // (content-visibility: hidden on ::details-content): not counted, its <summary> is.
    const collapsed = (el: Element) => {
      const details = el.closest('details:not([open])');
      return details !== null && !details.querySelector(':scope > summary')?.contains(el);
    };
    for (const el of document.querySelectorAll('main :is(h1, h2, h3, h4, p, li)')) {
      if (el.getClientRects().length === 0 || !(el.textContent ?? '').trim() || collapsed(el)) continue;
      if (!visible(el)) problems.push(`laid out but invisible: ${describe(el)}`);
    }
    return problems;
  });
}

/**
 * Navigation without JavaScript: every item of the header menu and its call to action is a link
 * the visitor can see in the header, directly or once a disclosure there is opened by keyboard
 * (focusing a dropdown's button, pressing Enter on a <summary> or on a button that opens a popover,
 * Escape closing it again), as a visitor without a mouse does.
 * The menu is checked as the site links it: content hrefs pass through siteLink (src/content.config.ts).
 */
export async function navigationProblems(
  page: Page,
  items = [...SITE.nav, SITE.headerCta].map((item) => ({ ...item, href: siteLink(item.href) })),
): Promise<string[]> {
  const header = page.locator('header').first();
  // The hrefs of the header's links a visitor can see right now (laid out, not hidden or transparent).
  const visibleHrefs = () =>
    header.evaluate((h) =>
      [...h.querySelectorAll('a[href]')]
        .filter(
          (a) =>
            a.getClientRects().length > 0 && a.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        )
        .map((a) => a.getAttribute('href') ?? ''),
    );
  const reachable = new Set(await visibleHrefs());
  for (const control of await header.locator('button, summary').all()) {
    if (!(await control.isVisible())) continue;
    const opens = await control.evaluate((el) =>
      el.tagName === 'SUMMARY' ? 'summary' : el.hasAttribute('popovertarget') ? 'popover' : null,
    );
    await control.focus();
    if (opens) await control.press('Enter');
    for (const href of await visibleHrefs()) reachable.add(href);
    if (opens) await page.keyboard.press(opens === 'summary' ? 'Enter' : 'Escape');
    await control.blur();
  }
  return items
    .filter((item) => !reachable.has(item.href))
    .map((item) => `no header link to ${item.href} (${item.label}) a keyboard can reach`);
}

/** The response headers a page must carry, compared with what the rules say. */
export function headerProblems(
  actual: Record<string, string>,
  expected: readonly (readonly [string, string])[],
): string[] {
  return expected.flatMap(([name, value]) => {
    const got = actual[name.toLowerCase()];
    if (got === undefined) return [`missing ${name}`];
    return got === value ? [] : [`${name} is "${got}", expected "${value}"`];
  });
}

/**
 * What Cloudflare's runtime adds on its own (docs/hosting.md, "Security headers: one source, three hosts"): transport and caching
 * headers, `Access-Control-Allow-Origin: *` (harmless: the files are public and no request carries
 * credentials), `x-server-env: dev` (wrangler only), `Location` on redirects. Anything else on a
 * response, or any of ours with another value, fails.
 */
const HOST_HEADERS = new Set([
  'access-control-allow-origin',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'location',
  'transfer-encoding',
  'vary',
  'x-server-env',
]);

/** Headers that are neither ours nor the host's, and ours missing or with another value. */
export function exactHeaderProblems(
  actual: Record<string, string>,
  ours: readonly (readonly [string, string])[],
): string[] {
  const names = new Set(ours.map(([name]) => name.toLowerCase()));
  const extra = Object.keys(actual).filter((name) => !names.has(name) && !HOST_HEADERS.has(name));
  return [...headerProblems(actual, ours), ...extra.map((name) => `unexpected header ${name}: ${actual[name]}`)];
}

/**
 * WCAG 1.4.10 reflow: what makes the page wider than the viewport (it would scroll sideways). The
 * page's scroll width, then the outermost elements whose box passes the right edge, by selector.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : ''}`;
    const wide = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      // A fixed panel parked off-screen (the closed mobile menu) never widens the page.
      return box.width > 0 && box.right > width + 0.5 && getComputedStyle(el).position !== 'fixed';
    });
    const outermost = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
    return [
      `page is ${scrollWidth} px wide in a ${width} px viewport`,
      ...outermost.slice(0, 5).map((el) => `${name(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`),
    ];
  });
}

/** axe over the whole page in a theme (see axeProblems): no violations, once the loading screen has gone. */
export async function expectNoAxeViolations(page: Page, theme: ThemeName = 'light'): Promise<void> {
  await expect(page.locator('[data-loading-screen]')).toBeHidden();
  await settle(page);
  expect(await axeProblems(page, theme)).toEqual([]);
}

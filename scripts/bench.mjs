#!/usr/bin/env node
// `npm run bench`: builds, serves the build on Cloudflare's runtime (wrangler pages dev) with the
// stock photos from a local stand-in of their host (scripts/bench/photo-host.mjs), runs Lighthouse
// (mobile, a first visit) twice per route, simulated (Lantern, its default) and observed (devtools
// throttling: what a visitor's browser meets), and prints one table; then, on the phone profile,
// each island page's first interaction (scripts/bench/interactions.mjs).
// `--budget` holds the routes to the gate, what the code decides (scripts/bench/budgets.mjs), and
// exits 1 when one breaks it; `npm test` runs `--budget --representative --no-build`. Scores and
// simulated times are judged beside AstroWind's in one alternating run (docs/performance.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startPagesDev } from './pages-dev.mjs';
import { listRoutes } from './site-pages.mjs';
import {
  BUDGETS,
  budgetFailures,
  budgetRoutes,
  formatInteractionTable,
  formatTable,
  interactionFailures,
  lcpBrokenByTheMachine,
} from './bench/budgets.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { BRAND_FONT_ADDRESS } from '../src/lib/build/brand-font.ts';
import { PHOTO_HOST, photoUrls, startPhotoHost } from './bench/photo-host.mjs';
import { blockingSources, heaviestTask, longestWaitMs, mainThreadTasks } from './bench/trace.mjs';
import { LOCAL_BUILD_ENV } from './local-backend/config.mjs';
import { parseOptions } from './cli.mjs';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './support/chromium.mjs';

/** Lighthouse's own list (file_systems, shader_cache, service_workers, cache_storage) and localStorage. */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];

const USAGE = `Usage: npm run bench [-- options]

Lighthouse (mobile, a first visit) twice per route of the build, its simulation (Lantern) and the
load observed (devtools throttling), with the stock photos served by a local stand-in of their
host; then the first interaction with each island.
Prints the tables; with --budget, exits 1 when a route breaks the gate.

  --budget           hold the routes to the gate: what the code decides (scripts/bench/budgets.mjs)
  --representative   the representative routes only (what npm test measures)
  --routes /a,/b     these routes only
  --trace DIR        save each run's trace and Lighthouse report to DIR (read the tasks in DevTools)
  --no-build         measure the existing build
  --dir PATH         the build to measure (default: dist)
  --offline-photos   without the stock-photo stand-in (the fallback image shows)
  --no-observed      Lantern's simulation only: no observed run per route (the gate reads none)
  --no-interactions  skip the first-interaction table
  --interactions-only  only the first-interaction table (no Lighthouse runs)
  --runs N           each first act N times per network, alternating; the median counts (default 3)
  --networks LIST    unthrottled,slow-4G (default both)
  --beside DIR       AstroWind's build: its menu's first tap is measured alternating with ours
  --json FILE        also write the results
  --help             show this help

Compare with AstroWind and before/after with ../shared/bench/side-by-side.mjs (docs/performance.md).`;

const { values } = parseOptions(
  parseArgs,
  {
    budget: { type: 'boolean', default: false },
    representative: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-interactions': { type: 'boolean', default: false },
    'no-observed': { type: 'boolean', default: false },
    'interactions-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    networks: { type: 'string', default: 'unthrottled,slow-4G' },
    beside: { type: 'string' },
    'offline-photos': { type: 'boolean', default: false },
    trace: { type: 'string' },
    routes: { type: 'string' },
    json: { type: 'string' },
    dir: { type: 'string', default: 'dist' },
  },
  USAGE,
);
const DIST = values.dir;
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version;

/** @returns {number | undefined} seconds */
function build() {
  if (values['no-build'] || DIST !== 'dist') return undefined; // another build directory is measured as it is
  // The benchmark never sends the form: without a configured backend, build against the local one.
  const configured = process.env.PUBLIC_SUPABASE_URL && process.env.PUBLIC_SUPABASE_ANON_KEY;
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...(configured ? {} : LOCAL_BUILD_ENV) };
  const started = performance.now();
  const result = spawnSync('npx', ['astro', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) {
    console.error('bench: the build failed');
    process.exit(result.status ?? 1);
  }
  return (performance.now() - started) / 1000;
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** Gzip size of a file of a build (what a host sends), by URL path. */
const gzipBytesIn = (/** @type {string} */ dir) => (/** @type {string} */ pathname) => {
  const file = join(dir, decodeURIComponent(pathname));
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
    gzipCache.set(file, size);
  }
  return size;
};
const gzipBytes = gzipBytesIn(DIST);

/**
 * JS, CSS and fonts fetched during load, from Lighthouse's network records: the gzip size of each
 * script and stylesheet of the build (exact, whatever the server sends), the transfer size of
 * anything from elsewhere, and each font's request.
 * @param {any} lhr Lighthouse's result; its audit details are loosely typed
 * @param {string} origin
 */
function assetBytes(lhr, origin) {
  /** @type {{ url: string, resourceType?: string, transferSize?: number }[]} */
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (/** @type {string} */ type) =>
    items
      .filter((item) => item.resourceType === type && !item.url.startsWith('data:'))
      .reduce((total, item) => {
        const url = new URL(item.url);
        return total + (url.origin === origin ? gzipBytes(url.pathname) : (item.transferSize ?? 0));
      }, 0);
  const photos = items.filter((item) => new URL(item.url).hostname === PHOTO_HOST && (item.transferSize ?? 0) > 0);
  // Fonts are sent as they are (WOFF2 is compressed): one from the site weighs its file.
  const fonts = items
    .filter((item) => item.resourceType === 'Font')
    .map((item) => {
      const url = new URL(item.url);
      const fromSite = url.origin === origin;
      const file = join(DIST, decodeURIComponent(url.pathname));
      return fromSite
        ? { url: url.pathname, fromSite, bytes: existsSync(file) ? statSync(file).size : 0 }
        : { url: item.url, fromSite, bytes: item.transferSize ?? 0 };
    });
  return {
    jsBytes: sum('Script'),
    cssBytes: sum('Stylesheet'),
    photoBytes: photos.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    photoCount: photos.length,
    fonts,
  };
}

/**
 * The LCP element as Lighthouse names it (lcp-breakdown-insight's node), cut to what tells it
 * apart: its tag, and the photo's path or the text it starts with.
 * @param {any} lhr Lighthouse's result; its audit details are loosely typed
 * @returns {string}
 */
function lcpElement(lhr) {
  /** @type {any[]} */
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node =
    items.find((item) => item?.type === 'node') ??
    items.flatMap((item) => item?.items ?? []).find((item) => item?.type === 'node');
  if (!node) return '?';
  const snippet = String(node.snippet ?? '');
  const tag = /^<(\w+)/.exec(snippet)?.[1] ?? '?';
  const src = /src="https:\/\/[^/]+\/(photo-[^?"]+)(?:\?[^"]*?[?&]?w=(\d+))?/.exec(snippet);
  if (src) return `${tag} ${src[1]}`;
  const label = String(node.nodeLabel ?? '').slice(0, 28);
  return `${tag} "${label}"`;
}

/**
 * What the LCP photo's fetch misses, in Lighthouse's words (its lcp-discovery-insight checklist:
 * found in the HTML, not lazy, fetchpriority=high); none when the LCP is text.
 * @param {any} lhr Lighthouse's result; its audit details are loosely typed
 * @returns {string[]}
 */
function lcpFetchMisses(lhr) {
  /** @type {any[]} */
  const items = lhr.audits['lcp-discovery-insight']?.details?.items ?? [];
  const checklist = items.find((item) => item?.type === 'checklist')?.items ?? {};
  return Object.values(checklist)
    .filter((/** @type {any} */ check) => check?.value === false)
    .map((/** @type {any} */ check) => String(check.label));
}

/**
 * What moved, when something did: Lighthouse's layout-shifts audit (each shifted element, its
 * score, and the cause Lighthouse names: a web font, an image without a size, injected content),
 * so a broken CLS budget says where to look.
 * @param {any} lhr Lighthouse's result; its audit details are loosely typed
 * @returns {import('./bench/budgets.mjs').Shift[]}
 */
function layoutShifts(lhr) {
  /** @type {any[]} */
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map((item) => ({
    element: String(item.node?.selector || item.node?.snippet || item.node?.nodeLabel || '?'),
    score: Number(item.score ?? 0),
    causes: (item.subItems?.items ?? []).map((/** @type {any} */ sub) => String(sub.cause ?? '')).filter(Boolean),
  }));
}

/**
 * One Lighthouse run of `url` (the Chromium on `port`), both methods' settings in one place: the
 * performance category alone (accessibility is axe's in the end-to-end suite, SEO and markup the
 * build checks'); every run a visitor's first page, as a fresh `lighthouse` CLI run is (Lighthouse
 * keeps localStorage by default, and one route's run would leave its state, the theme, for the next
 * route's); no full-page screenshot (the bench reads nothing from it, and taking it stretches the
 * viewport to the page's height after each run: a second per run). `flags` add to these.
 * @param {string} url
 * @param {number} port
 * @param {import('lighthouse').Flags} [flags]
 */
async function runLighthouse(url, port, flags = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    clearStorageTypes: [...CLEAR_STORAGE_TYPES],
    disableFullPageScreenshot: true,
    ...flags,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return result;
}

/**
 * @param {string} url
 * @param {number} port
 * @param {string} origin
 * @returns {Promise<import('./bench/budgets.mjs').RouteResult>}
 */
async function measure(url, port, origin) {
  const { lhr, artifacts } = await runLighthouse(url, port);
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const route = new URL(url).pathname;
  /** @type {import('./bench/trace.mjs').TraceEvent[]} */
  const traceEvents = /** @type {any} */ (artifacts.Trace).traceEvents;
  const tasks = mainThreadTasks(traceEvents);
  if (values.trace) {
    mkdirSync(values.trace, { recursive: true });
    const name = route.replace(/\//g, '_');
    writeFileSync(join(values.trace, `${name}.json`), JSON.stringify({ traceEvents }));
    // Lighthouse's report beside it: its simulated long tasks and metrics say which tasks counted.
    writeFileSync(join(values.trace, `${name}.lhr.json`), JSON.stringify(lhr));
  }
  return {
    route,
    performance: score('performance'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    ...assetBytes(lhr, origin),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    documentBytes: gzipBytes(route.endsWith('/') ? `${route}index.html` : route),
    domElements: lhr.audits['dom-size-insight']?.details?.debugData?.totalElements ?? 0,
    renderBlocking: lhr.audits['render-blocking-insight']?.details?.items?.length ?? 0,
    blocking: blockingSources(lhr.audits['long-tasks']?.details?.items ?? [], metric('first-contentful-paint')),
    heaviestTask: heaviestTask(tasks),
    waitedMs: longestWaitMs(tasks),
    lcpFetchMisses: lcpFetchMisses(lhr),
    shifts: layoutShifts(lhr),
  };
}

/**
 * The same load observed: Lighthouse's devtools method slows the browser itself (the same phone's
 * CPU, the same slow 4G's latency and throughput) and reads the load as it happens, the document
 * parsed and painted as it streams in. Lantern's simulation (measure()) downloads a document whole
 * before any paint, so it cannot see a first screen painted from the first round trip; this can,
 * but it moves with the machine (docs/performance.md: which figure decides what).
 * @param {string} url
 * @param {number} port
 * @returns {Promise<import('./bench/budgets.mjs').ObservedResult>}
 */
async function observe(url, port) {
  const { lhr } = await runLighthouse(url, port, { throttlingMethod: 'devtools' });
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/**
 * Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART, NO_FCP): try again,
 * twice at most, before giving up on the route.
 * @template T
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
async function withRetry(run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`bench: ${error instanceof Error ? error.message : error}; again\n`);
    }
  }
}

/**
 * Loads a page once in the browser Lighthouse will drive, unmeasured (see its call).
 * @param {string} url
 * @param {number} port
 */
async function warmUp(url, port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [page = await browser.newPage()] = await browser.pages();
    await page.goto(url, { waitUntil: 'load' });
  } finally {
    await browser.disconnect();
  }
}

const buildSeconds = build();
const allRoutes = listRoutes(DIST);
const representative = budgetRoutes(allRoutes);
const routes = values.routes ? values.routes.split(',') : values.representative ? representative.routes : allRoutes;

const server = await startPagesDev({ root: DIST });
const besideServer = values.beside ? await startPagesDev({ root: values.beside }) : undefined;
// The stock photos at their real sizes, from the stand-in (PHOTO_HOST_PORT, else a free port);
// every photo the measured pages name is encoded before the first run, so none waits on an encode.
const photoHost = values['offline-photos']
  ? undefined
  : await startPhotoHost({ port: Number(process.env.PHOTO_HOST_PORT ?? 0) });
if (photoHost) {
  const pageHtml = (/** @type {string} */ route) => {
    const file = join(DIST, decodeURIComponent(route), 'index.html');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  await photoHost.warm([...new Set(routes.flatMap((route) => photoUrls(pageHtml(route))))]);
}
const chromePath = FULL_CHROMIUM;
const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: [
    '--headless=new',
    ...CHROMIUM_ARGS,
    '--disable-dev-shm-usage',
    // Chromium loads lazy images from further below the screen when it thinks the network is slow
    // (1250 px ahead on 4G, 2500 on 3G), and it judges the network from the response times it sees:
    // on a busy machine the local servers answer slowly and a /work/ run fetched four card photos
    // instead of two. Lighthouse simulates a slow 4G; the browser is told the same, so what a page
    // fetches is decided by the page.
    '--force-effective-connection-type=4G',
    ...(photoHost?.chromeFlags ?? []),
  ],
});

// A build names the brand typeface on every page (tests/build-checks/page-bytes.test.ts); a fixture of
// tests/fixtures, a page written by hand to break one other budget, has none to ask for.
const budgets =
  existsSync(`${DIST}/_astro`) && readdirSync(`${DIST}/_astro`).some((f) => BRAND_FONT_ADDRESS.test(`/_astro/${f}`))
    ? BUDGETS
    : { ...BUDGETS, brandFont: false };

/** @type {import('./bench/budgets.mjs').RouteResult[]} */
const results = [];
/** @type {import('./bench/budgets.mjs').InteractionResult[]} */
let interactions = [];
try {
  // A fresh headless Chromium drops the first frame it is given and draws nothing until the page
  // next changes (here the typeface's fetch a second after load): the first route measured painted
  // about 1.1 s after its parse had ended, the others within 0.1 s. One unmeasured load first.
  await warmUp(`${server.origin}${routes[0] ?? '/'}`, chrome.port);
  if (!values['interactions-only'])
    for (const route of routes) {
      const url = `${server.origin}${route}`;
      let result = await withRetry(() => measure(url, chrome.port, server.origin));
      // The gate's one simulated time, broken in a run whose tasks waited for a core: measured again.
      for (let again = 0; values.budget && again < 2 && lcpBrokenByTheMachine(result, budgets); again++) {
        process.stderr.write(
          `bench: ${route} LCP ${(result.lcpMs / 1000).toFixed(2)} s in a run where a task waited ${Math.round(result.waitedMs ?? 0)} ms for a core: measuring again\n`,
        );
        result = await withRetry(() => measure(url, chrome.port, server.origin));
      }
      if (!values['no-observed']) result.observed = await withRetry(() => observe(url, chrome.port));
      results.push(result);
      process.stderr.write(`bench: ${route} ${result.performance}\n`);
    }
  chrome.kill();
  if (!values['no-interactions'])
    interactions = await measureInteractions({
      origin: server.origin,
      routes,
      gzipBytes,
      chromePath,
      runs: Number(values.runs),
      networks: values.networks.split(',').map((n) => (n === 'slow-4G' ? 'slow 4G' : 'unthrottled')),
      ...(besideServer && values.beside
        ? { beside: { origin: besideServer.origin, gzipBytes: gzipBytesIn(values.beside) } }
        : {}),
    });
} finally {
  chrome.kill();
  await server.close();
  await besideServer?.close();
  await photoHost?.close();
}

console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION} mobile, CPU 4× slower, slow 4G, a first visit: simulated (Lantern)${values['no-observed'] ? '' : ' and observed (devtools throttling)'}, ${routes.length} route(s), ${photoHost ? 'stock photos from the local stand-in of their host' : 'stock photos offline (fallback image)'}\n`,
);
if (results.length) console.log(formatTable(results, { buildSeconds, budgeted: values.budget }));
if (interactions.length) {
  console.log(
    `\nFirst act on each island, phone profile (412×823, touch, CPU 4× slower; slow 4G: 150 ms round trips, 1.6 Mbit/s; the page left alone 3 s after load), until the first frame that shows the answer; median of ${values.runs} run(s)\n`,
  );
  console.log(formatInteractionTable(interactions));
}
if (values.json) writeFileSync(values.json, `${JSON.stringify({ buildSeconds, results, interactions }, null, 2)}\n`);

const failures = [
  ...(values.budget ? results.flatMap((r) => budgetFailures(r, budgets)) : []),
  ...interactions.flatMap((r) => interactionFailures(r)),
];
if (values.representative && representative.missing.length)
  failures.push(...representative.missing.map((r) => `${r}: representative route missing from the build`));
if (failures.length) {
  console.error(`\nBudgets broken:\n  ${failures.join('\n  ')}`);
  if (values.budget) process.exit(1);
} else if (values.budget) {
  console.log(`\nBudgets kept on ${routes.join(', ')}.`);
}

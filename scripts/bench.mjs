#!/usr/bin/env node
// `npm run bench`: builds, serves the build on Cloudflare's runtime (wrangler pages dev), runs Lighthouse (mobile,
// default throttling) on every route and prints one table with the build time.
// `npm run bench -- --budget` holds every route to the budgets and exits 1 when one breaks one
// (scripts/bench/budgets.mjs); `npm test` runs `--budget --representative --no-build`: the
// representative routes only, on the existing build.
// Then, on the phone profile, each island page's first interaction: the JS it fetches and the time
// until the island answers (scripts/bench/interactions.mjs); --no-interactions skips it.
// The stock photos come from a local HTTPS stand-in of their host (scripts/bench/photo-host.mjs),
// so the pages load the photos a visitor downloads; --offline-photos measures without them.
// Then the click to the next page's LCP for three pairs after hovering (scripts/bench/navigation.mjs;
// every-route runs only; --no-navigation skips it).
// --baseline <dir> measures another build run for run beside this one (before/after on one machine).
// --desktop measures Lighthouse's desktop profile; --cpu-slowdown N a CPU N times slower than this
// one (default 4, Lighthouse's); --trace DIR saves each run's trace (open it in Chromium's DevTools).
// Options: --routes /a,/b  --runs N (runs per route, median kept)  --no-retry (a broken budget is
// not measured again)  --json file  --dir dist
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPagesDev } from './pages-dev.mjs';
import { listRoutes } from './site-pages.mjs';
import {
  budgetFailures,
  describeFloor,
  FLOOR_DIR,
  DESKTOP_BUDGETS,
  BUDGETS,
  GATE_BUDGETS,
  budgetRoutes,
  formatInteractionTable,
  formatTable,
  interactionFailures,
  measureAgain,
  medianRun,
  RETRY_RUNS,
} from './bench/budgets.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { PHOTO_HOST, photoUrls, startPhotoHost } from './bench/photo-host.mjs';
import { formatNavigationTable, measureNavigations } from './bench/navigation.mjs';
import { blockingSources, heaviestTask, longestTaskAfterPaint, mainThreadTasks } from './bench/trace.mjs';
import { LOCAL_BUILD_ENV } from './local-backend/config.mjs';
import { parseOptions } from './cli.mjs';
import { FULL_CHROMIUM } from './support/chromium.mjs';

/** Lighthouse's own list (file_systems, shader_cache, service_workers, cache_storage) and localStorage. */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];

/** "LCP 1.2 s, Performance 100": the help quotes the budgets in force (scripts/bench/budgets.mjs). */
const describe = (/** @type {import('./bench/budgets.mjs').Budgets} */ b) =>
  Object.entries(b)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');

const USAGE = `Usage: npm run bench [-- options]

Lighthouse (mobile, simulated throttling) on the build, with the stock photos served by a local
stand-in of their host; then the first interaction with each island and the click to the next
page's LCP. Prints the tables; with --budget, exits 1 when a route breaks a budget.

  --budget           hold the routes to the targets (${describe(BUDGETS)})
  --representative   with --budget: the representative routes only (what npm test runs)
  --gate             with --budget: hold the routes to npm test's gate instead, what the code decides
                     (${describe(GATE_BUDGETS)}), one run each
  --desktop          Lighthouse's desktop profile (default: its mobile one); with --budget, LCP at most 1.0 s
  --cpu-slowdown N   the CPU N times slower than this machine's (default: 4, Lighthouse's)
  --trace DIR        save each run's trace and Lighthouse report to DIR (JSON files per route and run)
  --floor            also measure a page with nothing to do after each route (${FLOOR_DIR}/):
                     the blocking time this machine and browser report for no work at all
  --routes /a,/b     these routes only
  --runs N           runs per route, the median kept (default: 1)
  --no-retry         a broken budget is not measured again (else up to ${RETRY_RUNS} runs, median kept)
  --no-build         measure the existing build
  --dir PATH         the build to measure (default: dist)
  --baseline PATH    measure another build run for run beside this one (before and after)
  --offline-photos   without the stock-photo stand-in (the fallback image shows)
  --no-interactions  skip the first-interaction table
  --no-navigation    skip the click-to-next-page table
  --json FILE        also write the results
  --help             show this help`;

const { values } = parseOptions(
  parseArgs,
  {
    budget: { type: 'boolean', default: false },
    representative: { type: 'boolean', default: false },
    gate: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-interactions': { type: 'boolean', default: false },
    'offline-photos': { type: 'boolean', default: false },
    'no-navigation': { type: 'boolean', default: false },
    'no-retry': { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    desktop: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
    trace: { type: 'string' },
    baseline: { type: 'string' },
    routes: { type: 'string' },
    runs: { type: 'string' },
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
function gzipBytes(/** @type {string} */ pathname, root = DIST) {
  const file = join(root, decodeURIComponent(pathname));
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * JS and CSS fetched during load, from Lighthouse's network records: the gzip size of each file of
 * the build (exact, whatever the server sends), the transfer size of anything from elsewhere.
 * @param {any} lhr Lighthouse's result; its audit details are loosely typed
 * @param {string} origin
 * @param {string} root the build served at origin
 */
function assetBytes(lhr, origin, root) {
  /** @type {{ url: string, resourceType?: string, transferSize?: number }[]} */
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (/** @type {string} */ type) =>
    items
      .filter((item) => item.resourceType === type && !item.url.startsWith('data:'))
      .reduce((total, item) => {
        const url = new URL(item.url);
        return total + (url.origin === origin ? gzipBytes(url.pathname, root) : (item.transferSize ?? 0));
      }, 0);
  const photos = items.filter((item) => new URL(item.url).hostname === PHOTO_HOST && (item.transferSize ?? 0) > 0);
  return {
    jsBytes: sum('Script'),
    cssBytes: sum('Stylesheet'),
    photoBytes: photos.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    photoCount: photos.length,
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
 * The audits that cost points in the categories other than Performance, with what Lighthouse says
 * went wrong: its explanation, or the distinct messages of its items (URLs cut to their origin, so
 * the same cause on several routes reads the same).
 * @param {any} lhr Lighthouse's result; its audit details are loosely typed
 * @returns {import('./bench/budgets.mjs').LostAudit[]}
 */
function lostAudits(lhr) {
  const ids = new Set(
    ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((/** @type {any} */ ref) => ref.weight > 0)
        .map((/** @type {any} */ ref) => ref.id),
    ),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      /** @type {any[]} */
      const items = audit.details?.items ?? [];
      const messages = items.map((item) => {
        const url = item.sourceLocation?.url ?? item.url;
        const origin = typeof url === 'string' && /^https?:/.test(url) ? ` ${new URL(url).origin}` : '';
        return `${item.description ?? item.node?.snippet ?? ''}${origin}`.trim();
      });
      const detail = audit.explanation || [...new Set(messages)].filter(Boolean).join('; ');
      return { id: audit.id, title: audit.title, detail };
    });
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

/** The Lighthouse configuration of a run: the mobile or desktop profile, the CPU slowdown asked. */
async function lighthouseConfig() {
  const base = values.desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const slowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
  if (slowdown === undefined) return base;
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const settings = base?.settings ?? {};
  return {
    ...(base ?? { extends: 'lighthouse:default' }),
    settings: {
      ...settings,
      throttling: {
        ...(settings.throttling ?? throttling.mobileSlow4G),
        cpuSlowdownMultiplier: slowdown,
      },
    },
  };
}
const LIGHTHOUSE_CONFIG = await lighthouseConfig();
/** @type {Map<string, number>} */
const traceCount = new Map();

/**
 * @param {string} url
 * @param {number} port
 * @param {string} origin
 * @param {string} root
 * @returns {Promise<import('./bench/budgets.mjs').RouteResult>}
 */
async function measure(url, port, origin, root) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Every run is a visitor's first page, as a fresh `lighthouse` CLI run is: Lighthouse keeps
      // localStorage by default, and one route's run would leave the brand typeface's flag
      // (src/lib/browser/brand-font.ts) for the next route's.
      clearStorageTypes: [...CLEAR_STORAGE_TYPES],
      // The bench reads nothing from the full-page screenshot, and taking it stretches the viewport
      // to the page's height after each run: a second per run saved.
      disableFullPageScreenshot: true,
    },
    LIGHTHOUSE_CONFIG,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const route = new URL(url).pathname;
  /** @type {import('./bench/trace.mjs').TraceEvent[]} */
  const traceEvents = /** @type {any} */ (artifacts.Trace).traceEvents;
  if (values.trace) {
    mkdirSync(values.trace, { recursive: true });
    const prefix = root === DIST ? '' : root === FLOOR_DIR ? 'floor-' : 'baseline-';
    const name = `${prefix}${route.replace(/\//g, '_')}`;
    const n = (traceCount.get(name) ?? 0) + 1;
    traceCount.set(name, n);
    writeFileSync(join(values.trace, `${name}.${n}.json`), JSON.stringify({ traceEvents }));
    // Lighthouse's report beside it: its simulated long tasks and metrics say which tasks counted.
    writeFileSync(join(values.trace, `${name}.${n}.lhr.json`), JSON.stringify(lhr));
  }
  const tasks = mainThreadTasks(traceEvents);
  const documentFile = join(root, decodeURIComponent(route), route.endsWith('/') ? 'index.html' : '');
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    ...assetBytes(lhr, origin, root),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    documentBytes: existsSync(documentFile) ? gzipSync(readFileSync(documentFile)).length : 0,
    domElements: lhr.audits['dom-size-insight']?.details?.debugData?.totalElements ?? 0,
    renderBlocking: lhr.audits['render-blocking-insight']?.details?.items?.length ?? 0,
    blocking: blockingSources(lhr.audits['long-tasks']?.details?.items ?? [], metric('first-contentful-paint')),
    longestTask: longestTaskAfterPaint(tasks),
    heaviestTask: heaviestTask(tasks),
    lcpFetchMisses: lcpFetchMisses(lhr),
    shifts: layoutShifts(lhr),
    lost: lostAudits(lhr),
  };
}

/**
 * Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART, NO_FCP): try again,
 * twice at most, before giving up on the route.
 * @param {string} url
 * @param {number} port
 * @param {string} origin
 * @param {string} root
 */
async function measureWithRetry(url, port, origin, root = DIST) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, origin, root);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`bench: ${error instanceof Error ? error.message : error}; again\n`);
    }
  }
}

const buildSeconds = build();
const allRoutes = listRoutes(DIST);
/** The targets, or npm test's gate (scripts/bench/budgets.mjs says why they differ). */
const budgets = values.gate ? GATE_BUDGETS : values.desktop ? DESKTOP_BUDGETS : BUDGETS;
const representative = budgetRoutes(allRoutes);
const routes = values.routes ? values.routes.split(',') : values.representative ? representative.routes : allRoutes;
// --budget holds every measured route to the budgets. A route that fails is measured again (up to
// RETRY_RUNS runs, median kept), so a noisy neighbour on a shared CI machine does not fail the
// build but a regression still does.
const budgeted = values.budget ? routes : [];
const runsPerRoute = Number(values.runs ?? 1);
// The gate judges what the code decides, which one run shows as well as five: it never retries.
const maxRuns =
  values.budget && !values['no-retry'] && !values.gate ? Math.max(RETRY_RUNS, runsPerRoute) : runsPerRoute;

const server = await startPagesDev({ root: DIST });
// --baseline <dir>: another build (e.g. the landed one) measured run for run beside this one, so
// both see the same machine load; its table is printed first and carries no budget.
const BASELINE = values.baseline;
const baselineServer = BASELINE ? await startPagesDev({ root: BASELINE }) : undefined;
const baselineRoutes = BASELINE ? new Set(listRoutes(BASELINE)) : new Set();
// --floor: a page with nothing to do, measured after each route's runs so it sees the same machine.
const floorServer = values.floor ? await startPagesDev({ root: FLOOR_DIR }) : undefined;
// The stock photos at their real sizes, from the stand-in (PHOTO_HOST_PORT, else a free port);
// every photo the measured pages name is encoded before the first run, so none waits on an encode.
const photoHost = values['offline-photos']
  ? undefined
  : await startPhotoHost({ port: Number(process.env.PHOTO_HOST_PORT ?? 0) });
if (photoHost) {
  const pageHtml = (/** @type {string} */ root, /** @type {string} */ route) => {
    const file = join(root, decodeURIComponent(route), 'index.html');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const roots = BASELINE ? [DIST, BASELINE] : [DIST];
  await photoHost.warm([
    ...new Set(roots.flatMap((root) => routes.flatMap((route) => photoUrls(pageHtml(root, route))))),
  ]);
}
const chromePath = FULL_CHROMIUM;
const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    // Chromium loads lazy images from further below the screen when it thinks the network is slow
    // (1250 px ahead on 4G, 2500 on 3G), and it judges the network from the response times it sees:
    // on a busy machine the local servers answer slowly and a /work/ run fetched four card photos
    // instead of two. Lighthouse simulates a slow 4G; the browser is told the same, so what a page
    // fetches is decided by the page.
    '--force-effective-connection-type=4G',
    ...(photoHost?.chromeFlags ?? []),
  ],
});

/** @type {import('./bench/budgets.mjs').RouteResult[]} */
const results = [];
/** @type {import('./bench/budgets.mjs').RouteResult[]} */
const baselineResults = [];
/** @type {import('./bench/budgets.mjs').RouteResult[]} */
const floorResults = [];
/** @type {import('./bench/budgets.mjs').InteractionResult[]} */
let interactions = [];
/** @type {Awaited<ReturnType<typeof measureNavigations>>} */
let navigations = [];
/** @type {Awaited<ReturnType<typeof measureNavigations>>} */
let baselineNavigations = [];
try {
  for (const route of routes) {
    const runs = [];
    const baselineRuns = [];
    do {
      if (baselineServer && baselineRoutes.has(route) && baselineRuns.length < runsPerRoute) {
        baselineRuns.push(
          await measureWithRetry(`${baselineServer.origin}${route}`, chrome.port, baselineServer.origin, BASELINE),
        );
      }
      runs.push(await measureWithRetry(`${server.origin}${route}`, chrome.port, server.origin));
    } while (measureAgain(runs, { runsPerRoute, maxRuns, budgets: budgeted.includes(route) ? budgets : null }));
    const kept = medianRun(runs);
    results.push(kept);
    if (baselineRuns.length) baselineResults.push(medianRun(baselineRuns));
    process.stderr.write(`bench: ${route} ${kept.performance} (${runs.length} run${runs.length > 1 ? 's' : ''})\n`);
    if (floorServer)
      floorResults.push(await measureWithRetry(`${floorServer.origin}/`, chrome.port, floorServer.origin, FLOOR_DIR));
  }
  chrome.kill();
  if (!values['no-interactions'])
    interactions = await measureInteractions({ origin: server.origin, routes, gzipBytes, chromePath });
  // Click to the next page's LCP after the pointer rested on the link (Speculation Rules), when
  // every route is measured: a budget run in npm test leaves it to tests/e2e/speculation.spec.ts.
  if (!values['no-navigation'] && !values.routes && !values.representative) {
    if (baselineServer)
      baselineNavigations = await measureNavigations({
        origin: baselineServer.origin,
        chromePath,
        extraArgs: photoHost?.chromeFlags ?? [],
      });
    navigations = await measureNavigations({
      origin: server.origin,
      chromePath,
      extraArgs: photoHost?.chromeFlags ?? [],
    });
  }
} finally {
  chrome.kill();
  await server.close();
  await baselineServer?.close();
  await floorServer?.close();
  await photoHost?.close();
}

console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION} ${values.desktop ? 'desktop' : 'mobile'}, CPU ${values['cpu-slowdown'] ?? (values.desktop ? 1 : 4)}× slower, ${routes.length} route(s), ${photoHost ? 'stock photos from the local stand-in of their host' : 'stock photos offline (fallback image)'}\n`,
);
if (baselineResults.length) {
  console.log(`Baseline: ${BASELINE} (measured run for run beside the build below)\n`);
  console.log(formatTable(baselineResults));
  console.log(`\nThis build: ${DIST}\n`);
}
console.log(formatTable(results, { buildSeconds, budgeted, budgets }));
if (floorResults.length) console.log(`\n${describeFloor(floorResults)}`);
if (interactions.length) {
  console.log('\nFirst interaction, phone profile (CPU 4× slower, 150 ms round trips, 1.6 Mbit/s; one run each)\n');
  console.log(formatInteractionTable(interactions));
}
if (navigations.length) {
  console.log(
    `\nClick → next page's LCP, pointer resting on the link first (puppeteer-core, a 412×823 window, every response held 150 ms; median of 3)\n`,
  );
  if (baselineNavigations.length)
    console.log(`Baseline: ${BASELINE}\n\n${formatNavigationTable(baselineNavigations)}\n\nThis build: ${DIST}\n`);
  console.log(formatNavigationTable(navigations));
}
if (values.json)
  writeFileSync(
    values.json,
    `${JSON.stringify({ buildSeconds, results, interactions, navigations, floor: floorResults.length ? floorResults : undefined, baseline: BASELINE ? { dir: BASELINE, results: baselineResults, navigations: baselineNavigations } : undefined }, null, 2)}\n`,
  );

const failures = [
  ...results.filter((r) => budgeted.includes(r.route)).flatMap((r) => budgetFailures(r, budgets)),
  ...interactions.flatMap((r) => interactionFailures(r)),
];
if (values.representative && representative.missing.length)
  failures.push(...representative.missing.map((r) => `${r}: representative route missing from the build`));
if (failures.length) {
  console.error(`\nBudgets broken:\n  ${failures.join('\n  ')}`);
  if (values.budget) process.exit(1);
} else if (values.budget) {
  console.log(`\nBudgets kept on ${budgeted.join(', ')}.`);
}

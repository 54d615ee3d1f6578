#!/usr/bin/env node
// `npm run bench`: builds, serves the build on Cloudflare's runtime (wrangler pages dev), runs Lighthouse (mobile,
// default throttling) on every route and prints one table with the build time.
// `npm run bench -- --budget --no-build` (part of `npm test`): only the representative routes,
// on the existing build, and exits 1 when one breaks a budget (scripts/bench/budgets.mjs).
// Then, on the phone profile, each island page's first interaction: the JS it fetches and the time
// until the island answers (scripts/bench/interactions.mjs); --no-interactions skips it.
// Options: --routes /a,/b  --runs N (runs per route, median kept)  --json file  --dir dist
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPagesDev } from './pages-dev.mjs';
import { listRoutes } from './site-pages.mjs';
import { budgetFailures, budgetRoutes, formatInteractionTable, formatTable, interactionFailures, medianRun } from './bench/budgets.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './local-backend/config.mjs';

const { values } = parseArgs({
  options: {
    budget: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-interactions': { type: 'boolean', default: false },
    routes: { type: 'string' },
    runs: { type: 'string' },
    json: { type: 'string' },
    dir: { type: 'string', default: 'dist' },
  },
});
const DIST = values.dir;
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;

/** @returns {number | undefined} seconds */
function build() {
  if (values['no-build'] || DIST !== 'dist') return undefined; // another build directory is measured as it is
  // The benchmark never sends the form: without a configured backend, build against the local one.
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PUBLIC_SUPABASE_URL: process.env.PUBLIC_SUPABASE_URL || LOCAL_BACKEND_URL,
    PUBLIC_SUPABASE_ANON_KEY: process.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
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
/** Gzip size of a file of the build (what a host sends), by URL path. */
function gzipBytes(/** @type {string} */ pathname) {
  let size = gzipCache.get(pathname);
  if (size === undefined) {
    const file = join(DIST, decodeURIComponent(pathname));
    size = existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
    gzipCache.set(pathname, size);
  }
  return size;
}

/**
 * JS and CSS fetched during load, from Lighthouse's network records: the gzip size of each file of
 * the build (exact, whatever the server sends), the transfer size of anything from elsewhere.
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
  return { jsBytes: sum('Script'), cssBytes: sum('Stylesheet') };
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
      (lhr.categories[category]?.auditRefs ?? []).filter((/** @type {any} */ ref) => ref.weight > 0).map((/** @type {any} */ ref) => ref.id),
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
 * @param {string} url
 * @param {number} port
 * @param {string} origin
 * @returns {Promise<import('./bench/budgets.mjs').RouteResult>}
 */
async function measure(url, port, origin) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    route: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    ...assetBytes(lhr, origin),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lost: lostAudits(lhr),
  };
}

/**
 * Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART, NO_FCP): try again,
 * twice at most, before giving up on the route.
 * @param {string} url
 * @param {number} port
 * @param {string} origin
 */
async function measureWithRetry(url, port, origin) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, origin);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`bench: ${error instanceof Error ? error.message : error}; again\n`);
    }
  }
}

const buildSeconds = build();
const allRoutes = listRoutes(DIST);
const budget = budgetRoutes(allRoutes);
const routes = values.routes ? values.routes.split(',') : values.budget ? budget.routes : allRoutes;
// Budget runs: a route that fails is measured again (up to 3 runs, median kept), so a noisy
// neighbour on a shared CI machine does not fail the build but a regression still does.
const runsPerRoute = Number(values.runs ?? 1);
const maxRuns = values.budget ? Math.max(3, runsPerRoute) : runsPerRoute;

const server = await startPagesDev({ root: DIST });
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});

/** @type {import('./bench/budgets.mjs').RouteResult[]} */
const results = [];
/** @type {import('./bench/budgets.mjs').InteractionResult[]} */
let interactions = [];
try {
  for (const route of routes) {
    const runs = [];
    do {
      runs.push(await measureWithRetry(`${server.origin}${route}`, chrome.port, server.origin));
    } while (runs.length < runsPerRoute || (budget.routes.includes(route) && runs.length < maxRuns && budgetFailures(medianRun(runs)).length > 0));
    const kept = medianRun(runs);
    results.push(kept);
    process.stderr.write(`bench: ${route} ${kept.performance} (${runs.length} run${runs.length > 1 ? 's' : ''})\n`);
  }
  chrome.kill();
  if (!values['no-interactions']) interactions = await measureInteractions({ origin: server.origin, routes, gzipBytes, chromePath });
} finally {
  chrome.kill();
  await server.close();
}

console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile, default throttling, ${routes.length} route(s)\n`);
console.log(formatTable(results, { buildSeconds, budgeted: budget.routes }));
if (interactions.length) {
  console.log('\nFirst interaction, phone profile (CPU 4× slower, 150 ms round trips, 1.6 Mbit/s; one run each)\n');
  console.log(formatInteractionTable(interactions));
}
if (values.json) writeFileSync(values.json, `${JSON.stringify({ buildSeconds, results, interactions }, null, 2)}\n`);

const failures = [...results.filter((r) => budget.routes.includes(r.route)).flatMap((r) => budgetFailures(r)), ...interactions.flatMap((r) => interactionFailures(r))];
if (values.budget && budget.missing.length) failures.push(...budget.missing.map((r) => `${r}: budget route missing from the build`));
if (failures.length) {
  console.error(`\nBudgets broken:\n  ${failures.join('\n  ')}`);
  if (values.budget) process.exit(1);
} else if (values.budget) {
  console.log(`\nBudgets kept on ${budget.routes.join(', ')}.`);
}

// What a page's load costs the main thread, in CPU time, without Lighthouse (docs/performance.md,
// "The first frame, in CPU time"): `npm run bench:first-frame -- --help`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOptions } from '../cli.mjs';
import { launchBrowser } from './navigation.mjs';
import { pageWork } from './trace.mjs';

const USAGE = `Usage: npm run bench:first-frame -- [--runs 5] [--baseline DIR] [--dist dist] /route/ [/other/ …]

What a page's load costs the main thread, in CPU time, without Lighthouse: Chromium on a phone-sized
window, each run a fresh profile (a visit's first page), a trace of the load and a second after it,
summed by pageWork (scripts/bench/trace.mjs): CPU per kind (parse, style, layout, paint, script), the
font lookups and the time they waited. CPU time moves far less with the machine's load than the real
time Lighthouse's TBT is made of, so two builds compare in a few runs.

Each build is served as files from this process (the page's own <meta> CSP applies; the host's
headers do not); runs alternate between the builds, and the table shows each figure's median.

  --runs N        runs per route and build (5)
  --dist DIR      the build to measure (dist)
  --baseline DIR  another build, measured run for run beside it
  --help          show this help`;

const { values, positionals } = parseOptions(
  parseArgs,
  {
    runs: { type: 'string', default: '5' },
    dist: { type: 'string', default: 'dist' },
    baseline: { type: 'string' },
  },
  USAGE,
  { allowPositionals: true },
);
const routes = positionals.length ? positionals : ['/'];
const runs = Number(values.runs);

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
});

/** @param {string} root a build's folder, served as files on a free port */
async function serve(root) {
  const server = createServer((request, response) => {
    let file = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'fonts'];

/**
 * One visit's first page: a fresh profile, the load and a second after it traced.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 */
async function measure(browser, url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.tracing.start({ categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((done) => setTimeout(done, 1000));
  const trace = await page.tracing.stop();
  await context.close();
  const work = pageWork(JSON.parse(Buffer.from(trace ?? []).toString()).traceEvents);
  if (!work) throw new Error(`No first paint in the trace of ${url}`);
  return work;
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const builds = [
  ...(values.baseline ? [{ name: `baseline (${values.baseline})`, root: resolve(values.baseline) }] : []),
  { name: `this build (${values.dist})`, root: resolve(values.dist) },
];
const servers = await Promise.all(builds.map((build) => serve(build.root)));
const browser = await launchBrowser();
/** @type {Map<string, import('./trace.mjs').PageWork[]>} */
const results = new Map();
try {
  for (const route of routes)
    for (let run = 0; run < runs; run++)
      for (const [i, build] of builds.entries()) {
        const key = `${route}\t${build.name}`;
        results.set(key, [...(results.get(key) ?? []), await measure(browser, `${servers[i]?.origin}${route}`)]);
      }
} finally {
  await browser.close();
  servers.forEach((server) => server.close());
}

const KINDS = ['parse', 'style', 'layout', 'paint', 'script'];
console.log(`\nMain-thread CPU of a visit's first page, median of ${runs} (ms; Chromium, no throttling)\n`);
console.log(`| Route | Build | CPU | ${KINDS.join(' | ')} | Font lookups | Their wait |`);
console.log(`|:--|:--|--:|${KINDS.map(() => '--:').join('|')}|--:|--:|`);
for (const [key, work] of results) {
  const [route, name] = key.split('\t');
  const cells = [
    median(work.map((w) => w.cpuMs)),
    ...KINDS.map((kind) => median(work.map((w) => w.cpuByKind[kind] ?? 0))),
    median(work.map((w) => w.fontLookups)),
    median(work.map((w) => w.fontWaitMs)),
  ].map((n) => Math.round(n));
  console.log(`| ${route} | ${name} | ${cells.join(' | ')} |`);
}

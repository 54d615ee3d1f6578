#!/usr/bin/env node
// @ts-check
// The weekly check of the links out of the site (.github/workflows/links-out.yml runs it; it never
// blocks a deploy). Reads every address on another site from the built pages (studio/links-out.ts:
// links, photos, the map), has linkinator try each (a 429's Retry-After waited for, errors and
// server errors tried again, redirects followed, a timeout), politely (a few sites at a time, a
// pause between two requests to one site), and names each dead one by the content file and the
// field that holds it, as the studio labels it, the pages it is on and what happened. With
// --issue it keeps one GitHub issue as the report (github-issue.mjs): opened, rewritten by the
// next run, closed when every link works.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LinkChecker } from 'linkinator';
import { createServer } from 'vite';
import { numberOption, parseOptions } from '../cli.mjs';
import { gitHubFromEnv, runUrlOf } from '../github-api.mjs';
import { LOCAL_BUILD_ENV } from '../local-backend/config.mjs';
import { listBuiltPages } from '../site-pages.mjs';
import { keepIssue } from './github-issue.mjs';

const USAGE = `Usage: node scripts/schedule/check-links-out.mjs [options]

Checks every link, photo and map on the built site that points at another site, and names each
dead one by its content file, the field's label in the studio, the pages it is on and what
happened. Exits 1 when a link is dead, unless --issue reported it.

  --dist DIR          the build to read the pages of (default: dist)
  --build             build the site into --dist first (astro build; the contact backend's settings
                      of the local backend, which change no link out: the pages are read, never deployed)
  --root DIR          the project whose content/ holds the links (default: the current folder)
  --issue             keep the report as one GitHub issue (label "links-out"): opened, rewritten
                      by the next run, closed with a comment when every link works; needs
                      GITHUB_TOKEN (issues: write) and GITHUB_REPOSITORY; GITHUB_API_URL
                      (default https://api.github.com), GITHUB_SERVER_URL and GITHUB_RUN_ID name the run
  --timeout SECONDS   how long one request may wait for an answer (default: 20)
  --retries N         how often an address without an answer, or with a server error, is tried
                      again (default: 2; a 429's Retry-After is always waited for)
  --retry-jitter MS   at most this much random wait added to each retry's (default: 3000)
  --sites N           how many other sites are checked at a time (default: 3)
  --pause MS          the pause between two requests to the same site (default: 1500)
  --help              show this help`;

const { values } = parseOptions(
  parseArgs,
  {
    dist: { type: 'string', default: 'dist' },
    build: { type: 'boolean', default: false },
    root: { type: 'string', default: '.' },
    issue: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '20' },
    retries: { type: 'string', default: '2' },
    'retry-jitter': { type: 'string', default: '3000' },
    sites: { type: 'string', default: '3' },
    pause: { type: 'string', default: '1500' },
  },
  USAGE,
);

const timeoutSeconds = numberOption('timeout', values.timeout);
const retries = numberOption('retries', values.retries);
const jitter = numberOption('retry-jitter', values['retry-jitter']);
const sites = Math.max(1, numberOption('sites', values.sites));
const pause = numberOption('pause', values.pause);

const env = process.env;
const github = gitHubFromEnv(env);
if (values.issue && !github) {
  console.error('--issue needs GITHUB_TOKEN and GITHUB_REPOSITORY');
  process.exit(2);
}

const root = resolve(values.root);
/** @type {{ agency: { url: string } }} */
const site = JSON.parse(readFileSync(join(root, 'content/site.json'), 'utf8'));

/** Every content file's text, by its path in the project ("content/site.json"). */
function contentFiles() {
  const folder = join(root, 'content');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(json|ya?ml|md)$/.test(file))
    .map((file) => ({
      path: `content/${file.split(sep).join('/')}`,
      text: readFileSync(join(folder, file), 'utf8'),
    }));
}

/** @typedef {{ status: number, errors: { name?: string, message?: string, code?: string }[] }} CheckResult */

/**
 * linkinator's check of one address, as a link on a page of its own (so it checks that address
 * alone, follows its redirects and never reads the other site's links).
 * @param {string} url
 * @returns {Promise<CheckResult>}
 */
async function checkOne(url) {
  const dir = mkdtempSync(join(tmpdir(), 'links-out-'));
  const escaped = url.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>link</title><a href="${escaped}">link</a>`);
  try {
    const result = await new LinkChecker().check({
      path: join(dir, 'index.html'),
      recurse: false,
      concurrency: 1,
      timeout: timeoutSeconds * 1000,
      redirects: 'allow',
      retry: true,
      retryErrors: retries > 0,
      retryErrorsCount: retries,
      retryErrorsJitter: jitter,
    });
    const link = result.links.find((l) => l.parent !== undefined);
    if (!link) throw new Error(`linkinator did not check ${url}`);
    const errors = (link.failureDetails ?? []).flatMap((detail) => {
      if (!(detail instanceof Error)) return [];
      const cause = /** @type {{ code?: string } | undefined} */ (detail.cause);
      const code = cause?.code ?? /** @type {{ code?: string }} */ (detail).code;
      return [{ name: detail.name, message: detail.message, ...(code ? { code } : {}) }];
    });
    return { status: link.status ?? 0, errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every address checked, a few sites at a time, one request at a time per site with a pause between two.
 * @param {string[]} urls
 * @returns {Promise<Map<string, CheckResult>>}
 */
async function checkAll(urls) {
  /** @type {Map<string, string[]>} */
  const bySite = new Map();
  for (const url of urls) bySite.set(new URL(url).host, [...(bySite.get(new URL(url).host) ?? []), url]);
  const waiting = [...bySite.values()];
  /** @type {Map<string, CheckResult>} */
  const results = new Map();
  const worker = async () => {
    for (let group = waiting.shift(); group; group = waiting.shift()) {
      for (const [i, url] of group.entries()) {
        if (i > 0 && pause > 0) await new Promise((done) => setTimeout(done, pause));
        results.set(url, await checkOne(url));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(sites, waiting.length) }, worker));
  return results;
}

// The pure part (studio/links-out.ts, TypeScript that imports the site's schemas), loaded as the build loads it.
const vite = await createServer({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  configFile: false,
  logLevel: 'error',
  // No WebSocket: nothing reloads, and a second run (or a dev server) beside it would fight for its port.
  server: { middlewareMode: true, ws: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
/** @type {typeof import('../../studio/links-out')} */
let out;
try {
  out = /** @type {typeof import('../../studio/links-out')} */ (
    /** @type {unknown} */ (await vite.ssrLoadModule('/studio/links-out.ts'))
  );
} finally {
  await vite.close();
}

const dist = resolve(values.dist);
if (values.build) {
  const built = spawnSync('npx', ['astro', 'build', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...LOCAL_BUILD_ENV },
  });
  if (built.status !== 0) {
    console.error('The build failed: no pages to read the links of.');
    process.exit(1);
  }
}
const pages = listBuiltPages(dist)
  .filter((page) => page.kind === 'page')
  .map((page) => ({ route: page.route, html: readFileSync(join(dist, page.file), 'utf8') }));
const links = out.linksOutOf(pages, site.agency.url);
const written = new out.WrittenLinks(contentFiles());
console.log(
  `${links.length} addresses on other sites, on ${pages.length} pages of ${relative(process.cwd(), dist) || '.'}`,
);

const results = await checkAll(links.map((link) => link.url));
/** @type {import('../../studio/links-out').DeadLink[]} */
const dead = [];
for (const link of links) {
  const verdict = out.verdictOf(/** @type {CheckResult} */ (results.get(link.url)), timeoutSeconds);
  if (verdict.state === 'alive') continue;
  if (verdict.state === 'unknown') {
    console.log(`not judged: ${link.url}: ${verdict.problem}`);
    continue;
  }
  const places = written.placesOf(link);
  dead.push({ ...link, problem: verdict.problem, places });
  const where = places.map((p) => `${p.path} “${p.field}”`).join('; ') || 'no content file';
  console.error(`dead: ${link.url}: ${verdict.problem}. In ${where}; on ${link.pages.join(', ')}`);
}
const checkedAt = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replace('T', ' ');
console.log(`${dead.length} dead of ${links.length}`);

if (values.issue && github) {
  const runUrl = runUrlOf(env);
  const kept = await keepIssue(github, {
    label: out.ISSUE_LABEL,
    title: out.ISSUE_TITLE,
    ...(dead.length
      ? {
          body: out.reportBody(dead, {
            siteUrl: site.agency.url,
            checkedAt,
            checked: links.length,
            ...(runUrl ? { runUrl } : {}),
          }),
        }
      : {}),
    closingComment: out.allPassComment(links.length, checkedAt),
  });
  if (kept.action === 'none') console.log('no issue open, none needed');
  for (const issue of kept.issues) console.log(`issue #${issue.number} ${kept.action}: ${issue.url}`);
} else if (dead.length) {
  process.exitCode = 1;
}

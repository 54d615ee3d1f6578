#!/usr/bin/env node
// @ts-check
// A draft's content check on its pull request (review mode; .github/workflows/draft-checks.yml runs
// it): the commit status `content checks` on the draft's head, which branch protection requires
// and the studio shows, and one comment on the pull request, both in the editor's words
// (studio/draft-check.ts). Run in the draft's checkout, in three steps around the site's checks:
//   pending   the status says the draft is being checked
//   fields    every content file the draft changes, checked as a save is: a refusal names the
//             file, the field by its label in the form, and what to change; exits 1 on any
//   done      --outcome success|failure [--preview-url URL | --wrangler-output FILE]: the site's
//             checks' result, and the preview's address (given, or read from wrangler's output
//             file of its `pages deploy`), which the studio's View Preview opens; on a failure,
//             each changed file's links that land on no page of the draft's build (--dist) are
//             named by field, as the fields step names a refusal (studio/draft-links.ts), and so
//             are a page text the HTML checker refuses, a social card that did not render and a
//             photo the build could not read (studio/site-failures.ts, reading --log, the checks'
//             output); what no field explains is named by its check and page
// Without a pull request (--pull, or a pull request event) it posts the status alone: the deploy
// workflow (.github/workflows/deploy-pages.yml) checks each push to main so, and the live studio
// shows the words beside the editor's save (studio/live/publish-status.ts).
// It talks to GitHub's REST API at GITHUB_API_URL with GITHUB_TOKEN (the workflow's own token).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { parseOptions } from './cli.mjs';
import { callGitHub, runUrlOf } from './github-api.mjs';
import { listBuiltFiles } from './site-pages.mjs';

const USAGE = `Usage: node scripts/draft-check.mjs pending|fields|done [options]

Posts a draft's content check on its pull request: the commit status "content checks" on the
draft's head and one comment, in the words the studio's save refusals use.

  pending                     the draft is being checked
  fields                      check every content file the draft changes (exits 1 on a refusal)
  done --outcome success|failure [--preview-url URL | --wrangler-output FILE]
                              the result of the site's checks (npm run test:content), with the
                              preview's address, or wrangler's output file (WRANGLER_OUTPUT_FILE_PATH)
                              of its \`pages deploy --branch\`, which names it; on a failure,
                              the changed files' links that land on no page of the build are named
  --dist DIR                  the draft's build, whose pages the links are read against (default: dist)
  --log FILE                  the output of the checks (npm run test:content), read on a failure for
                              the photos and social cards the build could not make

The deploy of a push (no pull request): give --sha (and --base, the last deployed commit, for
fields and done); the status alone is posted, no comment.

Where (defaults from the pull request event, GITHUB_EVENT_PATH):
  --sha SHA      the draft's head commit
  --base REF     what it is compared with (the pull request's base commit)
  --pull N       the pull request's number (none: the status alone)

Environment: GITHUB_TOKEN, GITHUB_REPOSITORY (owner/name), GITHUB_API_URL (default
https://api.github.com), GITHUB_SERVER_URL and GITHUB_RUN_ID (the run, for Details).
  --help         show this help`;

const { values, positionals } = parseOptions(
  parseArgs,
  {
    sha: { type: 'string' },
    base: { type: 'string' },
    pull: { type: 'string' },
    outcome: { type: 'string' },
    'preview-url': { type: 'string' },
    'wrangler-output': { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    log: { type: 'string' },
  },
  USAGE,
  { allowPositionals: true },
);

const command = positionals[0];
if (!['pending', 'fields', 'done'].includes(command ?? '') || positionals.length !== 1) {
  console.error(`Say what to post: pending, fields or done (--help for usage)`);
  process.exit(2);
}
if (command === 'done' && !['success', 'failure'].includes(values.outcome ?? '')) {
  console.error('done needs --outcome success or --outcome failure (--help for usage)');
  process.exit(2);
}

const env = process.env;
/** @type {{ pull_request?: { number: number, head: { sha: string }, base: { sha: string } } }} */
const event = env.GITHUB_EVENT_PATH ? JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) : {};
const sha = values.sha ?? event.pull_request?.head.sha;
const base = values.base ?? event.pull_request?.base.sha;
const pull = Number(values.pull ?? event.pull_request?.number);
const repo = env.GITHUB_REPOSITORY;
const token = env.GITHUB_TOKEN;
const api = (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, '');
const runUrl = runUrlOf(env);
const missing = [
  ...(sha ? [] : ['--sha (or a pull request event)']),
  ...(command === 'fields' && !base ? ['--base (or a pull request event)'] : []),
  ...(repo ? [] : ['GITHUB_REPOSITORY']),
  ...(token ? [] : ['GITHUB_TOKEN']),
].join(', ');
if (missing) {
  console.error(`draft-check: missing ${missing}`);
  process.exit(2);
}

/**
 * One call to GitHub's REST API (github-api.mjs); throws with GitHub's message on anything but a 2xx.
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
const gitHub = (method, path, body) => callGitHub({ api, token: /** @type {string} */ (token) }, method, path, body);

// The pure part (studio/draft-check.ts, and studio/save.ts's check, TypeScript that imports the
// site's schemas), loaded as the build loads it.
const root = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
const check = /** @type {typeof import('../studio/draft-check')} */ (
  /** @type {unknown} */ (await vite.ssrLoadModule('/studio/draft-check.ts'))
);
const { draftProblems } = /** @type {typeof import('../studio/save')} */ (
  /** @type {unknown} */ (await vite.ssrLoadModule('/studio/save.ts'))
);
const links = /** @type {typeof import('../studio/draft-links')} */ (
  /** @type {unknown} */ (await vite.ssrLoadModule('/studio/draft-links.ts'))
);
const failures = /** @type {typeof import('../studio/site-failures')} */ (
  /** @type {unknown} */ (await vite.ssrLoadModule('/studio/site-failures.ts'))
);

/**
 * The commit status on the draft's head.
 * @param {'pending' | 'success' | 'failure'} state
 * @param {string} description
 * @param {string} [targetUrl]
 */
async function postStatus(state, description, targetUrl) {
  await gitHub('POST', `/repos/${repo}/statuses/${sha}`, {
    state,
    context: check.CHECK_CONTEXT,
    description,
    ...(targetUrl ? { target_url: targetUrl } : {}),
  });
  console.log(`${check.CHECK_CONTEXT}: ${state}: ${description}${targetUrl ? ` (${targetUrl})` : ''}`);
}

/**
 * The workflow's one comment on the pull request, written or rewritten.
 * @param {string} body
 */
async function comment(body) {
  if (!pull) return; // a push's deploy: the status alone
  /** @type {{ id: number, body?: string }[]} */
  const comments = await gitHub('GET', `/repos/${repo}/issues/${pull}/comments?per_page=100`);
  const ours = comments.find((c) => c.body?.startsWith(check.COMMENT_MARKER));
  if (ours) await gitHub('PATCH', `/repos/${repo}/issues/comments/${ours.id}`, { body });
  else await gitHub('POST', `/repos/${repo}/issues/${pull}/comments`, { body });
}

/**
 * The changed files' links that land on no page of the draft's build (`--dist`), by file; none
 * when there is no build to read (the build itself failed) or no base to compare with.
 */
function deadLinks(/** @type {{ path: string, text: string }[]} */ files) {
  const dist = values.dist ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) return [];
  /** @type {{ agency: { url: string, clientPortalUrl: string } }} */
  const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
  return links.linkProblems(files, {
    pages: links.sitePagesOf(listBuiltFiles(dist)),
    siteUrl: site.agency.url,
    otherSystems: [site.agency.clientPortalUrl],
  });
}

/**
 * Everything the failed checks can be tied to in the changed files, by file: dead links, a page text
 * the HTML checker refuses, a social card that did not render, a photo the build could not read.
 */
async function siteProblems() {
  if (!base) return [];
  const files = changedFiles();
  const dist = values.dist ?? 'dist';
  const log = values.log && existsSync(values.log) ? readFileSync(values.log, 'utf8') : '';
  const at = (/** @type {string} */ path) => join(dist, ...path.split('/').filter(Boolean));
  /** @type {import('../studio/site-failures').BuiltSite} */
  const site = {
    page: (route) =>
      existsSync(at(`${route}index.html`)) ? readFileSync(at(`${route}index.html`), 'utf8') : undefined,
    file: (path) => (existsSync(at(path)) ? readFileSync(at(path)) : undefined),
  };
  const checker = new HtmlValidate(new FileSystemConfigLoader());
  const validate = async (/** @type {string} */ html) =>
    (await checker.validateString(html, join(dist, 'index.html'))).results.flatMap((result) =>
      result.messages.map((m) => ({ message: m.message, offset: m.offset, size: m.size })),
    );
  /** @type {Map<string, string[]>} */
  const byFile = new Map();
  for (const found of [
    ...deadLinks(files),
    ...(await failures.pageTextProblems(files, site, validate)),
    ...failures.socialCardProblems(files, site, log),
    ...failures.photoProblems(files, log),
  ])
    byFile.set(found.path, [...(byFile.get(found.path) ?? []), ...found.problems]);
  return [...byFile].map(([path, problems]) => ({ path, problems }));
}

/** The content files the draft changes (added or modified since it left its base), with their text at its head. */
function changedFiles() {
  const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return git('diff', '--name-only', '--diff-filter=AMR', `${base}...${sha}`, '--', 'content/')
    .split('\n')
    .filter((path) => path && check.isContentFile(path))
    .map((path) => ({ path, text: git('show', `${sha}:${path}`) }));
}

try {
  if (command === 'pending') {
    // A push's deploy checks a change on the live branch, not a draft: its own words.
    await postStatus('pending', pull ? check.CHECKING : check.CHECKING_CHANGE, runUrl);
  } else if (command === 'fields') {
    const files = changedFiles();
    const found = draftProblems(files);
    console.log(`Checked ${files.length} changed content file(s): ${files.map((f) => f.path).join(', ') || 'none'}`);
    if (found.length) {
      for (const file of found) for (const problem of file.problems) console.error(`${file.path}: ${problem}`);
      await postStatus('failure', check.failureDescription(found), runUrl);
      await comment(check.draftComment({ found }));
      process.exitCode = 1;
    }
  } else if (values.outcome === 'failure') {
    // The site's checks failed on fields that pass: what a field explains (a link that goes nowhere,
    // a page text the checker refuses, a card, a photo) is named by it; anything else by its check.
    const found = await siteProblems();
    for (const file of found) for (const problem of file.problems) console.error(`${file.path}: ${problem}`);
    const log = values.log && existsSync(values.log) ? readFileSync(values.log, 'utf8') : '';
    const summary =
      failures.siteFailureSummary(log) ?? (pull ? check.SITE_CHECK_FAILED : check.CHANGE_SITE_CHECK_FAILED);
    await postStatus(
      'failure',
      found.length ? check.failureDescription(found) : summary.slice(0, check.DESCRIPTION_LIMIT),
      runUrl,
    );
    await comment(check.draftComment(found.length ? { found } : { siteFailed: true }));
    process.exitCode = 1;
  } else {
    const wrangler = values['wrangler-output'];
    const previewUrl =
      values['preview-url'] ?? (wrangler ? check.previewUrlFromWrangler(readFileSync(wrangler, 'utf8')) : undefined);
    if (wrangler && !previewUrl) throw new Error(`${wrangler} names no Pages deployment`);
    await postStatus('success', check.passedDescription(previewUrl), previewUrl ?? runUrl);
    await comment(check.draftComment(previewUrl ? { previewUrl } : {}));
  }
} finally {
  await vite.close();
}

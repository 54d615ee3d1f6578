#!/usr/bin/env node
// @ts-check
// Which path a run of the GitHub Pages deploy takes (.github/workflows/deploy-pages.yml, its
// `changes` job; docs/hosting.md). The last fully green run of the workflow on main is the base:
// its code passed the whole suite.
//   push       content/ alone changed since the base: the content lane (npm run test:content, then
//              the deploy) beside the whole suite; anything else: the whole suite, then the build.
//   schedule   never the whole suite. The code is the base's: the content lane when content changed
//              since (not yet live) or a build today would date something differently from the live
//              site (scripts/schedule/live-site.mjs); else nothing runs and nothing is deployed. The
//              code is not the base's: nothing either, the push's own run deploys it once green.
//   by hand    the whole suite, then the build.
// Writes content_only, whole_suite and base to GITHUB_OUTPUT.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseOptions } from '../cli.mjs';
import { callGitHub, gitHubFromEnv } from '../github-api.mjs';
import { articleDays, askRebuild, keepScheduleAlive, siteSettings } from './live-site.mjs';

const USAGE = `Usage: node scripts/schedule/deploy-lane.mjs [options]

Decides the path of a run of the GitHub Pages deploy and writes content_only, whole_suite and base
to GITHUB_OUTPUT (printed when it is unset).

  --schedule CRON   the schedule that started the run (github.event.schedule)
  --site URL        the live site, read on a scheduled run (default: content/site.json's url)
  --branch NAME     the production branch whose runs are read (default: main)
  --help            show this help

Environment: GITHUB_EVENT_NAME, GITHUB_SHA, GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_API_URL (default
https://api.github.com), GITHUB_WORKFLOW_REF (the workflow whose runs are read and, on a scheduled
run, which is re-enabled so 60 days without a commit never switch its schedule off).`;

const { values } = parseOptions(
  parseArgs,
  { schedule: { type: 'string' }, site: { type: 'string' }, branch: { type: 'string', default: 'main' } },
  USAGE,
);

const env = process.env;
const event = env['GITHUB_EVENT_NAME'] ?? '';
const sha = env['GITHUB_SHA'];
const repo = env['GITHUB_REPOSITORY'];
const missing = [
  ...(event ? [] : ['GITHUB_EVENT_NAME']),
  ...(sha ? [] : ['GITHUB_SHA']),
  ...(repo ? [] : ['GITHUB_REPOSITORY']),
  ...(env['GITHUB_TOKEN'] ? [] : ['GITHUB_TOKEN']),
];
if (missing.length > 0) {
  console.error(`deploy-lane: missing ${missing.join(', ')}`);
  process.exit(2);
}
/** GITHUB_TOKEN and GITHUB_REPOSITORY are there: checked above. */
const github = /** @type {import('../github-api.mjs').GitHubAccess} */ (gitHubFromEnv(env));
const workflow = /\/\.github\/workflows\/([^@/]+)@/.exec(env['GITHUB_WORKFLOW_REF'] ?? '')?.[1] ?? 'deploy-pages.yml';

/** The head commit of the last run of this workflow on the branch whose every job passed. */
async function lastGreenCommit() {
  const path = `/repos/${repo}/actions/workflows/${workflow}/runs?branch=${encodeURIComponent(String(values.branch))}&status=success&per_page=1`;
  /** @type {{ workflow_runs: { head_sha: string }[] }} */
  const runs = await callGitHub(github, 'GET', path);
  return runs.workflow_runs[0]?.head_sha;
}

/** The files changed between two commits, or undefined when the base is not in this clone. */
function changedFiles(/** @type {string} */ base, /** @type {string} */ head) {
  try {
    execFileSync('git', ['cat-file', '-e', `${base}^{commit}`], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  return execFileSync('git', ['diff', '--name-only', base, head], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

const base = await lastGreenCommit();
const changed = base ? changedFiles(base, /** @type {string} */ (sha)) : undefined;
if (base)
  console.log(`Last fully green run: ${base}; changed since: ${changed ? changed.length : 'not in this clone'}`);
for (const file of changed ?? []) console.log(`  ${file}`);
/** The code is the code of the last fully green run: only content/ differs, if anything. */
const sameCode = changed !== undefined && changed.every((file) => file.startsWith('content/'));

let contentOnly = false;
let wholeSuite = true;
if (event === 'push') {
  contentOnly = sameCode && changed.length > 0;
} else if (event === 'schedule') {
  wholeSuite = false;
  await keepScheduleAlive(env);
  if (!sameCode) {
    console.log(
      'The code differs from the last fully green run: the run of its push deploys it once the whole suite passes; nothing to do.',
    );
  } else if (changed.length > 0) {
    contentOnly = true;
    console.log('Content changed since the last fully green run and is not live yet: the content lane.');
  } else {
    const settings = siteSettings(new URL('../../', import.meta.url));
    const { due, reason } = await askRebuild({
      cron: values.schedule,
      siteUrl: values.site ?? settings.url,
      expiresInDays: settings.expiresInDays,
      articleDays: articleDays(new URL('../../', import.meta.url)),
    });
    contentOnly = due;
    console.log(due ? `The content lane: ${reason}` : `Nothing deployed: ${reason}`);
  }
}

const outputs = [
  `content_only=${contentOnly}`,
  `whole_suite=${wholeSuite}`,
  ...(contentOnly && base ? [`base=${base}`] : []),
];
console.log(outputs.join('\n'));
if (env['GITHUB_OUTPUT']) appendFileSync(env['GITHUB_OUTPUT'], `${outputs.join('\n')}\n`);

// @ts-check
// What a scheduled run asks before it spends a build (docs/hosting.md, "Scheduled rebuilds"): would a
// build today date anything differently from the live site (src/lib/build/scheduled-rebuild.ts)?
// And the schedule kept alive: GitHub turns off a public repository's scheduled workflow after 60
// days without a commit, the very months this schedule is for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  rebuildDue,
  scheduledDay,
  scheduleIntervalDays,
  securityTxtExpires,
} from '../../src/lib/build/scheduled-rebuild.ts';
import { SECURITY_TXT_PATH } from '../../src/lib/build/security-txt.ts';
import { callGitHub, gitHubFromEnv, GitHubRefusal } from '../github-api.mjs';

/** How long one request to the live site may take, and how often it is tried. */
const LIVE_TIMEOUT_MS = 15_000;
const LIVE_ATTEMPTS = 3;

/**
 * The site's address and how far ahead its build writes security.txt's Expires (content/site.json).
 * @param {URL} root the project's folder
 */
export function siteSettings(root) {
  /** @type {{ agency: { url: string, securityTxt: { expiresInDays: number } } }} */
  const site = JSON.parse(readFileSync(new URL('content/site.json', root), 'utf8'));
  return { url: site.agency.url, expiresInDays: site.agency.securityTxt.expiresInDays };
}

/**
 * The days the articles appear (content/insights/*.md, drafts left out): a scheduled run publishes
 * one dated ahead on its day.
 * @param {URL} root the project's folder
 * @returns {string[]}
 */
export function articleDays(root) {
  const folder = new URL('content/insights/', root);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => scheduledDay(readFileSync(new URL(name, folder), 'utf8')) ?? []);
}

/**
 * The live site's security.txt, or undefined (with the reason logged) when it cannot be had.
 * @param {string} siteUrl
 * @param {(line: string) => void} log
 */
async function liveSecurityTxt(siteUrl, log) {
  const url = new URL(SECURITY_TXT_PATH, siteUrl).href;
  for (let attempt = 1; attempt <= LIVE_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(LIVE_TIMEOUT_MS), redirect: 'follow' });
      if (response.ok) return await response.text();
      log(`${url} answered ${response.status} (attempt ${attempt} of ${LIVE_ATTEMPTS})`);
      if (response.status < 500 && response.status !== 429) return undefined;
    } catch (error) {
      log(
        `${url} did not answer: ${error instanceof Error ? error.message : String(error)} (attempt ${attempt} of ${LIVE_ATTEMPTS})`,
      );
    }
    if (attempt < LIVE_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
  return undefined;
}

/**
 * Whether this scheduled run must rebuild. `cron` is the schedule that started the run
 * (`github.event.schedule`); without one (a run by hand) the answer is always yes.
 * @param {{ cron?: string | undefined, siteUrl: string, expiresInDays: number, articleDays?: string[], now?: Date, log?: (line: string) => void }} question
 * @returns {Promise<{ due: boolean, reason: string }>}
 */
export async function askRebuild({
  cron,
  siteUrl,
  expiresInDays,
  articleDays = [],
  now = new Date(),
  log = console.log,
}) {
  if (!cron) return { due: true, reason: 'started by hand, not by the schedule: rebuilding' };
  const intervalDays = scheduleIntervalDays(cron);
  const text = await liveSecurityTxt(siteUrl, log);
  return rebuildDue({
    liveExpires: text === undefined ? undefined : securityTxtExpires(text),
    expiresInDays,
    intervalDays,
    now,
    articleDays,
  });
}

/**
 * Re-enables the running workflow through GitHub's API (PUT …/actions/workflows/{file}/enable, what
 * liskin/gh-workflow-keepalive does without a commit), so 60 quiet days never switch its schedule
 * off. Needs the job's token with `actions: write`. A refusal is logged, not fatal: the rebuild
 * itself matters more than the keep-alive.
 * @param {NodeJS.ProcessEnv} env GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_WORKFLOW_REF, GITHUB_TOKEN
 * @param {(line: string) => void} [log]
 */
export async function keepScheduleAlive(env, log = console.log) {
  const file = /\/\.github\/workflows\/([^@/]+)@/.exec(env['GITHUB_WORKFLOW_REF'] ?? '')?.[1];
  const github = gitHubFromEnv(env);
  if (!file || !github) {
    log('keep-alive: no GITHUB_WORKFLOW_REF, GITHUB_REPOSITORY or GITHUB_TOKEN: the schedule was not re-enabled');
    return false;
  }
  const path = `/repos/${github.repo}/actions/workflows/${file}/enable`;
  try {
    await callGitHub(github, 'PUT', path, undefined, { timeoutMs: LIVE_TIMEOUT_MS });
    log(`keep-alive: ${file} re-enabled, so its schedule survives 60 days without a commit`);
    return true;
  } catch (error) {
    if (error instanceof GitHubRefusal)
      log(`keep-alive: GitHub answered ${error.status} to PUT ${path} (the job needs permissions: actions: write)`);
    else log(`keep-alive: PUT ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return false;
}

#!/usr/bin/env node
// @ts-check
// The scheduled rebuild on Netlify, Vercel or Cloudflare Pages (.github/workflows/scheduled-rebuild.yml
// runs it; docs/hosting.md, "Scheduled rebuilds"): asks whether a build today would date anything
// differently from the live site (scripts/schedule/live-site.mjs) and, if so, calls the host's build
// hook, whose address is the repository secret BUILD_HOOK_URL. The host then builds and deploys
// the production branch as it does on a push. The hook's address is a credential: never printed.
import { parseArgs } from 'node:util';
import { numberOption, parseOptions } from '../cli.mjs';
import { articleDays, askRebuild, keepScheduleAlive, siteSettings } from './live-site.mjs';

const SECRET = 'BUILD_HOOK_URL';

const USAGE = `Usage: node scripts/schedule/trigger-build-hook.mjs [options]

Calls the host's build hook (the address in the environment variable ${SECRET}, a repository secret):
Netlify (https://api.netlify.com/build_hooks/…), Vercel (https://api.vercel.com/v1/integrations/deploy/…)
or Cloudflare Pages (https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/…).

  --schedule CRON       the schedule that started the run (github.event.schedule): the hook is called
                        only when a build today would date something differently from the live site
                        (the footer's year; security.txt nearing 150 days left); without it, always
  --site URL            the live site (default: content/site.json's url)
  --timeout SECONDS     how long one call may take (default 30)
  --attempts N          how often a call that fails on the way (no answer, 429, 5xx) is tried (default 3)
  --retry-delay SECONDS the wait before the second try, doubled after (default 5)
  --help                show this help

Exits 0 when the host accepted the call or no rebuild was due, 1 when the secret is missing, the
host refused it or never answered; on a scheduled run it also re-enables the workflow
(GITHUB_TOKEN with actions: write), so 60 days without a commit never switch the schedule off.`;

const { values } = parseOptions(
  parseArgs,
  {
    schedule: { type: 'string' },
    site: { type: 'string' },
    timeout: { type: 'string', default: '30' },
    attempts: { type: 'string', default: '3' },
    'retry-delay': { type: 'string', default: '5' },
  },
  USAGE,
);

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`trigger-build-hook: ${message}`);
  process.exit(1);
}

/**
 * The three hosts' hooks, told apart by their path (the origin may be a stand-in in a test), and
 * how each says it accepted the call.
 * @typedef {{ name: string, path: RegExp, accepted: (status: number, body: string) => string | undefined }} Host
 * @type {Host[]}
 */
const HOSTS = [
  {
    // Netlify: 200 with an empty body.
    name: 'Netlify',
    path: /^\/build_hooks\/[A-Za-z0-9]+$/,
    accepted: (status) => (status === 200 ? 'a production build starts (Netlify → Deploys)' : undefined),
  },
  {
    // Vercel: 201 with the queued job.
    name: 'Vercel',
    path: /^\/v1\/integrations\/deploy\/[^/]+\/[^/]+$/,
    accepted: (status, body) => {
      const job = parseJson(body)?.job;
      return status === 201 && job?.id ? `deployment job ${job.id} is ${job.state ?? 'queued'}` : undefined;
    },
  },
  {
    // Cloudflare Pages: 200 with { success: true, result: { id } }.
    name: 'Cloudflare Pages',
    path: /^\/client\/v4\/pages\/webhooks\/deploy_hooks\/[^/]+$/,
    accepted: (status, body) => {
      const answer = parseJson(body);
      return status === 200 && answer?.success === true && answer.result?.id
        ? `deployment ${answer.result.id} started`
        : undefined;
    },
  },
];

/** @param {string} text @returns {any} JSON of any shape: each host's reader checks the fields it needs */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const timeoutMs = numberOption('timeout', values.timeout) * 1000;
const attempts = Math.max(1, Math.floor(numberOption('attempts', values.attempts)));
const retryDelayMs = numberOption('retry-delay', values['retry-delay']) * 1000;

const hookText = process.env[SECRET]?.trim();
if (!hookText)
  fail(
    `the repository secret ${SECRET} is not set (Settings → Secrets and variables → Actions → New repository secret): ` +
      `paste the host's build hook there (docs/hosting.md, "Scheduled rebuilds"), or disable this workflow if the site is on GitHub Pages`,
  );
/** @type {URL} */
let hook;
try {
  hook = new URL(/** @type {string} */ (hookText));
} catch {
  fail(`the secret ${SECRET} is not an address: paste the build hook's whole URL, https://… (docs/hosting.md)`);
}
const host = HOSTS.find((candidate) => candidate.path.test(hook.pathname));
if (!host)
  fail(
    `the secret ${SECRET} (a hook at ${hook.host}) is not a Netlify, Vercel or Cloudflare Pages build hook: ` +
      `copy the hook's URL from the host again (docs/hosting.md, "Scheduled rebuilds")`,
  );

const root = new URL('../../', import.meta.url);
const settings = siteSettings(root);
if (values.schedule) await keepScheduleAlive(process.env);
const { due, reason } = await askRebuild({
  cron: values.schedule,
  siteUrl: values.site ?? settings.url,
  expiresInDays: settings.expiresInDays,
  articleDays: articleDays(root),
});
console.log(`trigger-build-hook: ${reason}`);
if (!due) process.exit(0);

// Netlify shows the title in its list of deploys.
if (host.name === 'Netlify') hook.searchParams.set('trigger_title', 'Scheduled rebuild (dated outputs)');
for (let attempt = 1; attempt <= attempts; attempt++) {
  /** @type {string} */
  let why;
  try {
    const response = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    const accepted = host.accepted(response.status, body);
    if (accepted) {
      console.log(`trigger-build-hook: ${host.name} accepted the build hook: ${accepted}`);
      process.exit(0);
    }
    if (response.status < 500 && response.status !== 429)
      fail(
        `${host.name} refused the build hook in the secret ${SECRET} (${response.status}${response.ok ? ', not the answer a hook gives' : ''}): ` +
          `the hook was deleted or mistyped; make a new one on ${host.name} and save it as the secret (docs/hosting.md, "Scheduled rebuilds")`,
      );
    why = `answered ${response.status}`;
  } catch (error) {
    why =
      error instanceof Error && error.name === 'TimeoutError'
        ? `did not answer within ${timeoutMs / 1000} s`
        : `could not be reached: ${error instanceof Error ? error.message : String(error)}`;
  }
  console.log(`trigger-build-hook: ${host.name} ${why} (attempt ${attempt} of ${attempts})`);
  if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
}
fail(
  `${host.name} did not accept the build hook in ${attempts} attempts: no rebuild today; the next scheduled run tries again`,
);

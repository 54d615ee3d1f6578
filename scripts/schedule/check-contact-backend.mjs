#!/usr/bin/env node
// @ts-check
// The contact form's daily check from outside (.github/workflows/contact-form-check.yml runs it;
// docs/backend.md, "The daily check from outside"). It asks the backend, with the site's public URL
// and anon key, the question the form's send asks: `POST /rest/v1/rpc/contact_health`, the request
// supabase-js's `.rpc('contact_health')` sends, which tries the form's insert as anon and rolls it
// back (supabase/migrations/…_contact_health.sql): nothing is stored, nobody is e-mailed. Tries up
// to three times with a timeout each; then, in the agency's words (src/lib/schedule/contact-health.ts):
//   a failure opens one GitHub issue (label contact-form-check, kept by github-issue.mjs) and
//   e-mails the agency through the notification e-mail's provider, once; a later failing run adds
//   nothing; a passing run closes the issue with a comment. Exits 0 when the agency has been told (or all is well), 1 when it
//   could not be (no way to report, or GitHub refused).
import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseOptions } from '../cli.mjs';
import {
  backoffBefore,
  CHECK_SETTINGS,
  HEALTH_LABEL,
  judgeAttempt,
  HEALTH_TITLE,
  issueBody,
  judgeRun,
  verdictWords,
  worksAgainComment,
} from '../../src/lib/schedule/contact-health.ts';
import { gitHubFromEnv, runUrlOf } from '../github-api.mjs';
import { keepIssue } from './github-issue.mjs';

const USAGE = `Usage: node scripts/schedule/check-contact-backend.mjs

Checks that the contact form's backend would accept a message now, without storing or sending one,
and tells the agency once when it would not (a GitHub issue, and an e-mail where configured).

Environment:
  PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY   the site's own backend settings (required)
  GITHUB_TOKEN, GITHUB_REPOSITORY                  where the issue is opened and closed
  GITHUB_API_URL                                   default https://api.github.com
  GITHUB_SERVER_URL, GITHUB_RUN_ID                 the run, linked from the issue
  RESEND_API_KEY, CONTACT_NOTIFY_TO, CONTACT_NOTIFY_FROM
                                                   the notification e-mail's provider key and
                                                   addresses (docs/notifications.md); all three or no e-mail
  RESEND_API_URL                                   default https://api.resend.com
  --help    show this help`;

/** The function the check calls (supabase/migrations/…_contact_health.sql). */
const HEALTH_FUNCTION = 'contact_health';

/**
 * The request supabase-js 2.119 sends for `.rpc('contact_health')` with this key
 * (tests/db/contact-form-check.test.ts compares the two).
 * @param {string} url @param {string} key
 */
export function healthRequest(url, key) {
  return {
    url: `${url.replace(/\/+$/, '')}/rest/v1/rpc/${HEALTH_FUNCTION}`,
    init: {
      method: 'POST',
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        'X-Client-Info': 'contact-form-check',
      },
      body: '{}',
    },
  };
}

/**
 * One try: the answer, or what came instead of one.
 * @param {string} url @param {string} key @param {number} timeoutMs @param {typeof fetch} fetcher
 * @returns {Promise<import('../../src/lib/schedule/contact-health.ts').Attempt>}
 */
async function tryOnce(url, key, timeoutMs, fetcher) {
  const request = healthRequest(url, key);
  try {
    const response = await fetcher(request.url, { ...request.init, signal: AbortSignal.timeout(timeoutMs) });
    return { kind: 'answer', status: response.status, body: await response.text() };
  } catch (error) {
    const failure = /** @type {Error & { cause?: { code?: string, message?: string } }} */ (error);
    if (failure?.name === 'TimeoutError' || failure?.name === 'AbortError')
      return { kind: 'timeout', afterMs: timeoutMs };
    return {
      kind: 'network',
      code: failure?.cause?.code ?? failure?.name ?? 'Error',
      message: failure?.cause?.message ?? failure?.message ?? String(error),
    };
  }
}

/**
 * Asks the backend, trying again while another try could change the answer.
 * @param {{ url: string, key: string, settings?: import('../../src/lib/schedule/contact-health.ts').CheckSettings,
 *           fetch?: typeof fetch, sleep?: (ms: number) => Promise<void> }} options
 */
export async function checkContactBackend({
  url,
  key,
  settings = CHECK_SETTINGS,
  fetch: fetcher = fetch,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}) {
  /** @type {import('../../src/lib/schedule/contact-health.ts').Attempt[]} */
  const attempts = [];
  for (let next = 1; next <= settings.attempts; next++) {
    if (next > 1) await sleep(backoffBefore(next, settings));
    const attempt = await tryOnce(url, key, settings.timeoutMs, fetcher);
    attempts.push(attempt);
    if (!judgeAttempt(attempt).retry) break;
  }
  return { attempts, verdict: judgeRun(attempts, settings) };
}

/** @typedef {{ apiKey: string, to: string, from: string, api: string }} MailSettings */

/**
 * Tells the agency what the check found through the one issue (github-issue.mjs, told once: a
 * later failing run adds nothing), and e-mails once when it opens one.
 * @param {{ verdict: ReturnType<typeof judgeRun>, github: import('../github-api.mjs').GitHubAccess | undefined,
 *           mail: MailSettings | null, now?: Date, runUrl?: string | undefined, log?: (line: string) => void }} options
 */
export async function reportContactHealth({ verdict, github, mail, now = new Date(), runUrl, log = console.log }) {
  if (!github) {
    log(
      verdict.kind === 'healthy'
        ? 'No GitHub repository to report to (GITHUB_TOKEN, GITHUB_REPOSITORY).'
        : 'Not reported: no GitHub repository (GITHUB_TOKEN, GITHUB_REPOSITORY).',
    );
    return { told: verdict.kind === 'healthy', action: 'none', mailed: false };
  }
  const healthy = verdict.kind === 'healthy';
  const kept = await keepIssue(github, {
    label: HEALTH_LABEL,
    title: HEALTH_TITLE,
    ...(healthy ? {} : { body: issueBody(verdict, now, runUrl) }),
    closingComment: worksAgainComment(now, runUrl),
    whenOpen: 'keep',
  });
  let mailed = false;
  const [issue] = kept.issues;
  if (kept.action === 'opened' && issue) {
    log(`Opened issue #${issue.number}.`);
    if (mail)
      mailed = await sendMail(
        mail,
        HEALTH_TITLE,
        `${issueBody(verdict, now, runUrl)}\n\nThe issue: ${issue.url}`,
        `contact-form-check-${issue.number}`,
        log,
      );
    else log('No e-mail: RESEND_API_KEY, CONTACT_NOTIFY_TO and CONTACT_NOTIFY_FROM are not all set.');
  } else if (kept.action === 'kept' && issue) {
    log(`Issue #${issue.number} is already open: nothing new to tell.`);
  } else if (kept.action === 'closed') {
    for (const closed of kept.issues) log(`Closed issue #${closed.number}.`);
  }
  return { told: true, action: kept.action, mailed };
}

/**
 * One e-mail through the notification e-mail's provider (Resend's `POST /emails`), with an
 * idempotency key so a retried run does not send it twice. A failure is logged, not thrown: the
 * issue already tells.
 * @param {MailSettings} mail @param {string} subject @param {string} text @param {string} key
 * @param {(line: string) => void} log
 */
async function sendMail(mail, subject, text, key, log) {
  try {
    const response = await fetch(`${mail.api.replace(/\/+$/, '')}/emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mail.apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ from: mail.from, to: [mail.to], subject, text }),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.ok) {
      log(`E-mailed ${mail.to}.`);
      return true;
    }
    log(`The e-mail was refused: ${response.status} ${(await response.text()).slice(0, 200)}`);
  } catch (error) {
    log(`The e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  return false;
}

/**
 * The whole run from the environment, as the workflow gives it.
 * @param {Record<string, string | undefined>} env
 * @param {{ sleep?: (ms: number) => Promise<void>, now?: () => Date,
 *           settings?: import('../../src/lib/schedule/contact-health.ts').CheckSettings, log?: (line: string) => void }} [options]
 * @returns {Promise<number>} the exit code
 */
export async function runContactCheck(env, { sleep, now = () => new Date(), settings, log = console.log } = {}) {
  const url = env['PUBLIC_SUPABASE_URL'];
  const key = env['PUBLIC_SUPABASE_ANON_KEY'];
  if (!url || !key) {
    log("PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY must be set (the site's own backend settings).");
    return 1;
  }
  const started = now();
  const { verdict } = await checkContactBackend({
    url,
    key,
    ...(sleep ? { sleep } : {}),
    ...(settings ? { settings } : {}),
  });
  const words = verdictWords(verdict, started);
  log(words ?? `The contact form's backend accepts messages (${verdict.detail}).`);
  if (words)
    log(`What the backend answered: ${verdict.detail} (${verdict.tries} ${verdict.tries === 1 ? 'try' : 'tries'}).`);
  if (words && env['GITHUB_STEP_SUMMARY']) appendFileSync(env['GITHUB_STEP_SUMMARY'], `${words}\n`);

  const github = gitHubFromEnv(env);
  const mail =
    env['RESEND_API_KEY'] && env['CONTACT_NOTIFY_TO'] && env['CONTACT_NOTIFY_FROM']
      ? {
          apiKey: env['RESEND_API_KEY'],
          to: env['CONTACT_NOTIFY_TO'],
          from: env['CONTACT_NOTIFY_FROM'],
          api: env['RESEND_API_URL'] || 'https://api.resend.com',
        }
      : null;
  const runUrl = runUrlOf(env);
  try {
    const report = await reportContactHealth({ verdict, github, mail, now: started, runUrl, log });
    return report.told ? 0 : 1;
  } catch (error) {
    log(`Could not report: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  parseOptions(parseArgs, {}, USAGE);
  process.exitCode = await runContactCheck(process.env);
}

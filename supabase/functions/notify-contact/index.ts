/**
 * Supabase Edge Function (Deno): e-mails the agency about new contact messages, from the outbox
 * in the database (private.contact_notifications, supabase/migrations/…_contact_outbox.sql).
 * Whoever wakes it (pg_net from the insert trigger and from the pg_cron job every minute, or an
 * operator with curl) only says "look"; the function then, over a database connection:
 *   1. forms the e-mails of waiting messages (private.form_contact_emails: singles under the
 *      hourly cap, else a digest at most every 10 minutes);
 *   2. claims the oldest due e-mail (SKIP LOCKED, with a lease), sends it through Resend's HTTP
 *      API with an Idempotency-Key of its own, and records the answer: 2xx marks it and its
 *      messages delivered, anything else schedules a retry with backoff (outbox.ts);
 *   3. repeats until nothing is due, the provider fails, or the run's time budget is spent.
 * Secrets live in the project, never in git (SUPABASE_DB_URL is set by Supabase itself):
 *   supabase secrets set NOTIFY_WEBHOOK_SECRET=… RESEND_API_KEY=… CONTACT_NOTIFY_TO=hello@… CONTACT_NOTIFY_FROM="Website <web@…>"
 * Deploy: supabase functions deploy notify-contact   (docs/notifications.md, "Telling the agency about a new message")
 * Optional, for the tests' stand-in of Resend: RESEND_API_URL, NOTIFY_SEND_TIMEOUT_MS, NOTIFY_SEND_INTERVAL_MS.
 */
import pg from 'npm:pg@8';
import { buildEmail, notificationPayloadFrom } from './email.ts';
import { DELIVERY, idempotencyKey, outcomeOfError, outcomeOfResponse, type SendOutcome } from './outbox.ts';

// Deno's global, declared here so the site's type check (tsc, astro check) covers this file too.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const SECRETS = [
  'NOTIFY_WEBHOOK_SECRET',
  'RESEND_API_KEY',
  'CONTACT_NOTIFY_TO',
  'CONTACT_NOTIFY_FROM',
  'SUPABASE_DB_URL',
] as const;
type Secrets = Record<(typeof SECRETS)[number], string>;

const number = (name: string, fallback: number) => {
  const value = Number(Deno.env.get(name) ?? '');
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const API_URL = (Deno.env.get('RESEND_API_URL') ?? 'https://api.resend.com').replace(/\/$/, '');
const TIMEOUT_MS = number('NOTIFY_SEND_TIMEOUT_MS', DELIVERY.timeoutMs);
const INTERVAL_MS = number('NOTIFY_SEND_INTERVAL_MS', DELIVERY.intervalMs);

const log = (line: string) => console.log(`notify-contact: ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Claimed {
  id: string;
  kind: string;
  idempotency_key: string;
  attempt: number;
  messages: unknown[];
}

interface RunSummary {
  formed: number;
  sent: number;
  failed: number;
  stoppedBy: string | null;
}

/** One POST to the mail API; its outcome, whatever happens on the way. */
async function send(email: Claimed, secrets: Secrets): Promise<SendOutcome> {
  const payload = notificationPayloadFrom({ kind: email.kind, messages: email.messages });
  // Every message of this e-mail was deleted from the table: there is nothing left to tell.
  if (!payload) return { delivered: true, providerId: null };
  const body = JSON.stringify(
    buildEmail(payload, { from: secrets.CONTACT_NOTIFY_FROM, to: secrets.CONTACT_NOTIFY_TO }),
  );
  try {
    const response = await fetch(`${API_URL}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secrets.RESEND_API_KEY}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey(email.idempotency_key),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    return outcomeOfResponse(
      { status: response.status, retryAfter: response.headers.get('retry-after'), body: text },
      email.attempt,
      new Date(),
    );
  } catch (error) {
    return outcomeOfError(error, email.attempt, TIMEOUT_MS);
  }
}

async function run(db: pg.Client, secrets: Secrets): Promise<RunSummary> {
  const started = Date.now();
  const formed = Number((await db.query('select private.form_contact_emails() as n')).rows[0]?.n ?? 0);
  const summary: RunSummary = { formed, sent: 0, failed: 0, stoppedBy: null };
  // One sender at a time keeps the sends paced under the provider's rate limit: a run woken while
  // another sends leaves it to that one (the claim below would keep them apart anyway). The lock
  // ends with this connection, however the run ends.
  const { rows: lock } = await db.query(
    "select pg_catalog.pg_try_advisory_lock(pg_catalog.hashtext('notify-contact sender')) as mine",
  );
  if (lock[0]?.mine !== true) {
    summary.stoppedBy = 'another run is sending';
    return summary;
  }
  while (Date.now() - started < DELIVERY.runBudgetMs) {
    const { rows } = await db.query('select * from private.claim_contact_email(make_interval(secs => $1))', [
      DELIVERY.leaseSeconds,
    ]);
    const email = rows[0] as Claimed | undefined;
    if (!email) break;
    if (summary.sent + summary.failed > 0) await sleep(INTERVAL_MS);
    const outcome = await send(email, secrets);
    const what = `e-mail ${email.id} (${email.kind}, ${email.messages.length} message${email.messages.length === 1 ? '' : 's'}, attempt ${email.attempt})`;
    if (outcome.delivered) {
      await db.query('select private.contact_email_sent($1, $2)', [email.id, outcome.providerId]);
      summary.sent += 1;
      log(`${what} accepted by the mail API${outcome.providerId ? ` as ${outcome.providerId}` : ''}`);
      continue;
    }
    await db.query('select private.contact_email_failed($1, $2, $3, make_interval(secs => $4))', [
      email.id,
      email.attempt,
      outcome.error,
      outcome.retryInSeconds,
    ]);
    summary.failed += 1;
    console.error(`notify-contact: ${what} not sent, next try in ${outcome.retryInSeconds} s: ${outcome.error}`);
    if (outcome.stopRun) {
      summary.stoppedBy = outcome.error;
      break;
    }
  }
  log(`run: ${summary.formed} message(s) put in e-mails, ${summary.sent} e-mail(s) sent, ${summary.failed} failed`);
  return summary;
}

Deno.serve(async (request) => {
  const secrets = Object.fromEntries(SECRETS.map((name) => [name, Deno.env.get(name) ?? ''])) as Secrets;
  if (request.method !== 'POST') return new Response('POST only', { status: 405, headers: { Allow: 'POST' } });
  // Without its own secret the function cannot tell who asks; with it, only the caller that knows it hears more.
  if (secrets.NOTIFY_WEBHOOK_SECRET !== '' && request.headers.get('x-webhook-secret') !== secrets.NOTIFY_WEBHOOK_SECRET)
    return new Response('Forbidden', { status: 403 });
  const unset = SECRETS.filter((name) => secrets[name] === '');
  if (unset.length > 0) {
    const line = `notify-contact: not sending: ${unset.join(', ')} ${unset.length === 1 ? 'is' : 'are'} not set (supabase secrets set …); nothing is marked delivered, every message waits in the outbox`;
    console.error(line);
    return new Response(line, { status: 500 });
  }

  const db = new pg.Client({ connectionString: secrets.SUPABASE_DB_URL, application_name: 'notify-contact' });
  try {
    await db.connect();
    return Response.json(await run(db, secrets));
  } catch (error) {
    console.error(
      `notify-contact: the outbox could not be read or updated: ${error instanceof Error ? error.message : String(error)}`,
    );
    return new Response('The outbox could not be read or updated; see the function logs', { status: 500 });
  } finally {
    await db.end().catch(() => {});
  }
});

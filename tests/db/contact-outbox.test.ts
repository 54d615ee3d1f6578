/**
 * The agency's notifications on the real runtimes: a throwaway PostgreSQL 15 with pg_cron loaded,
 * the notify-contact Edge Function under Deno, and a stand-in of Resend's API whose answers each
 * test sets (tests/support/mail-api.ts). pg_net is the one stand-in of a hosted part
 * (tests/support/pg-net.ts): it is not packaged for Debian. The outbox's clock is moved with
 * `contact.clock` (database-wide, so the function's own connection sees it) instead of sleeping.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { GOOD_MESSAGE } from '../support/contact-cases';
import { SETUP_TIMEOUT } from '../support/engines';
import { startMailApi, type MailApi } from '../support/mail-api';
import {
  notifyFunctionEnv,
  startNotifyFunction,
  WEBHOOK_SECRET,
  type NotifyFunction,
} from '../support/notify-function';
import { drainPgNet, emptyContactTables, startCronDatabase, stopCronDatabase } from '../support/pg-net';
import type { PostgresCluster } from '../../scripts/support/postgres-cluster';

const T0 = Date.parse('2026-11-23T09:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

let cluster: PostgresCluster;
let db: Database;
/** The test's own session, for settings that must stay on one connection. */
let session: pg.Client;
let mail: MailApi;
let fn: NotifyFunction;

/** A database URL the function can use: pg would read ~/.pgpass without a password (trust ignores it). */
const functionEnv = (overrides: Record<string, string | undefined> = {}) =>
  notifyFunctionEnv(mail, cluster.url, overrides);

/** Sets the outbox clock for every new session (the function's) and for this test's session. */
async function setClock(iso: string | null) {
  await db.query(
    iso === null
      ? 'alter database postgres reset contact.clock'
      : `alter database postgres set contact.clock = '${iso}'`,
  );
  await session.query(iso === null ? 'reset contact.clock' : `set contact.clock = '${iso}'`);
}

/** A visitor's insert, as PostgREST runs it for the anon role. */
async function visit(index: number, extra: Partial<typeof GOOD_MESSAGE> = {}) {
  await session.query('begin');
  try {
    await session.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify({ 'x-forwarded-for': `100.64.${index >> 8}.${index & 255}` }),
    ]);
    await session.query('set local role anon');
    const m = { ...GOOD_MESSAGE, email: `visitor-${index}@example.com`, subject: `Subject ${index}`, ...extra };
    // The four form columns, and where the visit came from when the test gives it.
    const columns = Object.keys(m);
    await session.query(
      `insert into public.contact_messages (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(m),
    );
    await session.query('commit');
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}

const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await session.query(sql, params)).rows[0] as T;
const emails = async () =>
  (
    await session.query(
      'select id::int, kind, cardinality(message_ids) as size, attempts, sent_at is not null as sent, last_error, next_attempt_at from private.contact_notifications order by id',
    )
  ).rows as {
    id: number;
    kind: string;
    size: number;
    attempts: number;
    sent: boolean;
    last_error: string | null;
    next_attempt_at: Date | null;
  }[];
const notifiedCount = async () =>
  Number(
    (await one<{ n: string }>('select count(*) as n from public.contact_messages where notified_at is not null')).n,
  );

beforeAll(async () => {
  ({ cluster, db, session } = await startCronDatabase());
  await applySchema(db);
  mail = await startMailApi();
  fn = await startNotifyFunction(functionEnv());
}, SETUP_TIMEOUT);

afterAll(async () => {
  await fn?.stop();
  await mail?.stop();
  await stopCronDatabase({ cluster, db, session });
}, SETUP_TIMEOUT);

beforeEach(async () => {
  await emptyContactTables(db);
  await db.query('delete from net.http_request_queue');
  await db.query('update private.contact_settings set notify_url = null, notify_secret = null');
  await setContactLimits(db, { per_client_max: 1000, per_sender_max: 1000, global_max: 1000 });
  await setClock(at(0));
  mail.reset();
  mail.ratePerSecond = Infinity;
});

describe('the migration on PostgreSQL 15 with pg_cron', () => {
  it('registers one job every minute that wakes the outbox (the old digest job is gone)', async () => {
    const { rows } = await db.query('select jobname, schedule, command, active from cron.job order by jobname');
    expect(rows).toEqual([
      {
        jobname: 'contact-notify',
        schedule: '* * * * *',
        command: 'select private.contact_notify_tick()',
        active: true,
      },
      {
        jobname: 'contact-prune-buckets',
        schedule: '17 3 * * *',
        command: 'select private.prune_contact_buckets()',
        active: true,
      },
      {
        jobname: 'contact-retention',
        schedule: '43 3 * * *',
        command: 'select private.delete_expired_contact_messages()',
        active: true,
      },
    ]);
  });

  it('webhook.sql (the hosted project’s switch) runs twice and leaves the same jobs, the old digest job removed', async () => {
    const sql = readFileSync(new URL('../../supabase/functions/notify-contact/webhook.sql', import.meta.url), 'utf8');
    // pg_net cannot be installed here: the stand-in's schema is already there, so only its line goes.
    const runnable = sql.replace('create extension if not exists pg_net;', '');
    expect(runnable).not.toBe(sql);
    await db.query("select cron.schedule('contact-digest', '*/10 * * * *', 'select 1')");
    await db.exec(runnable);
    await db.exec(runnable);
    const { rows } = await db.query('select jobname, schedule, command from cron.job order by jobname');
    expect(rows).toEqual([
      { jobname: 'contact-notify', schedule: '* * * * *', command: 'select private.contact_notify_tick()' },
      { jobname: 'contact-prune-buckets', schedule: '17 3 * * *', command: 'select private.prune_contact_buckets()' },
      {
        jobname: 'contact-retention',
        schedule: '43 3 * * *',
        command: 'select private.delete_expired_contact_messages()',
      },
    ]);
    expect((await db.query('select notify_url, notify_secret from private.contact_settings')).rows).toEqual([
      {
        notify_url: 'https://<project-ref>.supabase.co/functions/v1/notify-contact',
        notify_secret: '<webhook-secret>',
      },
    ]);
  });

  it('runs the whole path for real: insert → pg_cron → pg_net → the function under Deno → the mail API → delivered', async () => {
    await setClock(null);
    await setContactLimits(db, {
      per_client_max: 1000,
      per_sender_max: 1000,
      global_max: 1000,
      notify_singles_per_hour: 2,
    });
    for (let index = 0; index < 3; index += 1) await visit(index);
    // Turned on after the inserts, so only the scheduled job can wake the function.
    await db.query('update private.contact_settings set notify_url = $1, notify_secret = $2', [fn.url, WEBHOOK_SECRET]);
    expect(await emails()).toEqual([]);
    const since = new Date();
    // pg_cron 1.4 (Debian's) runs a job at most once a minute, at the start of the minute.
    let run: { status: string } | undefined;
    const deadline = Date.now() + 75_000;
    while (Date.now() < deadline) {
      await drainPgNet(db);
      run = (
        await db.query(
          "select status from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'contact-notify' and d.start_time >= $1 and d.status <> 'running'",
          [since],
        )
      ).rows[0] as { status: string } | undefined;
      if (run && (await notifiedCount()) === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(run).toEqual({ status: 'succeeded' });
    expect((await emails()).map((e) => [e.kind, e.size, e.sent])).toEqual([
      ['single', 1, true],
      ['single', 1, true],
      ['digest', 1, true],
    ]);
    expect(await notifiedCount()).toBe(3);
    expect(mail.sent.map((e) => e.subject)).toEqual([
      'Website enquiry: Subject 0 (Amina Otieno)',
      'Website enquiry: Subject 1 (Amina Otieno)',
      'Website enquiries: 1 message (digest)',
    ]);
    expect(new Set(mail.sent.map((e) => e.idempotencyKey)).size).toBe(3);
    const response = (await db.query('select status_code from net._http_response order by created desc limit 1'))
      .rows[0];
    expect(response).toEqual({ status_code: 200 });
  }, 120_000);

  it('wakes the function from the insert, after commit only: a refused insert queues nothing', async () => {
    await db.query(
      "update private.contact_settings set notify_url = 'https://ref.example/functions/v1/notify-contact', notify_secret = 's3cret', per_client_max = 1",
    );
    await visit(7);
    await expect(visit(7)).rejects.toMatchObject({ code: 'PT429' });
    const { rows } = await db.query(
      "select url, headers, convert_from(body, 'UTF8') as body from net.http_request_queue",
    );
    expect(rows).toEqual([
      {
        url: 'https://ref.example/functions/v1/notify-contact',
        headers: { 'Content-Type': 'application/json', 'x-webhook-secret': 's3cret' },
        body: '{}',
      },
    ]);
  });
});

describe('the function under Deno against the mail API', () => {
  it('2xx: marks the e-mail and its message delivered, with Reply-To the visitor', async () => {
    await visit(1);
    const { status, body } = await fn.wake();
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ formed: 1, sent: 1, failed: 0, stoppedBy: null });
    expect((await emails()).map((e) => [e.kind, e.attempts, e.sent])).toEqual([['single', 1, true]]);
    expect(await notifiedCount()).toBe(1);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: ['hello@example.com'],
      from: 'Website <web@example.com>',
      replyTo: 'visitor-1@example.com',
    });
    expect(mail.sent[0]?.idempotencyKey).toMatch(/^contact-notification\/[0-9a-f-]{36}$/);
  });

  it('names where the visit came from in the e-mail; hostile values are cut or left out, the message delivered intact', async () => {
    await visit(1, {
      landing_page: '/work/x/?utm_source=newsletter&utm_medium=email',
      referrer_host: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
    await visit(2, {
      landing_page: `/?q=${'x'.repeat(5000)}`,
      referrer_host: 'evil.example\r\nBcc: victim@example.com',
      utm_source: 'news\r\nBcc: victim@example.com',
      utm_medium: '<script>alert(1)</script>',
      utm_campaign: `\u001b[2J${'c'.repeat(5000)}`,
    });
    const { status, body } = await fn.wake();
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ formed: 2, sent: 2, failed: 0 });
    expect(await notifiedCount()).toBe(2);
    const [first, second] = mail.sent;
    expect(first?.text).toContain(
      '\nLanding page: /work/x/?utm_source=newsletter&utm_medium=email\nReferrer: news.example.com\nutm_source: newsletter\nutm_medium: email',
    );
    expect(second).toMatchObject({
      replyTo: 'visitor-2@example.com',
      subject: `Website enquiry: Subject 2 (${GOOD_MESSAGE.name})`,
    });
    const lines = second?.text.split('\n') ?? [];
    expect(lines[0]).toBe(GOOD_MESSAGE.message.split('\n')[0]);
    expect(lines).toContain(`Landing page: /?q=${'x'.repeat(500 - 4)}`);
    expect(lines).toContain('utm_source: news Bcc: victim@example.com');
    expect(lines).toContain(`utm_campaign: [2J${'c'.repeat(100 - 3)}`);
    expect(lines.some((line) => /^(Referrer|utm_medium|Bcc)/.test(line))).toBe(false);
    // eslint-disable-next-line no-control-regex -- finding control characters is what this does
    expect(second?.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('500: nothing marked delivered, retried a minute later with the same key, then delivered', async () => {
    await visit(1);
    mail.answer = { kind: 'status', status: 500 };
    expect(JSON.parse((await fn.wake()).body)).toMatchObject({ sent: 0, failed: 1 });
    let [email] = await emails();
    expect(email).toMatchObject({
      sent: false,
      attempts: 1,
      last_error: expect.stringMatching(/^mail API answered 500: /),
    });
    expect(email?.next_attempt_at?.toISOString()).toBe(at(60));
    expect(await notifiedCount()).toBe(0);

    // Not due yet: a wake half a minute later sends nothing.
    await setClock(at(30));
    mail.answer = { kind: 'accept' };
    expect(JSON.parse((await fn.wake()).body)).toMatchObject({ sent: 0, failed: 0 });
    await setClock(at(61));
    expect(JSON.parse((await fn.wake()).body)).toMatchObject({ sent: 1 });
    [email] = await emails();
    expect(email).toMatchObject({ sent: true, attempts: 2, last_error: null });
    expect(await notifiedCount()).toBe(1);
    expect(mail.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(new Set(mail.requests.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('429 with Retry-After: waits that long, and the run stops (the other e-mails wait too)', async () => {
    await visit(1);
    await visit(2);
    mail.answer = { kind: 'status', status: 429, retryAfter: '7' };
    expect(JSON.parse((await fn.wake()).body)).toMatchObject({
      formed: 2,
      sent: 0,
      failed: 1,
      stoppedBy: expect.stringMatching(/^mail API answered 429/),
    });
    expect(mail.requests).toHaveLength(1);
    const [first, second] = await emails();
    expect(first?.next_attempt_at?.toISOString()).toBe(at(7));
    expect(second).toMatchObject({ attempts: 0, sent: false });
    expect(second?.next_attempt_at?.toISOString()).toBe(at(0));
  });

  it('a hang past the timeout: recorded as a failure; the retry carries the same key, so the provider sends it once', async () => {
    await visit(1);
    // The provider sends the e-mail but answers only after the function gave up (1 s here).
    mail.answer = { kind: 'hang', ms: 2500, accept: true };
    expect(JSON.parse((await fn.wake()).body)).toMatchObject({ sent: 0, failed: 1 });
    expect((await emails())[0]).toMatchObject({
      sent: false,
      attempts: 1,
      last_error: 'mail API unreachable: no answer within 1 s',
    });
    expect(await fn.logLine('not sent, next try in 60 s: mail API unreachable: no answer within 1 s')).toMatch(
      /^notify-contact: e-mail \d+ \(single, 1 message, attempt 1\) not sent/,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the hung answer leaves
    mail.answer = { kind: 'accept' };
    await setClock(at(61));
    expect(JSON.parse((await fn.wake()).body)).toMatchObject({ sent: 1 });
    expect(mail.requests).toHaveLength(2);
    expect(mail.sent).toHaveLength(1);
    expect(await notifiedCount()).toBe(1);
  }, 30_000);
});

describe('faults', () => {
  it('the function killed between the provider’s 2xx and the database update: none lost, no duplicate with the key, at most one without', async () => {
    const figures: Record<string, number> = {};
    for (const idempotency of [true, false]) {
      await db.query('delete from public.contact_messages');
      await db.query('delete from private.contact_notifications');
      mail.reset();
      mail.ratePerSecond = Infinity;
      mail.idempotency = idempotency;
      await setClock(at(0));
      await visit(idempotency ? 1 : 2);
      const victim = await startNotifyFunction(functionEnv());
      mail.onAccepted = () => victim.kill();
      await expect(victim.wake()).rejects.toThrow();
      await victim.stop();
      mail.onAccepted = null;
      expect(mail.sent).toHaveLength(1);
      expect((await emails())[0]).toMatchObject({ sent: false, attempts: 1 });
      expect(await notifiedCount()).toBe(0);
      // Within the lease nobody takes it again; after it, the next run sends it with the same key.
      await setClock(at(30));
      expect(JSON.parse((await fn.wake()).body)).toMatchObject({ sent: 0 });
      await setClock(at(61));
      expect(JSON.parse((await fn.wake()).body)).toMatchObject({ sent: 1 });
      expect(await notifiedCount()).toBe(1);
      expect(new Set(mail.requests.map((r) => r.idempotencyKey)).size).toBe(1);
      figures[idempotency ? 'inbox e-mails, provider honours the key' : 'inbox e-mails, provider ignores the key'] =
        mail.sent.length;
    }
    console.log('killed between 2xx and update:', figures);
    expect(figures).toEqual({
      'inbox e-mails, provider honours the key': 1,
      'inbox e-mails, provider ignores the key': 2,
    });
  }, 60_000);

  it('two scheduler runs at once: each message in one e-mail, each e-mail sent once', async () => {
    await setContactLimits(db, {
      per_client_max: 1000,
      per_sender_max: 1000,
      global_max: 1000,
      notify_singles_per_hour: 30,
    });
    for (let index = 0; index < 40; index += 1) await visit(index);
    // Two pg_cron ticks at once form the e-mails under one lock: 30 singles and one digest of 10.
    const tickers = [
      new pg.Client({ connectionString: cluster.url }),
      new pg.Client({ connectionString: cluster.url }),
    ];
    await Promise.all(tickers.map((client) => client.connect()));
    const ticks = await Promise.all(
      tickers.map((client) => client.query('select private.contact_notify_tick() as due')),
    ).finally(() => Promise.all(tickers.map((client) => client.end())));
    expect(ticks.map((t) => t.rows[0]?.['due'])).toEqual([31, 31]);
    const members = (await session.query('select unnest(message_ids) as id from private.contact_notifications')).rows;
    expect(members).toHaveLength(40);
    expect(new Set(members.map((m) => m['id'])).size).toBe(40);
    // Two function runs at once, the provider slow enough that they overlap throughout.
    mail.answer = { kind: 'hang', ms: 20, accept: true };
    const second = await startNotifyFunction(functionEnv({ NOTIFY_SEND_INTERVAL_MS: '1' }));
    const runs = await Promise.all([fn.wake(), second.wake()]).finally(() => second.stop());
    const summaries = runs.map((run) => JSON.parse(run.body) as { sent: number; stoppedBy: string | null });
    expect(summaries.map((summary) => summary.sent).sort((a, b) => a - b)).toEqual([0, 31]);
    expect(summaries.find((summary) => summary.sent === 0)?.stoppedBy).toBe('another run is sending');
    expect(mail.requests).toHaveLength(31);
    expect(mail.requests.every((r) => r.status === 200)).toBe(true);
    expect(new Set(mail.requests.map((r) => r.idempotencyKey)).size).toBe(31);
    expect(mail.messageIds()).toHaveLength(40);
    expect(await notifiedCount()).toBe(40);
  }, 60_000);

  it('two claims at once (runs on a pooled connection, where the run lock cannot hold): never the same e-mail', async () => {
    await setContactLimits(db, {
      per_client_max: 1000,
      per_sender_max: 1000,
      global_max: 1000,
      notify_singles_per_hour: 30,
    });
    for (let index = 0; index < 3; index += 1) await visit(index);
    await session.query('select private.form_contact_emails()');
    const runs = [new pg.Client({ connectionString: cluster.url }), new pg.Client({ connectionString: cluster.url })];
    await Promise.all(runs.map((client) => client.connect()));
    try {
      await Promise.all(runs.map((client) => client.query('begin')));
      const claimed = [];
      // The first holds its claim uncommitted (mid-statement, as a slow run would); the second skips it.
      for (const client of runs)
        claimed.push((await client.query('select id::int from private.claim_contact_email()')).rows[0]?.['id']);
      await Promise.all(runs.map((client) => client.query('commit')));
      expect(new Set(claimed).size).toBe(2);
      // Committed claims hold through their lease: a third claim takes the last e-mail, a fourth finds none.
      expect((await session.query('select id::int from private.claim_contact_email()')).rows).toHaveLength(1);
      expect((await session.query('select id::int from private.claim_contact_email()')).rows).toHaveLength(0);
    } finally {
      await Promise.all(runs.map((client) => client.end()));
    }
  });

  it('a missing secret: a clear log line, nothing sent, nothing marked delivered', async () => {
    await visit(1);
    const broken = await startNotifyFunction(functionEnv({ RESEND_API_KEY: undefined }));
    try {
      const { status, body } = await broken.wake();
      expect(status).toBe(500);
      expect(body).toContain('RESEND_API_KEY is not set');
      expect(await broken.logLine('not sending')).toBe(
        'notify-contact: not sending: RESEND_API_KEY is not set (supabase secrets set …); nothing is marked delivered, every message waits in the outbox',
      );
    } finally {
      await broken.stop();
    }
    // Anyone else gets nothing from it: a wrong secret 403, a GET 405.
    expect((await fetch(fn.url, { method: 'POST', headers: { 'x-webhook-secret': 'wrong' }, body: '{}' })).status).toBe(
      403,
    );
    expect((await fetch(fn.url)).status).toBe(405);
    expect(mail.requests).toEqual([]);
    expect(await notifiedCount()).toBe(0);
    // The message is still waiting, and reaches the inbox once the secret is set.
    expect(JSON.parse((await fn.wake()).body)).toMatchObject({ formed: 1, sent: 1 });
  });

  it('lists a message undelivered for an hour in private.contact_messages_undelivered, with why', async () => {
    await visit(1);
    await db.query('update public.contact_messages set created_at = $1', [at(0)]);
    mail.answer = { kind: 'status', status: 503 };
    await fn.wake();
    await setClock(at(3599));
    expect((await session.query('select count(*)::int as n from private.contact_messages_undelivered')).rows).toEqual([
      { n: 0 },
    ]);
    await setClock(at(3600));
    const { rows } = await session.query(
      'select email, kind, attempts, last_error, waiting::text from private.contact_messages_undelivered',
    );
    expect(rows).toEqual([
      {
        email: 'visitor-1@example.com',
        kind: 'single',
        attempts: 1,
        last_error: expect.stringMatching(/^mail API answered 503/),
        waiting: '01:00:00',
      },
    ]);
    // The operator's resend after fixing the cause: every unsent e-mail is due now.
    expect(await one('select private.retry_contact_emails() as n')).toEqual({ n: 1 });
    mail.answer = { kind: 'accept' };
    expect(JSON.parse((await fn.wake()).body)).toMatchObject({ sent: 1 });
    expect((await session.query('select count(*)::int as n from private.contact_messages_undelivered')).rows).toEqual([
      { n: 0 },
    ]);
  });
});

/**
 * The fault run: with the limits raised, 500 messages arrive over a simulated hour while the mail
 * API answers 500 to everything, then it recovers and 30 more simulated minutes pass. Every
 * simulated minute: the messages of that minute are inserted as anon, pg_cron's registered jobs
 * that are due at that minute run (read from cron.job, with the outbox clock at that minute), and
 * pg_net's queue is sent (the insert trigger's and the job's requests to the function under
 * Deno). The figures come from the mail API stand-in's inbox: messages e-mailed, never e-mailed,
 * duplicated, e-mails and requests.
 *
 * CONTACT_FAULT_BASELINE=<commit> runs the same simulation on that commit's migrations and
 * notify-contact function instead (its Resend URL pointed at the stand-in): on the commit before
 * the outbox it fails, and prints what it lost.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { GOOD_MESSAGE } from '../support/contact-cases';
import { SETUP_TIMEOUT } from '../support/engines';
import { startMailApi, type MailApi } from '../support/mail-api';
import {
  FUNCTION_FILE,
  notifyFunctionEnv,
  startNotifyFunction,
  WEBHOOK_SECRET,
  type NotifyFunction,
} from '../support/notify-function';
import { drainPgNet, startCronDatabase } from '../support/pg-net';
import type { PostgresCluster } from '../../scripts/support/postgres-cluster';

const MESSAGES = 500;
const OUTAGE_MINUTES = 60;
const AFTER_MINUTES = 30;
const T0 = Date.parse('2026-11-23T09:00:00Z');
const minute = (m: number) => new Date(T0 + m * 60_000).toISOString();
const BASELINE = process.env['CONTACT_FAULT_BASELINE'];

/** Does a five-field cron schedule fire at this time? Minute and hour fields: `*`, `*\/n`, numbers, lists. */
function cronFires(schedule: string, time: Date): boolean {
  const [minutes = '*', hours = '*'] = schedule.trim().split(/\s+/);
  const field = (spec: string, value: number) =>
    spec
      .split(',')
      .some(
        (part) =>
          part === '*' || (part.startsWith('*/') ? value % Number(part.slice(2)) === 0 : Number(part) === value),
      );
  return field(minutes, time.getUTCMinutes()) && field(hours, time.getUTCHours());
}

let cluster: PostgresCluster;
let db: Database;
let session: pg.Client;
let mail: MailApi;
let fn: NotifyFunction;
let baselineDir = '';

/** The SQL and the function of the system under test: this tree, or the baseline commit's. */
async function applySystem() {
  if (!BASELINE) {
    await applySchema(db);
    return FUNCTION_FILE;
  }
  baselineDir = mkdtempSync(join(tmpdir(), 'contact-baseline-'));
  const files = execFileSync('git', ['ls-tree', '-r', '--name-only', BASELINE, 'supabase/'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(join(baselineDir, file, '..'), { recursive: true });
    writeFileSync(join(baselineDir, file), execFileSync('git', ['show', `${BASELINE}:${file}`]));
  }
  const migrations = readdirSync(join(baselineDir, 'supabase/migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const file of ['supabase/local/roles.sql', ...migrations.map((name) => `supabase/migrations/${name}`)])
    await db.exec(readFileSync(join(baselineDir, file), 'utf8'));
  const fnFile = join(baselineDir, 'supabase/functions/notify-contact/index.ts');
  writeFileSync(fnFile, readFileSync(fnFile, 'utf8').replaceAll('https://api.resend.com', mail.url));
  return fnFile;
}

beforeAll(async () => {
  ({ cluster, db, session } = await startCronDatabase());
  mail = await startMailApi();
  const file = await applySystem();
  // The simulation runs the registered jobs itself, at simulated minutes; pg_cron must not add real ones.
  await db.query('update cron.job set active = false');
  await setContactLimits(db, { per_client_max: 100_000, per_sender_max: 100_000, global_max: 100_000 });
  // The function's own send timeout (the others' 1 s is for their hung-answer cases).
  fn = await startNotifyFunction(notifyFunctionEnv(mail, cluster.url, { NOTIFY_SEND_TIMEOUT_MS: undefined }), file);
  await db.query('update private.contact_settings set notify_url = $1, notify_secret = $2', [fn.url, WEBHOOK_SECRET]);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await fn?.stop();
  await mail?.stop();
  await session?.end();
  await db?.close();
  await cluster?.stop();
  if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });
}, SETUP_TIMEOUT);

it(`${MESSAGES} messages during a ${OUTAGE_MINUTES}-minute outage of the mail API all reach the inbox after it recovers, none twice`, async () => {
  const jobs = (await db.query('select schedule, command from cron.job')).rows as {
    schedule: string;
    command: string;
  }[];
  expect(jobs.length).toBeGreaterThan(0);
  const sentAt: number[] = [];
  let stuckMax = 0;
  let inserted = 0;
  /** Moves every clock to `time`: the outbox's (this session's and, database-wide, the function's) and the provider's rate limit's. */
  const setClock = async (time: number) => {
    const iso = new Date(time).toISOString();
    await db.query(`alter database postgres set contact.clock = '${iso}'`);
    await session.query(`set contact.clock = '${iso}'`);
    const realStart = Date.now();
    mail.clock = () => time + (Date.now() - realStart);
  };
  for (let m = 0; m < OUTAGE_MINUTES + AFTER_MINUTES; m += 1) {
    const start = T0 + m * 60_000;
    await setClock(start);
    mail.answer = m < OUTAGE_MINUTES ? { kind: 'status', status: 500 } : { kind: 'accept' };
    for (const job of jobs) if (cronFires(job.schedule, new Date(start))) await session.query(job.command);
    while ((await drainPgNet(db)) > 0);
    // This minute's messages, spread over it; pg_net sends each insert's request at once.
    const arriving =
      m < OUTAGE_MINUTES
        ? Math.floor((MESSAGES * (m + 1)) / OUTAGE_MINUTES) - Math.floor((MESSAGES * m) / OUTAGE_MINUTES)
        : 0;
    for (let index = 0; index < arriving; index += 1) {
      const time = start + Math.floor(((index + 0.5) * 60_000) / arriving);
      await setClock(time);
      inserted += 1;
      const email = `fault-${inserted}@example.com`;
      await session.query('begin');
      await session.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ 'x-forwarded-for': `10.9.${inserted >> 8}.${inserted & 255}` }),
      ]);
      await session.query('set local role anon');
      await session.query(
        'insert into public.contact_messages (name, email, subject, message) values ($1, $2, $3, $4)',
        [GOOD_MESSAGE.name, email, `Fault ${inserted}`, GOOD_MESSAGE.message],
      );
      await session.query('commit');
      // The row arrives at the simulated time (the table's default is the real now()).
      await session.query('update public.contact_messages set created_at = $1 where email = $2', [
        new Date(time).toISOString(),
        email,
      ]);
      while ((await drainPgNet(db)) > 0);
    }
    for (let sent = sentAt.length; sent < mail.sent.length; sent += 1) sentAt.push(m);
    if (!BASELINE) {
      const listed = Number(
        (await session.query('select count(*) as n from private.contact_messages_undelivered')).rows[0]?.n,
      );
      stuckMax = Math.max(stuckMax, listed);
    }
  }

  /** The most e-mails of a kind the outbox formed within any window of that length. */
  const most = async (kind: string, span: string) =>
    Number(
      (
        await session.query(
          `select coalesce(max((select count(*) from private.contact_notifications b where b.kind = a.kind and b.created_at >= a.created_at and b.created_at < a.created_at + $2::interval)), 0) as n
             from private.contact_notifications a where a.kind = $1`,
          [kind, span],
        )
      ).rows[0]?.n,
    );
  const stored = Number((await session.query('select count(*) as n from public.contact_messages')).rows[0]?.n);
  const mentions = mail.messageIds();
  const distinct = new Set(mentions);
  const byStatus = Object.fromEntries(
    [...new Set(mail.requests.map((r) => r.status))]
      .sort()
      .map((status) => [status, mail.requests.filter((r) => r.status === status).length]),
  );
  const figures = {
    system: BASELINE ? `baseline ${BASELINE}` : 'this tree',
    'messages stored': stored,
    'messages e-mailed after recovery': distinct.size,
    'messages never e-mailed': stored - distinct.size,
    'messages e-mailed more than once': mentions.length - distinct.size,
    'e-mails in the inbox': mail.sent.length,
    'single e-mails': mail.sent.filter((e) => !e.subject.startsWith('Website enquiries:')).length,
    'digest e-mails': mail.sent.filter((e) => e.subject.startsWith('Website enquiries:')).length,
    'mail API requests': mail.requests.length,
    'mail API requests by status': byStatus,
    'minutes from recovery to the last e-mail': sentAt.length > 0 ? Math.max(...sentAt) - OUTAGE_MINUTES : null,
    'most messages listed undelivered (waiting over an hour) at any minute': BASELINE ? 'no such view' : stuckMax,
    'most single e-mails formed in any hour': await most('single', '1 hour'),
    'most digests formed in any 10 minutes': await most('digest', '10 minutes'),
  };
  console.log(
    `fault run (${MESSAGES} messages, mail API down ${OUTAGE_MINUTES} simulated minutes, then ${AFTER_MINUTES} more):\n${JSON.stringify(figures, null, 2)}`,
  );

  expect(stored).toBe(MESSAGES);
  expect(figures['messages e-mailed after recovery']).toBe(MESSAGES);
  expect(figures['messages never e-mailed']).toBe(0);
  expect(figures['messages e-mailed more than once']).toBe(0);
  // The bounds: at most 20 singles in any hour, a digest at most every 10 minutes.
  expect(figures['most single e-mails formed in any hour']).toBeLessThanOrEqual(20);
  expect(figures['most digests formed in any 10 minutes']).toBe(1);
  // Backoff is capped at 10 minutes and pg_cron wakes the function every minute.
  expect(figures['minutes from recovery to the last e-mail']).toBeLessThanOrEqual(11);
  expect(stuckMax).toBeGreaterThan(0);
  expect(
    Number((await session.query('select count(*) as n from private.contact_messages_undelivered')).rows[0]?.n),
  ).toBe(0);
}, 600_000);

it('reads cron schedules as pg_cron does for the minute and hour fields', () => {
  expect(cronFires('* * * * *', new Date(minute(7)))).toBe(true);
  expect(cronFires('*/10 * * * *', new Date(minute(10)))).toBe(true);
  expect(cronFires('*/10 * * * *', new Date(minute(11)))).toBe(false);
  expect(cronFires('17 3 * * *', new Date('2026-11-23T03:17:00Z'))).toBe(true);
  expect(cronFires('17 3 * * *', new Date('2026-11-23T09:17:00Z'))).toBe(false);
});

/**
 * How long contact messages are kept: the period the privacy page states (read from the
 * migrations by src/lib/build/retention.ts, retentionMonthsOf) is the database's setting, and the daily pg_cron job deletes exactly the messages older than it,
 * with their notification e-mails and buckets, on PostgreSQL 15 with pg_cron loaded. Rows are
 * dated past the period; the job's command runs as pg_cron would run it.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrationsIn } from '../../integrations/retention-check';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { retentionMonthsOf } from '../../src/lib/build/retention';
import { GOOD_MESSAGE, RAISED_LIMITS } from '../support/contact-cases';
import { PGLITE, SETUP_TIMEOUT } from '../support/engines';
import { emptyContactTables, startCronDatabase, stopCronDatabase } from '../support/pg-net';
import type { PostgresCluster } from '../../scripts/support/postgres-cluster';

/** The period the privacy page states: what the site reads from the migrations. */
const STATED_MONTHS = retentionMonthsOf(migrationsIn(fileURLToPath(new URL('../..', import.meta.url))));

/** The database's period is exactly `months` months (not, say, 720 days, which compares equal). */
async function periodIsMonths(db: Database, months: number): Promise<boolean> {
  const { rows } = await db.query(
    'select message_retention::text = make_interval(months => $1)::text as same from private.contact_settings',
    [months],
  );
  return rows[0]?.['same'] === true;
}

describe("the privacy page's period and the database's", () => {
  let db: Database;
  let close = async () => {};
  beforeAll(async () => {
    ({ db, close } = await PGLITE.open());
    await applySchema(db);
  }, SETUP_TIMEOUT);
  afterAll(() => close(), SETUP_TIMEOUT);

  it('are the same on a freshly migrated database', async () => {
    expect(await periodIsMonths(db, STATED_MONTHS)).toBe(true);
  });

  it('differ for any other period the page could state', async () => {
    expect(await periodIsMonths(db, STATED_MONTHS + 1)).toBe(false);
  });

  it('differ, and this test fails, when the database changes alone', async () => {
    const months = STATED_MONTHS;
    for (const other of [`${months + 1} months`, `${months * 30} days`, `${months} months 1 day`]) {
      await db.query('update private.contact_settings set message_retention = $1::interval', [other]);
      expect(await periodIsMonths(db, months), other).toBe(false);
    }
    await db.query('update private.contact_settings set message_retention = default');
    expect(await periodIsMonths(db, months)).toBe(true);
  });
});

describe('the daily retention job on PostgreSQL 15 with pg_cron', () => {
  let cluster: PostgresCluster;
  let db: Database;
  let session: pg.Client;

  beforeAll(async () => {
    ({ cluster, db, session } = await startCronDatabase());
    await applySchema(db);
    await setContactLimits(db, RAISED_LIMITS); // many messages from one sender here
  }, SETUP_TIMEOUT);
  afterAll(() => stopCronDatabase({ cluster, db, session }), SETUP_TIMEOUT);

  beforeEach(async () => {
    await emptyContactTables(db);
    await db.query('update private.contact_settings set message_retention = default');
  });

  /** A message received `ago` before now (an interval), as the owner inserts it; its id. */
  async function message(label: string, ago: string): Promise<string> {
    const { rows } = await db.query(
      `insert into public.contact_messages (name, email, subject, message, created_at)
       values ($1, $2, $3, $4, now() - $5::interval) returning id`,
      [GOOD_MESSAGE.name, `${label}@example.com`, label, GOOD_MESSAGE.message, ago],
    );
    return String(rows[0]?.['id']);
  }

  /** A notification e-mail carrying `ids`: delivered (and its messages notified) or still due. */
  async function email(kind: 'single' | 'digest', ids: string[], sent: boolean): Promise<number> {
    const { rows } = await db.query(
      `insert into private.contact_notifications (kind, message_ids, next_attempt_at, sent_at)
       values ($1, $2::uuid[], case when $3 then null else now() end, case when $3 then now() end) returning id`,
      [kind, ids, sent],
    );
    if (sent)
      await db.query('update public.contact_messages set notified_at = now() where id = any ($1::uuid[])', [ids]);
    return Number(rows[0]?.['id']);
  }

  const job = async () =>
    (await db.query("select schedule, command, active from cron.job where jobname = 'contact-retention'")).rows[0] as
      { schedule: string; command: string; active: boolean } | undefined;

  /** The job's command, run as pg_cron runs it: one statement in its own transaction. */
  async function runJob(): Promise<{ deleted: Record<string, number>; digests_trimmed: number }> {
    const command = (await job())?.command ?? '';
    const { rows } = await db.query(command);
    return Object.values(rows[0] ?? {})[0] as { deleted: Record<string, number>; digests_trimmed: number };
  }

  const messageIds = async () =>
    (await db.query('select id::text from public.contact_messages')).rows.map((r) => String(r['id'])).sort();
  const emails = async () =>
    (
      await db.query(
        'select id::int, kind, message_ids::text[] as ids, sent_at is not null as sent from private.contact_notifications order by id',
      )
    ).rows as { id: number; kind: string; ids: string[]; sent: boolean }[];
  /** Ids an e-mail names that are no message any more. */
  const dangling = async () =>
    (
      await db.query(
        `select x::text from private.contact_notifications n, unnest(n.message_ids) x
          where not exists (select from public.contact_messages m where m.id = x)`,
      )
    ).rows;

  it('is registered once with a daily schedule', async () => {
    expect(await job()).toEqual({
      schedule: expect.stringMatching(/^\d{1,2} \d{1,2} \* \* \*$/),
      command: 'select private.delete_expired_contact_messages()',
      active: true,
    });
    const { rows } = await db.query("select count(*)::int as n from cron.job where jobname = 'contact-retention'");
    expect(rows[0]?.['n']).toBe(1);
  });

  it('deletes exactly the messages older than the period, with their e-mails and buckets; a second run deletes nothing', async () => {
    const { rows } = await db.query('select message_retention::text as period from private.contact_settings');
    const period = String(rows[0]?.['period']);
    const past = `${period} 1 day`;
    const old = {
      delivered: await message('old-delivered', past),
      pending: await message('old-pending', past),
      unformed: await message('old-unformed', past),
      inDigest: await message('old-in-digest', past),
      justPast: await message('old-just-past', `${period} 1 minute`),
    };
    const kept = {
      justInside: await message('kept-just-inside', `${period} -1 hour`),
      inDigest: await message('kept-in-digest', '5 minutes'),
      delivered: await message('kept-delivered', '1 day'),
      pending: await message('kept-pending', '2 minutes'),
      unformed: await message('kept-unformed', '1 minute'),
    };
    await email('single', [old.delivered], true);
    await email('single', [old.pending], false);
    await email('single', [old.justPast], true);
    const digest = await email('digest', [old.inDigest, kept.inDigest], false);
    await email('single', [kept.justInside], false);
    await email('single', [kept.delivered], true);
    await email('single', [kept.pending], false);
    // The inserts opened buckets now; one opened before the period is what the job removes.
    await db.query(
      "insert into private.contact_rate_buckets (bucket, window_start, hits) values ('sender:old', now() - $1::interval, 1)",
      [past],
    );
    const bucketsBefore = Number(
      (await db.query('select count(*) as n from private.contact_rate_buckets')).rows[0]?.['n'],
    );

    expect(await runJob()).toMatchObject({
      deleted: {
        'public.contact_messages': 5,
        'private.contact_notifications': 3,
        'private.contact_rate_buckets': 1,
      },
      digests_trimmed: 1,
    });
    expect(await messageIds()).toEqual(Object.values(kept).sort());
    expect(await dangling()).toEqual([]);
    // The digest still goes out, for the message it still carries.
    expect((await emails()).find((e) => e.id === digest)).toEqual({
      id: digest,
      kind: 'digest',
      ids: [kept.inDigest],
      sent: false,
    });
    expect((await emails()).map((e) => e.ids)).toEqual([
      [kept.inDigest],
      [kept.justInside],
      [kept.delivered],
      [kept.pending],
    ]);
    const bucketsAfter = Number(
      (await db.query('select count(*) as n from private.contact_rate_buckets')).rows[0]?.['n'],
    );
    expect(bucketsAfter).toBe(bucketsBefore - 1);

    expect(await runJob()).toMatchObject({
      deleted: { 'public.contact_messages': 0, 'private.contact_notifications': 0, 'private.contact_rate_buckets': 0 },
      digests_trimmed: 0,
    });
    expect(await messageIds()).toEqual(Object.values(kept).sort());
  });

  it('keeps the at-least-once promise for every kept message: each reaches a delivered e-mail', async () => {
    const { rows } = await db.query('select message_retention::text as period from private.contact_settings');
    const past = `${String(rows[0]?.['period'])} 1 day`;
    const gone = await message('old-in-digest', past);
    const keptInDigest = await message('kept-in-digest', '10 minutes');
    const keptWaiting = await message('kept-waiting', '1 minute');
    await email('digest', [gone, keptInDigest], false);
    await runJob();

    // What the notify-contact function does: form the e-mails, claim each due one, mark it sent.
    await db.query('select private.form_contact_emails()');
    for (;;) {
      const claimed = (await db.query('select id, messages from private.claim_contact_email()')).rows[0] as
        { id: string; messages: { id: string }[] } | undefined;
      if (!claimed) break;
      expect(claimed.messages.map((m) => m.id)).not.toContain(gone);
      await db.query("select private.contact_email_sent($1, 'provider-id')", [claimed.id]);
    }
    const { rows: unnotified } = await db.query('select id from public.contact_messages where notified_at is null');
    expect(unnotified).toEqual([]);
    expect(await messageIds()).toEqual([keptInDigest, keptWaiting].sort());
  });

  it('follows the setting: a shorter period deletes what is older than it, and nothing inside it', async () => {
    await db.query("update private.contact_settings set message_retention = '30 days'");
    const older = await message('older', '31 days');
    const inside = await message('inside', '29 days');
    expect(await runJob()).toMatchObject({ deleted: { 'public.contact_messages': 1 } });
    expect(await messageIds()).toEqual([inside]);
    expect(await messageIds()).not.toContain(older);
  });

  it('is not the anon or authenticated role’s to run', async () => {
    for (const role of ['anon', 'authenticated']) {
      await session.query('begin');
      try {
        await session.query(`set local role ${role}`);
        await expect(session.query('select private.delete_expired_contact_messages()')).rejects.toMatchObject({
          code: '42501',
        });
      } finally {
        await session.query('rollback');
      }
    }
  });
});

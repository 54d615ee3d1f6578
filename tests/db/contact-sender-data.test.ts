/**
 * A sender's data, found and erased, for an access or erasure request: the database functions
 * the operator calls in the SQL editor, on PGlite and on PostgreSQL 15, for an address with rows,
 * one with none and a malformed one, and refused to the API's roles; then `npm run messages --
 * --export / --erase` on the local backend's data folder (PGlite), as a developer runs it.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveAdmin } from '../../scripts/local-backend/admin.mjs';
import { openPGlite, type Database } from '../../scripts/local-backend/database.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { GOOD_MESSAGE, RAISED_LIMITS } from '../support/contact-cases';
import { ENGINES, SETUP_TIMEOUT } from '../support/engines';

const execFile = promisify(execFileCallback);

const JANE = 'jane@example.com';
const BOB = 'bob@example.com';
const MALFORMED = [
  'jane',
  'jane@example',
  'jane doe@example.com',
  '@example.com',
  '',
  `${'j'.repeat(250)}@example.com`,
];

/** Two messages from Jane (one in capitals), one from Bob; a pending single e-mail, a shared digest. */
async function seed(db: Database): Promise<{ jane: string[]; bob: string; single: number; digest: number }> {
  const insert = async (email: string, subject: string) =>
    String(
      (
        await db.query(
          'insert into public.contact_messages (name, email, subject, message) values ($1, $2, $3, $4) returning id',
          [GOOD_MESSAGE.name, email, subject, GOOD_MESSAGE.message],
        )
      ).rows[0]?.['id'],
    );
  const janeFirst = await insert(JANE, 'First');
  const bob = await insert(BOB, 'Other sender');
  const janeSecond = await insert('Jane@Example.COM', 'Second');
  const notification = async (kind: string, ids: string[], sent: boolean) =>
    Number(
      (
        await db.query(
          `insert into private.contact_notifications (kind, message_ids, next_attempt_at, sent_at)
           values ($1, $2::uuid[], case when $3 then null else now() end, case when $3 then now() end) returning id`,
          [kind, ids, sent],
        )
      ).rows[0]?.['id'],
    );
  const single = await notification('single', [janeSecond], false);
  const digest = await notification('digest', [janeFirst, bob], true);
  return { jane: [janeFirst, janeSecond], bob, single, digest };
}

/** Every row of the three tables, to show that something changed nothing. */
async function everything(db: Database): Promise<unknown> {
  const { rows } = await db.query(`select jsonb_build_object(
    'messages', (select jsonb_agg(to_jsonb(m) order by m.id) from public.contact_messages m),
    'notifications', (select jsonb_agg(to_jsonb(n) order by n.id) from private.contact_notifications n),
    'buckets', (select jsonb_agg(to_jsonb(b) order by b.bucket, b.window_start) from private.contact_rate_buckets b)) as all`);
  return rows[0]?.['all'];
}

describe.each(ENGINES)("a sender's data on $name", ({ open }) => {
  let db: Database;
  let close = async () => {};
  let seeded: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    ({ db, close } = await open());
    await applySchema(db);
    await setContactLimits(db, RAISED_LIMITS);
  }, SETUP_TIMEOUT);
  afterAll(() => close(), SETUP_TIMEOUT);

  beforeEach(async () => {
    await db.query('delete from public.contact_messages');
    await db.query('delete from private.contact_notifications');
    await db.query('delete from private.contact_rate_buckets');
    seeded = await seed(db);
  });

  it('spells the sender’s key out in one function, which the insert guard and erasure call', async () => {
    // Erasure finds a sender's rate buckets only under the key the guard counted them by.
    const { rows } = await db.query(`select p.proname as name from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prosrc like '%''sender:''%' order by 1`);
    expect(rows.map((row) => row['name'])).toEqual(['contact_sender_bucket']);
    const callers = await db.query(`select p.proname as name from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.prosrc like '%private.contact_sender_bucket(%' order by 1`);
    expect(callers.rows.map((row) => row['name'])).toEqual(
      expect.arrayContaining(['guard_contact_insert', 'erase_contact_sender', 'export_contact_sender']),
    );
  });

  const call = async (fn: 'export' | 'erase', email: string | null) =>
    (await db.query(`select private.${fn}_contact_sender($1) as result`, [email])).rows[0]?.['result'] as Record<
      string,
      unknown
    >;

  describe('an address with rows', () => {
    it('exports every message, the e-mails carrying them (without other senders’ ids) and its buckets, changing nothing', async () => {
      const before = await everything(db);
      const result = await call('export', ' JANE@example.com ');
      expect(result).toMatchObject({ email: JANE, found: true });
      const messages = result['public.contact_messages'] as Record<string, unknown>[];
      expect(messages.map((m) => m['id'])).toEqual(seeded.jane);
      expect(messages.map((m) => m['subject'])).toEqual(['First', 'Second']);
      expect(messages[1]).toMatchObject({
        email: 'Jane@Example.COM',
        name: GOOD_MESSAGE.name,
        message: GOOD_MESSAGE.message,
      });
      const notifications = result['private.contact_notifications'] as Record<string, unknown>[];
      expect(notifications.map((n) => [n['id'], n['kind'], n['message_ids']])).toEqual([
        [seeded.single, 'single', [seeded.jane[1]]],
        [seeded.digest, 'digest', [seeded.jane[0]]],
      ]);
      const buckets = result['private.contact_rate_buckets'] as Record<string, unknown>[];
      expect(buckets).toEqual([
        expect.objectContaining({ bucket: expect.stringMatching(/^sender:[0-9a-f]{32}$/), hits: 2 }),
      ]);
      expect(await everything(db)).toEqual(before);
    });

    it('erases all of it, says how many rows went from each table, and leaves the other sender whole', async () => {
      const bobBefore = await call('export', BOB);
      expect(await call('erase', JANE)).toEqual({
        email: JANE,
        found: true,
        deleted: {
          'public.contact_messages': 2,
          'private.contact_notifications': 1,
          'private.contact_rate_buckets': 1,
        },
        digests_trimmed: 1,
      });
      expect(await call('export', JANE)).toMatchObject({
        found: false,
        'public.contact_messages': [],
        'private.contact_notifications': [],
        'private.contact_rate_buckets': [],
      });
      // The shared digest stays for Bob, naming only his message: no id of a deleted message.
      const bobAfter = await call('export', BOB);
      expect(bobAfter).toEqual(bobBefore);
      const { rows } = await db.query('select message_ids::text[] as ids from private.contact_notifications');
      expect(rows).toEqual([{ ids: [seeded.bob] }]);
    });
  });

  describe('an address with no rows', () => {
    it('export says so, with nothing in it', async () => {
      expect(await call('export', 'nobody@example.com')).toEqual({
        email: 'nobody@example.com',
        found: false,
        'public.contact_messages': [],
        'private.contact_notifications': [],
        'private.contact_rate_buckets': [],
      });
    });

    it('erase says so, and changes nothing', async () => {
      const before = await everything(db);
      expect(await call('erase', 'nobody@example.com')).toEqual({
        email: 'nobody@example.com',
        found: false,
        deleted: {
          'public.contact_messages': 0,
          'private.contact_notifications': 0,
          'private.contact_rate_buckets': 0,
        },
        digests_trimmed: 0,
      });
      expect(await everything(db)).toEqual(before);
    });
  });

  describe('a malformed address', () => {
    it.each([...MALFORMED, null])('%j: a clear error from export and erase, nothing changed', async (email) => {
      const before = await everything(db);
      for (const fn of ['export', 'erase'] as const) {
        await expect(call(fn, email)).rejects.toMatchObject({
          code: '22023',
          message: expect.stringMatching(/is not an e-mail address: nothing was read or changed\.$/),
        });
      }
      expect(await everything(db)).toEqual(before);
    });
  });

  describe('the API roles', () => {
    it.each(['anon', 'authenticated'])('%s may call neither, and changes nothing', async (role) => {
      const before = await everything(db);
      for (const fn of ['export', 'erase'] as const) {
        await expect(
          db.transaction(async (tx) => {
            await tx.query(`set local role ${role}`);
            return tx.query(`select private.${fn}_contact_sender($1)`, [JANE]);
          }),
        ).rejects.toMatchObject({ code: '42501' });
      }
      expect(await everything(db)).toEqual(before);
    });

    it('no function of the private schema is executable by them', async () => {
      const { rows } = await db.query(`
        select p.proname, r.rolname
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          cross join (values ('anon'), ('authenticated')) as r(rolname)
         where n.nspname = 'private' and has_function_privilege(r.rolname, p.oid, 'execute')`);
      expect(rows).toEqual([]);
    });
  });
});

describe('npm run messages -- --export / --erase on the local backend’s data folder (PGlite)', () => {
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'contact-sender-'));
    const db = await openPGlite(join(dataDir, 'pgdata'));
    await applySchema(db);
    await setContactLimits(db, RAISED_LIMITS);
    await seed(db);
    await db.close();
  }, SETUP_TIMEOUT);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const messages = (...args: string[]) =>
    execFile(process.execPath, ['scripts/messages.mjs', '--data-dir', dataDir, ...args], {
      env: { ...process.env, DATABASE_URL: '' },
    });
  const fails = (...args: string[]) =>
    messages(...args).then(
      () => {
        throw new Error('exited 0');
      },
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('--export prints the JSON of everything under the address', async () => {
    const { stdout, stderr } = await messages('--export', 'JANE@example.com');
    const result = JSON.parse(stdout) as Record<string, unknown[]>;
    expect(result).toMatchObject({ email: JANE, found: true });
    expect(result['public.contact_messages']).toHaveLength(2);
    expect(stderr.trim()).toBe(`Everything held under ${JANE}, as JSON.`);
  }, 60_000);

  it('a malformed address: exit code 1, the error, nothing changed', async () => {
    const failure = await fails('--erase', 'jane@example');
    expect(failure.code).toBe(1);
    expect(failure.stdout).toBe('');
    expect(failure.stderr).toMatch(/^'jane@example' is not an e-mail address: nothing was read or changed\./);
    expect(JSON.parse((await messages('--export', JANE)).stdout)).toMatchObject({ found: true });
  }, 60_000);

  it('--erase says what went from each table; again, that nothing is held', async () => {
    const { stdout } = await messages('--erase', JANE);
    expect(stdout.trim().split('\n')).toEqual([
      `Erased everything held under ${JANE}:`,
      expect.stringMatching(/^ {2}public\.contact_messages +2 rows deleted$/),
      expect.stringMatching(/^ {2}private\.contact_notifications +1 row deleted$/),
      expect.stringMatching(/^ {2}private\.contact_rate_buckets +1 row deleted$/),
      expect.stringContaining('1 digest e-mail to the agency also carries other senders'),
    ]);
    expect((await messages('--erase', JANE)).stdout.trim()).toBe(`Nothing is held under ${JANE}: nothing was erased.`);
    const { stdout: exported, stderr } = await messages('--export', JANE);
    expect(JSON.parse(exported)).toMatchObject({ found: false });
    expect(stderr.trim()).toBe(`Nothing is held under ${JANE}.`);
    expect(JSON.parse((await messages('--export', BOB)).stdout)).toMatchObject({ found: true });
  }, 60_000);
});

describe('npm run messages -- --export / --erase while the local backend runs (its admin socket)', () => {
  let dataDir = '';
  let db: Database;
  let admin: Awaited<ReturnType<typeof serveAdmin>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'contact-sender-live-'));
    db = await openPGlite();
    await applySchema(db);
    await setContactLimits(db, RAISED_LIMITS);
    await seed(db);
    admin = await serveAdmin(Promise.resolve(db), dataDir);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await new Promise((resolve) => admin?.close(resolve));
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const messages = (...args: string[]) =>
    execFile(process.execPath, ['scripts/messages.mjs', '--data-dir', dataDir, ...args], {
      env: { ...process.env, DATABASE_URL: '' },
    });

  it('asks the running backend: export, a malformed address, erase', async () => {
    expect(JSON.parse((await messages('--export', JANE)).stdout)).toMatchObject({ email: JANE, found: true });
    await expect(messages('--export', 'not an address')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("'not an address' is not an e-mail address"),
    });
    expect((await messages('--erase', JANE)).stdout).toMatch(/^Erased everything held under jane@example\.com:\n/);
    expect(JSON.parse((await messages('--export', JANE)).stdout)).toMatchObject({ found: false });
    const { rows } = await db.query('select count(*)::int as n from public.contact_messages');
    expect(rows).toEqual([{ n: 1 }]);
  }, 60_000);
});

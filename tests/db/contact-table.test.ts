/**
 * The contact_messages migration on the two databases it meets: PGlite (the local backend) and a
 * real PostgreSQL 15 server started here. The same cases run on both: what a visitor (anon) may
 * and may not do, what the CHECK constraints refuse, what the catalog says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { BUDGET_OPTIONS, buildContactMessage, CONTACT_LIMITS } from '../../src/lib/browser/contact-message';
import { GOOD_MESSAGE, messageWith, RAISED_LIMITS, REFUSED_MESSAGES } from '../support/contact-cases';
import { ENGINES, SETUP_TIMEOUT } from '../support/engines';

const COLUMNS = ['name', 'email', 'subject', 'message'] as const;

/** An INSERT of the given fields, as a visitor's request would send them. */
function insertOf(values: Partial<Record<(typeof COLUMNS)[number], string>>, suffix = ''): [string, string[]] {
  const columns = COLUMNS.filter((column) => values[column] !== undefined);
  const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
  return [
    `insert into public.contact_messages (${columns.join(', ')}) values (${placeholders})${suffix}`,
    columns.map((column) => values[column] ?? ''),
  ];
}

/** The longest message the form can produce: every field at its limit, the longest budget. */
const longestFormMessage = buildContactMessage({
  name: 'n'.repeat(CONTACT_LIMITS.name),
  email: `${'e'.repeat(CONTACT_LIMITS.email - '@example.com'.length)}@example.com`,
  phone: '9'.repeat(CONTACT_LIMITS.phone),
  subject: 's'.repeat(CONTACT_LIMITS.subject),
  message: 'm'.repeat(CONTACT_LIMITS.message),
  budget: [...BUDGET_OPTIONS].sort((a, b) => b.length - a.length)[0] ?? '',
});

describe.each(ENGINES)('contact_messages on $name', ({ open }) => {
  let db: Database;
  let close = async () => {};

  beforeAll(async () => {
    ({ db, close } = await open());
    await applySchema(db);
    await setContactLimits(db, RAISED_LIMITS); // these cases send many messages from one sender (tests/db/contact-abuse.test.ts tests the limits)
  }, SETUP_TIMEOUT);
  afterAll(() => close(), SETUP_TIMEOUT);

  /** Runs one statement as `role` in its own transaction, the way PostgREST does. */
  async function as(
    role: string,
    sql: string,
    params: unknown[] = [],
  ): Promise<{ rowCount: number } | { code: string; message: string }> {
    try {
      const { rowCount } = await db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`);
        return tx.query(sql, params);
      });
      return { rowCount };
    } catch (error) {
      const { code, message } = error as { code: string; message: string };
      return { code, message };
    }
  }
  const count = async () =>
    Number((await db.query('select count(*) as n from public.contact_messages')).rows[0]?.['n']);

  describe('a visitor (anon)', () => {
    it.each([
      ['a good message', GOOD_MESSAGE],
      ['the longest message the form can produce', longestFormMessage],
      [
        'names and text beyond ASCII',
        { ...GOOD_MESSAGE, name: 'Zoë Wanjikũ Ōtsuka', message: 'Habari! 👋\nÜber alles.' },
      ],
    ])('can insert %s', async (_label, message) => {
      expect(await as('anon', ...insertOf(message))).toEqual({ rowCount: 1 });
    });

    it.each([
      ['select', 'select * from public.contact_messages'],
      ['count', 'select count(*) from public.contact_messages'],
      ['update', "update public.contact_messages set subject = 'changed'"],
      ['delete', 'delete from public.contact_messages'],
      ['truncate', 'truncate public.contact_messages'],
    ])('cannot %s (42501)', async (_label, sql) => {
      expect(await as('anon', sql)).toMatchObject({
        code: '42501',
        message: 'permission denied for table contact_messages',
      });
    });

    it('cannot insert and read the row back (insert … returning, 42501)', async () => {
      expect(await as('anon', ...insertOf(GOOD_MESSAGE, ' returning id'))).toMatchObject({ code: '42501' });
    });

    it.each([
      [
        'id',
        "insert into public.contact_messages (id, name, email, subject, message) values (gen_random_uuid(), 'A', 'a@example.com', 'S', 'M')",
      ],
      [
        'created_at',
        "insert into public.contact_messages (created_at, name, email, subject, message) values (now() - interval '1 year', 'A', 'a@example.com', 'S', 'M')",
      ],
    ])('cannot set %s (42501)', async (_label, sql) => {
      expect(await as('anon', sql)).toMatchObject({ code: '42501' });
    });

    it.each(REFUSED_MESSAGES)('cannot insert $label ($code)', async ({ values, code }) => {
      const before = await count();
      expect(await as('anon', ...insertOf(messageWith(values)))).toMatchObject({ code });
      expect(await count()).toBe(before);
    });
  });

  describe('a signed-in user (authenticated)', () => {
    it.each([
      ['insert', insertOf(GOOD_MESSAGE)[0], insertOf(GOOD_MESSAGE)[1]],
      ['select', 'select * from public.contact_messages', []],
      ['update', "update public.contact_messages set subject = 'changed'", []],
      ['delete', 'delete from public.contact_messages', []],
    ])('cannot %s (42501)', async (_label, sql, params) => {
      expect(await as('authenticated', sql, params)).toMatchObject({ code: '42501' });
    });
  });

  describe('the catalog', () => {
    it('has row level security on', async () => {
      const { rows } = await db.query(
        "select relrowsecurity from pg_catalog.pg_class where oid = 'public.contact_messages'::regclass",
      );
      expect(rows).toEqual([{ relrowsecurity: true }]);
    });

    it('grants anon and authenticated no table privilege at all (no SELECT, UPDATE, DELETE)', async () => {
      const { rows } = await db.query(
        `select r.role, p.privilege from unnest(array['anon', 'authenticated']) as r(role),
           unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
         where has_table_privilege(r.role, 'public.contact_messages', p.privilege)`,
      );
      expect(rows).toEqual([]);
      const grants = await db.query(
        "select grantee, privilege_type from information_schema.role_table_grants where table_name = 'contact_messages' and grantee in ('anon', 'authenticated')",
      );
      expect(grants.rows).toEqual([]);
    });

    it('lets anon insert exactly the four form columns and the visit’s source, and read none', async () => {
      const { rows } = await db.query(
        `select a.attname as column, has_column_privilege('anon', a.attrelid, a.attnum, 'INSERT') as can_insert,
                has_column_privilege('anon', a.attrelid, a.attnum, 'SELECT') as can_select
           from pg_catalog.pg_attribute a
          where a.attrelid = 'public.contact_messages'::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      );
      expect(rows).toEqual([
        { column: 'id', can_insert: false, can_select: false },
        { column: 'created_at', can_insert: false, can_select: false },
        { column: 'name', can_insert: true, can_select: false },
        { column: 'email', can_insert: true, can_select: false },
        { column: 'subject', can_insert: true, can_select: false },
        { column: 'message', can_insert: true, can_select: false },
        { column: 'notified_at', can_insert: false, can_select: false },
        { column: 'landing_page', can_insert: true, can_select: false },
        { column: 'referrer_host', can_insert: true, can_select: false },
        { column: 'utm_source', can_insert: true, can_select: false },
        { column: 'utm_medium', can_insert: true, can_select: false },
        { column: 'utm_campaign', can_insert: true, can_select: false },
      ]);
      const authenticated = await db.query(
        "select has_any_column_privilege('authenticated', 'public.contact_messages', 'INSERT') as can_insert",
      );
      expect(authenticated.rows).toEqual([{ can_insert: false }]);
    });

    it('gives anon and authenticated nothing in the private schema (limits, buckets, outbox, their functions)', async () => {
      const { rows } = await db.query(
        `select r.role, 'schema' as object from unnest(array['anon', 'authenticated']) as r(role) where has_schema_privilege(r.role, 'private', 'USAGE')
         union all
         select r.role, c.relname from unnest(array['anon', 'authenticated']) as r(role), pg_catalog.pg_class c
          where c.relnamespace = 'private'::regnamespace and c.relkind = 'r'
            and (has_table_privilege(r.role, c.oid, 'SELECT') or has_table_privilege(r.role, c.oid, 'INSERT') or has_table_privilege(r.role, c.oid, 'UPDATE') or has_table_privilege(r.role, c.oid, 'DELETE'))
         union all
         select r.role, p.proname from unnest(array['anon', 'authenticated']) as r(role), pg_catalog.pg_proc p
          where p.pronamespace = 'private'::regnamespace and has_function_privilege(r.role, p.oid, 'EXECUTE')`,
      );
      expect(rows).toEqual([]);
      const definers = await db.query(
        "select proname from pg_catalog.pg_proc where pronamespace = 'private'::regnamespace and prosecdef order by proname",
      );
      expect(definers.rows).toEqual([{ proname: 'guard_contact_insert' }]);
    });

    it('has one policy: INSERT for anon, with a real check', async () => {
      const { rows } = await db.query(
        "select cmd, array_to_string(roles, ',') as roles, qual, with_check from pg_catalog.pg_policies where schemaname = 'public' and tablename = 'contact_messages'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ cmd: 'INSERT', roles: 'anon', qual: null });
      expect(String(rows[0]?.['with_check'])).toMatch(/cntrl/);
    });

    it('still holds the rows and the same rules after the backend starts again (nothing reapplied)', async () => {
      const before = await count();
      expect(await applySchema(db)).toEqual([]);
      await setContactLimits(db, RAISED_LIMITS);
      expect(await count()).toBe(before);
      expect(await as('anon', 'select * from public.contact_messages')).toMatchObject({ code: '42501' });
      expect(await as('anon', ...insertOf(GOOD_MESSAGE))).toEqual({ rowCount: 1 });
      const policies = await db.query(
        "select count(*) as n from pg_catalog.pg_policies where tablename = 'contact_messages'",
      );
      expect(Number(policies.rows[0]?.['n'])).toBe(1);
    });
  });

  it('fills id and created_at itself', async () => {
    const { rows } = await db.query(
      'select id, created_at from public.contact_messages order by created_at desc limit 1',
    );
    expect(String(rows[0]?.['id'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]?.['created_at']).toBeInstanceOf(Date);
  });
});

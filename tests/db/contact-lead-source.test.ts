/**
 * Where each lead came from (supabase/migrations/…_contact_lead_source.sql) on both databases the
 * backend meets: a visitor (anon) adds the source with the message and reads nothing back; a value
 * too long or malformed, sent by the form or by a hand-made request, is cut or left out by the
 * same rules as the browser's (src/lib/browser/lead-source.ts) and never costs the message; and on
 * PostgreSQL 15 the retention job deletes the source with its message.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../scripts/local-backend/config.mjs';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import {
  cleanHost,
  cleanPath,
  cleanTag,
  LEAD_SOURCE_LIMITS,
  type LeadSourceField,
} from '../../src/lib/browser/lead-source';
import { GOOD_MESSAGE, RAISED_LIMITS } from '../support/contact-cases';
import { ENGINES, POSTGRES_15, SETUP_TIMEOUT } from '../support/engines';
import { startLocalBackend, type RunningBackend } from '../support/local-backend-server';

const FIELDS = Object.keys(LEAD_SOURCE_LIMITS) as LeadSourceField[];

/** What the browser keeps of a value: the rule each column has in src/lib/browser/lead-source.ts. */
const BROWSER: Record<LeadSourceField, (value: string) => string | undefined> = {
  landing_page: (value) => cleanPath(value),
  referrer_host: (value) => cleanHost(value),
  utm_source: (value) => cleanTag(value, LEAD_SOURCE_LIMITS.utm_source),
  utm_medium: (value) => cleanTag(value, LEAD_SOURCE_LIMITS.utm_medium),
  utm_campaign: (value) => cleanTag(value, LEAD_SOURCE_LIMITS.utm_campaign),
};

/** Values a URL or a hand-made request can carry (no NUL: PostgreSQL's text cannot hold it, and the browser strips it). */
const HOSTILE: [string, string][] = [
  ['a clean value', 'newsletter'],
  ['a path and query', '/work/x/?utm_source=newsletter&utm_medium=email'],
  ['a host with a port, in capitals', 'News.Example.COM:8443'],
  ['thousands of characters', 'x'.repeat(5000)],
  ['a path of thousands of characters', `/?q=${'y'.repeat(5000)}`],
  ['thousands of emoji (pairs, never split)', '👋'.repeat(3000)],
  ['a header injection', 'newsletter\r\nBcc: victim@example.com'],
  ['a path with a header injection', '/work/\r\nBcc: victim@example.com'],
  ['markup', '<script>alert(document.cookie)</script>'],
  ['a path with markup', '/"><script>alert(1)</script>'],
  ['terminal escapes, C1 and separators', 'a\u001b[2J\u0007\u0085\u009b31m\u2028\u2029b'],
  ['only breaks', ' \r\n\t\u000b\u000c '],
  ['spaces around a cut', `${'a'.repeat(99)}   b`],
  ['text beyond ASCII', 'Zoë Wanjikũ été'],
  ['empty', ''],
  ['a URL, not a path', 'https://evil.example/'],
];

describe.each(ENGINES)('the lead source on $name', ({ open }) => {
  let db: Database;
  let close = async () => {};

  beforeAll(async () => {
    ({ db, close } = await open());
    await applySchema(db);
    await setContactLimits(db, RAISED_LIMITS);
  }, SETUP_TIMEOUT);
  afterAll(() => close(), SETUP_TIMEOUT);

  /** Inserts as `anon` in its own transaction, the way PostgREST does; the stored row, read as the owner. */
  async function insertAsVisitor(source: Record<string, string | null>, subject: string) {
    const columns = ['name', 'email', 'subject', 'message', ...Object.keys(source)];
    const values = [GOOD_MESSAGE.name, GOOD_MESSAGE.email, subject, GOOD_MESSAGE.message, ...Object.values(source)];
    await db.transaction(async (tx) => {
      await tx.query('set local role anon');
      await tx.query(
        `insert into public.contact_messages (${columns.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      );
    });
    const { rows } = await db.query(`select ${FIELDS.join(', ')} from public.contact_messages where subject = $1`, [
      subject,
    ]);
    expect(rows).toHaveLength(1);
    return rows[0] as Record<LeadSourceField, string | null>;
  }

  it('stores the source a visitor sends with the message', async () => {
    const source = {
      landing_page: '/work/x/?utm_source=newsletter&utm_medium=email',
      referrer_host: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring 2026',
    };
    expect(await insertAsVisitor(source, 'with a source')).toEqual(source);
  });

  it('stores a message without a source, every source column null', async () => {
    expect(await insertAsVisitor({}, 'without a source')).toEqual(Object.fromEntries(FIELDS.map((f) => [f, null])));
  });

  it('lets anon insert the source columns and read none of them', async () => {
    const { rows } = await db.query(
      `select a.attname as column, has_column_privilege('anon', a.attrelid, a.attnum, 'INSERT') as can_insert,
              has_column_privilege('anon', a.attrelid, a.attnum, 'SELECT') as can_select,
              has_column_privilege('anon', a.attrelid, a.attnum, 'UPDATE') as can_update
         from pg_catalog.pg_attribute a
        where a.attrelid = 'public.contact_messages'::regclass and a.attname = any ($1)`,
      [FIELDS],
    );
    expect(rows).toHaveLength(FIELDS.length);
    expect(rows.every((row) => row['can_insert'] === true && !row['can_select'] && !row['can_update'])).toBe(true);
    const read = db.transaction(async (tx) => {
      await tx.query('set local role anon');
      return tx.query('select utm_source from public.contact_messages');
    });
    await expect(read).rejects.toMatchObject({ code: '42501' });
  });

  describe.each(FIELDS)('%s: a hostile value never costs the message', (field) => {
    it.each(HOSTILE)('%s: stored, cut or left out exactly as the browser would', async (label, value) => {
      const stored = await insertAsVisitor({ [field]: value }, `${field}: ${label}`);
      expect(stored[field]).toBe(BROWSER[field](value) ?? null);
      // And what the browser sends, the database keeps as it is.
      const cleaned = BROWSER[field](value);
      if (cleaned !== undefined)
        expect((await insertAsVisitor({ [field]: cleaned }, `${field}: ${label}, cleaned`))[field]).toBe(cleaned);
    });
  });

  it('keeps each CHECK bound the browser cuts to', async () => {
    for (const field of FIELDS) {
      const longest =
        field === 'landing_page'
          ? `/${'p'.repeat(LEAD_SOURCE_LIMITS[field] - 1)}`
          : 'h'.repeat(LEAD_SOURCE_LIMITS[field]);
      expect((await insertAsVisitor({ [field]: longest }, `${field} at its bound`))[field]).toBe(longest);
    }
  });

  describe('through the REST insert (the local backend, as supabase-js sends it)', () => {
    let backend: RunningBackend;
    beforeAll(async () => {
      backend = await startLocalBackend(db);
    });
    afterAll(() => backend.stop());

    const post = (row: Record<string, unknown>) =>
      fetch(`${backend.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_ANON_KEY,
          Authorization: `Bearer ${LOCAL_ANON_KEY}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(row),
      });

    it('stores a hand-made request with values of every wrong kind, the message kept', async () => {
      const response = await post({
        ...GOOD_MESSAGE,
        subject: 'hand-made source',
        landing_page: 42,
        referrer_host: { host: 'evil.example' },
        utm_source: ['a', 'b'],
        utm_medium: true,
        utm_campaign: `<img src=x onerror=alert(1)>${'z'.repeat(10_000)}`,
      });
      expect(response.status).toBe(201);
      const { rows } = await db.query(
        `select ${FIELDS.join(', ')} from public.contact_messages where subject = 'hand-made source'`,
      );
      expect(rows).toEqual([
        { landing_page: null, referrer_host: null, utm_source: '["a","b"]', utm_medium: 'true', utm_campaign: null },
      ]);
    });

    it('stores what supabase-js sends from the form', async () => {
      const supabase = createClient(backend.url, LOCAL_ANON_KEY, { auth: { persistSession: false } });
      const { error, status } = await supabase.from('contact_messages').insert({
        ...GOOD_MESSAGE,
        subject: 'from supabase-js',
        landing_page: '/work/x/?utm_source=newsletter',
        utm_source: 'newsletter',
      });
      expect({ error, status }).toEqual({ error: null, status: 201 });
    });
  });
});

describe('the retention job on PostgreSQL 15', () => {
  let db: Database;
  let close = async () => {};
  beforeAll(async () => {
    ({ db, close } = await POSTGRES_15.open());
    await applySchema(db);
    await setContactLimits(db, RAISED_LIMITS);
  }, SETUP_TIMEOUT);
  afterAll(() => close(), SETUP_TIMEOUT);
  beforeEach(() => db.query('delete from public.contact_messages'));

  /** Every row of every table of ours whose text holds `marker`, as `schema.table`. */
  async function tablesHolding(marker: string): Promise<string[]> {
    const { rows } = await db.query(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'private') and table_type = 'BASE TABLE' order by 1`,
    );
    const holding: string[] = [];
    for (const { name } of rows as { name: string }[]) {
      const found = await db.query(`select count(*)::int as n from ${name} t where to_jsonb(t)::text like $1`, [
        `%${marker}%`,
      ]);
      if (Number(found.rows[0]?.['n']) > 0) holding.push(name);
    }
    return holding;
  }

  it('deletes the source with its expired message, and keeps a kept message’s', async () => {
    const insert = (marker: string, ago: string) =>
      db.query(
        `insert into public.contact_messages (name, email, subject, message, created_at,
           landing_page, referrer_host, utm_source, utm_medium, utm_campaign)
         values ($1, $2, $3, $4, now() - $5::interval, $6, $7, $8, $9, $10)`,
        [
          GOOD_MESSAGE.name,
          GOOD_MESSAGE.email,
          'Subject',
          GOOD_MESSAGE.message,
          ago,
          `/work/${marker}/?utm_source=${marker}-source`,
          `${marker}.example`,
          `${marker}-source`,
          `${marker}-medium`,
          `${marker}-campaign`,
        ],
      );
    await insert('expiredlead', '25 months');
    await insert('keptlead', '1 month');
    await db.query('select private.form_contact_emails()');
    expect(await tablesHolding('expiredlead')).toEqual(['public.contact_messages']);

    const { rows } = await db.query('select private.delete_expired_contact_messages() as result');
    expect(rows[0]?.['result']).toMatchObject({ deleted: { 'public.contact_messages': 1 } });
    expect(await tablesHolding('expiredlead')).toEqual([]);
    expect(await tablesHolding('keptlead')).toEqual(['public.contact_messages']);
  });
});

/**
 * The contact pipeline tried as an attacker would: supabase-js with the public anon
 * key against the local backend, on PGlite and on PostgreSQL 15. The limits are the production
 * numbers of supabase/migrations/…_contact_limits.sql unless a test sets its own, through
 * private.contact_settings as the agency would.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../scripts/local-backend/config.mjs';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { limitsStatement, parseLimitOverrides, setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { FAULT_HEADER, requestHeadersJson } from '../../scripts/local-backend/server.mjs';
import {
  buildDigest,
  buildNotification,
  notificationPayloadFrom,
  type ContactRow,
} from '../../supabase/functions/notify-contact/email';
import { GOOD_MESSAGE } from '../support/contact-cases';
import { PG_NET_SQL } from '../support/pg-net';
import { ENGINES, SETUP_TIMEOUT } from '../support/engines';
import { startLocalBackend, type RunningBackend } from '../support/local-backend-server';

const site = (await import('../../content/site.json', { with: { type: 'json' } })).default as {
  agency: { email: string };
};
const AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

describe('limit overrides (scripts/local-backend/limits.mjs)', () => {
  it('reads name=value pairs and refuses unknown names and non-numbers', () => {
    expect(parseLimitOverrides('per_client_max=100, global_window=2 hours')).toEqual({
      per_client_max: '100',
      global_window: '2 hours',
    });
    expect(() => parseLimitOverrides('per_ip=3')).toThrow(/unknown limit "per_ip"/);
    expect(() => parseLimitOverrides('global_max=lots')).toThrow(/whole number/);
  });

  it('sets every limit in one UPDATE, the rest back to the production default', () => {
    const [sql, params] = limitsStatement({ per_sender_max: 3 });
    expect(sql).toBe(
      'update private.contact_settings set per_client_max = default, per_client_window = default, per_sender_max = $1::integer, ' +
        'per_sender_window = default, global_max = default, global_window = default, notify_singles_per_hour = default',
    );
    expect(params).toEqual(['3']);
  });
});

describe('request.headers', () => {
  it('is the request’s headers as one JSON object with lower-case names', () => {
    expect(
      JSON.parse(
        requestHeadersJson({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1', accept: '*/*', 'set-cookie': ['a=1', 'b=2'] }),
      ),
    ).toEqual({
      'x-forwarded-for': '203.0.113.9, 10.0.0.1',
      accept: '*/*',
      'set-cookie': 'a=1, b=2',
    });
  });
});

/**
 * The limits count in windows aligned to the clock (`date_bin` in take_contact_slot): requests that
 * straddle a window's end count in two windows, so twice a limit can pass (CI once stored 6 of the
 * 200-request burst, run at 21:30:00). A test's requests take at most a few seconds, so it starts
 * at least this long before the next end of any window the settings name.
 */
const WINDOW_END_MARGIN_S = 15;

/** Waits, when the next end of a limit's window (by the database's clock) is under the margin away, until it has passed. */
async function awayFromWindowEnds(db: Database): Promise<void> {
  const { rows } = await db.query(
    `select min(extract(epoch from pg_catalog.date_bin(w, now(), timestamptz '2000-01-01 00:00:00+00') + w - now())) as left_s
       from private.contact_settings, unnest(array[per_client_window, per_sender_window, global_window]) as w`,
  );
  const left = Number(rows[0]?.['left_s']);
  if (left < WINDOW_END_MARGIN_S) await new Promise((resolve) => setTimeout(resolve, (left + 0.5) * 1000));
}

describe.each(ENGINES)('the contact limits on $name', ({ open }) => {
  let db: Database;
  let close = async () => {};
  let backend: RunningBackend | undefined;
  let url = '';
  let requests = 0;

  beforeAll(async () => {
    ({ db, close } = await open());
    await applySchema(db);
    backend = await startLocalBackend(db, { testFaults: true });
    backend.server.on('request', () => (requests += 1));
    url = backend.url;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.stop();
    await close();
  }, SETUP_TIMEOUT);

  // Every test starts from an empty table, empty buckets and the production numbers, well inside
  // every window of the limits.
  beforeEach(
    async () => {
      await db.query('delete from public.contact_messages');
      await db.query('delete from private.contact_rate_buckets');
      await db.query('delete from private.contact_notifications');
      await setContactLimits(db);
      await awayFromWindowEnds(db);
    },
    WINDOW_END_MARGIN_S * 1000 + 20_000,
  );

  /** A visitor behind `address` (what the gateway passes as X-Forwarded-For), as the site creates its client. */
  const visitor = (address?: string, extra: Record<string, string> = {}): SupabaseClient =>
    createClient(url, LOCAL_ANON_KEY, {
      auth: AUTH,
      global: { headers: { ...(address === undefined ? {} : { 'x-forwarded-for': address }), ...extra } },
    });
  const send = (client: SupabaseClient, email: string, extra: Partial<typeof GOOD_MESSAGE> = {}) =>
    client
      .from('contact_messages')
      .insert({ ...GOOD_MESSAGE, email, ...extra })
      .retry(false);
  const stored = async () =>
    Number((await db.query('select count(*) as n from public.contact_messages')).rows[0]?.['n']);
  /** Runs `work` for 0…count-1, `width` at a time. */
  async function inBatches<T>(count: number, width: number, work: (index: number) => PromiseLike<T>): Promise<T[]> {
    const results: T[] = [];
    for (let start = 0; start < count; start += width) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(width, count - start) }, (_, offset) => work(start + offset)),
        )),
      );
    }
    return results;
  }

  it('stores one message each from ten clients', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => send(visitor(`198.51.100.${index + 1}`), `ten-${index}@example.com`)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
    expect(await stored()).toBe(10);
  });

  it('stores 3 of 50 messages from one client and answers the rest 429 with PostgREST’s error JSON', async () => {
    const client = visitor('203.0.113.7');
    const results = [];
    for (let index = 0; index < 50; index += 1) results.push(await send(client, `fifty-${index}@example.com`));
    expect(results.slice(0, 3).map((result) => result.status)).toEqual([201, 201, 201]);
    expect(results.slice(3).every((result) => result.status === 429)).toBe(true);
    expect(results[3]?.error).toEqual({
      code: 'PT429',
      message: expect.stringMatching(
        /^Too many messages from your network\. Please try again in \d+ minutes? \(after \d\d:\d\d UTC\)\.$/,
      ),
      details: 'At most 3 messages every 10 minutes from your network.',
      hint: `You can also e-mail us at ${site.agency.email}.`,
    });
    expect(await stored()).toBe(3);
  });

  it('answers a refusal over HTTP as PostgREST does: 429, the JSON body, Proxy-Status', async () => {
    await setContactLimits(db, { per_client_max: 0 });
    const response = await fetch(`${url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
      body: JSON.stringify(GOOD_MESSAGE),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('proxy-status')).toBe('PostgREST; error=PT429');
    expect(Object.keys(await response.json())).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('stores at most the global cap from 300 requests with rotating addresses', async () => {
    const results = await inBatches(300, 10, (index) =>
      send(visitor(`10.${index >> 8}.${index & 255}.1`), `rotating-${index}@example.com`),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(60);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(240);
    expect(refused[0]?.error?.message).toMatch(/^Too many messages to us right now\./);
    expect(refused[0]?.error?.hint).toBe(`You can also e-mail us at ${site.agency.email}.`);
    expect(await stored()).toBe(60);
  }, 120_000);

  it('stores 5 an hour from one e-mail address, whatever its case and the client', async () => {
    const results = [];
    for (let index = 0; index < 7; index += 1)
      results.push(
        await send(visitor(`192.0.2.${index + 1}`), index % 2 ? 'Same.Sender@Example.com' : 'same.sender@example.com'),
      );
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(results[5]?.error?.message).toMatch(/^Too many messages from your e-mail address\./);
  });

  it.each([
    ['no X-Forwarded-For', undefined],
    ['a garbage X-Forwarded-For', 'not-an-address'],
    ['an impossible address', '999.1.1.1, 10.0.0.1'],
  ])('puts a request with %s in one shared bucket instead of failing', async (_label, address) => {
    const results = [];
    for (let index = 0; index < 4; index += 1)
      results.push(await send(visitor(index === 0 ? undefined : address), `shared-${index}@example.com`));
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 429]);
  });

  it('counts an IPv6 client by its /64', async () => {
    const results = [];
    for (let index = 1; index <= 4; index += 1)
      results.push(await send(visitor(`2001:db8:1:2::${index}`), `v6-${index}@example.com`));
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 429]);
  });

  it('stores nothing from a JSON array of 100 messages', async () => {
    const rows = Array.from({ length: 100 }, (_, index) => ({ ...GOOD_MESSAGE, email: `array-${index}@example.com` }));
    const { status, error } = await visitor('203.0.113.20').from('contact_messages').insert(rows);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PT400', message: 'One request may send one message; this one held 100.' });
    expect(await stored()).toBe(0);
  });

  it('stores exactly 3 of 200 concurrent requests from one client', async () => {
    const client = visitor('203.0.113.30');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => send(client, `burst-${index}@example.com`)),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    expect(results.filter((result) => result.status === 429)).toHaveLength(197);
    expect(await stored()).toBe(3);
  }, 120_000);

  it('refuses a whitespace-only message', async () => {
    const { status, error } = await send(visitor('203.0.113.40'), 'blank@example.com', {
      message: '\n\n\t\u00a0\u3000\n',
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(await stored()).toBe(0);
  });

  it('changes with one UPDATE of private.contact_settings', async () => {
    await db.query('update private.contact_settings set per_client_max = 1');
    const client = visitor('203.0.113.50');
    expect((await send(client, 'one-1@example.com')).status).toBe(201);
    expect((await send(client, 'one-2@example.com')).status).toBe(429);
  });

  it('hands the statement PostgREST’s request settings, and maps PTnnn to HTTP nnn', async () => {
    // A trigger that answers with what it sees, as SQLSTATE PT418.
    await db.exec(`
      create or replace function public.echo_request() returns trigger language plpgsql set search_path = '' as $$
      begin
        raise exception using errcode = 'PT418', message = json_build_object(
          'role', current_user, 'method', current_setting('request.method', true), 'path', current_setting('request.path', true),
          'xff', current_setting('request.headers', true)::json ->> 'x-forwarded-for')::text;
      end $$;
      create trigger echo_request before insert on public.contact_messages for each row when (new.subject = 'echo') execute function public.echo_request();`);
    try {
      const { status, error } = await send(visitor('203.0.113.60'), 'echo@example.com', { subject: 'echo' });
      expect(status).toBe(418);
      expect(JSON.parse(error?.message ?? '')).toEqual({
        role: 'anon',
        method: 'POST',
        path: '/rest/v1/contact_messages',
        xff: '203.0.113.60',
      });
    } finally {
      await db.exec('drop trigger echo_request on public.contact_messages; drop function public.echo_request();');
    }
  });

  it('stores one row when the gateway answers 503 after the commit: supabase-js does not send it again', async () => {
    const before = requests;
    const { status } = await send(
      visitor('203.0.113.70', { [FAULT_HEADER]: '503-after-commit' }),
      'after-commit@example.com',
    );
    expect(status).toBe(503);
    expect(requests - before).toBe(1);
    expect(await stored()).toBe(1);
  });

  it('prunes buckets older than a day', async () => {
    await db.query(
      "insert into private.contact_rate_buckets (bucket, window_start, hits) values ('client:old', now() - interval '25 hours', 3), ('client:new', now(), 1)",
    );
    expect((await db.query('select private.prune_contact_buckets() as n')).rows).toEqual([{ n: 1 }]);
    expect((await db.query('select bucket from private.contact_rate_buckets')).rows).toEqual([
      { bucket: 'client:new' },
    ]);
  });

  describe('notifications', () => {
    const notifications = async () =>
      (await db.query('select kind, message_ids::text[] as ids from private.contact_notifications order by id'))
        .rows as { kind: 'single' | 'digest'; ids: string[] }[];

    it('100 messages in a burst: at most 20 single e-mails, a digest for the rest, each message in exactly one e-mail', async () => {
      await setContactLimits(db, { per_client_max: 1000, global_max: 1000 });
      const results = await inBatches(100, 20, (index) =>
        send(visitor(`100.64.${index}.1`), `burst-mail-${index}@example.com`),
      );
      expect(results.filter((result) => result.status !== 201)).toEqual([]);
      // An insert puts nothing in an e-mail; the scheduled job (or the function it wakes) does, twice: the second finds nothing left.
      expect(await notifications()).toEqual([]);
      expect((await db.query('select private.form_contact_emails() as n')).rows).toEqual([{ n: 100 }]);
      expect((await db.query('select private.form_contact_emails() as n')).rows).toEqual([{ n: 0 }]);
      expect((await notifications()).map((n) => [n.kind, n.ids.length])).toEqual([
        ...Array(20).fill(['single', 1]),
        ['digest', 80],
      ]);

      // Each stored row is in exactly one e-mail, built by the Edge Function's own builders.
      const rows = (
        await db.query('select id::text, created_at::text, name, email, subject, message from public.contact_messages')
      ).rows as unknown as ContactRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const mails = (await notifications()).map((n) => {
        const members = n.ids.map((id) => byId.get(id)!);
        return n.kind === 'single'
          ? buildNotification(members[0]!, { from: 'web@example.com', to: 'hello@example.com' })
          : buildDigest(members, { from: 'web@example.com', to: 'hello@example.com' });
      });
      expect(mails.filter((mail) => !mail.subject.startsWith('Website enquiries'))).toHaveLength(20);
      const mentions = rows.map((row) => mails.filter((mail) => mail.text.includes(`Message id: ${row.id}`)).length);
      expect(mentions).toEqual(Array(100).fill(1));
      expect(notificationPayloadFrom({ kind: 'digest', messages: rows })?.messages).toHaveLength(100);
      // Nothing is delivered until the mail provider accepts it (tests/db/contact-outbox.test.ts).
      expect(
        (await db.query('select count(*)::int as n from public.contact_messages where notified_at is not null')).rows,
      ).toEqual([{ n: 0 }]);
    }, 120_000);

    it('wakes the Edge Function through pg_net where it exists, after commit only, with no message in the request', async () => {
      await db.exec(PG_NET_SQL);
      try {
        await db.query(
          "update private.contact_settings set notify_url = 'https://ref.example/functions/v1/notify-contact', notify_secret = 's3cret'",
        );
        const client = visitor('203.0.113.90');
        for (let index = 0; index < 4; index += 1)
          await send(client, `posted-${index}@example.com`, { subject: `Posted ${index}` });
        const calls = (
          await db.query("select url, headers, convert_from(body, 'UTF8') as body from net.http_request_queue")
        ).rows;
        expect(calls).toEqual(
          Array(3).fill({
            url: 'https://ref.example/functions/v1/notify-contact',
            headers: { 'Content-Type': 'application/json', 'x-webhook-secret': 's3cret' },
            body: '{}',
          }),
        );
      } finally {
        await db.exec('drop schema net cascade');
        await db.query('update private.contact_settings set notify_url = null, notify_secret = null');
      }
    });

    it('a refused insert is in no e-mail', async () => {
      const client = visitor('203.0.113.80');
      for (let index = 0; index < 6; index += 1) await send(client, `quiet-${index}@example.com`);
      expect(await stored()).toBe(3);
      await db.query('select private.contact_notify_tick()');
      expect((await notifications()).flatMap((n) => n.ids)).toHaveLength(3);
    });
  });
});

/**
 * supabase-js, configured as the site configures it, against the local backend: on the embedded
 * PGlite and on a real PostgreSQL 15 server (DATABASE_URL). Plus the raw HTTP surface the
 * browser meets: CORS preflight, keys, Prefer, and refusals for what is not served.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../scripts/local-backend/config.mjs';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { decodeJwt, signJwt, verifyJwt } from '../../scripts/local-backend/jwt.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { GOOD_MESSAGE, messageWith, RAISED_LIMITS, REFUSED_MESSAGES } from '../support/contact-cases';
import { ENGINES, SETUP_TIMEOUT } from '../support/engines';
import { startLocalBackend, type RunningBackend } from '../support/local-backend-server';

// Tokens the tables below need (signing is asynchronous, the tables are not).
const OTHER_SECRET_TOKEN = await signJwt({ role: 'anon' }, 'x'.repeat(40));
const FOREIGN_KEY = await signJwt({ role: 'anon' }, 'another-project-secret-of-at-least-32-chars');
const EXPIRED_TOKEN = await signJwt({ role: 'anon', exp: 1_000 }, LOCAL_JWT_SECRET);

describe('the local anon key', () => {
  it('is the Supabase CLI demo key: role anon, signed with the documented local secret', async () => {
    expect(await signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, LOCAL_JWT_SECRET)).toBe(
      LOCAL_ANON_KEY,
    );
    expect(decodeJwt(LOCAL_ANON_KEY)).toMatchObject({ role: 'anon' });
    expect(decodeJwt('not a token')).toBeNull();
    expect(await verifyJwt(LOCAL_ANON_KEY, LOCAL_JWT_SECRET)).toMatchObject({ ok: true, claims: { role: 'anon' } });
  });

  it.each([
    ['another secret', OTHER_SECRET_TOKEN, { code: 'PGRST301', message: 'JWT cryptographic operation failed' }],
    ['an expired token', EXPIRED_TOKEN, { code: 'PGRST303', message: 'JWT expired' }],
    [
      'another algorithm',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"anon"}').toString('base64url')}.`,
      { code: 'PGRST301', message: 'Wrong or unsupported encoding algorithm' },
    ],
    ['two parts', 'abc.def', { code: 'PGRST301', message: 'Expected 3 parts in JWT; got 2' }],
    ['an empty token', '', { code: 'PGRST301' }],
  ])('rejects %s as PostgREST does', async (_label, token, expected) => {
    expect(await verifyJwt(token, LOCAL_JWT_SECRET)).toMatchObject({ ok: false, ...expected });
  });
});

describe.each(ENGINES)('the local backend on $name', ({ open }) => {
  let db: Database;
  let close = async () => {};
  let backend: RunningBackend | undefined;
  let url = '';
  let supabase: SupabaseClient;

  beforeAll(async () => {
    ({ db, close } = await open());
    await applySchema(db);
    // Limits raised: the 200 concurrent inserts below all come from one address; contact-abuse.test.ts tests the limits.
    await setContactLimits(db, RAISED_LIMITS);
    backend = await startLocalBackend(db);
    url = backend.url;
    // As src/backend/contact.ts creates it.
    supabase = createClient(url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.stop();
    await close();
  }, SETUP_TIMEOUT);

  const countWhere = async (email: string) =>
    Number(
      (await db.query('select count(*) as n from public.contact_messages where email = $1', [email])).rows[0]?.['n'],
    );

  describe('through supabase-js', () => {
    it('stores a good message and answers error: null, 201, no body', async () => {
      const email = 'stored@example.com';
      const result = await supabase.from('contact_messages').insert({ ...GOOD_MESSAGE, email });
      expect(result).toMatchObject({ error: null, data: null, status: 201 });
      const { rows } = await db.query(
        'select name, email, subject, message from public.contact_messages where email = $1',
        [email],
      );
      expect(rows).toEqual([{ ...GOOD_MESSAGE, email }]);
    });

    it.each(REFUSED_MESSAGES)(
      'refuses $label with PostgREST’s error $code and HTTP $status',
      async ({ values, code, status }) => {
        const { error, status: answered } = await supabase.from('contact_messages').insert(messageWith(values));
        expect(answered).toBe(status);
        expect(error).toEqual({ code, details: null, hint: null, message: expect.any(String) });
      },
    );

    it('refuses to hand the row back (.insert().select() needs SELECT, which anon lacks)', async () => {
      const { error, status } = await supabase.from('contact_messages').insert(GOOD_MESSAGE).select();
      expect(status).toBe(401);
      expect(error).toEqual({
        code: '42501',
        details: null,
        hint: null,
        message: 'permission denied for table contact_messages',
      });
    });

    it('refuses a column the table does not have (PGRST204)', async () => {
      const { error, status } = await supabase.from('contact_messages').insert({ ...GOOD_MESSAGE, phone: '+254' });
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST204',
        message: "Could not find the 'phone' column of 'contact_messages' in the schema cache",
      });
    });

    it('refuses another table as PostgREST does (PGRST205, 404)', async () => {
      const { error, status } = await supabase.from('users').insert({ name: 'x' });
      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'PGRST205' });
    });

    it('says plainly that reading is not served locally', async () => {
      const { error, status } = await supabase.from('contact_messages').select();
      expect(status).toBe(501);
      expect(error).toMatchObject({
        code: 'PGRST127',
        hint: expect.stringContaining('only POST /rest/v1/contact_messages'),
      });
    });

    it('stores every one of 200 concurrent inserts', async () => {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          supabase
            .from('contact_messages')
            .insert({ ...GOOD_MESSAGE, email: `load-${index}@example.com`, subject: `Load ${index}` }),
        ),
      );
      expect(results.filter((result) => result.error !== null)).toEqual([]);
      const { rows } = await db.query(
        "select count(distinct email) as n from public.contact_messages where email like 'load-%@example.com'",
      );
      expect(Number(rows[0]?.['n'])).toBe(200);
    }, 60_000);
  });

  describe('over plain HTTP', () => {
    const headers = {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'content-type': 'application/json',
    };
    const post = (body: unknown, extra: Record<string, string> = {}, path = '/rest/v1/contact_messages') =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { ...headers, ...extra },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });

    it('answers the browser’s CORS preflight with the headers supabase-js sends', async () => {
      const asked = 'apikey, authorization, content-type, content-profile, prefer, x-client-info, accept-profile';
      const response = await fetch(`${url}/rest/v1/contact_messages`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4321',
          'access-control-request-method': 'POST',
          'access-control-request-headers': asked,
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(asked.split(', ')));
    });

    it('lets the browser read the answer of a cross-origin insert', async () => {
      const response = await post({ ...GOOD_MESSAGE, email: 'cors@example.com' }, { origin: 'http://127.0.0.1:4331' });
      expect(response.status).toBe(201);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4331');
    });

    it.each([
      ['no Prefer', {}, null],
      ['Prefer: return=minimal', { prefer: 'return=minimal' }, 'return=minimal'],
    ])('answers 201 with an empty body for %s, as PostgREST does', async (_label, extra, applied) => {
      const response = await post({ ...GOOD_MESSAGE, email: 'minimal@example.com' }, extra);
      expect(response.status).toBe(201);
      expect(await response.text()).toBe('');
      expect(response.headers.get('preference-applied')).toBe(applied);
    });

    it('refuses an array of messages: one request stores at most one (PT400)', async () => {
      const response = await post([
        { ...GOOD_MESSAGE, email: 'array@example.com' },
        { ...GOOD_MESSAGE, email: 'array@example.com' },
      ]);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PT400', hint: 'Send each message in its own request.' });
      expect(await countWhere('array@example.com')).toBe(0);
    });

    it('rolls back the whole request when one of its rows is refused', async () => {
      const response = await post([
        { ...GOOD_MESSAGE, email: 'atomic@example.com' },
        { ...GOOD_MESSAGE, email: 'atomic@example.com', name: '' },
      ]);
      expect(response.status).toBe(400);
      expect(await countWhere('atomic@example.com')).toBe(0);
    });

    it.each([
      ['no apikey', { apikey: '' }, 401, { message: 'No API key found in request' }],
      ['a foreign apikey', { apikey: FOREIGN_KEY }, 401, { message: 'Invalid API key' }],
      [
        'an expired bearer token',
        { authorization: `Bearer ${EXPIRED_TOKEN}` },
        401,
        { code: 'PGRST303', message: 'JWT expired' },
      ],
      ['another schema', { 'content-profile': 'auth' }, 406, { code: 'PGRST106' }],
      ['a form-encoded body', { 'content-type': 'application/x-www-form-urlencoded' }, 415, { code: 'PGRST127' }],
    ])('refuses %s', async (_label, extra, status, body) => {
      const response = await post(GOOD_MESSAGE, extra);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject(body);
    });

    it('refuses a body that is not JSON (PGRST102)', async () => {
      const response = await post('{"name": ');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'PGRST102',
        details: null,
        hint: null,
        message: 'Empty or invalid json',
      });
    });

    it('adds PostgREST’s headers to a refusal', async () => {
      const response = await post({ ...GOOD_MESSAGE, email: 'bad' });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('proxy-status')).toBe('PostgREST; error=23514');
      const denied = await post(GOOD_MESSAGE, { prefer: 'return=representation' });
      expect(denied.status).toBe(401);
      expect(denied.headers.get('www-authenticate')).toBe('Bearer');
    });

    it('serves nothing outside /rest/v1/contact_messages', async () => {
      for (const [method, path] of [
        ['GET', '/'],
        ['GET', '/auth/v1/settings'],
        ['PATCH', '/rest/v1/contact_messages'],
        ['DELETE', '/rest/v1/contact_messages'],
      ] as const) {
        const response = await fetch(`${url}${path}`, { method, headers });
        expect([404, 501], `${method} ${path}`).toContain(response.status);
        expect(await response.json()).toMatchObject({ code: 'PGRST127' });
      }
    });
  });
});

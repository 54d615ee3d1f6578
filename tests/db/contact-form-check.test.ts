/**
 * The contact form's daily check from outside (scripts/schedule/check-contact-backend.mjs), run as
 * the workflow runs it, against the local backend: healthy, a backend that is not running, one
 * that answers as Supabase answers a paused project, one that never answers, a wrong key, the
 * insert policy dropped, the grant revoked. Each is reported in the agency's words; none stores a
 * row, takes a limit slot or sends an e-mail (counted in the tables, at pg_net and at the mail
 * provider's stand-in); the agency is told once (one GitHub issue, one e-mail) and the issue is
 * closed when the check passes again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../scripts/local-backend/config.mjs';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { signJwt } from '../../scripts/local-backend/jwt.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { healthRequest, runContactCheck } from '../../scripts/schedule/check-contact-backend.mjs';
import { HEALTH_LABEL, HEALTH_TITLE } from '../../src/lib/schedule/contact-health';
import { GOOD_MESSAGE } from '../support/contact-cases';
import type { GitHubStandIn } from '../support/github-standin/server.ts';
import { PGLITE, SETUP_TIMEOUT } from '../support/engines';
import { startLocalBackend, type RunningBackend } from '../support/local-backend-server';
import { startMailApi, type MailApi } from '../support/mail-api';
import {
  notifyFunctionEnv,
  startNotifyFunction,
  WEBHOOK_SECRET,
  type NotifyFunction,
} from '../support/notify-function';
import { startWorkflowGitHub, WORKFLOW_TOKEN, type WorkflowGitHub } from '../support/schedule-standins';
import { drainPgNet, emptyContactTables, startCronDatabase, stopCronDatabase } from '../support/pg-net';
import type { PostgresCluster } from '../../scripts/support/postgres-cluster';

const POLICY = `create policy "Visitors can send a contact message" on public.contact_messages for insert to anon
  with check (concat(name, email, subject) !~ '[[:cntrl:]]')`;
/** Fast tries for the tests: the production numbers wait minutes between them. */
const FAST = { attempts: 3, timeoutMs: 300, backoffMs: 10 };
const NOW = new Date('2026-12-01T06:00:00Z');
const SINCE = '06:00 UTC on 1 December 2026';

interface Run {
  code: number;
  lines: string[];
}
/** One run of the check, as the workflow runs it, with the environment it gives. */
async function check(env: Record<string, string | undefined>): Promise<Run> {
  const lines: string[] = [];
  const code = await runContactCheck(env, { now: () => NOW, settings: FAST, log: (line) => lines.push(line) });
  return { code, lines };
}

/** A server that answers every request with `status` and `body` (or never, with `status` 0); counts requests. */
async function standIn(status: number, body = ''): Promise<{ url: string; hits: () => number; server: Server }> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    if (status > 0) res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits, server };
}
const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const COUNTS_SQL = `select (select count(*) from public.contact_messages)::int as messages,
  (select count(*) from private.contact_rate_buckets)::int as buckets,
  (select count(*) from private.contact_notifications)::int as emails`;

describe('the check against the local backend on PGlite', () => {
  let db: Database;
  let close = async () => {};
  let backend: RunningBackend;
  let workflowGitHub: WorkflowGitHub;
  let github: GitHubStandIn;
  /** The check's issues and their comments, as the GitHub stand-in holds them. */
  const issues = () =>
    github.pulls.issues.map((issue) => ({
      ...issue,
      comments: github.pulls.comments.filter((c) => c.issue === issue.number).map((c) => c.body),
    }));
  let mail: MailApi;
  const counts = async () => (await db.query(COUNTS_SQL)).rows[0];
  const env = (overrides: Record<string, string | undefined> = {}) => ({
    PUBLIC_SUPABASE_URL: backend.url,
    PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    GITHUB_TOKEN: WORKFLOW_TOKEN,
    GITHUB_REPOSITORY: 'kilele/site',
    GITHUB_API_URL: github.url,
    RESEND_API_KEY: mail.apiKey,
    RESEND_API_URL: mail.url,
    CONTACT_NOTIFY_TO: 'hello@example.com',
    CONTACT_NOTIFY_FROM: 'Website <web@example.com>',
    ...overrides,
  });
  /** The one issue's words, which must be the run's own. */
  const reported = (run: Run, words: string) => {
    expect(run.code).toBe(0);
    expect(run.lines[0]).toContain(words);
    expect(github.pulls.issues).toHaveLength(1);
    expect(github.pulls.issues[0]).toMatchObject({ title: HEALTH_TITLE, labels: [HEALTH_LABEL], state: 'open' });
    expect(github.pulls.issues[0]!.body).toContain(words);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.text).toContain(words);
  };

  beforeAll(async () => {
    ({ db, close } = await PGLITE.open());
    await applySchema(db);
    backend = await startLocalBackend(db);
    workflowGitHub = await startWorkflowGitHub();
    github = workflowGitHub.gitHub;
    // The check runs in this process, as the workflow's would trust GitHub's certificate.
    workflowGitHub.trustHere();
    mail = await startMailApi();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.stop();
    await workflowGitHub?.close();
    await mail?.stop();
    await close();
  });
  beforeEach(async () => {
    github.pulls.issues.length = 0;
    github.pulls.comments.length = 0;
    github.requests.length = 0;
    mail.reset();
    await setContactLimits(db, {});
    await emptyContactTables(db);
  });
  afterEach(() => expect(github.unknownRequests).toEqual([]));

  it('sends the request supabase-js sends for .rpc("contact_health")', async () => {
    const seen: { method: string; path: string; headers: Record<string, unknown>; body: string }[] = [];
    const capture = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(capture.address() as AddressInfo).port}`;
    try {
      const supabase = createClient(url, LOCAL_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
      expect((await supabase.rpc('contact_health')).data).toEqual({ ok: true });
      const request = healthRequest(url, LOCAL_ANON_KEY);
      await fetch(request.url, request.init);
      const [fromSupabase, fromCheck] = seen;
      const essentials = (r: typeof fromSupabase) => ({
        method: r?.method,
        path: r?.path,
        body: r?.body,
        apikey: r?.headers['apikey'],
        authorization: r?.headers['authorization'],
        contentType: r?.headers['content-type'],
      });
      expect(essentials(fromCheck)).toEqual(essentials(fromSupabase));
      expect(essentials(fromCheck).path).toBe('/rest/v1/rpc/contact_health');
    } finally {
      await stop(capture);
    }
  });

  it('passes when healthy, and stores nothing, takes no slot, tells nobody', async () => {
    // One message per client in this window: three checks, and a visitor from the same address still gets in.
    await setContactLimits(db, { per_client_max: 1, per_sender_max: 1, global_max: 1 });
    for (let run = 0; run < 3; run++) {
      const result = await check(env());
      expect(result.code).toBe(0);
      expect(result.lines[0]).toMatch(/^The contact form's backend accepts messages/);
    }
    expect(await counts()).toEqual({ messages: 0, buckets: 0, emails: 0 });
    expect(github.pulls.issues).toEqual([]);
    expect(github.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
    expect(mail.requests).toEqual([]);
    const supabase = createClient(backend.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    expect((await supabase.from('contact_messages').insert(GOOD_MESSAGE)).status).toBe(201);
  });

  it('reports a backend that is not running, once, and closes the issue when it passes again', async () => {
    const gone = await standIn(0);
    const url = gone.url;
    await stop(gone.server); // the port is free again: connection refused
    const first = await check(env({ PUBLIC_SUPABASE_URL: url }));
    reported(
      first,
      `The contact form cannot reach its database since ${SINCE}: nothing answered at its address (ECONNREFUSED`,
    );
    const second = await check(env({ PUBLIC_SUPABASE_URL: url }));
    expect(second.code).toBe(0);
    expect(second.lines).toContain('Issue #1 is already open: nothing new to tell.');
    expect(github.pulls.issues).toHaveLength(1);
    expect(mail.sent).toHaveLength(1);

    const back = await check(env());
    expect(back.code).toBe(0);
    expect(github.pulls.issues[0]).toMatchObject({ state: 'closed', stateReason: 'completed' });
    expect(issues()[0]!.comments).toEqual([expect.stringMatching(/^The contact form works again/)]);
    expect(mail.sent).toHaveLength(1);
    expect(github.requests.map((r) => `${r.method} ${r.path.split('?')[0]} ${r.status}`)).toEqual([
      'GET /repos/kilele/site/issues 200',
      'POST /repos/kilele/site/issues 201',
      'GET /repos/kilele/site/issues 200',
      'GET /repos/kilele/site/issues 200',
      'POST /repos/kilele/site/issues/1/comments 201',
      'PATCH /repos/kilele/site/issues/1 200',
    ]);
    expect(github.requests[0]!.path).toBe(`/repos/kilele/site/issues?labels=${HEALTH_LABEL}&state=open&per_page=100`);
  });

  it('reports a paused project as Supabase answers it (540), without retrying', async () => {
    const paused = await standIn(540, 'Project paused');
    try {
      const run = await check(env({ PUBLIC_SUPABASE_URL: paused.url }));
      reported(
        run,
        `The contact form cannot reach its database since ${SINCE}: the project is paused. Restore it in Supabase: Project → Restore`,
      );
      expect(paused.hits()).toBe(1);
    } finally {
      await stop(paused.server);
    }
  });

  it('reports a backend that never answers after three tries', async () => {
    const silent = await standIn(0);
    try {
      const run = await check(env({ PUBLIC_SUPABASE_URL: silent.url }));
      reported(
        run,
        `The contact form cannot reach its database since ${SINCE}: it did not answer in time, after retries.`,
      );
      expect(silent.hits()).toBe(3);
      expect(run.lines[1]).toBe('What the backend answered: no answer within 0.3 s, 3 tries (3 tries).');
    } finally {
      await stop(silent.server);
    }
  });

  it('reports a wrong key as the gateway refuses it', async () => {
    const foreign = await signJwt({ role: 'anon' }, 'another-project-secret-of-at-least-32-chars');
    const run = await check(env({ PUBLIC_SUPABASE_ANON_KEY: foreign }));
    reported(run, `The contact form cannot reach its database since ${SINCE}: the project refuses the site's key`);
    expect(github.pulls.issues[0]!.body).toContain('HTTP 401: Invalid API key');
  });

  it('reports the insert policy dropped, and stores nothing', async () => {
    await db.exec('drop policy "Visitors can send a contact message" on public.contact_messages');
    try {
      const run = await check(env());
      reported(
        run,
        `The contact form's database refuses every message since ${SINCE}: the insert policy "Visitors can send a contact message" on contact_messages is missing`,
      );
      expect(github.pulls.issues[0]!.body).toContain('42501 new row violates row-level security policy');
    } finally {
      await db.exec(POLICY);
    }
    expect(await counts()).toEqual({ messages: 0, buckets: 0, emails: 0 });
  });

  it("reports anon's insert grant revoked", async () => {
    await db.exec('revoke insert on public.contact_messages from anon');
    try {
      const run = await check(env());
      reported(
        run,
        `The contact form's database refuses every message since ${SINCE}: the anon role may no longer insert`,
      );
    } finally {
      await db.exec('grant insert (name, email, subject, message) on public.contact_messages to anon');
    }
  });

  it('says so and exits 1 when it can tell nobody', async () => {
    const run = await check({ PUBLIC_SUPABASE_URL: backend.url, PUBLIC_SUPABASE_ANON_KEY: 'not-a-key' });
    expect(run.code).toBe(1);
    expect(run.lines.at(-1)).toBe('Not reported: no GitHub repository (GITHUB_TOKEN, GITHUB_REPOSITORY).');
    expect((await check({})).code).toBe(1);
  });
});

describe('the check on PostgreSQL 15 with the notifications switched on', () => {
  let cluster: PostgresCluster;
  let db: Database;
  let session: pg.Client;
  let mail: MailApi;
  let fn: NotifyFunction;
  let backend: RunningBackend;

  beforeAll(async () => {
    ({ cluster, db, session } = await startCronDatabase());
    await applySchema(db);
    await setContactLimits(db, { per_client_max: 100, per_sender_max: 100, global_max: 100 });
    mail = await startMailApi();
    fn = await startNotifyFunction(notifyFunctionEnv(mail, cluster.url));
    await db.query('update private.contact_settings set notify_url = $1, notify_secret = $2', [fn.url, WEBHOOK_SECRET]);
    backend = await startLocalBackend(db);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.stop();
    await fn?.stop();
    await mail?.stop();
    await stopCronDatabase({ cluster, db, session });
  }, SETUP_TIMEOUT);

  it('e-mails nobody and queues nothing, where a real message is e-mailed', async () => {
    for (let run = 0; run < 3; run++) {
      const result = await check({ PUBLIC_SUPABASE_URL: backend.url, PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY });
      expect(result.lines[0]).toMatch(/^The contact form's backend accepts messages/);
    }
    expect(await drainPgNet(db)).toBe(0);
    await session.query('select private.contact_notify_tick()');
    expect(await drainPgNet(db)).toBe(0);
    expect((await db.query(COUNTS_SQL)).rows[0]).toEqual({ messages: 0, buckets: 0, emails: 0 });
    expect(mail.requests).toEqual([]);

    // The same path does e-mail a message the form sends: the count above could have moved.
    const supabase = createClient(backend.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    expect((await supabase.from('contact_messages').insert(GOOD_MESSAGE)).status).toBe(201);
    expect(await drainPgNet(db)).toBe(1);
    await expect.poll(() => mail.sent.length, { timeout: 10_000 }).toBe(1);
    await emptyContactTables(db);
  });
});

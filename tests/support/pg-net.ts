/**
 * pg_net, the one hosted part that is not packaged for Debian: a stand-in with its interface and
 * its way of working. The real extension's `net.http_post(url, body, params, headers,
 * timeout_milliseconds)` only inserts the request into `net.http_request_queue`; a background
 * worker sends the queue after the transaction commits (a rolled-back insert sends nothing) and
 * keeps each answer in `net._http_response`. Here the table and the function are the same, and
 * `drainPgNet` is the worker: it takes the committed queue and sends it with fetch, all at once
 * as pg_net's worker does with a batch.
 */
import { existsSync } from 'node:fs';
import pg from 'pg';
import { openPostgres, type Database, type Queryable } from '../../scripts/local-backend/database.mjs';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/support/postgres-cluster';

export const PG_NET_SQL = `
  create schema if not exists net;
  create table if not exists net.http_request_queue (
    id bigserial primary key, method text not null, url text not null, headers jsonb not null,
    body bytea, timeout_milliseconds integer not null);
  create table if not exists net._http_response (id bigint, status_code integer, content text, timed_out boolean, error_msg text, created timestamptz not null default now());
  create or replace function net.http_post(url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds integer default 5000)
    returns bigint language sql set search_path = '' as $$
      insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
      values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds) returning id
    $$;`;

interface Queued {
  id: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  timeout_milliseconds: number;
}

/** Sends every committed request in the queue (concurrently) and records the answers; how many. */
export async function drainPgNet(db: Queryable): Promise<number> {
  const { rows } = await db.query(
    "delete from net.http_request_queue returning id::text, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds",
  );
  const queued = rows as unknown as Queued[];
  await Promise.all(
    queued.map(async (request) => {
      let status: number | null = null;
      let content: string | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(request.timeout_milliseconds),
        });
        status = response.status;
        content = await response.text();
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      await db.query(
        'insert into net._http_response (id, status_code, content, timed_out, error_msg) values ($1, $2, $3, $4, $5)',
        [request.id, status, content, error !== null && /timeout|abort/i.test(error), error],
      );
    }),
  );
  return queued.length;
}

/** PostgreSQL 15 with the real pg_cron loaded (Debian's postgresql-15-cron). */
const PG_CRON_SETTINGS = {
  shared_preload_libraries: 'pg_cron',
  'cron.database_name': 'postgres',
  // Jobs run in background workers, not over a new libpq connection to localhost.
  'cron.use_background_workers': 'on',
  max_worker_processes: '16',
};
const PG_CRON_LIBRARY = '/usr/lib/postgresql/15/lib/pg_cron.so';

/**
 * A throwaway PostgreSQL 15 server with pg_cron loaded and the pg_net stand-in installed, and a
 * plain session on it (for what the tests read as the database owner).
 */
export async function startCronDatabase(): Promise<{ cluster: PostgresCluster; db: Database; session: pg.Client }> {
  if (!existsSync(PG_CRON_LIBRARY))
    throw new Error(
      `pg_cron is not installed (${PG_CRON_LIBRARY}): apt-get install postgresql-15-cron (bash .ci/run does it)`,
    );
  const cluster = await startPostgresCluster(PG_CRON_SETTINGS);
  const db = await openPostgres(cluster.url);
  const session = new pg.Client({ connectionString: cluster.url });
  await session.connect();
  await db.exec('create extension if not exists pg_cron');
  await db.exec(PG_NET_SQL);
  return { cluster, db, session };
}

/** Stops what startCronDatabase started, whatever of it did start. */
export async function stopCronDatabase(started: {
  cluster?: PostgresCluster | undefined;
  db?: Database | undefined;
  session?: pg.Client | undefined;
}): Promise<void> {
  await started.session?.end();
  await started.db?.close();
  await started.cluster?.stop();
}

/** Empties the rows a contact message leaves (the message, its e-mails, the limit buckets) between tests. */
export async function emptyContactTables(db: Queryable): Promise<void> {
  await db.query('delete from public.contact_messages');
  await db.query('delete from private.contact_notifications');
  await db.query('delete from private.contact_rate_buckets');
}

#!/usr/bin/env node
// @ts-check
// What the contact limits cost an insert: a throwaway PostgreSQL 15 server, the local
// backend in front of it, and supabase-js sending inserts one after another, each from its own
// client address (X-Forwarded-For) and sender, with the limiter's trigger on and off. Limits are
// raised so every insert is stored: this measures the work of counting, not of refusing.
// Prints the median and p95 latency of each mode, and the limiter trigger's own time inside the
// database (EXPLAIN ANALYZE of the same insert as anon), which the machine's load disturbs less.
// Needs postgresql-15 (POSTGRES_BIN).
//
// Usage: node scripts/bench-contact-insert.mjs [--inserts 200] [--rounds 2]
import { parseArgs } from 'node:util';
import { parseOptions } from './cli.mjs';
import { createClient } from '@supabase/supabase-js';
import { startPostgresCluster } from './support/postgres-cluster.ts';
import { LOCAL_ANON_KEY } from './local-backend/config.mjs';
import { openPostgres } from './local-backend/database.mjs';
import { setContactLimits } from './local-backend/limits.mjs';
import { applySchema } from './local-backend/schema.mjs';
import { createLocalBackendServer, loadColumns } from './local-backend/server.mjs';

const USAGE = `Usage: npm run bench:contact [-- options]

What the contact limits cost an insert: inserts through the local backend on a throwaway
PostgreSQL 15 server, with the limiter on and off; prints the median and p95 of each.

  --inserts N   inserts per mode and round (default: 200)
  --rounds N    rounds, alternating the modes (default: 2)
  --help        show this help`;

const { values: args } = parseOptions(
  parseArgs,
  { inserts: { type: 'string', default: '200' }, rounds: { type: 'string', default: '2' } },
  USAGE,
);
const INSERTS = Number(args.inserts);
const ROUNDS = Number(args.rounds);

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

const cluster = await startPostgresCluster();
const db = await openPostgres(cluster.url);
/** @type {import('node:http').Server | undefined} */
let server;
try {
  await applySchema(db);
  await setContactLimits(db, { per_client_max: 1_000_000, per_sender_max: 1_000_000, global_max: 1_000_000 });
  server = createLocalBackendServer({ db, columns: await loadColumns(db) });
  const listening = server;
  await new Promise((resolve) => listening.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://127.0.0.1:${address.port}`;

  let sent = 0;
  /** One insert from a client and sender never seen before; its latency in ms. */
  const insertOnce = async () => {
    sent += 1;
    const client = createClient(url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` } },
    });
    const started = performance.now();
    const { error } = await client
      .from('contact_messages')
      .insert({ name: 'Bench', email: `bench-${sent}@example.com`, subject: 'Latency', message: `Insert ${sent}` })
      .retry(false);
    const elapsed = performance.now() - started;
    if (error) throw new Error(`insert ${sent} failed: ${error.code} ${error.message}`);
    return elapsed;
  };

  /** @type {Record<string, number[]>} */
  const samples = { 'without the limiter': [], 'with the limiter': [] };
  for (let warm = 0; warm < 20; warm += 1) await insertOnce();
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate the order each round, so a slow spell of the machine does not land on one mode only.
    const order =
      round % 2 === 0 ? ['without the limiter', 'with the limiter'] : ['with the limiter', 'without the limiter'];
    for (const mode of order) {
      await db.query(
        `alter table public.contact_messages ${mode === 'with the limiter' ? 'enable' : 'disable'} trigger contact_messages_guard`,
      );
      for (let index = 0; index < INSERTS; index += 1) samples[mode]?.push(await insertOnce());
    }
  }
  await db.query('alter table public.contact_messages enable trigger contact_messages_guard');

  /** @type {number[]} */
  const triggerTimes = [];
  for (let index = 0; index < INSERTS; index += 1) {
    sent += 1;
    const plan = await db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'anon', true), set_config('request.headers', $1, true)", [
        JSON.stringify({ 'x-forwarded-for': `10.200.${(sent >> 8) & 255}.${sent & 255}` }),
      ]);
      return tx.query(
        `explain (analyze, format json) insert into public.contact_messages (name, email, subject, message) values ('Bench', 'bench-${sent}@example.com', 'Latency', 'Insert')`,
      );
    });
    const [explained] = /** @type {{ Triggers?: { 'Trigger Name': string, Time: number }[] }[]} */ (
      plan.rows[0]?.['QUERY PLAN'] ?? []
    );
    const guard = explained?.Triggers?.find((trigger) => trigger['Trigger Name'] === 'contact_messages_guard');
    if (!guard) throw new Error('EXPLAIN ANALYZE showed no contact_messages_guard trigger');
    triggerTimes.push(guard.Time);
  }

  console.log(
    `Insert latency through the local backend on PostgreSQL 15, ${INSERTS} inserts × ${ROUNDS} rounds per mode, each from a distinct client:`,
  );
  for (const [mode, values] of Object.entries(samples)) {
    console.log(
      `  ${mode.padEnd(20)}  median ${quantile(values, 0.5).toFixed(2)} ms   p95 ${quantile(values, 0.95).toFixed(2)} ms   (n=${values.length})`,
    );
  }
  console.log(
    `The limiter trigger's own time in the database (EXPLAIN ANALYZE, ${INSERTS} inserts as anon, each from a distinct client):`,
  );
  console.log(
    `  contact_messages_guard  median ${quantile(triggerTimes, 0.5).toFixed(2)} ms   p95 ${quantile(triggerTimes, 0.95).toFixed(2)} ms   (n=${triggerTimes.length})`,
  );
} finally {
  server?.closeAllConnections();
  server?.close();
  await db.close();
  await cluster.stop();
}

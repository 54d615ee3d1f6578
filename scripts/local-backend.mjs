#!/usr/bin/env node
// @ts-check
// The local contact backend: `npm start` runs it beside the site, the tests run their own. It
// applies supabase/ (roles, then migrations) to an embedded PostgreSQL (PGlite, kept in
// .local/backend) or to the server in DATABASE_URL, and answers the site's one REST call,
// POST /rest/v1/contact_messages, as a Supabase project would. docs/backend.md, "The contact backend".
//
// Usage: node scripts/local-backend.mjs [--port 54321] [--host 127.0.0.1] [--data-dir .local/backend]
//                                       [--ephemeral] [--quiet] [--limits name=value,…] [--test-faults]
//   --ephemeral    delete the data directory on exit (the end-to-end tests use a fresh one per run)
//   --limits       contact limits for this run, e.g. per_client_max=1000,per_sender_max=3 (the rest
//                  are the production numbers, which `npm start` keeps); see limits.mjs
//   --test-faults  honour the x-local-backend-fault request header (end-to-end tests only)
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOptions } from './cli.mjs';
import { DEFAULT_DATA_DIR, LOCAL_ANON_KEY, LOCAL_BACKEND_HOST, LOCAL_BACKEND_PORT } from './local-backend/config.mjs';
import { pgliteDir, serveAdmin } from './local-backend/admin.mjs';
import { openPGlite, openPostgres } from './local-backend/database.mjs';
import { parseLimitOverrides, setContactLimits } from './local-backend/limits.mjs';
import { applySchema } from './local-backend/schema.mjs';
import { createLocalBackendServer, loadColumns } from './local-backend/server.mjs';

const USAGE = `Usage: npm run backend [-- options]

The contact form's backend on this machine: the migrations applied to an embedded PostgreSQL
(or to DATABASE_URL), answering the REST insert a Supabase project answers, as the anon role.

  --port N            port to listen on (default: ${LOCAL_BACKEND_PORT})
  --host ADDRESS      address to listen on (default: ${LOCAL_BACKEND_HOST})
  --data-dir PATH     where the embedded database lives (default: ${DEFAULT_DATA_DIR})
  --ephemeral         delete the data folder when the backend stops
  --quiet             print nothing but errors
  --limits a=1,b=2    other contact limits (columns of private.contact_settings), e.g.
                      per_client_max=100,global_max=1000; the rest keep production numbers
  --test-faults       let a request ask for a fault (the end-to-end suite's backend only)
  --help              show this help`;

const { values: args } = parseOptions(
  parseArgs,
  {
    port: { type: 'string', default: String(LOCAL_BACKEND_PORT) },
    host: { type: 'string', default: LOCAL_BACKEND_HOST },
    'data-dir': { type: 'string', default: DEFAULT_DATA_DIR },
    ephemeral: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    limits: { type: 'string', default: '' },
    'test-faults': { type: 'boolean', default: false },
  },
  USAGE,
);
const dataDir = resolve(args['data-dir']);
const databaseUrl = process.env['DATABASE_URL'];
const log = args.quiet ? () => {} : (/** @type {string} */ line) => console.log(`[backend] ${line}`);

const started = performance.now();
/** @type {import('./local-backend/database.mjs').Database | undefined} */
let db;
/** @type {import('node:http').Server | undefined} */
let admin;
/** @type {import('node:http').Server | undefined} */
let server;
let stopping = false;

/** Ctrl-C, the test runner or a failure: close everything, drop an ephemeral data directory. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  server?.close();
  server?.closeAllConnections();
  admin?.close();
  await db?.close().catch(() => {});
  if (args.ephemeral && admin) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

/** @param {string} message @returns {Promise<never>} */
async function die(message) {
  console.error(`[backend] ${message}`);
  await stop(1);
  throw new Error(message); // not reached: stop() exits
}

/** @type {(db: import('./local-backend/database.mjs').Database) => void} */
let ready = () => {};
// PGlite: the admin socket listens first (it also refuses a second backend on the same files);
// `npm run messages` then waits for this process instead of opening the database beside it.
if (!databaseUrl)
  admin = await serveAdmin(new Promise((resolve) => (ready = resolve)), dataDir).catch((error) => die(error.message));
db = await (databaseUrl ? openPostgres(databaseUrl) : openPGlite(pgliteDir(dataDir))).catch((error) =>
  die(`cannot open the database: ${error.message}`),
);
await applySchema(db).catch((error) => die(error.message));
await Promise.resolve()
  .then(() =>
    setContactLimits(
      /** @type {import('./local-backend/database.mjs').Database} */ (db),
      parseLimitOverrides(args.limits),
    ),
  )
  .catch((error) => die(`--limits: ${error.message}`));
const columns = await loadColumns(db);
const {
  rows: [limits = {}],
} = await db.query(
  `select per_client_max, extract(epoch from per_client_window) / 60 as per_client_minutes, per_sender_max,
          extract(epoch from per_sender_window) / 60 as per_sender_minutes, global_max, extract(epoch from global_window) / 60 as global_minutes
     from private.contact_settings`,
);
ready(db);

server = createLocalBackendServer({ db, columns, log, testFaults: args['test-faults'] });
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
  die(
    error.code === 'EADDRINUSE'
      ? `${args.host}:${args.port} is in use: is another local backend or \`supabase start\` running?`
      : error.message,
  ),
);
server.listen(Number(args.port), args.host, () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const engine = db?.engine === 'postgres' ? `PostgreSQL at ${db.where}` : `PGlite in ${db?.where}`;
  console.log(
    [
      `[backend] Local contact backend ready in ${seconds} s: ${engine}`,
      `[backend]   URL       http://${args.host}:${args.port}`,
      `[backend]   anon key  ${LOCAL_ANON_KEY}`,
      `[backend]   limits    ${limits['per_client_max']} per client in ${Number(limits['per_client_minutes'])} min, ${limits['per_sender_max']} per sender in ${Number(limits['per_sender_minutes'])} min, ` +
        `${limits['global_max']} in all in ${Number(limits['global_minutes'])} min (private.contact_settings; --limits to change)`,
      '[backend]   Serves only POST /rest/v1/contact_messages and /rest/v1/rpc/contact_health. `npm run messages` lists what it stored.',
    ].join('\n'),
  );
});

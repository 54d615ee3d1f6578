#!/usr/bin/env node
// @ts-check
// `npm run messages`: what the local contact backend has stored, oldest first.
// Usage: npm run messages [-- --json] [-- --data-dir .local/backend]   (DATABASE_URL: that server)
// Control characters in stored text are printed escaped (\u001b), never raw; --json is exact.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOptions } from './cli.mjs';
import { messagesFromRunningBackend, pgliteDir } from './local-backend/admin.mjs';
import { DEFAULT_DATA_DIR } from './local-backend/config.mjs';
import { openPGlite, openPostgres } from './local-backend/database.mjs';
import { MESSAGES_SQL, UNDELIVERED_SQL } from './local-backend/schema.mjs';
import { escapeControls } from './local-backend/terminal.mjs';

const USAGE = `Usage: npm run messages [-- options]

Lists the contact messages the local backend stored, newest first, after a line on any message
not e-mailed to the agency within an hour. Asks the running backend, else opens its data folder.

  --json            print the messages as JSON, exactly as stored
  --data-dir PATH   the local backend's data folder (default: ${DEFAULT_DATA_DIR})
  --help            show this help

DATABASE_URL=postgres://… reads a PostgreSQL server instead.`;

const { values: args } = parseOptions(
  parseArgs,
  { json: { type: 'boolean', default: false }, 'data-dir': { type: 'string', default: DEFAULT_DATA_DIR } },
  USAGE,
);
// `npm run messages --json` (without `--`) reaches us as npm's own json flag.
const json = args.json || process.env['npm_config_json'] === 'true';
const dataDir = resolve(args['data-dir']);
const databaseUrl = process.env['DATABASE_URL'];

/** @typedef {{ count: number, oldest: unknown }} Undelivered */

/** @returns {Promise<{ rows: Record<string, unknown>[], undelivered: Undelivered | null, where: string, local: boolean }>} */
async function readMessages() {
  /** @param {import('./local-backend/database.mjs').Queryable} db */
  const read = async (db) => ({
    rows: (await db.query(MESSAGES_SQL)).rows,
    undelivered: /** @type {Undelivered | null} */ ((await db.query(UNDELIVERED_SQL)).rows[0] ?? null),
  });
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    try {
      return { ...(await read(db)), where: `PostgreSQL at ${db.where}`, local: false };
    } finally {
      await db.close();
    }
  }
  const live = await messagesFromRunningBackend(dataDir);
  if (live) {
    const [undelivered] = (await messagesFromRunningBackend(dataDir, '/undelivered')) ?? [];
    return {
      rows: live,
      undelivered: /** @type {Undelivered | null} */ (undelivered ?? null),
      where: `the running backend (${dataDir})`,
      local: true,
    };
  }
  if (!existsSync(pgliteDir(dataDir)))
    return { rows: [], undelivered: null, where: `${dataDir} (the local backend has not run here yet)`, local: true };
  const db = await openPGlite(pgliteDir(dataDir));
  try {
    return { ...(await read(db)), where: dataDir, local: true };
  } finally {
    await db.close();
  }
}

/** @param {unknown} value */
const utc = (value) => new Date(String(value)).toISOString().replace('T', ' ').slice(0, 19);

const { rows, undelivered, where, local } = await readMessages();
if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  if (undelivered && undelivered.count > 0) {
    const { count, oldest } = undelivered;
    console.log(
      `! ${count} message${count === 1 ? ' has' : 's have'} not reached the agency's inbox after an hour (oldest ${utc(oldest)} UTC): ` +
        'select * from private.contact_messages_undelivered' +
        (local
          ? ' (the local backend sends no e-mail: every message stays in its outbox)'
          : '; docs/notifications.md, "Telling the agency about a new message"') +
        '\n',
    );
  }
  for (const row of rows) {
    const at = utc(row['created_at']);
    const [name, email, subject, message] = ['name', 'email', 'subject', 'message'].map((field) =>
      escapeControls(row[field]),
    );
    console.log(`── ${at} UTC  ${name} <${email}>\nSubject: ${subject}\n\n${message}\n`);
  }
  console.log(`${rows.length} message${rows.length === 1 ? '' : 's'} in ${where}`);
}

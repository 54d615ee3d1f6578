#!/usr/bin/env node
// @ts-check
// `npm run messages`: what the local contact backend has stored, oldest first; with --export or
// --erase EMAIL, everything held under one sender's address (an access or erasure request).
// Usage: npm run messages [-- --json] [-- --data-dir .local/backend]   (DATABASE_URL: that server)
// Control characters in stored text are printed escaped (\u001b), never raw; --json is exact.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOptions } from './cli.mjs';
import { DEFAULT_DATA_DIR } from './local-backend/config.mjs';
import { openPGlite, openPostgres } from './local-backend/database.mjs';
import { messagesFromRunningBackend, pgliteDir, senderDataFromRunningBackend } from './local-backend/admin.mjs';
import { applySchema, MESSAGES_SQL, UNDELIVERED_SQL } from './local-backend/schema.mjs';
import { describeErasure, describeExport, safeJson, SENDER_SQL } from './local-backend/sender-data.mjs';
import { escapeControls } from './local-backend/terminal.mjs';
import { leadSourceLines } from '../supabase/functions/notify-contact/email.ts';

const USAGE = `Usage: npm run messages [-- options]

Lists the contact messages the local backend stored, oldest first, after a line on any message
not e-mailed to the agency within an hour; each with where its sender's visit came from (landing
page, referring host, UTM tags), as the notification e-mail names it. Asks the running backend,
else opens its data folder.

  --json            print the messages as JSON, exactly as stored
  --export EMAIL    print everything held under that sender's address as JSON (messages, the
                    notification e-mails carrying them, its rate-limit buckets): an access request
  --erase EMAIL     delete all of it and say how many rows went from each table: an erasure request
  --data-dir PATH   the local backend's data folder (default: ${DEFAULT_DATA_DIR})
  --help            show this help

The address is matched ignoring case. One that holds nothing says so; a malformed one is an error
(exit code 1) and changes nothing. On the real project, the same functions run in the SQL editor:
select private.export_contact_sender('…'); select private.erase_contact_sender('…');
(docs/backend.md, "A sender's data: access and erasure requests").

DATABASE_URL=postgres://… reads a PostgreSQL server instead.`;

const { values: args } = parseOptions(
  parseArgs,
  {
    json: { type: 'boolean', default: false },
    export: { type: 'string' },
    erase: { type: 'string' },
    'data-dir': { type: 'string', default: DEFAULT_DATA_DIR },
  },
  USAGE,
);
if (args.export !== undefined && args.erase !== undefined) {
  console.error('--export and --erase are two requests: give one (--help for usage)');
  process.exit(2);
}
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

/**
 * Runs --export or --erase where the messages are: DATABASE_URL, the running backend, or its
 * data folder (migrated first, as each start of the backend does, so the functions exist).
 * @param {import('./local-backend/sender-data.mjs').SenderAction} action
 * @param {string} email
 * @returns {Promise<Record<string, unknown> | null>} null: the local backend never ran here
 */
async function senderData(action, email) {
  /** @param {import('./local-backend/database.mjs').Queryable} db */
  const run = async (db) =>
    /** @type {Record<string, unknown>} */ ((await db.query(SENDER_SQL[action], [email])).rows[0]?.['result']);
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    try {
      return await run(db);
    } finally {
      await db.close();
    }
  }
  const live = await senderDataFromRunningBackend(dataDir, action, email);
  if (live) return live;
  if (!existsSync(pgliteDir(dataDir))) return null;
  const db = await openPGlite(pgliteDir(dataDir));
  try {
    await applySchema(db);
    return await run(db);
  } finally {
    await db.close();
  }
}

/**
 * Answers --export or --erase on stdout (the JSON, or what was erased) and stderr (one line).
 * @param {import('./local-backend/sender-data.mjs').SenderAction} action
 * @param {string} email
 * @returns {Promise<number>} the exit code: 1 for a malformed address, which changed nothing
 */
async function answerSenderRequest(action, email) {
  let result;
  try {
    result = await senderData(action, email);
  } catch (error) {
    const { code, message, hint } = /** @type {{ code?: string, message?: string, hint?: string }} */ (error);
    // 22023 is the functions' answer to a malformed address; anything else is not the operator's typo.
    if (code !== '22023') throw error;
    console.error(escapeControls(`${message}${hint ? `\n${hint}` : ''}`));
    return 1;
  }
  if (result === null) {
    console.error(`Nothing is held in ${dataDir}: the local backend has not run here yet.`);
  } else if (action === 'export') {
    console.log(safeJson(result));
    console.error(escapeControls(describeExport(/** @type {{ email: string, found: boolean }} */ (result))));
  } else {
    const erasure = /** @type {import('./local-backend/sender-data.mjs').Erasure} */ (result);
    console.log(json ? safeJson(erasure) : escapeControls(describeErasure(erasure)));
  }
  return 0;
}

/** @param {unknown} value */
const utc = (value) => new Date(String(value)).toISOString().replace('T', ' ').slice(0, 19);

async function listMessages() {
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
      // Where the visit came from, in the notification e-mail's words (supabase/functions/notify-contact/email.ts).
      const source = leadSourceLines(row).map(escapeControls).join('\n');
      console.log(`── ${at} UTC  ${name} <${email}>\nSubject: ${subject}\n${source}\n\n${message}\n`);
    }
    console.log(`${rows.length} message${rows.length === 1 ? '' : 's'} in ${where}`);
  }
}

if (args.export !== undefined) process.exitCode = await answerSenderRequest('export', args.export);
else if (args.erase !== undefined) process.exitCode = await answerSenderRequest('erase', args.erase);
else await listMessages();

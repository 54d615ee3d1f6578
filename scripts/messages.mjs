#!/usr/bin/env node
// @ts-check
// `npm run messages`: what the local contact backend has stored, oldest first.
// Usage: npm run messages [-- --json] [-- --data-dir .local/backend]   (DATABASE_URL: that server)
// Control characters in stored text are printed escaped (\u001b), never raw; --json is exact.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { messagesFromRunningBackend, pgliteDir } from './local-backend/admin.mjs';
import { DEFAULT_DATA_DIR } from './local-backend/config.mjs';
import { openPGlite, openPostgres } from './local-backend/database.mjs';
import { MESSAGES_SQL } from './local-backend/schema.mjs';
import { escapeControls } from './local-backend/terminal.mjs';

const { values: args } = parseArgs({
  options: { json: { type: 'boolean', default: false }, 'data-dir': { type: 'string', default: DEFAULT_DATA_DIR } },
});
// `npm run messages --json` (without `--`) reaches us as npm's own json flag.
const json = args.json || process.env['npm_config_json'] === 'true';
const dataDir = resolve(args['data-dir']);
const databaseUrl = process.env['DATABASE_URL'];

/** @returns {Promise<{ rows: Record<string, unknown>[], where: string }>} */
async function readMessages() {
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    try {
      return { rows: (await db.query(MESSAGES_SQL)).rows, where: `PostgreSQL at ${db.where}` };
    } finally {
      await db.close();
    }
  }
  const live = await messagesFromRunningBackend(dataDir);
  if (live) return { rows: live, where: `the running backend (${dataDir})` };
  if (!existsSync(pgliteDir(dataDir))) return { rows: [], where: `${dataDir} (the local backend has not run here yet)` };
  const db = await openPGlite(pgliteDir(dataDir));
  try {
    return { rows: (await db.query(MESSAGES_SQL)).rows, where: dataDir };
  } finally {
    await db.close();
  }
}

const { rows, where } = await readMessages();
if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  for (const row of rows) {
    const at = new Date(String(row['created_at'])).toISOString().replace('T', ' ').slice(0, 19);
    const [name, email, subject, message] = ['name', 'email', 'subject', 'message'].map((field) => escapeControls(row[field]));
    console.log(`── ${at} UTC  ${name} <${email}>\nSubject: ${subject}\n\n${message}\n`);
  }
  console.log(`${rows.length} message${rows.length === 1 ? '' : 's'} in ${where}`);
}

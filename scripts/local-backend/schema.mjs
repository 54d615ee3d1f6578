// @ts-check
// The SQL a local database needs, in order: the roles a Supabase project has, then each migration
// by its timestamp that the database has not had yet, exactly the files `supabase db push` sends.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SUPABASE_DIR = new URL('../../supabase/', import.meta.url);

/**
 * The migrations, oldest first, with the version their file name starts with (its 14-digit
 * timestamp, as the Supabase CLI reads it).
 * @param {URL | string} [dir] the migrations folder (a test passes a copy with one more file)
 * @returns {{ version: string, name: string, path: string }[]}
 */
export function migrationFiles(dir = new URL('migrations/', SUPABASE_DIR)) {
  const folder = typeof dir === 'string' ? dir : fileURLToPath(dir);
  return readdirSync(folder)
    .filter((name) => /^\d{14}_.+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 14), name: `migrations/${name}`, path: join(folder, name) }));
}

/** The Supabase CLI's record of what was applied: one row per migration version. */
const HISTORY_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);`;

/**
 * Brings a database to the committed schema as `supabase db push` brings a project: the roles a
 * Supabase project has (local only, safe to run on every start), then each migration not yet in
 * `supabase_migrations.schema_migrations`, once, recorded as the CLI records it. So a migration
 * is written for a database that never saw it, as in production, and need not run twice.
 * @param {import('./database.mjs').Database} db
 * @param {{ migrationsDir?: URL | string }} [options]
 * @returns {Promise<string[]>} the migrations applied now, by file name
 */
export async function applySchema(db, { migrationsDir } = {}) {
  /** @param {{ name: string, path: string }} file */
  const run = async (file) => {
    try {
      await db.exec(readFileSync(file.path, 'utf8'));
    } catch (error) {
      throw new Error(`supabase/${file.name} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };
  await run({ name: 'local/roles.sql', path: fileURLToPath(new URL('local/roles.sql', SUPABASE_DIR)) });
  await db.exec(HISTORY_SQL);
  const { rows } = await db.query('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => String(row['version'])));
  const now = [];
  for (const file of migrationFiles(migrationsDir)) {
    if (applied.has(file.version)) continue;
    await run(file);
    await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
      file.version,
      file.name.replace(/^migrations\/\d{14}_|\.sql$/g, ''),
    ]);
    now.push(file.name);
  }
  return now;
}

/** What `npm run messages` shows, oldest first. */
export const MESSAGES_SQL =
  'select id, created_at, name, email, subject, message, landing_page, referrer_host, utm_source, utm_medium, utm_campaign from public.contact_messages order by created_at, id';

/**
 * What `npm run messages` puts first: how many messages the agency has not been e-mailed for over
 * an hour (supabase/migrations/…_contact_outbox.sql), and the oldest one's time.
 */
export const UNDELIVERED_SQL =
  'select count(*)::int as count, min(created_at) as oldest from private.contact_messages_undelivered';

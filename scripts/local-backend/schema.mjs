// @ts-check
// The SQL a local database needs, in order: the roles a Supabase project has, then every
// migration by its timestamp, exactly the files `supabase db push` sends to a real project.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SUPABASE_DIR = new URL('../../supabase/', import.meta.url);

/** @returns {{ name: string, path: string }[]} roles.sql first, then migrations/*.sql in order. */
export function schemaFiles() {
  const migrations = readdirSync(new URL('migrations/', SUPABASE_DIR))
    .filter((name) => /^\d{14}_.+\.sql$/.test(name))
    .sort();
  return [
    { name: 'local/roles.sql', path: fileURLToPath(new URL('local/roles.sql', SUPABASE_DIR)) },
    ...migrations.map((name) => ({
      name: `migrations/${name}`,
      path: fileURLToPath(new URL(`migrations/${name}`, SUPABASE_DIR)),
    })),
  ];
}

/**
 * Applies roles and migrations. Every file is written to be safe to run twice, so this runs on
 * each start of the local backend and needs no bookkeeping table.
 * @param {{ exec(sql: string): Promise<unknown> }} db
 */
export async function applySchema(db) {
  for (const file of schemaFiles()) {
    try {
      await db.exec(readFileSync(file.path, 'utf8'));
    } catch (error) {
      throw new Error(`supabase/${file.name} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
}

/** What `npm run messages` shows, oldest first. */
export const MESSAGES_SQL =
  'select id, created_at, name, email, subject, message from public.contact_messages order by created_at, id';

/**
 * What `npm run messages` puts first: how many messages the agency has not been e-mailed for over
 * an hour (supabase/migrations/…_contact_outbox.sql), and the oldest one's time.
 */
export const UNDELIVERED_SQL =
  'select count(*)::int as count, min(created_at) as oldest from private.contact_messages_undelivered';

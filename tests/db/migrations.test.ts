// Each migration is applied once and recorded, as the Supabase CLI records it
// (supabase_migrations.schema_migrations), so one written for a database that never saw it, as
// production migrations are, does not break the local backend's next start.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPGlite } from '../../scripts/local-backend/database.mjs';
import { setContactLimits } from '../../scripts/local-backend/limits.mjs';
import { applySchema, migrationFiles } from '../../scripts/local-backend/schema.mjs';
import { GOOD_MESSAGE, RAISED_LIMITS } from '../support/contact-cases';
import { ENGINES, SETUP_TIMEOUT } from '../support/engines';

const MIGRATIONS = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.each(ENGINES)('on $name', (engine) => {
  it(
    'applies a migration that cannot run twice once, and records every version',
    async () => {
      const folder = tempDir('migrations-');
      cpSync(MIGRATIONS, folder, { recursive: true });
      // Not idempotent on purpose: a second run fails with "relation already exists".
      writeFileSync(join(folder, '29991231000000_not_idempotent.sql'), 'create table public.applied_once (id int);\n');
      const { db, close } = await engine.open();
      try {
        const first = await applySchema(db, { migrationsDir: folder });
        expect(first).toEqual(migrationFiles(folder).map((file) => file.name));
        expect(first.at(-1)).toBe('migrations/29991231000000_not_idempotent.sql');
        expect(await applySchema(db, { migrationsDir: folder })).toEqual([]);
        const { rows } = await db.query(
          'select version, name from supabase_migrations.schema_migrations order by version',
        );
        expect(rows).toEqual(
          migrationFiles(folder).map((file) => ({ version: file.version, name: expect.any(String) })),
        );
        expect(rows.at(-1)).toEqual({ version: '29991231000000', name: 'not_idempotent' });
      } finally {
        await close();
      }
    },
    SETUP_TIMEOUT,
  );
});

describe('a second start of the local backend on the same data', () => {
  it(
    'applies nothing again and keeps the messages',
    async () => {
      const dataDir = join(tempDir('migrations-data-'), 'pgdata');
      const first = await openPGlite(dataDir);
      expect(await applySchema(first)).toHaveLength(migrationFiles().length);
      await setContactLimits(first, RAISED_LIMITS);
      await first.query('insert into public.contact_messages (name, email, subject, message) values ($1, $2, $3, $4)', [
        GOOD_MESSAGE.name,
        GOOD_MESSAGE.email,
        GOOD_MESSAGE.subject,
        GOOD_MESSAGE.message,
      ]);
      await first.close();

      const second = await openPGlite(dataDir);
      try {
        expect(await applySchema(second)).toEqual([]);
        const { rows } = await second.query('select email from public.contact_messages');
        expect(rows).toEqual([{ email: GOOD_MESSAGE.email }]);
      } finally {
        await second.close();
      }
    },
    SETUP_TIMEOUT,
  );
});

/**
 * The two databases the contact backend meets, for `describe.each`: the embedded PGlite (the
 * local backend's default) and a throwaway PostgreSQL 15 server (what DATABASE_URL points at).
 */
import { openPGlite, openPostgres, type Database } from '../../scripts/local-backend/database.mjs';
import { startPostgresCluster } from '../../scripts/support/postgres-cluster';

export interface Engine {
  name: string;
  open: () => Promise<{ db: Database; url?: string; close: () => Promise<void> }>;
}

export const PGLITE: Engine = {
  name: 'PGlite',
  open: async () => {
    const db = await openPGlite();
    return { db, close: () => db.close() };
  },
};

export const POSTGRES_15: Engine = {
  name: 'PostgreSQL 15',
  open: async () => {
    const cluster = await startPostgresCluster();
    const db = await openPostgres(cluster.url).catch(async (error) => {
      await cluster.stop();
      throw error;
    });
    return { db, url: cluster.url, close: async () => (await db.close(), await cluster.stop()) };
  },
};

export const ENGINES: Engine[] = [PGLITE, POSTGRES_15];

/** Starting a server or a WebAssembly Postgres on a busy two-core machine. */
export const SETUP_TIMEOUT = 180_000;

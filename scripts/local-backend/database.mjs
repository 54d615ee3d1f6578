// @ts-check
// One small interface over the two databases the local backend can use: the embedded PGlite
// (default, no install) or a PostgreSQL server named by DATABASE_URL.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** @typedef {{ rows: Record<string, unknown>[], rowCount: number }} QueryResult */
/** @typedef {{ query(sql: string, params?: unknown[]): Promise<QueryResult> }} Queryable */
/**
 * @typedef {Queryable & {
 *   engine: 'pglite' | 'postgres',
 *   where: string,
 *   exec(sql: string): Promise<void>,
 *   transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>,
 *   close(): Promise<void>,
 * }} Database
 */

/**
 * PGlite (PostgreSQL in WebAssembly) in `dataDir`, or in memory without one.
 * @param {string} [dataDir]
 * @returns {Promise<Database>}
 */
export async function openPGlite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true }); // PGlite needs the parent to exist
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  /** @param {{ rows: unknown[], affectedRows?: number }} result @returns {QueryResult} */
  const normal = (result) => ({
    rows: /** @type {Record<string, unknown>[]} */ (result.rows),
    rowCount: result.affectedRows ?? result.rows.length,
  });
  return {
    engine: 'pglite',
    where: dataDir ?? 'memory',
    query: async (sql, params) => normal(await db.query(sql, params)),
    exec: async (sql) => {
      await db.exec(sql);
    },
    // PGlite has one connection; its transaction() queues everyone else until this one ends.
    transaction: (work) =>
      db.transaction((tx) => work({ query: async (sql, params) => normal(await tx.query(sql, params)) })),
    close: () => db.close(),
  };
}

/**
 * A PostgreSQL server. The user in the URL must be allowed to `SET ROLE anon` (a superuser, or
 * a member of anon, as Supabase's `authenticator` is).
 * @param {string} connectionString
 * @returns {Promise<Database>}
 */
export async function openPostgres(connectionString) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1'); // fail at start, not on the first message
  /** @param {import('pg').QueryResult} result @returns {QueryResult} */
  const normal = (result) => ({ rows: result.rows, rowCount: result.rowCount ?? result.rows.length });
  const url = new URL(connectionString);
  return {
    engine: 'postgres',
    where: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    query: async (sql, params) => normal(await pool.query(sql, params)),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({ query: async (sql, params) => normal(await client.query(sql, params)) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// @ts-check
// PGlite has a single connection, owned by the running backend, so `npm run messages` asks that
// process through a Unix socket in the data directory (file permissions guard it) instead of
// opening the database a second time. This is not part of the REST API and not reachable over TCP.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join, resolve } from 'node:path';
import { MESSAGES_SQL, UNDELIVERED_SQL } from './schema.mjs';

/** The read-only queries the socket answers, by path. */
const QUERIES = /** @type {Record<string, string>} */ ({ '/messages': MESSAGES_SQL, '/undelivered': UNDELIVERED_SQL });

/** @param {string} dataDir */
export const adminSocketPath = (dataDir) => join(resolve(dataDir), 'admin.sock');

/** @param {string} dataDir */
export const pgliteDir = (dataDir) => join(resolve(dataDir), 'pgdata');

/**
 * The stored messages (or, with '/undelivered', the count of those not e-mailed for an hour) from
 * the backend running on `dataDir`, or null when none is running.
 * @param {string} dataDir
 * @param {'/messages' | '/undelivered'} [path]
 * @returns {Promise<Record<string, unknown>[] | null>}
 */
export function messagesFromRunningBackend(dataDir, path = '/messages') {
  const socketPath = adminSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((done, fail) => {
    const req = request({ socketPath, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        try {
          if (res.statusCode !== 200) throw new Error(`local backend: ${res.statusCode} ${body}`);
          done(JSON.parse(body));
        } catch (error) {
          fail(error);
        }
      });
    });
    // A socket file left by a backend that was killed: nobody answers.
    req.on('error', (error) =>
      ['ECONNREFUSED', 'ENOENT'].includes(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')
        ? done(null)
        : fail(error),
    );
    req.end();
  });
}

/**
 * Serves GET /messages and GET /undelivered on the data directory's socket. Listens before the database opens, so
 * `npm run messages` waits for it instead of opening the same files, and refuses to start beside
 * a live backend.
 * @param {Promise<import('./database.mjs').Database>} database
 * @param {string} dataDir
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveAdmin(database, dataDir) {
  const socketPath = adminSocketPath(dataDir);
  if ((await messagesFromRunningBackend(dataDir)) !== null) {
    throw new Error(`another local backend is already using ${resolve(dataDir)}; stop it first`);
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    const sql = req.method === 'GET' ? QUERIES[req.url ?? ''] : undefined;
    if (!sql) {
      res.writeHead(404).end();
      return;
    }
    database
      .then((db) => db.query(sql))
      .then(
        ({ rows }) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows)),
        (error) => res.writeHead(500).end(String(error)),
      );
  });
  await new Promise((done, fail) => server.once('error', fail).listen(socketPath, () => done(undefined)));
  return server;
}

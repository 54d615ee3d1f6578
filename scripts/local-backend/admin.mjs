// @ts-check
// PGlite has a single connection, owned by the running backend, so `npm run messages` asks that
// process through a Unix socket in the data directory (file permissions guard it) instead of
// opening the database a second time. This is not part of the REST API and not reachable over TCP.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join, resolve } from 'node:path';
import { MESSAGES_SQL, UNDELIVERED_SQL } from './schema.mjs';
import { SENDER_SQL } from './sender-data.mjs';

/** The read-only queries the socket answers, by path. */
const QUERIES = /** @type {Record<string, string>} */ ({ '/messages': MESSAGES_SQL, '/undelivered': UNDELIVERED_SQL });

/** @param {string} dataDir */
const adminSocketPath = (dataDir) => join(resolve(dataDir), 'admin.sock');

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
 * A sender's data from the backend running on `dataDir` (`POST /sender/export` or `/sender/erase`
 * with `{"email": …}`): the function's JSON, or null when no backend is running. A refusal of the
 * database (a malformed address) rejects with an Error carrying its SQLSTATE as `code`.
 * @param {string} dataDir
 * @param {import('./sender-data.mjs').SenderAction} action
 * @param {string} email
 * @returns {Promise<Record<string, unknown> | null>}
 */
export function senderDataFromRunningBackend(dataDir, action, email) {
  const socketPath = adminSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((done, fail) => {
    const req = request(
      { socketPath, path: `/sender/${action}`, method: 'POST', headers: { 'Content-Type': 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          if (res.statusCode === 200) return done(JSON.parse(body));
          if (res.statusCode === 400) {
            const { code, message, hint } = JSON.parse(body);
            return fail(Object.assign(new Error(message), { code, hint }));
          }
          fail(new Error(`local backend: ${res.statusCode} ${body}`));
        });
      },
    );
    req.on('error', (error) =>
      ['ECONNREFUSED', 'ENOENT'].includes(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')
        ? done(null)
        : fail(error),
    );
    req.end(JSON.stringify({ email }));
  });
}

/**
 * Runs a sender action for the admin socket: 200 and the function's JSON, 400 and the database's
 * error (code, message, hint) when it refuses the address, 500 for anything else.
 * @param {import('./database.mjs').Database} db
 * @param {import('./sender-data.mjs').SenderAction} action
 * @param {string} body
 * @returns {Promise<[number, string]>}
 */
async function answerSender(db, action, body) {
  let email;
  try {
    email = JSON.parse(body).email;
  } catch {
    return [400, JSON.stringify({ code: '22P02', message: 'the body must be JSON: {"email": "…"}' })];
  }
  try {
    const { rows } = await db.query(SENDER_SQL[action], [email ?? null]);
    return [200, JSON.stringify(rows[0]?.['result'] ?? null)];
  } catch (error) {
    const { code, message, hint } = /** @type {{ code?: string, message?: string, hint?: string }} */ (error);
    return code ? [400, JSON.stringify({ code, message, hint })] : [500, String(error)];
  }
}

/**
 * Serves GET /messages and GET /undelivered, and POST /sender/export and /sender/erase, on the data directory's socket. Listens before the database opens, so
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
    const action = req.method === 'POST' ? /^\/sender\/(export|erase)$/.exec(req.url ?? '')?.[1] : undefined;
    if (action) {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        database
          .then((db) => answerSender(db, /** @type {import('./sender-data.mjs').SenderAction} */ (action), body))
          .then(
            ([status, text]) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(text),
            (error) => res.writeHead(500).end(String(error)),
          );
      });
      return;
    }
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

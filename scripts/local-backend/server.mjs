// @ts-check
// The REST calls the site makes, answered as a Supabase project answers them: the API gateway's
// key check, then PostgREST's `POST /rest/v1/contact_messages` (the form) and
// `POST /rest/v1/rpc/<function>` (a function without parameters: the daily check's
// contact_health), run as the caller's role (`anon`) in a transaction so the privileges, RLS
// policy and CHECK constraints decide. Nothing else is served; every other request gets an error
// that says so.
import { createServer } from 'node:http';
import { CONTACT_TABLE, EXPOSED_SCHEMAS, LOCAL_JWT_SECRET } from './config.mjs';
import { verifyJwt } from './jwt.mjs';
import { parsePrefer, pgErrorAnswer, postgrestError } from './postgrest.mjs';

/** @typedef {import('./database.mjs').Database} Database */
/** @typedef {import('./postgrest.mjs').ErrorAnswer} ErrorAnswer */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

const MAX_BODY_BYTES = 1024 * 1024;
const ANON_ROLE = 'anon';
// What PostgREST's CORS middleware allows and exposes (src/PostgREST/Cors.hs).
const CORS_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS';
const CORS_EXPOSED =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';
const NOT_SERVED_HINT =
  "The local backend answers only POST /rest/v1/contact_messages and POST /rest/v1/rpc/<function> (docs/backend.md, 'The contact backend').";

/** @param {string} details @param {number} [status] @returns {ErrorAnswer} */
const notServed = (details, status = 501) =>
  postgrestError(status, 'PGRST127', 'Feature not implemented', { details, hint: NOT_SERVED_HINT });

/**
 * The column names of the table, read once at start (PostgREST's "schema cache").
 * @param {Database} db
 * @param {string} table
 */
export async function loadColumns(db, table = CONTACT_TABLE) {
  const { rows } = await db.query(
    `select attname from pg_catalog.pg_attribute
      where attrelid = to_regclass($1) and attnum > 0 and not attisdropped order by attnum`,
    [`public.${table}`],
  );
  if (rows.length === 0) throw new Error(`public.${table} does not exist: the migrations did not create it`);
  return rows.map((row) => String(row['attname']));
}

/** The request header that asks a backend started with `testFaults` to misbehave (tests only). */
export const FAULT_HEADER = 'x-local-backend-fault';

/**
 * `testFaults` (the end-to-end suite's backend only): a request carrying
 * `x-local-backend-fault: 503-after-commit` is stored and committed, then answered 503, as a
 * gateway that times out after the database finished would answer.
 * @param {{ db: Database, columns: string[], jwtSecret?: string, log?: (line: string) => void, testFaults?: boolean }} options
 * @returns {(req: Request, res: Response) => Promise<void>}
 */
function createRestHandler({ db, columns, jwtSecret = LOCAL_JWT_SECRET, log = () => {}, testFaults = false }) {
  const known = new Set(columns);

  return async (req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const origin = req.headers.origin;
    /** @type {Record<string, string>} */
    const cors = origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Expose-Headers': CORS_EXPOSED,
        }
      : {};
    let role = ANON_ROLE;

    /** @param {number} status @param {Record<string, string>} headers @param {string} [body] */
    const send = (status, headers, body = '') => {
      res.writeHead(status, { ...cors, ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
      res.end(body);
      if (req.method !== 'OPTIONS')
        log(`${req.method} ${url.pathname} → ${status} (${role}, ${Math.round(performance.now() - started)} ms)`);
    };
    /** @param {ErrorAnswer} answer */
    const fail = (answer) =>
      send(
        answer.status,
        { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers },
        JSON.stringify(answer.body),
      );

    /**
     * PostgREST's `POST /rest/v1/rpc/<name>` for a function of public without parameters (the body
     * `{}` supabase-js sends for `.rpc(name)`), run as the caller's role in a transaction, so its
     * EXECUTE grant decides; a scalar result is answered as its JSON, 200.
     * @param {string} name
     * @param {{ role: string, claims: Record<string, unknown>, authed: boolean }} caller
     */
    const callFunction = async (name, { role: caller, claims, authed }) => {
      if (req.method !== 'POST')
        return fail(notServed(`${req.method} ${url.pathname}: only POST is served for functions locally.`));
      const raw = await readBody(req);
      if (raw === null) return fail(postgrestError(413, 'PGRST102', 'Request body too large'));
      /** @type {unknown} */
      let args = {};
      try {
        args = raw.trim() === '' ? {} : JSON.parse(raw);
      } catch {
        return fail(postgrestError(400, 'PGRST102', 'Empty or invalid json'));
      }
      const given = args !== null && typeof args === 'object' && !Array.isArray(args) ? Object.keys(args) : [];
      const {
        rows: [found],
      } = await db.query(`select to_regprocedure(format('public.%I()', $1::text)) is not null as found`, [name]);
      if (given.length > 0 || !found?.['found']) {
        const wanted = given.length > 0 ? `with parameters ${given.join(', ')}` : 'without parameters';
        return fail(
          postgrestError(404, 'PGRST202', `Could not find the function public.${name} ${wanted} in the schema cache`, {
            details: `Searched for the function public.${name} ${wanted} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
          }),
        );
      }
      try {
        const result = await db.transaction(async (tx) => {
          await tx.query(
            `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                    set_config('request.method', $3, true), set_config('request.path', $4, true),
                    set_config('request.headers', $5, true)`,
            [caller, JSON.stringify(claims), req.method, url.pathname, requestHeadersJson(req.headers)],
          );
          return tx.query(`select to_json(public.${ident(name)}()) as result`);
        });
        const value = result.rows[0]?.['result'] ?? null;
        send(200, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify(value));
      } catch (error) {
        const problem = /** @type {{ code?: unknown }} */ (error);
        if (typeof problem?.code === 'string' && /^[0-9A-Z]{5}$/.test(problem.code))
          return fail(pgErrorAnswer(problem, authed));
        throw error;
      }
    };

    // CORS preflight, answered as PostgREST's middleware does: any origin, the headers asked for.
    if (req.method === 'OPTIONS') {
      const asked = req.headers['access-control-request-headers'];
      /** @type {Record<string, string>} */
      const headers = origin
        ? {
            'Access-Control-Allow-Methods': CORS_METHODS,
            'Access-Control-Allow-Headers': ['Authorization', ...(asked ? [asked] : [])].join(', '),
            'Access-Control-Max-Age': '86400',
            ...(req.headers['access-control-request-private-network'] === 'true'
              ? { 'Access-Control-Allow-Private-Network': 'true' }
              : {}),
          }
        : { Allow: 'OPTIONS, POST' };
      send(200, headers);
      return;
    }

    const match = /^\/rest\/v1\/([^/]+)$/.exec(url.pathname);
    if (!url.pathname.startsWith('/rest/v1/'))
      return fail(notServed(`${req.method} ${url.pathname} is not served here.`, 404));

    // The API gateway in front of PostgREST: a project key must come with every request.
    const apikey = req.headers['apikey'] ?? url.searchParams.get('apikey');
    if (typeof apikey !== 'string' || apikey === '') {
      return fail({
        status: 401,
        body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      });
    }
    if (!(await verifyJwt(apikey, jwtSecret)).ok) {
      return fail({
        status: 401,
        body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      });
    }

    // PostgREST: the bearer token's `role` claim picks the database role; no token means anon.
    const authorization = req.headers.authorization;
    /** @type {Record<string, unknown>} */
    let claims = { role: ANON_ROLE };
    if (authorization !== undefined) {
      const token = authorization.replace(/^Bearer\s*/i, '');
      const check = await verifyJwt(token, jwtSecret);
      if (!check.ok) {
        return fail(
          postgrestError(401, check.code, check.message, {
            headers: {
              'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(check.message)}`,
            },
          }),
        );
      }
      claims = check.claims;
      if (typeof check.claims.role === 'string') role = check.claims.role;
    }
    const authed = role !== ANON_ROLE;

    const rpc = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(url.pathname);
    if (rpc) return callFunction(decodeURIComponent(rpc[1] ?? ''), { role, claims, authed });

    const table = decodeURIComponent(match?.[1] ?? '');
    if (!match || table !== CONTACT_TABLE) {
      return fail(postgrestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`));
    }
    if (req.method !== 'POST')
      return fail(notServed(`${req.method} ${url.pathname}: only inserts are served locally.`));
    if (url.searchParams.has('on_conflict')) return fail(notServed('Upserts (on_conflict) are not served locally.'));

    const profile = req.headers['content-profile'];
    if (typeof profile === 'string' && !EXPOSED_SCHEMAS.includes(profile)) {
      return fail(
        postgrestError(406, 'PGRST106', `Invalid schema: ${profile}`, {
          hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
        }),
      );
    }
    if (typeof profile === 'string' && profile !== 'public')
      return fail(
        postgrestError(404, 'PGRST205', `Could not find the table '${profile}.${table}' in the schema cache`),
      );
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/json')
      return fail(
        notServed(`Content-Type ${contentType || '(none)'}: only application/json bodies are served locally.`, 415),
      );

    // The body: one object, or an array of objects with the same keys.
    const raw = await readBody(req);
    if (raw === null) return fail(postgrestError(413, 'PGRST102', 'Request body too large'));
    /** @type {unknown} */
    let payload;
    try {
      payload = JSON.parse(raw);
    } catch {
      return fail(postgrestError(400, 'PGRST102', 'Empty or invalid json'));
    }
    const rows = Array.isArray(payload) ? payload : [payload];
    if (!rows.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) {
      return fail(postgrestError(400, 'PGRST102', 'Empty or invalid json'));
    }
    const objects = /** @type {Record<string, unknown>[]} */ (rows);
    const columnsParam = url.searchParams.get('columns');
    const insertColumns = columnsParam
      ? columnsParam.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
      : Object.keys(objects[0] ?? {});
    if (!columnsParam && objects.some((row) => !sameKeys(Object.keys(row), insertColumns))) {
      return fail(postgrestError(400, 'PGRST102', 'All object keys must match'));
    }
    const unknown = insertColumns.find((name) => !known.has(name));
    if (unknown !== undefined)
      return fail(
        postgrestError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`),
      );

    const prefer = parsePrefer(req.headers.prefer);
    const returning = prefer.return === 'representation' || prefer.return === 'headers-only';
    try {
      const inserted = await db.transaction(async (tx) => {
        // What PostgREST runs before a request's statement: the role, the claims, and the
        // request itself (headers as JSON with lower-case names; the limits read X-Forwarded-For).
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true), set_config('request.path', $4, true),
                  set_config('request.headers', $5, true)`,
          [role, JSON.stringify(claims), req.method, url.pathname, requestHeadersJson(req.headers)],
        );
        if (objects.length === 0) return { rows: [], rowCount: 0 };
        return tx.query(insertStatement(table, insertColumns, returning), [JSON.stringify(objects)]);
      });
      if (testFaults && req.headers[FAULT_HEADER] === '503-after-commit') {
        return fail({
          status: 503,
          body: {
            code: 'PGRST000',
            details: 'The row was committed (test fault).',
            hint: null,
            message: 'Service Unavailable',
          },
        });
      }
      /** @type {Record<string, string>} */
      const headers = { 'Content-Range': `*/${prefer.count ? inserted.rowCount : '*'}` };
      if (prefer.applied.length > 0) headers['Preference-Applied'] = prefer.applied.join(', ');
      if (prefer.return === 'representation') {
        send(201, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify(inserted.rows));
      } else {
        send(201, headers);
      }
    } catch (error) {
      const problem = /** @type {{ code?: unknown }} */ (error);
      if (typeof problem?.code === 'string' && /^[0-9A-Z]{5}$/.test(problem.code))
        return fail(pgErrorAnswer(problem, authed));
      log(`internal error: ${error instanceof Error ? error.stack : String(error)}`);
      return fail(postgrestError(500, 'PGRSTX00', error instanceof Error ? error.message : 'Internal error'));
    }
  };
}

/**
 * `request.headers` as PostgREST sets it: one JSON object, names lower-case (Node already
 * lower-cases them), a repeated header joined with ", ".
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function requestHeadersJson(headers) {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]],
      ),
    ),
  );
}

/** @param {string[]} a @param {string[]} b */
const sameKeys = (a, b) => a.length === b.length && a.every((key) => b.includes(key));

/** @param {string} name */
const ident = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * PostgREST's insert: the JSON body read through json_populate_recordset, so PostgreSQL does
 * the type coercion and every absent key is NULL. `returning` asks for the row back, which needs
 * SELECT (anon has none, as in production).
 * @param {string} table
 * @param {string[]} columns
 * @param {boolean} returning
 */
function insertStatement(table, columns, returning) {
  const target = `public.${ident(table)}`;
  const back = returning ? ` returning ${target}.*` : '';
  // `{}`: one row of defaults per element (a zero-column select leaves every column to its default).
  if (columns.length === 0) return `insert into ${target} select from json_array_elements($1::json)${back}`;
  const list = columns.map(ident).join(', ');
  return `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)${back}`;
}

/** @param {Request} req @returns {Promise<string | null>} null when larger than MAX_BODY_BYTES */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The HTTP server around the handler; `listen` it on 127.0.0.1.
 * @param {Parameters<typeof createRestHandler>[0]} options
 */
export function createLocalBackendServer(options) {
  const handle = createRestHandler(options);
  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      options.log?.(`internal error: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 'PGRSTX00', details: null, hint: null, message: 'Internal error' }));
    });
  });
}

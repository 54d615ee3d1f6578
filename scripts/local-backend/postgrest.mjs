// @ts-check
// What PostgREST (the REST layer of a Supabase project) answers, as pure functions: the HTTP
// status of a database error, the error body, the Prefer header. Ported from PostgREST's
// src/PostgREST/Error.hs (mapSQLtoHTTP) and its documented behaviour, so the local backend fails
// exactly as production does.

/** @typedef {{ code: string, details: string | null, hint: string | null, message: string }} PostgrestErrorBody */
/** @typedef {{ status: number, body: PostgrestErrorBody | Record<string, string>, headers?: Record<string, string> }} ErrorAnswer */

/**
 * PostgREST's HTTP status for a PostgreSQL error (SQLSTATE `code`). `authed` is whether the
 * request ran as a role other than the anonymous one: insufficient privilege (42501) is 401 for
 * `anon` and 403 for a signed-in role.
 * @param {string} code
 * @param {string} message
 * @param {boolean} authed
 * @returns {number}
 */
export function statusForPgError(code, message, authed) {
  const exact = {
    23503: 409, // foreign_key_violation
    23505: 409, // unique_violation
    25006: 405, // read_only_sql_transaction
    53400: 500, // config limit exceeded
    '57P01': 503, // terminating connection due to administrator command
    P0001: 400, // default code for RAISE
    '42P01': 404, // undefined table
    '42P17': 500, // infinite recursion
  };
  if (code in exact) return exact[/** @type {keyof typeof exact} */ (code)];
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42501') return authed ? 403 : 401;
  const byClass = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    25: 500,
    28: 403,
    '2D': 500,
    38: 500,
    39: 500,
    '3B': 500,
    40: 500,
    53: 503,
    54: 500,
    55: 500,
    57: 500,
    58: 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  const cls = code.slice(0, 2);
  if (cls in byClass) return byClass[/** @type {keyof typeof byClass} */ (cls)];
  if (cls === 'PT') {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  return 400; // every other error, e.g. 23514 check_violation, 23502 not_null_violation, 22001
}

/**
 * The JSON body PostgREST sends for a database error (keys in its order: alphabetical).
 * @param {{ code?: unknown, message?: unknown, detail?: unknown, hint?: unknown }} error
 * @returns {PostgrestErrorBody}
 */
export function pgErrorBody(error) {
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    code: text(error.code) ?? 'PGRSTX00',
    details: text(error.detail),
    hint: text(error.hint),
    message: text(error.message) ?? 'Internal error',
  };
}

/**
 * The full answer to a database error: status, body and PostgREST's headers.
 * @param {{ code?: unknown, message?: unknown, detail?: unknown, hint?: unknown }} error
 * @param {boolean} authed
 * @returns {ErrorAnswer}
 */
export function pgErrorAnswer(error, authed) {
  const body = pgErrorBody(error);
  const status = statusForPgError(body.code, body.message, authed);
  /** @type {Record<string, string>} */
  const headers = { 'Proxy-Status': `PostgREST; error=${body.code}` };
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return { status, body, headers };
}

/**
 * One of PostgREST's own errors (codes PGRSTnnn).
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {{ details?: string | null, hint?: string | null, headers?: Record<string, string> }} [extra]
 * @returns {ErrorAnswer}
 */
export function postgrestError(status, code, message, extra = {}) {
  return {
    status,
    body: { code, details: extra.details ?? null, hint: extra.hint ?? null, message },
    headers: { 'Proxy-Status': `PostgREST; error=${code}`, ...extra.headers },
  };
}

/** @typedef {{ return?: 'minimal' | 'representation' | 'headers-only', count?: 'exact' | 'planned' | 'estimated', applied: string[] }} Preferences */

/**
 * Reads the `Prefer` header(s): `return=` and `count=` are what an insert uses. Unknown or
 * repeated values are ignored, as PostgREST does without `handling=strict`.
 * @param {string | string[] | undefined} header
 * @returns {Preferences}
 */
export function parsePrefer(header) {
  const tokens = (Array.isArray(header) ? header : header ? [header] : [])
    .flatMap((value) => value.split(','))
    .map((token) => token.trim());
  /** @type {Preferences} */
  const prefs = { applied: [] };
  for (const token of tokens) {
    const [key, value] = token.split('=');
    if (
      key === 'return' &&
      prefs.return === undefined &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value;
      prefs.applied.push(token);
    } else if (
      key === 'count' &&
      prefs.count === undefined &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value;
      prefs.applied.push(token);
    }
  }
  return prefs;
}

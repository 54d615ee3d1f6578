// @ts-check
// HS256 JSON Web Tokens, as Supabase's legacy API keys are: enough to issue and check the local
// anon key, with PostgREST's error codes for a token it rejects.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** @typedef {{ role?: string, exp?: number, [claim: string]: unknown }} JwtClaims */
/** @typedef {{ ok: true, claims: JwtClaims } | { ok: false, code: 'PGRST301' | 'PGRST303', message: string }} JwtCheck */

/** @param {string} data @param {string} secret */
const sign = (data, secret) => createHmac('sha256', secret).update(data).digest('base64url');

/**
 * @param {JwtClaims} claims
 * @param {string} secret
 */
export function signJwt(claims, secret) {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${head}.${body}.${sign(`${head}.${body}`, secret)}`;
}

/** @param {string | undefined} segment @returns {Record<string, unknown> | null} */
function decodeSegment(segment) {
  if (!segment) return null;
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** Reads a token's claims without checking it (for reports, never for access). @param {string} token @returns {JwtClaims | null} */
export function decodeJwt(token) {
  return decodeSegment(token.split('.')[1]);
}

/**
 * Checks signature and expiry the way PostgREST does, with its messages.
 * @param {string} token
 * @param {string} secret
 * @param {number} [nowSeconds]
 * @returns {JwtCheck}
 */
export function verifyJwt(token, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (token === '') return { ok: false, code: 'PGRST301', message: 'Empty JWT is sent in Authorization header' };
  const parts = token.split('.');
  if (parts.length !== 3)
    return { ok: false, code: 'PGRST301', message: `Expected 3 parts in JWT; got ${parts.length}` };
  const [head = '', body = '', signature = ''] = parts;
  if (decodeSegment(head)?.['alg'] !== 'HS256')
    return { ok: false, code: 'PGRST301', message: 'Wrong or unsupported encoding algorithm' };
  const expected = Buffer.from(sign(`${head}.${body}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, code: 'PGRST301', message: 'JWT cryptographic operation failed' };
  }
  const claims = decodeJwt(token);
  if (!claims) return { ok: false, code: 'PGRST303', message: 'Parsing claims failed' };
  if (claims.exp !== undefined && typeof claims.exp !== 'number')
    return { ok: false, code: 'PGRST303', message: "The JWT 'exp' claim must be a number" };
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds)
    return { ok: false, code: 'PGRST303', message: 'JWT expired' };
  return { ok: true, claims };
}

// @ts-check
// HS256 JSON Web Tokens, as Supabase's legacy API keys are (jose signs and checks them): enough to
// issue and check the local anon key, with PostgREST's error codes for a token it rejects.
import { decodeJwt as joseDecodeJwt, errors, jwtVerify, SignJWT } from 'jose';

/** @typedef {{ role?: string, exp?: number, [claim: string]: unknown }} JwtClaims */
/** @typedef {{ ok: true, claims: JwtClaims } | { ok: false, code: 'PGRST301' | 'PGRST303', message: string }} JwtCheck */

/** @param {string} secret */
const keyOf = (secret) => new TextEncoder().encode(secret);

/**
 * @param {JwtClaims} claims
 * @param {string} secret
 * @returns {Promise<string>}
 */
export function signJwt(claims, secret) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/** Reads a token's claims without checking it (for reports, never for access). @param {string} token @returns {JwtClaims | null} */
export function decodeJwt(token) {
  try {
    return joseDecodeJwt(token);
  } catch {
    return null;
  }
}

/**
 * Checks signature and expiry the way PostgREST does, with its codes and messages.
 * @param {string} token
 * @param {string} secret
 * @param {number} [nowSeconds]
 * @returns {Promise<JwtCheck>}
 */
export async function verifyJwt(token, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (token === '') return { ok: false, code: 'PGRST301', message: 'Empty JWT is sent in Authorization header' };
  const parts = token.split('.').length;
  if (parts !== 3) return { ok: false, code: 'PGRST301', message: `Expected 3 parts in JWT; got ${parts}` };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowSeconds * 1000),
    });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, code: 'PGRST303', message: 'JWT expired' };
    if (error instanceof errors.JWTClaimValidationFailed)
      return { ok: false, code: 'PGRST303', message: `The JWT '${error.claim}' claim is not valid` };
    if (error instanceof errors.JWTInvalid) return { ok: false, code: 'PGRST303', message: 'Parsing claims failed' };
    if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JWSInvalid)
      return { ok: false, code: 'PGRST301', message: 'Wrong or unsupported encoding algorithm' };
    return { ok: false, code: 'PGRST301', message: 'JWT cryptographic operation failed' };
  }
}

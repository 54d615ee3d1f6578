#!/usr/bin/env node
// @ts-check
// Proves a build ships no secret: every JSON Web Token in it must be an anon key, and nothing
// may name the service role or carry a new-format secret key. The end-to-end suite runs it on
// dist/ (tests/e2e/built-site-secrets.spec.ts); run it before any deploy: node scripts/check-dist-secrets.mjs [dir]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseOptions } from './cli.mjs';
import { decodeJwt } from './local-backend/jwt.mjs';

const JWT = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
// The service role bypasses RLS; Supabase's new-format secret keys start with sb_secret_.
const FORBIDDEN = [/service_role/, /sb_secret_[A-Za-z0-9_-]+/];

/** @typedef {{ file: string, token: string, role: string | null }} FoundJwt */

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * @param {string} dir
 * @returns {{ files: number, jwts: FoundJwt[], problems: string[] }}
 */
export function scanForSecrets(dir) {
  const root = resolve(dir);
  /** @type {FoundJwt[]} */
  const jwts = [];
  /** @type {string[]} */
  const problems = [];
  const files = filesUnder(root);
  for (const path of files) {
    const file = relative(root, path);
    const text = readFileSync(path).toString('latin1'); // every byte, binary files included
    for (const [token] of text.matchAll(JWT)) {
      const role = decodeJwt(token)?.role;
      jwts.push({ file, token, role: typeof role === 'string' ? role : null });
      if (role !== 'anon')
        problems.push(`${file}: a JWT with role ${JSON.stringify(role ?? null)} (only anon keys may ship)`);
    }
    for (const pattern of FORBIDDEN) {
      const match = pattern.exec(text);
      if (match) problems.push(`${file}: contains "${match[0].slice(0, 24)}"`);
    }
  }
  return { files: files.length, jwts, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const usage = `Usage: node scripts/check-dist-secrets.mjs [dir]

Fails when a build ships a secret: every JSON Web Token in it must be an anon key.

  dir      the build to scan (default: dist)
  --help   show this help`;
  const { positionals } = parseOptions(parseArgs, {}, usage, { allowPositionals: true });
  const dir = positionals[0] ?? 'dist';
  const { files, jwts, problems } = scanForSecrets(dir);
  for (const problem of problems) console.error(`✘ ${problem}`);
  console.log(
    `${files} files in ${dir}: ${jwts.length} JWT${jwts.length === 1 ? '' : 's'} (roles: ${[...new Set(jwts.map((jwt) => jwt.role))].join(', ') || 'none'}), ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
  );
  process.exit(problems.length > 0 ? 1 : 0);
}

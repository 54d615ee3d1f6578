import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scanForSecrets } from '../../scripts/check-dist-secrets.mjs';
import { LOCAL_ANON_KEY } from '../../scripts/local-backend/config.mjs';
import { signJwt } from '../../scripts/local-backend/jwt.mjs';

const secret = 'a-project-secret-that-is-at-least-32-characters';
const serviceRoleJwt = await signJwt({ role: 'service_role' }, secret);
const rolelessJwt = await signJwt({ sub: 'user' }, secret);

describe('scanForSecrets', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A fake dist/ with one file per entry. */
  function site(files: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'dist-scan-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  it('accepts a build whose only key is an anon key, and reports where it is', () => {
    const result = scanForSecrets(
      site({ 'index.html': '<p>hi</p>', '_astro/contact.js': `const k="${LOCAL_ANON_KEY}";` }),
    );
    expect(result).toEqual({
      files: 2,
      jwts: [{ file: '_astro/contact.js', token: LOCAL_ANON_KEY, role: 'anon' }],
      problems: [],
    });
  });

  it.each([
    ['a service_role JWT', { 'a.js': `x="${serviceRoleJwt}"` }, /role "service_role"/],
    ['a JWT without a role', { 'a.js': `x="${rolelessJwt}"` }, /role null/],
    ['the words service_role', { 'deep/b.js': 'const role = "service_role";' }, /contains "service_role"/],
    ['a new-format secret key', { 'c.html': 'sb_secret_abcdefghijklmnop' }, /contains "sb_secret_/],
  ])('flags %s', (_label, files, problem) => {
    const { problems } = scanForSecrets(site(files));
    expect(problems).toEqual([expect.stringMatching(problem)]);
  });
});

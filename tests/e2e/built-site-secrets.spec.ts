import { expect, test } from '@playwright/test';
import { scanForSecrets } from '../../scripts/check-dist-secrets.mjs';

// The build is public: it may carry the anon key (RLS limits it to inserting a message), never a
// service_role key or any other secret (the scanner's own cases: tests/unit/check-dist-secrets.test.ts).
test('the built site contains no secret: every key in dist/ is an anon key', () => {
  const { files, jwts, problems } = scanForSecrets('dist');
  expect(files).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  expect(jwts.every((jwt) => jwt.role === 'anon')).toBe(true);
});

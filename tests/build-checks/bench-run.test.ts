// The budget run fails the build: `npm run bench -- --budget` on a fixture whose first screen is a
// 1920 px stock photo (served by the stand-in at its real weight) exits 1 and names the broken LCP.
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('exits 1 and names the route and its LCP when a page breaks the 1.2 s budget', () => {
  const result = spawnSync(
    process.execPath,
    [
      'scripts/bench.mjs',
      '--dir',
      'tests/fixtures/slow-lcp',
      '--budget',
      '--no-interactions',
      '--no-navigation',
      '--no-retry',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, PHOTO_HOST_PORT: '' },
      timeout: 280_000,
    },
  );
  expect(result.status, result.stderr).toBe(1);
  expect(result.stderr).toMatch(/Budgets broken:\n {2}\/: LCP \d+\.\d\d s > 1\.2 s/);
  expect(result.stdout).toMatch(/\| \/ +\| .*\| img photo-1522071820081-009f0129c71c .*\| +FAIL \|/);
}, 300_000);

// Every script with options answers --help with its usage, and an unknown option with one line
// and exit code 2 (scripts/cli.mjs), never a stack trace.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The scripts that take options, as package.json or the README run them. */
const SCRIPTS = [
  'scripts/generate.mjs',
  'scripts/pages-dev.mjs',
  'scripts/check-dist-secrets.mjs',
  'scripts/test.mjs',
  'scripts/messages.mjs',
  'scripts/local-backend.mjs',
  'scripts/bench-contact-insert.mjs',
  'scripts/bench.mjs',
  'scripts/font-fallback-fit.mjs',
  'scripts/test-rewritten-content.mjs',
  'scripts/test-content.mjs',
  'scripts/schedule/check-links-out.mjs',
  'scripts/schedule/check-contact-backend.mjs',
  'scripts/schedule/deploy-lane.mjs',
  'scripts/schedule/trigger-build-hook.mjs',
];

/** A script that imports Lighthouse (bench.mjs) takes seconds to start on a loaded 2-core machine. */
const STARTUP_MS = 30_000;

const run = (script: string, arg: string) =>
  spawnSync(process.execPath, [script, arg], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1' },
  });

describe.each(SCRIPTS)('%s', (script) => {
  it(
    '--help prints its usage and exits 0',
    () => {
      const result = run(script, '--help');
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Usage: /);
    },
    STARTUP_MS,
  );
  if (script !== 'scripts/test.mjs') {
    // npm test hands unknown arguments on to Playwright, which answers them itself.
    it(
      'an unknown option gets one line and exit code 2',
      () => {
        const result = run(script, '--no-such-option');
        expect(result.status).toBe(2);
        expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining("'--no-such-option'")]);
      },
      STARTUP_MS,
    );
  }
});

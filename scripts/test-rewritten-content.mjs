#!/usr/bin/env node
// @ts-check
// The copy is the editors': a copy of the project with every prose text of content/ rewritten
// (scripts/rewrite-content.mjs) must build, pass the checks over its build and the end-to-end
// specs of the content routes. `npm test` runs it after the main end-to-end step, which leaves
// those specs' other tests to it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOptions } from './cli.mjs';
import { LOCAL_BUILD_ENV } from './local-backend/config.mjs';
import { linkNodeModules } from './support/node-modules.mjs';
import { rewriteContent } from './rewrite-content.mjs';
import { runSteps } from './steps.mjs';
import { CONTENT_BUILD_CHECKS, CONTENT_ROUTE_SPECS, LAUNCH_COPY_TESTS } from './content-routes.mjs';

const USAGE = `Usage: node scripts/test-rewritten-content.mjs [--keep]

Copies the project (its git-tracked files, node_modules linked) to a temporary folder, rewrites every
prose text of content/
(words reversed, editor-ordered lists reversed), builds it, and runs the checks
over that build and the end-to-end specs of the content routes on it.

  --keep   leave the copy in place (its path is printed)
  --help   show this help`;
const { values } = parseOptions(parseArgs, { keep: { type: 'boolean' } }, USAGE);

const root = resolve(import.meta.dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'rewritten-content-'));
const tracked = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .stdout.split('\0')
  .filter(Boolean);
for (const file of tracked) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  cpSync(join(root, file), join(copy, file));
}
linkNodeModules(root, copy);

const changed = rewriteContent(join(copy, 'content'));
console.log(`Rewrote ${changed} texts of content/ in ${copy}`);

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const buildEnv = LOCAL_BUILD_ENV;
/** @type {[string, string, string[], Record<string, string>?][]} */
const steps = [
  ['build of the rewritten copy', 'npx', ['astro', 'build'], buildEnv],
  [
    'checks over its build',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'tests/build-checks/vitest.config.ts',
      ...CONTENT_BUILD_CHECKS,
      'tests/build-checks/w3c.test.ts',
    ],
  ],
  [
    'end-to-end specs of the content routes on it',
    'npx',
    // What holds the launch copy itself (axe, the privacy notice's duties) runs in the main suite.
    [
      'playwright',
      'test',
      '--config',
      'tests/e2e/playwright.config.ts',
      '--grep-invert',
      LAUNCH_COPY_TESTS,
      ...CONTENT_ROUTE_SPECS,
    ],
    buildEnv,
  ],
];

const status = await runSteps(/** @type {import('./steps.mjs').Step[]} */ (steps), { env, cwd: copy });
if (values.keep || status !== 0) console.log(`The rewritten copy stays in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
process.exit(status);

#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest: types, unit tests, one build, then
// the end-to-end suite on that build. Extra arguments go to Playwright (e.g. a file filter).
import { runSteps } from './steps.mjs';
import { TEST_STUDIO_ENV } from '../tests/support/live-studio-env.mjs';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './local-backend/config.mjs';

const USAGE = `Usage: npm test [-- playwright arguments]

Runs every check, fastest to fail first: types, lint and format, unit tests, one build, the checks over the build,
the end-to-end suite on Cloudflare's runtime, the content routes again on a copy with content/ rewritten, the
dev-server suite and the performance budgets.
Arguments after -- go to the end-to-end step (e.g. npm test -- tests/e2e/faq.spec.ts).

  --help   show this help`;
if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
  console.log(USAGE);
  process.exit(0);
}

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
// The build under test talks to the local contact backend the end-to-end suite starts, and has
// the live studio, whose GitHub is the suite's stand-in.
const buildEnv = {
  PUBLIC_SUPABASE_URL: LOCAL_BACKEND_URL,
  PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
  ...TEST_STUDIO_ENV,
};
const steps = [
  ['type check', 'npx', ['astro', 'check']],
  ['lint (ESLint)', 'npx', ['eslint', '.']],
  ['format (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['dead code (knip: unused files, exports and dependencies)', 'npx', ['knip']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['build', 'npx', ['astro', 'build'], buildEnv],
  [
    'checks over the build (links, redirects on the runtime, html-validate, W3C checker)',
    'npx',
    ['vitest', 'run', '--config', 'tests/build-checks/vitest.config.ts'],
  ],
  [
    'end-to-end tests',
    'npx',
    ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    buildEnv,
  ],
  // The copy is the editors': the content routes pass with every prose text of content/ rewritten (~5 min).
  [
    'the same with content/ rewritten (a copy: build, checks over it, content routes)',
    'node',
    ['scripts/test-rewritten-content.mjs'],
  ],
  // The content studio exists only under astro dev: its test starts its own dev server (~1 min).
  [
    'content studio (end to end on a dev server)',
    'npx',
    ['playwright', 'test', '--config', 'tests/studio/playwright.config.ts'],
  ],
  // Last: Lighthouse on the representative routes, held to what the code decides (bytes, requests,
  // DOM, shift, the LCP photo's fetch, the longest task at the reference CPU speed), never a score.
  [
    'performance gate (Lighthouse on the representative routes, stock photos served)',
    'node',
    ['scripts/bench.mjs', '--budget', '--representative', '--gate', '--no-build'],
  ],
];

process.exitCode = runSteps(/** @type {import('./steps.mjs').Step[]} */ (steps), { env });

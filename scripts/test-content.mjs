#!/usr/bin/env node
// @ts-check
// `npm run test:content`: what a change of content/ alone can break, in minutes, so an editor's
// save is live soon after the push: the content check, the build (dist/, the one the deploy
// uploads), the checks over it and the content routes' pages. `npm test` remains the whole suite.
import { runSteps } from './steps.mjs';
import { parseArgs } from 'node:util';
import { parseOptions } from './cli.mjs';
import { LOCAL_BUILD_ENV } from './local-backend/config.mjs';
import { CONTENT_BUILD_CHECKS, CONTENT_ROUTE_SPECS } from './content-routes.mjs';

const USAGE = `Usage: npm run test:content

Checks what a change of content/ alone can break, and leaves the build in dist/:
  the content check (astro sync: every file against its schema), the build, the checks over it
  (links, redirects on Cloudflare's runtime, html-validate, social cards, the Insights section, no secret in the build),
  the security headers and every page's policy on the runtime, and the content routes' pages.
The build uses PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY from the environment (the deploy's);
without them it builds against the local contact backend, as npm test does.

  --help   show this help`;
parseOptions(parseArgs, {}, USAGE);

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
if (!env['PUBLIC_SUPABASE_URL'] || !env['PUBLIC_SUPABASE_ANON_KEY']) {
  console.log('No PUBLIC_SUPABASE_URL/PUBLIC_SUPABASE_ANON_KEY: building against the local contact backend.');
  Object.assign(env, LOCAL_BUILD_ENV);
}

/** @type {[string, string, string[]][]} */
const steps = [
  ['content check (every file against its schema)', 'npx', ['astro', 'sync']],
  ['build', 'npx', ['astro', 'build']],
  ['no secret in the build', 'node', ['scripts/check-dist-secrets.mjs', 'dist']],
  [
    'checks over the build (links, redirects on the runtime, html-validate, social cards, the Insights section)',
    'npx',
    ['vitest', 'run', '--config', 'tests/build-checks/vitest.config.ts', ...CONTENT_BUILD_CHECKS],
  ],
  [
    "headers and the content routes' pages (end to end)",
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'tests/e2e/playwright.config.ts',
      '--grep-invert',
      'axe|with external images blocked',
      // The headers and every page's policy, beside the content routes.
      'tests/e2e/quality-headers.spec.ts',
      ...CONTENT_ROUTE_SPECS,
    ],
  ],
];

const begun = Date.now();
const status = await runSteps(/** @type {import('./steps.mjs').Step[]} */ (steps), { env });
if (status !== 0) process.exit(status);
console.log(`\n✔ content checks passed in ${((Date.now() - begun) / 1000).toFixed(0)} s; dist/ is ready to deploy`);

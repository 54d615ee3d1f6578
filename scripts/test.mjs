#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest: types, unit tests, one build, then
// the end-to-end suite on that build. Extra arguments go to Playwright (e.g. a file filter).
// `npm run test:fast` (--fast): what every push needs, in minutes: the same up to the build, the
// quick checks over it, and every route once in a browser on Cloudflare's runtime.
import { runSteps } from './steps.mjs';
import { TEST_STUDIO_ENV } from './support/live-studio-env.mjs';
import { LOCAL_BUILD_ENV } from './local-backend/config.mjs';
import { CONTENT_BUILD_CHECKS, RUN_ON_REWRITTEN_COPY } from './content-routes.mjs';

/** The checks over the build that read files only: the content's, the first paint's, the first screen's photos' and the pages' bytes. */
const QUICK_BUILD_CHECKS = [
  ...CONTENT_BUILD_CHECKS,
  'tests/build-checks/first-paint.test.ts',
  'tests/build-checks/preconnect.test.ts',
  'tests/build-checks/page-bytes.test.ts',
  'tests/build-checks/page-css.test.ts',
];

const USAGE = `Usage: npm test [-- playwright arguments]
       npm run test:fast

Runs every check, fastest to fail first: types, lint, format and unit tests (the database's tests beside them),
one build, the checks over the build,
the end-to-end suite on Cloudflare's runtime, the content routes again on a copy with content/ rewritten, the
dev-server suite and the performance budgets.
Arguments after -- go to the end-to-end step (e.g. npm test -- tests/e2e/faq.spec.ts).

  --fast   what every push needs: types, lint and format (unit and island tests beside them), the build, the quick checks over it
           (links, redirects, html-validate, social cards, first paint, preloads, page bytes and CSS) and every route in a browser
  --help   show this help`;
if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
  console.log(USAGE);
  process.exit(0);
}

const fast = process.argv.includes('--fast');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--fast');

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
// The build under test talks to the local contact backend the end-to-end suite starts, and has
// the live studio, whose GitHub is the suite's stand-in.
const buildEnv = { ...LOCAL_BUILD_ENV, ...TEST_STUDIO_ENV };
/**
 * The rewritten copy's servers, beside the analytics run's: its `wrangler pages dev` (and inspector,
 * 5000 above) and its contact backend, which its build is made to call. The analytics run keeps the
 * defaults: PREVIEW_PORT 4322 plus 10 to 30 (tests/e2e-analytics/sites.ts) and the backend's 54321.
 */
const REWRITTEN_COPY_PORTS = { PREVIEW_PORT: '4422', LOCAL_BACKEND_PORT: '54331' };
/** @type {import('./steps.mjs').Step[]} */
const typeCheck = [
  ['type check', 'npx', ['astro', 'check']],
  ['dead code (knip: unused files, exports and dependencies)', 'npx', ['knip']],
];
/** @type {import('./steps.mjs').Step[]} */
const lintAndFormat = [
  ['lint (ESLint)', 'npx', ['eslint', '.']],
  ['format (Prettier)', 'npx', ['prettier', '--check', '.']],
];
const checks = [...typeCheck, ...lintAndFormat];
/** @type {import('./steps.mjs').Step} */
const build = ['build', 'npx', ['astro', 'build'], buildEnv];
/** @type {import('./steps.mjs').Step} */
const unitTests = ['unit and island tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'islands']];

/** @type {(import('./steps.mjs').Step | import('./steps.mjs').Lanes)[]} */
const fastLane = [
  // Beside the checks, which run one process on one core at a time (not the build: it and
  // `astro check` both write .astro/). The database's tests (tests/db) run in npm test.
  { lanes: [checks, [unitTests]] },
  build,
  [
    'quick checks over the build (links, redirects, html-validate, social cards, first paint, preloads, page bytes and CSS)',
    'npx',
    ['vitest', 'run', '--config', 'tests/build-checks/vitest.config.ts', ...QUICK_BUILD_CHECKS],
  ],
  [
    'every route once in a browser (runtime errors, reflow), and every header (end to end on the runtime)',
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'tests/e2e/playwright.config.ts',
      'tests/e2e/quality-pages.spec.ts',
      'tests/e2e/quality-headers.spec.ts',
      '--grep-invert',
      '@axe',
    ],
    buildEnv,
  ],
];

/**
 * The database's tests (tests/db) mostly wait on PostgreSQL, pg_cron and Deno: they run beside the checks.
 * @type {import('./steps.mjs').Step}
 */
const databaseTests = ['database tests (beside the checks)', 'npx', ['vitest', 'run', '--project', 'db']];

/** @type {(import('./steps.mjs').Step | import('./steps.mjs').Lanes)[]} */
const everything = [
  // The type check, lint and format each keep one core busy; the database's tests mostly wait. The
  // unit tests follow lint and format in their lane, not as a lane of their own (three lanes of
  // checks, database and unit tests took 212 s against 191 without them): the database's tests
  // outlast the checks, and the unit tests fill that time. On 2 cores, nothing else running: 220 s
  // (busy 98%) against 253 with them as a step after the lanes (busy 95%).
  { lanes: [typeCheck, [...lintAndFormat, unitTests], [databaseTests]] },
  build,
  [
    'checks over the build (links, redirects on the runtime, html-validate, W3C checker)',
    'npx',
    ['vitest', 'run', '--config', 'tests/build-checks/vitest.config.ts'],
  ],
  // Every test once: the content routes' tests that do not hold the launch copy itself run in the
  // next step, on the rewritten copy (scripts/content-routes.mjs).
  [
    'end-to-end tests',
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'tests/e2e/playwright.config.ts',
      '--grep-invert',
      RUN_ON_REWRITTEN_COPY,
      ...playwrightArgs,
    ],
    buildEnv,
  ],
  // Last, three lanes, the work that waits beside the work that computes (about 172 s on a 2-core
  // Xeon, against 188 as two groups in the same hour: each step is slower beside two others, so the
  // gain is the idle part; docs/testing.md):
  // - Analytics on (docs/analytics.md): a build per provider, reused by all its tests, against a
  //   stand-in of its event API; beside dist/, which it compares them with (two builds, then about a
  //   minute). Then the content studio, which exists only under astro dev: its test starts its own dev
  //   server and mostly waits on it (the machine 32% busy for 58 s alone). Not side by side: the
  //   analytics builds write the project's .astro/, which the studio's dev server serves from.
  // - The copy is the editors': the content routes pass with every prose text of content/ rewritten (a
  //   copy of its own: its build, the checks over it and its end-to-end specs, ~2½ min), on ports of
  //   its own (REWRITTEN_COPY_PORTS).
  // - Lighthouse on the representative routes, held to what the code decides (bytes, requests, the
  //   typeface's request, DOM, shift, the LCP photo's fetch, the CPU of the heaviest main-thread
  //   task), never a score; it reads Lantern's run only (an observed run would double the step). Each
  //   budget has the margin of a machine running other suites beside it (scripts/bench/budgets.mjs):
  //   the heaviest task is the thread's own CPU time, which a busy machine does not stretch. Alone it
  //   kept the machine 54% busy for 93 s.
  {
    lanes: [
      [
        [
          'analytics end to end (a build per provider)',
          'npx',
          ['playwright', 'test', '--config', 'tests/e2e-analytics/playwright.config.ts'],
        ],
        [
          'content studio (end to end on a dev server, after analytics)',
          'npx',
          ['playwright', 'test', '--config', 'tests/studio/playwright.config.ts'],
        ],
      ],
      [
        [
          'the same with content/ rewritten (a copy: build, checks over it, content routes; beside analytics)',
          'node',
          ['scripts/test-rewritten-content.mjs'],
          REWRITTEN_COPY_PORTS,
        ],
      ],
      [
        [
          'performance gate (Lighthouse on the representative routes, stock photos served; beside both)',
          'node',
          [
            'scripts/bench.mjs',
            '--budget',
            '--representative',
            '--no-build',
            '--no-observed',
            '--runs',
            '1',
            '--networks',
            'slow-4G',
          ],
        ],
      ],
    ],
  },
];

process.exitCode = await runSteps(fast ? fastLane : everything, { env });

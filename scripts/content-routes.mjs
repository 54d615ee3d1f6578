// @ts-check
// What a change of content/ alone can break, for both content runs: `npm run test:content` (the
// deploy of an editor's save) and scripts/test-rewritten-content.mjs (every text rewritten), and
// which of it npm test runs on the launch copy and which on the rewritten one.

/** The checks over a build that a change of copy can break (W3C's checker, which needs Java, is added by the run that has it). */
export const CONTENT_BUILD_CHECKS = [
  'links',
  'html',
  'redirects',
  'social-cards',
  'text-files',
  'insights-section',
].map((name) => `tests/build-checks/${name}.test.ts`);

const CONTENT_ROUTE_NAMES = [
  'core-pages',
  'home-faq',
  'faq',
  'work',
  'case-studies',
  'contact',
  'service-pages',
  'industries',
  'extra-pages',
];

/** The end-to-end specs of the routes content/ fills. */
export const CONTENT_ROUTE_SPECS = CONTENT_ROUTE_NAMES.map((name) => `tests/e2e/${name}.spec.ts`);

/**
 * The tests of those specs that hold the launch copy itself, so they run on it and not on a rewrite:
 * axe (a rewrite of the same length changes no colour or role) and those tagged @launch-copy (what a
 * text must say, as the privacy notice's duties).
 */
export const LAUNCH_COPY_TESTS = 'axe|@launch-copy';

/**
 * For npm test's main end-to-end run (a --grep-invert; Playwright matches it against "project file
 * describe… title @tags"): the content routes' other tests, which npm test runs on the rewritten
 * copy instead (scripts/test-rewritten-content.mjs), so each runs once per npm test.
 */
export const RUN_ON_REWRITTEN_COPY = `(^| )(${CONTENT_ROUTE_NAMES.join('|')})\\.spec\\.ts (?!.*(${LAUNCH_COPY_TESTS}))`;

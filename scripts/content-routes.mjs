// @ts-check
// What a change of content/ alone can break, for both content runs: `npm run test:content` (the
// deploy of an editor's save) and scripts/test-rewritten-content.mjs (every text rewritten).

/** The checks over a build that a change of copy can break (W3C's checker, which needs Java, is added by the run that has it). */
export const CONTENT_BUILD_CHECKS = ['links', 'html', 'redirects', 'social-cards'].map(
  (name) => `tests/build-checks/${name}.test.ts`,
);

/** The end-to-end specs of the routes content/ fills (axe runs on every page in the main suite). */
export const CONTENT_ROUTE_SPECS = [
  'core-pages',
  'home-faq',
  'faq',
  'work',
  'case-studies',
  'contact',
  'service-pages',
  'industries',
  'extra-pages',
].map((name) => `tests/e2e/${name}.spec.ts`);

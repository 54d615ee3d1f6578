// npm test runs every end-to-end test once: the main step leaves the content routes' tests to the
// rewritten-content run but those that hold the launch copy itself (scripts/content-routes.mjs).
// Checked on Playwright's own list of the suite, so a renamed spec or a changed title format fails here.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { CONTENT_ROUTE_SPECS, LAUNCH_COPY_TESTS, RUN_ON_REWRITTEN_COPY } from '../../scripts/content-routes.mjs';

const list = (...args: string[]): string[] =>
  execFileSync('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', '--list', ...args], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((line) => line.includes('›'))
    .map((line) => line.replace(/^\s*\[chromium\] › /, '').trim());

const all = list();
const main = list('--grep-invert', RUN_ON_REWRITTEN_COPY);
const rewritten = list('--grep-invert', LAUNCH_COPY_TESTS, ...CONTENT_ROUTE_SPECS);

// Over every spec file, not a count: the quality specs list a test per built page only once dist/ exists,
// and this runs before the build in a fresh clone.
it('lists a test of every spec in tests/e2e', () => {
  const specs = readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts'));
  const listed = new Set(all.map((title) => title.split(':')[0]));
  expect(specs.length).toBeGreaterThan(20);
  expect(specs.filter((spec) => !listed.has(spec))).toEqual([]);
});

it('runs each test once: in the main step or on the rewritten copy', () => {
  expect([...main, ...rewritten].sort()).toEqual([...all].sort());
});

it('runs the content routes on the rewritten copy, but axe and the launch copy on the real one', () => {
  const contentFiles = CONTENT_ROUTE_SPECS.map((spec) => spec.replace('tests/e2e/', ''));
  const ofContentRoutes = (title: string) => contentFiles.some((file) => title.startsWith(`${file}:`));
  expect(rewritten.length).toBeGreaterThan(50);
  expect(rewritten.every(ofContentRoutes)).toBe(true);
  expect(rewritten.some((title) => /axe/i.test(title))).toBe(false);
  const kept = main.filter(ofContentRoutes);
  expect(kept.some((title) => /axe/i.test(title))).toBe(true);
  expect(kept.some((title) => title.includes('privacy notice'))).toBe(true);
  expect(kept.some((title) => title.includes('accessibility statement'))).toBe(true);
  expect(kept.every((title) => /axe|privacy notice|accessibility statement/i.test(title))).toBe(true);
});

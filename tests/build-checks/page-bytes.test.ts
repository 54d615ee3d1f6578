// Over the build: every page's first screen (head, CSS, header and hero, up to the marker the hero
// places) fits in a phone's first round trip, and every page stays light, as gzip -9
// (PAGE_BYTES_BUDGETS in scripts/bench/budgets.mjs; the table: node tests/build-checks/checks/page-bytes.mjs).
import { expect, it } from 'vitest';
import { measureBuild, pageBytesProblems } from './checks/page-bytes.mjs';

it("every page's first screen and whole page keep their gzip budgets", () => {
  expect(pageBytesProblems('dist')).toEqual([]);
  // Every kind of page is measured: the home page, the 404 page and more than twenty others.
  const routes = measureBuild('dist').map((row) => row.route);
  expect(routes).toEqual(expect.arrayContaining(['/', '/404', '/faq/', '/contact/', '/privacy/']));
  expect(routes.length).toBeGreaterThan(20);
  // gzip -9 of every page twice: seconds on a loaded machine.
}, 60_000);

// Over the build: every page's first screen (head, CSS, header and hero, up to the marker the hero
// places) fits in a phone's first round trip, and every page stays light, as gzip -9
// (PAGE_BYTES_BUDGETS in scripts/bench/budgets.mjs; the table: node tests/build-checks/checks/page-bytes.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';
import { decodeAttribute } from '../../src/lib/build/page-css';
import { BRAND_FONT_BYTES } from '../../scripts/bench/budgets.mjs';
import { BRAND_FONT_ADDRESS } from '../../src/lib/build/brand-font';
import { measureBuild, pageBytesProblems } from './checks/page-bytes.mjs';

it("every page's first screen and whole page keep their gzip budgets", () => {
  expect(pageBytesProblems('dist')).toEqual([]);
  // Every kind of page is measured: the home page, the 404 page and more than twenty others.
  const routes = measureBuild('dist').map((row) => row.route);
  expect(routes).toEqual(expect.arrayContaining(['/', '/404', '/faq/', '/contact/', '/privacy/']));
  expect(routes.length).toBeGreaterThan(20);
  // gzip -9 of every page twice: seconds on a loaded machine.
}, 60_000);

// The brand typeface every first page fetches: one file, subset at build, within its budget (budgets.mjs).
it('the brand typeface is one file within its budget, named by every page', () => {
  const files = readdirSync('dist/_astro').filter((name) => BRAND_FONT_ADDRESS.test(`/_astro/${name}`));
  expect(files).toHaveLength(1);
  expect(statSync(join('dist/_astro', files[0]!)).size).toBeLessThanOrEqual(BRAND_FONT_BYTES);
  for (const { route, file } of listBuiltPages('dist').filter((page) => page.kind !== 'redirect'))
    expect(readFileSync(join('dist', file), 'utf8'), route).toContain(`url(/_astro/${files[0]})`);
});

// The header's menu is in every page once: SiteNav reads it back from its own HTML when it hydrates,
// so the island's props carry only the page's path (its server-only menu is left out of the JSON).
it("no page carries the header's menu twice: the nav island's props hold only the page's path", () => {
  const pages = listBuiltPages('dist').filter((page) => page.kind !== 'redirect');
  for (const { route, file } of pages) {
    const html = readFileSync(join('dist', file), 'utf8');
    const island = /<astro-island [^>]*component-url="[^"]*\/SiteNav\.[^"]*"[^>]*>/.exec(html)?.[0];
    const props = /\sprops="([^"]*)"/.exec(island ?? '')?.[1];
    expect(props, `${route}: the nav island`).toBeDefined();
    expect(JSON.parse(decodeAttribute(props!)), route).toEqual({
      menu: [0, {}],
      currentPath: [0, expect.any(String)],
    });
  }
});

it('the FAQ islands carry their questions and answers once: in their markup, not again in their props', () => {
  const problems: string[] = [];
  let read = 0;
  for (const { route, file } of listBuiltPages('dist').filter((page) => page.kind !== 'redirect')) {
    const html = readFileSync(join('dist', file), 'utf8');
    for (const [, props, markup] of html.matchAll(
      /<astro-island\b[^>]*\sprops="([^"]*)"[^>]*>([\s\S]*?)<\/astro-island>/g,
    ))
      for (const [, text] of markup!.matchAll(/data-faq-(?:question|answer)="">([^<]+)</g)) {
        read++;
        if (decodeAttribute(props!).includes(decodeAttribute(text!)))
          problems.push(`${route}: an island's props repeat "${decodeAttribute(text!).slice(0, 40)}"`);
      }
  }
  expect(problems).toEqual([]);
  // Not vacuous: the home page's and the FAQ page's questions were read.
  expect(read).toBeGreaterThan(20);
});

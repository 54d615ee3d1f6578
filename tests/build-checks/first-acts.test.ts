// Over the build: every page of the layout carries the first-act script of its own islands, and no
// other. The layout writes the script with every island's acts and the build swaps it for the page's
// (withPageFirstActs, src/lib/build/served-html.ts); should the layout's element change so the swap no
// longer finds it, the pages would quietly keep the whole script: heavier, and nothing else would say so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';
import { firstActsFor, firstActsScript } from '../../integrations/interaction-directive';
import { pageIslands } from '../../src/lib/build/served-html';
import { headScript } from '../../src/lib/browser/head-script';

const DIST = 'dist';
const pages = listBuiltPages(DIST)
  .filter((page) => page.kind !== 'redirect')
  .map((page) => ({ ...page, html: readFileSync(join(DIST, page.file), 'utf8') }));
/** The layout's pages: those with its head script (the theme's, the hold's, the typeface's). */
const layoutPages = pages.filter((page) => page.html.includes(`<script>${headScript()}</script>`));

it('every page but the redirects is a page of the layout', () => {
  expect(pages.filter((page) => !layoutPages.includes(page)).map((page) => page.file)).toEqual([]);
});

it("each page carries the first-act script of its own islands, once, and not the layout's whole one", () => {
  const whole = `<script>${firstActsScript()}</script>`;
  const wrong = layoutPages.flatMap((page) => {
    const own = `<script>${firstActsFor(pageIslands(page.html))}</script>`;
    const times = page.html.split(own).length - 1;
    return times === 1 && (own === whole || !page.html.includes(whole))
      ? []
      : [`${page.file}: its own script ${times} times${page.html.includes(whole) ? ", and the layout's whole" : ''}`];
  });
  expect(layoutPages.length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

it('most pages need fewer acts than the whole script has: the swap is worth its check', () => {
  const lighter = layoutPages.filter((page) => firstActsFor(pageIslands(page.html)) !== firstActsScript());
  expect(lighter.length).toBeGreaterThan(layoutPages.length / 2);
});

it("Astro's island runtime is a file every page with islands points at, and no page carries it inline", () => {
  const withIslands = layoutPages.filter((page) => pageIslands(page.html).length > 0);
  const sources = new Set(
    withIslands.map((page) => /<template id="island-runtime" data-src="([^"]+)"><\/template>/.exec(page.html)?.[1]),
  );
  expect(withIslands.length).toBeGreaterThan(0);
  expect([...sources]).toEqual([expect.stringMatching(/^\/_astro\/astro-island\.[\w-]+\.js$/)]);
  const runtime = readFileSync(join(DIST, [...sources][0]!), 'utf8');
  expect(runtime).toContain('customElements.define("astro-island"');
  expect(pages.filter((page) => page.html.includes(runtime)).map((page) => page.file)).toEqual([]);
});

// Over the build: every page holds its first paint until the parser has reached the end of its
// first screen (src/lib/build/first-paint.ts): the head's rel=expect names the marker, and the marker
// comes once, after the page's <h1> (the end of the hero), so a phone never paints a hero whose
// text is still arriving.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';
import { FIRST_SCREEN_END_ID } from '../../src/lib/build/first-paint';

const DIST = 'dist';

it("every page's first paint waits for the end of its hero, and for no more", () => {
  const pages = listBuiltPages(DIST).filter((page) => page.kind !== 'redirect');
  const problems = pages.flatMap(({ route, file, kind }) => {
    const html = readFileSync(join(DIST, file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const markers = [...html.matchAll(new RegExp(`<span id="${FIRST_SCREEN_END_ID}" hidden>`, 'g'))];
    const h1End = html.indexOf('</h1>');
    const found: string[] = [];
    if (!head.includes(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`))
      found.push(`${route}: no rel=expect for the first screen's end in <head>`);
    if (markers.length !== 1) found.push(`${route}: ${markers.length} first-screen markers`);
    else if (h1End === -1 || markers[0]!.index < h1End) found.push(`${route}: the marker comes before the hero's end`);
    // The paint waits for the first screen, not the whole page: the marker is in the page's first
    // half (the 404 page is all first screen).
    else if (kind === 'page' && markers[0]!.index > html.indexOf('</main>') / 2 + html.indexOf('<main id="main"') / 2)
      found.push(`${route}: the marker is past the middle of <main>`);
    return found;
  });
  expect(problems).toEqual([]);
  expect(pages.length).toBeGreaterThan(20);
});

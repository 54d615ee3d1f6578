// The bytes a phone waits for: each page's HTML as gzip -9, and the part of it in front of the end of
// the first screen (the marker FirstScreenEnd.astro places after the hero), over a whole build.
// A phone's first round trip carries about 14 kB (TCP's initial window of ten segments): what the
// first screen needs must fit in it (docs/performance.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { listBuiltPages } from '../../../scripts/site-pages.mjs';
import { PAGE_BYTES_BUDGETS } from '../../../scripts/bench/budgets.mjs';
import { FIRST_SCREEN_END_ID } from '../../../src/lib/build/first-paint.ts';

/** The marker as the layout writes it. */
const MARKER = `<span id="${FIRST_SCREEN_END_ID}" hidden>`;

/** @param {string} text */
const gzipBytes = (text) => gzipSync(text, { level: 9 }).length;

/**
 * @typedef {object} PageBytes
 * @property {number} pageGzip the whole page, gzip -9
 * @property {number | undefined} firstScreenGzip the page up to the first-screen marker, gzip -9 (undefined without a marker)
 */

/**
 * A page's gzip size, and that of everything in front of the end of its first screen.
 * @param {string} html
 * @returns {PageBytes}
 */
export function measurePageBytes(html) {
  const marker = html.indexOf(MARKER);
  return {
    pageGzip: gzipBytes(html),
    firstScreenGzip: marker === -1 ? undefined : gzipBytes(html.slice(0, marker)),
  };
}

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * @typedef {object} PageBytesRow
 * @property {string} route
 * @property {number} pageGzip
 * @property {number | undefined} firstScreenGzip
 */

/**
 * Every page of a build (not the redirect fallbacks), measured.
 * @param {string} root
 * @returns {PageBytesRow[]}
 */
export function measureBuild(root) {
  return listBuiltPages(root)
    .filter((page) => page.kind !== 'redirect')
    .map(({ route, file }) => ({ route, ...measurePageBytes(readFileSync(join(root, file), 'utf8')) }));
}

/**
 * What each page of a build breaks, one line each: a page without its first screen's end, a first
 * screen or a page over its budget.
 * @param {string} root
 * @param {typeof PAGE_BYTES_BUDGETS} [budgets]
 * @returns {string[]}
 */
export function pageBytesProblems(root, budgets = PAGE_BYTES_BUDGETS) {
  return measureBuild(root).flatMap(({ route, pageGzip, firstScreenGzip }) => [
    ...(firstScreenGzip === undefined ? [`${route}: no first-screen marker (${MARKER})`] : []),
    ...(firstScreenGzip !== undefined && firstScreenGzip > budgets.firstScreenGzip
      ? [`${route}: first screen ${kB(firstScreenGzip)} > ${kB(budgets.firstScreenGzip)} (gzip)`]
      : []),
    ...(pageGzip > budgets.pageGzip ? [`${route}: page ${kB(pageGzip)} > ${kB(budgets.pageGzip)} (gzip)`] : []),
  ]);
}

/**
 * The table of a build (Markdown), to paste into a note.
 * @param {PageBytesRow[]} rows
 */
function formatPageBytes(rows) {
  return [
    '| route | first screen, gzip | page, gzip |',
    '| :-- | --: | --: |',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.firstScreenGzip === undefined ? 'no marker' : kB(r.firstScreenGzip)} | ${kB(r.pageGzip)} |`,
    ),
  ].join('\n');
}

// `node tests/build-checks/checks/page-bytes.mjs [dist]`: the table of a build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(formatPageBytes(measureBuild(process.argv[2] ?? 'dist')));

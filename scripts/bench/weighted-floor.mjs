// The floor (tests/fixtures/floor/: one heading, one paragraph, nothing to do) carrying more bytes
// after its first screen: paragraphs out of sight that no script or style reads, so the one
// difference from the floor is the document's size. Run beside the floor and this site, it shows
// what Lighthouse's simulation charges for bytes alone: the document is one download there, whole,
// so a page past the first round trip (TCP's initial window: 10 segments of 1460 B, response headers
// included) pays a round trip more before its first paint (README: Performance).
// usage: node scripts/bench/weighted-floor.mjs OUT_DIR GZIP_BYTES [FLOOR_HTML]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The syllables the filler's words are made of: text-like, about as compressible as random prose. */
const SYLLABLES = [
  'ka',
  'le',
  'di',
  'gi',
  'tal',
  'bra',
  'nd',
  'web',
  'de',
  'sign',
  'ux',
  'con',
  'sul',
  'ting',
  'pod',
  'cast',
];

/** A fixed sequence (mulberry32), so that one size always gives the same page. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A static host's gzip (the side-by-side server's: zlib's default level). */
export const gzipBytes = (html) => gzipSync(html).length;

/**
 * The floor's HTML with paragraphs two screens below its own until its gzip reaches `target` bytes
 * (within one paragraph over). Throws when the floor has no `</main>` to put them before.
 */
export function weightedFloor(floorHtml, target) {
  if (!floorHtml.includes('</main>')) throw new Error('the floor page has no </main> to add the paragraphs before');
  const next = random(target);
  const word = () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('');
  const paragraphs = [];
  const page = () =>
    floorHtml.replace('</main>', `<div style="margin-top:200vh">${paragraphs.join('\n')}</div></main>`);
  while (gzipBytes(page()) < target) paragraphs.push(`<p>${Array.from({ length: 40 }, word).join(' ')}.</p>`);
  return page();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [outDir, target, floor = 'tests/fixtures/floor/index.html'] = process.argv.slice(2);
  if (!outDir || !Number(target)) {
    console.error('usage: node scripts/bench/weighted-floor.mjs OUT_DIR GZIP_BYTES [FLOOR_HTML]');
    process.exit(2);
  }
  const html = weightedFloor(readFileSync(floor, 'utf8'), Number(target));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), html);
  console.log(`${join(outDir, 'index.html')}: ${html.length} B, ${gzipBytes(html)} B of gzip`);
}

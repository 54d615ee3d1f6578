#!/usr/bin/env node
// How closely a fallback face sized to the brand sets its lines (docs/performance.md, "Why the pages are fast"):
// for each fallback family, the built pages' hero headlines (h1, at 60 px, the brand at 800 against
// the fallback's bold) and hero paragraphs (20 px, 400 against its regular), every run of three
// words set in both with HarfBuzz. The fallback is sized to those texts as a whole, once with one
// `size-adjust` for every glyph (as the site does) and once with the space sized on its own; printed:
// how many pixels wider or narrower a run is, median, 90th percentile and worst.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { BRAND_SOURCE, FALLBACK_FACES } from '../src/lib/build/brand-font.ts';
import { parseOptions } from './cli.mjs';
import { listBuiltPages } from './site-pages.mjs';

const USAGE = `Usage: node scripts/font-fallback-fit.mjs [dist]

How closely each fallback face, sized to the brand, sets the built pages' hero lines: every run of
three words of their headlines (60 px) and leads (20 px), set in both with HarfBuzz. Prints a table:
how many pixels wider or narrower a run is, median, 90th percentile and worst, with one size-adjust
for every glyph and with the space sized on its own. Run npm run build first.

  dist     the build (default: dist)
  --help   show this help`;
const { positionals } = parseOptions(parseArgs, {}, USAGE, { allowPositionals: true });
const dist = positionals[0] ?? 'dist';
if (!existsSync(dist)) {
  console.error(`no build at ${dist}: run npm run build first`);
  process.exit(1);
}
const require = createRequire(import.meta.url);
const read = (specifier) => readFileSync(require.resolve(specifier));

const text = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
const headlines = [];
const paragraphs = [];
for (const file of listBuiltPages(dist)
  .filter((page) => page.kind === 'page')
  .map((page) => join(dist, page.file))) {
  const hero = /<h1[^>]*>([\s\S]*?)<\/h1>\s*(?:<p[^>]*>([\s\S]*?)<\/p>)?/.exec(readFileSync(file, 'utf8'));
  if (hero?.[1]) headlines.push(text(hero[1]));
  if (hero?.[2]) paragraphs.push(text(hero[2]));
}
if (headlines.length === 0 || paragraphs.length === 0) {
  console.error(`no hero headline and lead in the pages of ${dist}`);
  process.exit(1);
}
const characters = [...new Set([...headlines, ...paragraphs].join(''))].join('');

/** The width `text` sets in, in ems (HarfBuzz's shaping, kerning included). */
function width(sfnt, words, weight) {
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  if (weight) font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(words);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0) / face.upem;
}
const brand = await subsetFont(read(BRAND_SOURCE), characters, { targetFormat: 'truetype' });
const quantiles = (values) => {
  const sorted = values.map(Math.abs).sort((a, b) => a - b);
  return [0.5, 0.9, 1].map((q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1));
};

console.log('| fallback | text | px | one size: median, p90, worst | space on its own: median, p90, worst |');
console.log('| :-- | :-- | --: | :-- | :-- |');
for (const face of FALLBACK_FACES) {
  const bold = face.weight === 'bold';
  const [texts, weight, px] = bold ? [headlines, 800, 60] : [paragraphs, 400, 20];
  const fallback = await subsetFont(read(face.file), characters, { targetFormat: 'truetype' });
  const all = texts.join(' ');
  const size = width(brand, all, weight) / width(fallback, all);
  const letters = all.replaceAll(' ', '');
  const letterSize = width(brand, letters, weight) / width(fallback, letters);
  const spaceSize = width(brand, ' ', weight) / width(fallback, ' ');
  const runs = texts.flatMap((t) => {
    const words = t.split(' ');
    return words.slice(0, Math.max(1, words.length - 2)).map((_, i) => words.slice(i, i + 3).join(' '));
  });
  const off = (run, spaceApart) => {
    const spaces = run.split(' ').length - 1;
    const set = spaceApart
      ? width(fallback, run.replaceAll(' ', '')) * letterSize + spaces * width(fallback, ' ') * spaceSize
      : width(fallback, run) * size;
    return (set - width(brand, run, weight)) * px;
  };
  const one = quantiles(runs.map((run) => off(run, false)));
  const apart = quantiles(runs.map((run) => off(run, true)));
  console.log(
    `| ${face.local[0]} | ${bold ? 'headline' : 'paragraph'} | ${px} | ${one.join(', ')} | ${apart.join(', ')} |`,
  );
}

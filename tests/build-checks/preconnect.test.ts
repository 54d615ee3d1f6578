// Over the build: a page whose hero shows a stock photo preconnects to the stock host at the top of
// its <head> (BaseLayout's `heroPhoto`), so a page that forgets to pass its hero's photo fails
// here; a page without one opens no connection it does not need.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';

const STOCK = 'https://images.unsplash.com';

it('the pages with a stock hero photo, and only they, preconnect to its host right after the charset', () => {
  const pages = listBuiltPages('dist');
  const wrong = pages.flatMap(({ file, route }) => {
    const html = readFileSync(join('dist', file), 'utf8');
    const hero = [...html.matchAll(/<img\b[^>]*>/g)].some(
      ([tag]) => /\bdata-hero-photo\b/.test(tag) && tag.includes(`src="${STOCK}/`),
    );
    const preconnects = html.match(/<link rel="preconnect"[^>]*>/g) ?? [];
    const atTop = /<head><meta charset="utf-8"><link rel="preconnect" href="https:\/\/images\.unsplash\.com">/.test(
      html,
    );
    if (hero && (preconnects.length !== 1 || !atTop))
      return [`${route}: hero photo without the preconnect at the top of <head>`];
    if (!hero && preconnects.length > 0) return [`${route}: a preconnect without a hero photo`];
    return [];
  });
  expect(wrong).toEqual([]);
  // The launch content has hero photos (the case studies'): the rule is not vacuous.
  expect(pages.some(({ file }) => readFileSync(join('dist', file), 'utf8').includes('data-hero-photo'))).toBe(true);
});

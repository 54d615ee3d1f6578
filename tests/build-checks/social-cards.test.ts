// Over the build (npm run test:dist, after astro build): every page's social card, the
// icons and the manifest. The checks' own failures are proved on fixtures in social-card-check.test.ts.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { iconProblems, metaContent, pngSize, socialCardProblems } from './checks/social-cards.mjs';
import { entry, site } from '../support/content';

it('every page has its own 1200×630 PNG card at /og/<route>.png, and no two are the same', () => {
  expect(socialCardProblems('dist')).toEqual([]);
});

it('two pages show different cards: the FAQ and a case study', () => {
  const work = entry<{ name: string; client: string; year: string }>('work', 'central-highlands-coffee');
  const agency = site<{ name: string }>();
  const faq = readFileSync('dist/og/faq.png');
  const study = readFileSync('dist/og/work/central-highlands-coffee.png');
  expect(pngSize(faq)).toEqual({ width: 1200, height: 630 });
  expect(pngSize(study)).toEqual({ width: 1200, height: 630 });
  expect(faq.equals(study)).toBe(false);
  expect(metaContent(readFileSync('dist/work/central-highlands-coffee/index.html', 'utf8'), 'og:image:alt')).toBe(
    `Case study: ${work.name} (${work.client}, ${work.year}), ${agency.name}`,
  );
});

it('the icons and the manifest are in the build, linked from every page, at their sizes', () => {
  expect(iconProblems('dist')).toEqual([]);
});

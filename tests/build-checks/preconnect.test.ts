// Over the build: the photos a desktop's first screen shows (a hero photo beside the text, the work
// grid's first row) are preloaded for desktop widths, each naming its img's own srcset and sizes so
// the img takes the preloaded file, and their host is preconnected at the top of <head>
// (BaseLayout's `heroPhoto` and `firstScreenPhotos`). A page that forgets to pass its hero's photo
// fails here; a page without such photos opens no connection it does not need.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';

const STOCK = 'https://images.unsplash.com';
const DIST = 'dist';

/** An attribute's value as written in a tag, or undefined. */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** What is wrong with a built page's preloads and preconnect, if anything. */
function firstScreenProblems(route: string, html: string): string[] {
  const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  const preconnects = html.match(/<link rel="preconnect"[^>]*>/g) ?? [];
  const problems: string[] = [];
  for (const preload of preloads) {
    const used = imgs.some(
      (img) =>
        attr(img, 'src') === attr(preload, 'href') &&
        attr(img, 'srcset') === attr(preload, 'imagesrcset') &&
        attr(img, 'sizes') === attr(preload, 'imagesizes'),
    );
    if (!used) problems.push(`${route}: a preload no img takes: ${preload}`);
    if (attr(preload, 'media') !== '(min-width: 1024px)' || attr(preload, 'fetchpriority') !== 'high')
      problems.push(`${route}: a preload not for desktops at high priority: ${preload}`);
  }
  for (const hero of imgs.filter((img) => /\sdata-hero-photo\b/.test(img) && img.includes(`src="${STOCK}/`)))
    if (!preloads.some((preload) => attr(preload, 'href') === attr(hero, 'src')))
      problems.push(`${route}: the hero photo is not preloaded for a desktop`);
  const stockPreloads = preloads.filter((preload) => attr(preload, 'href')?.startsWith(`${STOCK}/`));
  const atTop = html.includes(`<head><meta charset="utf-8"><link rel="preconnect" href="${STOCK}">`);
  if (stockPreloads.length > 0 && (preconnects.length !== 1 || !atTop))
    problems.push(`${route}: preloads from the stock host without its preconnect right after the charset`);
  if (stockPreloads.length === 0 && preconnects.length > 0)
    problems.push(`${route}: a preconnect without a photo to fetch from there`);
  return problems;
}

it("a desktop's first-screen photos, and only they, are preloaded for desktops, their host preconnected", () => {
  const pages = listBuiltPages(DIST).map(({ file, route }) => ({
    route,
    html: readFileSync(join(DIST, file), 'utf8'),
  }));
  expect(pages.flatMap(({ route, html }) => firstScreenProblems(route, html))).toEqual([]);
  // Not vacuous: the launch content has hero photos, and /work/ preloads its first row of three cards.
  expect(pages.some(({ html }) => html.includes('data-hero-photo'))).toBe(true);
  const work = pages.find(({ route }) => route === '/work/')!.html;
  const cards = [...work.matchAll(/<li data-work-card=""[^>]*>\s*<img\b[^>]*>/g)].map(([li]) => attr(li, 'src'));
  const preloaded = [...work.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => attr(tag, 'href'));
  expect(preloaded).toEqual(cards.slice(0, 3));
});

// Over the build: a page whose hero shows a stock photo preconnects to the stock host at the top of
// its <head> and preloads the photo for a desktop, where it is on the first screen (BaseLayout's
// `heroPhoto`), so a page that forgets to pass its hero's photo fails here; a page without one opens
// no connection it does not need.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';

const STOCK = 'https://images.unsplash.com';
const DIST = 'dist';

/** An attribute's value as written in a tag, or undefined. */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** What is wrong with a built page's hero photo links, if anything. */
function heroLinkProblems(route: string, html: string): string[] {
  const heroImg = [...html.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => /\sdata-hero-photo\b/.test(tag) && tag.includes(`src="${STOCK}/`));
  const preconnects = html.match(/<link rel="preconnect"[^>]*>/g) ?? [];
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  if (!heroImg)
    return preconnects.length + preloads.length > 0 ? [`${route}: a preconnect or preload without a hero photo`] : [];
  const problems = [];
  if (preconnects.length !== 1 || !html.includes(`<head><meta charset="utf-8"><link rel="preconnect" href="${STOCK}">`))
    problems.push(`${route}: hero photo without the preconnect right after the charset`);
  // The desktop's preload names the img's own srcset and sizes, so the img takes the file it fetched.
  const preload = preloads[0] ?? '';
  const matches =
    preloads.length === 1 &&
    attr(preload, 'imagesrcset') === attr(heroImg, 'srcset') &&
    attr(preload, 'imagesizes') === attr(heroImg, 'sizes') &&
    attr(preload, 'media') === '(min-width: 1024px)' &&
    attr(preload, 'fetchpriority') === 'high';
  if (!matches)
    problems.push(`${route}: the hero photo's desktop preload does not match its img: ${preload || 'none'}`);
  return problems;
}

it('the pages with a stock hero photo, and only they, preconnect to its host and preload it for a desktop', () => {
  const pages = listBuiltPages(DIST).map(({ file, route }) => ({
    route,
    html: readFileSync(join(DIST, file), 'utf8'),
  }));
  expect(pages.flatMap(({ route, html }) => heroLinkProblems(route, html))).toEqual([]);
  // The launch content has hero photos (the home page's, the case studies'): the rule is not vacuous.
  expect(pages.some(({ html }) => html.includes('data-hero-photo'))).toBe(true);
});

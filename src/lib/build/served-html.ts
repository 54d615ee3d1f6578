/**
 * Fixes to the HTML Astro writes, applied to every file of the build (integrations/served-html.ts)
 * so the W3C Nu HTML Checker finds no error in what is served, and so a phone's first round trip
 * carries the first screen. Pure string functions.
 */
import { ISLAND_RUNTIME_ID } from '../browser/island-runtime';
import { FIRST_SCREEN_END_ID } from './first-paint';

/** The rule Astro writes before the first island of a page, in a `<style>` of its own. */
const ISLAND_RULE = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const ISLAND_STYLE = `<style>${ISLAND_RULE}</style>`;

/**
 * Astro's island `<style>`, which it writes in `<body>` (an error for the checker): gone where the
 * page's stylesheet has the same rule (global.css has it, to apply from the first byte), which
 * saves the page an element and its CSP hash; else moved to the end of `<head>`, unchanged, so the
 * CSP hash Astro wrote still allows it.
 */
export function placeIslandStyle(html: string): string {
  const head = html.indexOf('</head>');
  const at = html.indexOf(ISLAND_STYLE);
  if (head === -1 || at === -1) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  if (without.includes(ISLAND_RULE)) return without;
  if (at < head) return html;
  return without.slice(0, head) + ISLAND_STYLE + without.slice(head);
}

/** Astro's redirect pages write `content="0;url=…"`; the refresh syntax the checker wants is `0; url=…`. */
export function fixMetaRefresh(html: string): string {
  return html.replace(/(<meta http-equiv="refresh" content="\d+);\s*url=/gi, '$1; url=');
}

/** The end of the first screen as FirstScreenEnd.astro writes it. */
const FIRST_SCREEN_END = `<span id="${FIRST_SCREEN_END_ID}" hidden></span>`;

/**
 * Scripts that paint nothing: Astro's island runtime, which it writes before the first island (the
 * header's): the client directive's (`(self.Astro||(self.Astro={})).interaction=…`) and the
 * `astro-island` element's definition; and inline module scripts, which run after the parse
 * wherever they stand.
 */
const NON_PAINTING_SCRIPT =
  /<script>(?:(?!<\/script>)[\s\S])*?(?:customElements\.define\("astro-island"|\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.)(?:(?!<\/script>)[\s\S])*?<\/script>|<script type="module">(?:(?!<\/script>)[\s\S])*?<\/script>/g;

/**
 * Moves the scripts that paint nothing from in front of the first screen's end to just after it, in
 * their order: ~2.5 kB of gzip the first round trip no longer carries. Islands parsed before Astro's
 * runtime wait for it as custom elements do (upgraded when it is defined); React still comes only with
 * a first touch. The elements are unchanged, so their CSP hashes still allow them.
 */
export function scriptsAfterFirstScreen(html: string): string {
  const end = html.indexOf(FIRST_SCREEN_END);
  const body = html.indexOf('<body');
  if (end === -1 || body === -1) return html;
  const moved: string[] = [];
  const before = html.slice(body, end).replace(NON_PAINTING_SCRIPT, (script) => (moved.push(script), ''));
  if (moved.length === 0) return html;
  const after = end + FIRST_SCREEN_END.length;
  return html.slice(0, body) + before + FIRST_SCREEN_END + moved.join('') + html.slice(after);
}

/** Astro's island runtime as it writes it: the `astro-island` element's definition, one classic script. */
const ISLAND_RUNTIME =
  /<script>((?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*?)<\/script>/;

/** The text of Astro's island runtime on a page, if it has one. */
export function islandRuntimeIn(html: string): string | undefined {
  return ISLAND_RUNTIME.exec(html)?.[1];
}

/**
 * The page without Astro's island runtime (~1.6 kB of gzip on every page): in its place an inert
 * `<template>` holds the address of the same script as a file (`src`), which the directive fetches
 * the first time a visitor shows intent towards an island (src/directives/interaction.ts). Until
 * then nothing needs it: every island waits for a first touch, and the first-act script answers
 * from the page.
 */
export function withIslandRuntimeFile(html: string, src: string): string {
  return html.replace(ISLAND_RUNTIME, () => `<template id="${ISLAND_RUNTIME_ID}" data-src="${src}"></template>`);
}

/** The islands on a page, by component name (`component-url="/_astro/SiteNav.…js"`), each once. */
export function pageIslands(html: string): string[] {
  return [...new Set([...html.matchAll(/component-url="\/_astro\/([A-Za-z]+)\./g)].map(([, name]) => name!))];
}

/**
 * The page's first-act script with only its own islands' acts: the layout writes the script with
 * every island's (`whole`), `forIslands` bundles the one for the islands the page has (on most pages
 * the header's and the theme's alone: no gallery, FAQ search or contact form code). The page's CSP
 * names the script it has (integrations/page-css.ts runs after this).
 */
export function withPageFirstActs(html: string, whole: string, forIslands: (islands: string[]) => string): string {
  const element = `<script>${whole}</script>`;
  const at = html.indexOf(element);
  if (at === -1) return html;
  return `${html.slice(0, at)}<script>${forIslands(pageIslands(html))}</script>${html.slice(at + element.length)}`;
}

/** An empty SVG shape, written with an end tag. */
const EMPTY_SHAPE = /<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*)><\/\1>/g;

/**
 * Inline `<svg>` icons without what does nothing in an HTML page (~0.1-0.2 kB of gzip a page): the
 * namespace (the HTML parser puts `<svg>` in it), Lucide's own class names (`lucide lucide-arrow-right`:
 * no rule or script names them), and an empty shape's end tag (`<path …/>` is the same element).
 * Sizes, strokes and the rest of the classes stay.
 */
export function compactSvg(html: string): string {
  return html.replace(/<svg\b[^>]*>[\s\S]*?<\/svg>/g, (svg) =>
    svg
      .replace(/^(<svg\b[^>]*?) xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '$1')
      .replace(/^(<svg\b[^>]*?) class="([^"]*)"/, (_, open: string, classes: string) => {
        const kept = classes.split(/\s+/).filter((name) => name && name !== 'lucide' && !name.startsWith('lucide-'));
        return kept.length > 0 ? `${open} class="${kept.join(' ')}"` : open;
      })
      .replace(EMPTY_SHAPE, '<$1$2/>'),
  );
}

/** Every fix, in order. */
export function servedHtml(html: string): string {
  return compactSvg(scriptsAfterFirstScreen(fixMetaRefresh(placeIslandStyle(html))));
}

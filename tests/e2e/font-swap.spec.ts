// The brand typeface swaps in without moving anything (src/lib/build/brand-font.ts): on every page,
// at a phone's and a desktop's width, the first screen is measured in the fallback face (the
// typeface's file held back) and again set in the typeface: the same line breaks in every block of
// text of the hero and the header, their boxes within a pixel. On a phone the file swaps in when it
// arrives. From WIDE_SCREEN up a file later than the first paint is never swapped in (optional):
// nothing changes when it arrives, and the page is then set in the typeface by hand, as the next
// page of the visit is, to compare.
// The same line breaks: every heading, link, button and label begins each line with the same word.
// A paragraph of prose keeps its number of lines and its box, but a word at a line's end may move to
// the next: the fallback is as wide as the typeface over the copy, not word by word, and a line of a
// hero's lead is a few pixels longer or shorter in it (both ways; 8 of the 62 first screens of
// 2026-11-29, a lead each, one or two words).
import { expect, test, type Page, type Route } from '@playwright/test';
import { FIRST_SCREEN_END_ID } from '../../src/lib/build/first-paint';
import { BRAND_FAMILY, BRAND_FONT_ROUTE, BRAND_OPTIONAL_FAMILY, FALLBACK_FACES } from '../../src/lib/build/brand-font';
import { BRAND_LATE_FAMILY, WIDE_SCREEN } from '../../src/lib/browser/brand-font';
import { builtPages } from './support/quality';

const WIDTHS = [390, 1280];
const HEIGHT = 844;
const FALLBACK_FAMILIES = [...new Set(FALLBACK_FACES.map((face) => face.family))];
/**
 * Chromium's block period for an optional face (`kFontLoadWaitShort`: 100 ms from the file's request):
 * a file that comes within it is used, so the wide case, a file later than that, releases the held
 * request no sooner than this after it was made (a fast machine measured the fallback within it).
 */
const OPTIONAL_BLOCK_MS = 100;
const LATE_FILE_MS = OPTIONAL_BLOCK_MS + 50;

interface Box {
  /** What it is, for a failure's message: the hero, the header, or a text block and its first words. */
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** For a block of text: the word each of its lines begins with, by its place in the block ("4:brands"). */
  lines?: string[];
  /** A paragraph of prose (`<p>`): held to its number of lines, not to the word each begins with. */
  prose?: boolean;
}

/** The header's and the hero's boxes, and each of their blocks of text with where its lines break. */
function firstScreen(page: Page): Promise<Box[]> {
  return page.evaluate((markerId) => {
    const marker = document.getElementById(markerId);
    const hero = marker?.previousElementSibling ?? marker?.parentElement;
    const header = document.querySelector('[data-site-header]');
    if (!hero || !header) throw new Error('no hero (the first-screen marker) or no header');
    const box = (what: string, element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { what, x, y, width, height };
    };
    // A block of text: an element with text of its own, seen. Its lines: the distinct tops of its text's rects.
    const blocks = [header, hero].flatMap((root) =>
      [...root.querySelectorAll('*')].filter(
        (element) =>
          element.checkVisibility() &&
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      ),
    );
    return [
      box('the header', header),
      box('the hero', hero),
      ...blocks.map((element) => {
        // Word by word as set: a word wholly below the one before it begins a line.
        const lines: string[] = [];
        let previous: DOMRect | undefined;
        let index = 0;
        const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = text.nextNode(); node; node = text.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const rect = [...range.getClientRects()].find((r) => r.width > 0);
            if (rect && (!previous || rect.top >= previous.bottom - 1)) lines.push(`${index}:${word[0]}`);
            if (rect) previous = rect;
            index += 1;
          }
        }
        return {
          ...box(`"${element.textContent?.trim().slice(0, 40)}"`, element),
          lines,
          prose: element.matches('p'),
        };
      }),
    ];
  }, FIRST_SCREEN_END_ID);
}

/** The faces of a family in the state the page's fonts are in. */
const faceStatus = (page: Page, family: string) =>
  page.evaluate(
    (name) => [...document.fonts].filter((face) => face.family === name).map((face) => face.status),
    family,
  );

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const swapPages = builtPages().filter((page) => page.kind !== 'redirect');

test('the build has pages whose typeface swap to compare', () => {
  expect(swapPages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(20);
});

for (const { route } of swapPages) {
  test(`${route}: the typeface swaps in with the same line breaks and boxes (${WIDTHS.join(', ')} px)`, async ({
    browser,
  }) => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: HEIGHT } });
      const page = await context.newPage();
      const held: Route[] = [];
      let askedAt = 0;
      await page.route(BRAND_FONT_ROUTE, (r) => {
        askedAt = Date.now();
        held.push(r);
      });
      // Not the load: the held file keeps it back.
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => held.length, { message: 'the typeface is asked for' }).toBe(1);
      const wide = await page.evaluate((w) => matchMedia(`(width >= ${w})`).matches, WIDE_SCREEN);
      // A phone's first page: the file added under the late family once the page has loaded.
      const family = wide ? BRAND_OPTIONAL_FAMILY : BRAND_LATE_FAMILY;
      // On a phone the file loads outside the document, and joins it only once in (src/lib/browser/brand-font.ts).
      expect(await faceStatus(page, family)).toEqual(wide ? ['loading'] : []);
      // The text is set in a fallback sized to the typeface: one of them is installed here. (From
      // WIDE_SCREEN up, once the moment Chromium holds the first paint for the preloaded file is over.)
      const fallbacks = () => Promise.all(FALLBACK_FAMILIES.map((f) => faceStatus(page, f)));
      await expect
        .poll(async () => (await fallbacks()).flat(), { message: 'a sized fallback face is in use' })
        .toContain('loaded');
      const before = await firstScreen(page);

      if (wide) await page.waitForTimeout(Math.max(0, askedAt + LATE_FILE_MS - Date.now()));
      await held[0]!.fallback();
      await expect.poll(() => faceStatus(page, family)).toEqual(['loaded']);
      await nextFrame(page);
      if (wide) {
        // Optional: the file came after the first paint, so this page keeps the fallback.
        expect(await firstScreen(page), `${width} px: the late file changes nothing`).toEqual(before);
        await page.evaluate(() => document.documentElement.style.setProperty('--brand', 'brand'));
        await expect.poll(() => faceStatus(page, BRAND_FAMILY)).toEqual(['loaded']);
        await nextFrame(page);
      }
      const after = await firstScreen(page);

      expect(after.map((b) => b.what)).toEqual(before.map((b) => b.what));
      const moved = before.flatMap((b, i) => {
        const a = after[i]!;
        const off = (['x', 'y', 'width', 'height'] as const).filter((k) => Math.abs(a[k] - b[k]) > 1);
        const same = b.prose ? a.lines?.length === b.lines?.length : a.lines?.join(' ') === b.lines?.join(' ');
        const lines =
          b.lines === undefined || same ? [] : [`lines begin at ${b.lines.join(' ')} → ${a.lines?.join(' ')}`];
        const boxes = b.lines !== undefined ? [] : off.map((k) => `${k} ${b[k].toFixed(1)} → ${a[k].toFixed(1)}`);
        return lines.length + boxes.length ? [`${b.what}: ${[...lines, ...boxes].join(', ')}`] : [];
      });
      expect(moved, `${width} px`).toEqual([]);
      await context.close();
    }
  });
}

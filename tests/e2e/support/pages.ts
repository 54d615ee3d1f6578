// What the specs of the site's pages share: finding links, stats, steps and regions as a visitor
// sees them, the JSON-LD, themes, blocked hosts, layout shifts and image fallbacks.
import { expect, type Locator, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../../src/lib/browser/theme';

/** A link found by its exact accessible name, and where it goes. */
export async function expectLink(scope: Page | Locator, name: string | RegExp, href: string): Promise<void> {
  const link = scope.getByRole('link', typeof name === 'string' ? { name, exact: true } : { name });
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', href);
}

/** A stat tile: the figure (definition) next to its label (term). */
export async function expectStat(scope: Page | Locator, value: string, label: string): Promise<void> {
  const tile = scope.locator('dl > div').filter({ hasText: label });
  await expect(tile).toHaveCount(1);
  await expect(tile.getByRole('term')).toHaveText(label);
  await expect(tile.getByRole('definition')).toHaveText(value);
}

/** Numbered steps: headings "Step 01: …", "Step 02: …" in order. */
export async function expectSteps(scope: Page | Locator, titles: readonly string[]): Promise<void> {
  const headings = scope.getByRole('heading', { name: /^Step \d\d: / });
  await expect(headings).toHaveText(titles.map((t, i) => `Step ${String(i + 1).padStart(2, '0')}: ${t}`));
}

/** A region (a section labelled by its heading). */
export const region = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('region', { name, exact: typeof name === 'string' });

/**
 * The JSON-LD nodes on the page (arrays flattened), or those of one `@type`; a block that does not
 * parse fails the test.
 */
export async function jsonLd(page: Page, type?: string): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text) => [JSON.parse(text) as Record<string, unknown>].flat());
  return type === undefined ? nodes : nodes.filter((node) => node['@type'] === type);
}

/** Both themes, for the checks that depend on colours (axe). */
export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Stores a theme choice before any script of the page runs. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark' | 'system'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
}

/** Remote stock photos never load here: fail them at once instead of waiting on the network. */
export async function blockStockImages(page: Page): Promise<void> {
  await page.route('https://images.unsplash.com/**', (route) => route.abort());
}

export const FALLBACK_IMAGE = '/images/fallback.svg';

/** Opens a page in a theme; reduced motion so axe sees sections in their final, revealed state. */
export async function openInTheme(page: Page, path: string, theme: ThemeName): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await useStoredTheme(page, theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // The decorative loading screen covers the page for 300 ms; wait until it is gone.
  await expect(page.locator('[data-loading-screen]')).toBeHidden();
}

/** The names of the page's BreadcrumbList, Home first. */
export async function breadcrumbNames(page: Page): Promise<string[]> {
  const lists = await jsonLd(page, 'BreadcrumbList');
  expect(lists).toHaveLength(1);
  return (lists[0]!['itemListElement'] as { name: string }[]).map((i) => i.name);
}

/** Blocks every request that leaves the site (the stock-photo host included). */
export async function blockExternalRequests(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
}

/** Records layout shifts from the first paint on, with what moved (read them with `contentLayoutShifts`). */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as { __shifts: { value: number; inMain: boolean; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const nodes = entry.sources.map(
          (s) =>
            `${s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName)} ${rect(s.previousRect)} → ${rect(s.currentRect)} at ${Math.round(entry.startTime)} ms`,
        );
        const inMain = entry.sources.some((s) => s.node instanceof Element && s.node.closest('main') !== null);
        w.__shifts.push({ value: entry.value, inMain, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Layout shifts of the page's content (`<main>`), where the images are. The header is left out on
 * purpose: while HTML streams in it can be painted before its right-hand items are parsed, a
 * separate issue of the page frame, not of image fallbacks.
 */
export async function contentLayoutShifts(page: Page): Promise<{ value: number; nodes: string[] }[]> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; inMain: boolean; nodes: string[] }[] }).__shifts,
  );
  return shifts.filter((s) => s.inMain).map(({ value, nodes }) => ({ value, nodes }));
}

/**
 * Scrolls each visible image of the page's content into view (lazy ones load then) and waits
 * until every one shows the local fallback, loaded (a local picture, from /_astro/, shows itself);
 * returns how many fell back.
 */
export async function expectVisibleImagesFallBack(page: Page): Promise<number> {
  const images = page.locator('main img:visible');
  for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
  // A local picture the build resized (/_astro/…) needs no other host: it must load as itself.
  const local = await images.evaluateAll((els) =>
    (els as HTMLImageElement[]).map((el) => (el.getAttribute('src') ?? '').startsWith('/_astro/')),
  );
  const states = () =>
    images.evaluateAll((els) =>
      (els as HTMLImageElement[]).map((el) => {
        const src = new URL(el.currentSrc || el.src).pathname;
        return { src: src.startsWith('/_astro/') ? '/_astro/' : src, loaded: el.complete && el.naturalWidth > 0 };
      }),
    );
  await expect
    .poll(states)
    .toEqual(local.map((isLocal) => ({ src: isLocal ? '/_astro/' : FALLBACK_IMAGE, loaded: true })));
  return local.filter((isLocal) => !isLocal).length;
}

/** A link's attributes that make an external link open safely in a new tab. */
export async function expectOpensInNewTabSafely(link: ReturnType<Page['locator']>): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = (await link.getAttribute('rel')) ?? '';
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  await expect(link).toHaveAttribute('href', /^https:\/\//);
}

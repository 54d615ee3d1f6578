import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Both themes: dark is stored the way the theme toggle stores it, before the page loads. */
export const THEMES = ['light', 'dark'] as const;

export async function useTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
}

/**
 * Waits until an island has hydrated: its root sets `data-ready` once React runs. (The header
 * islands hydrate on first interaction, so "no astro-island[ssr]" never holds on a fresh page.)
 */
export async function hydrated(page: Page, rootSelector: string): Promise<Locator> {
  const root = page.locator(rootSelector).first();
  await root.scrollIntoViewIfNeeded();
  await expect(page.locator(`${rootSelector}[data-ready]`).first()).toBeAttached({ timeout: 15_000 });
  await expect(page.locator(`astro-island[ssr]:has(${rootSelector})`)).toHaveCount(0);
  return root;
}

/** No axe violations; the message lists what failed and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The JSON-LD objects of one @type on the page. */
export async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => [JSON.parse(b)].flat()).filter((d) => d['@type'] === type);
}

/** Remote stock photos never load here: fail them at once instead of waiting on the network. */
export async function blockStockImages(page: Page): Promise<void> {
  await page.route('https://images.unsplash.com/**', (route) => route.abort());
}

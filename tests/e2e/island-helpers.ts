import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls an island into view and points at it (page islands hydrate on first interaction,
 * `client:interaction`), then waits until it has hydrated: its root sets `data-ready` once React
 * runs, and its astro-island has lost `ssr`.
 */
export async function hydrated(page: Page, rootSelector: string): Promise<Locator> {
  const root = page.locator(rootSelector).first();
  await root.scrollIntoViewIfNeeded();
  await root.dispatchEvent('pointerover');
  await expect(page.locator(`${rootSelector}[data-ready]`).first()).toBeAttached({ timeout: 15_000 });
  await expect(page.locator(`astro-island[ssr]:has(${rootSelector})`)).toHaveCount(0);
  return root;
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

// Checks the core pages' end-to-end specs share (the frame's are in helpers.ts).
import { expect, type Locator, type Page } from '@playwright/test';

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

/** Every JSON-LD node on the page (arrays flattened); a block that does not parse fails here. */
export async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed: unknown = JSON.parse(text);
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

// Shared checks for the core pages' end-to-end specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Opens a page in a theme (stored before any script runs, as a returning visitor's choice). */
export async function openIn(page: Page, path: string, theme: ThemeName = 'light'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** axe on the whole page once the loading screen is gone; every violation is listed on failure. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page.locator('.loading-screen')).toBeHidden();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

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
export const region = (page: Page, name: string | RegExp): Locator => page.getByRole('region', { name, exact: typeof name === 'string' });

/** A case-insensitive exact match, for list items SPEC names in running text. */
export const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/** Every JSON-LD node on the page (arrays flattened); a block that does not parse fails here. */
export async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed: unknown = JSON.parse(text);
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

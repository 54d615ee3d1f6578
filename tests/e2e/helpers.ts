import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Waits until every island that hydrates by itself (load/idle/visible) has hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
}

/**
 * Header islands hydrate on first interaction (DESIGN.md); this hovers one and waits for React
 * to own it, for tests that need the hydrated behaviour rather than the HTML/CSS fallback.
 */
export async function hydrateOnInteraction(page: Page, inside: Locator): Promise<void> {
  const island = page.locator('astro-island[client="interaction"]').filter({ has: inside }).first();
  await island.dispatchEvent('pointerover');
  await expect(island).not.toHaveAttribute('ssr');
}

/** Stores a theme choice before any script of the page runs. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark' | 'system'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
}

/** axe over the whole page: no violations. Loading screen excluded: it is decorative and gone after 0.7 s. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page.locator('[data-loading-screen]')).toBeHidden();
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

import { expect, type Locator, type Page } from '@playwright/test';
import { axeProblems, settle } from './support/quality';

/** Waits until every island that hydrates by itself (load/idle/visible) has hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
}

/**
 * Header islands hydrate on first interaction (client:interaction); this hovers one and waits for React
 * to own it, for tests that need the hydrated behaviour rather than the HTML/CSS fallback.
 */
export async function hydrateOnInteraction(page: Page, inside: Locator): Promise<void> {
  const island = page.locator('astro-island[client="interaction"]').filter({ has: inside }).first();
  await island.dispatchEvent('pointerover');
  await expect(island).not.toHaveAttribute('ssr');
}

/** Both themes, for the checks that depend on colours (axe). */
export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Stores a theme choice before any script of the page runs. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark' | 'system'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
}

/** axe over the whole page: no violations. Loading screen excluded: it is decorative and gone after 0.7 s. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page.locator('[data-loading-screen]')).toBeHidden();
  await settle(page);
  expect(await axeProblems(page)).toEqual([]);
}

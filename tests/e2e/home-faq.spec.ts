import { expect, test, type Page } from '@playwright/test';
import { faqGroups, linked, page as copyOf } from '../support/content';
import { jsonLd, THEMES, useStoredTheme } from './support/pages';
import { hydrated } from './support/islands';
import { expectNoAxeViolations } from './support/quality';

/** The home page's group: its title names the block, its questions are listed in order. */
const [GROUP] = faqGroups('home');
const QUESTIONS = GROUP!.questions.map((q) => q.question);

const block = (page: Page) => page.getByRole('region', { name: GROUP!.title, exact: true });
const questions = (page: Page) => block(page).locator('[data-faq-trigger]');

async function open(page: Page) {
  await page.goto('/');
  await hydrated(page, '#faq [data-faq-root]');
}

test.describe('Home FAQ block', () => {
  test("the group's questions in order, the first open, and FAQPage data equal to them", async ({ page }) => {
    await open(page);
    await expect(questions(page)).toHaveText(QUESTIONS);
    await expect(questions(page).nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(block(page).locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(1);
    await expect(block(page).getByRole('region', { name: await questions(page).nth(0).innerText() })).toBeVisible();
    const [faq] = await jsonLd(page, 'FAQPage');
    expect((faq?.['mainEntity'] as { name: string }[]).map((q) => q.name)).toEqual(
      await questions(page).allTextContents(),
    );
  });

  test('by mouse: another opens and closes the previous; the open one closes', async ({ page }) => {
    await open(page);
    await questions(page).nth(2).click();
    await expect(questions(page).nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
    await questions(page).nth(2).click();
    await expect(block(page).locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(0);
  });

  test('by keyboard: arrows move, Enter and Space toggle', async ({ page }) => {
    await open(page);
    await questions(page).nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(questions(page).nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(questions(page).nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(questions(page).nth(QUESTIONS.length - 1)).toBeFocused();
  });

  test("its button ('Browse all questions') leads to /faq", async ({ page }) => {
    const { action } = copyOf('home').faq;
    await page.goto('/');
    await expect(block(page).getByRole('link', { name: action.label, exact: true })).toHaveAttribute(
      'href',
      linked(action.href),
    );
  });

  for (const theme of THEMES) {
    test(`axe (${theme}) with an entry open`, async ({ page }) => {
      test.slow(); // A long page and a full axe run on a shared machine.
      await useStoredTheme(page, theme);
      await open(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('Home FAQ block before hydration', () => {
  test('1.5 s after load, the third question opens on the first click', async ({ page }) => {
    await page.goto('/');
    await page.waitForTimeout(1_500);
    const third = questions(page).nth(2);
    await third.click();
    // Open at once (native <details name>), and still so once the click has hydrated the island.
    await expect(third.locator('xpath=..')).toHaveJSProperty('open', true);
    await expect(page.locator('astro-island[ssr]:has(#faq [data-faq-root])')).toHaveCount(0, { timeout: 15_000 });
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(block(page).locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(1);
    await expect(block(page).getByRole('region', { name: await third.innerText() })).toBeVisible();
  });
});

test.describe('Home FAQ block without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first answer is open; the questions open and close one at a time', async ({ page }) => {
    await page.goto('/');
    const entries = block(page).locator('details[data-faq-item]');
    const openOnes = () =>
      entries.evaluateAll((all) => all.map((d, i) => ((d as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0));
    await expect(entries).toHaveCount(QUESTIONS.length);
    expect(await openOnes()).toEqual([0]);
    await expect(block(page).locator('[data-faq-panel]').nth(0)).toBeVisible();
    await questions(page).nth(2).click();
    expect(await openOnes()).toEqual([2]);
    await expect(block(page).locator('[data-faq-panel]').nth(2)).toBeVisible();
    await expect(block(page).locator('[data-faq-panel]').nth(0)).toBeHidden();
    await questions(page).nth(2).click();
    expect(await openOnes()).toEqual([]);
  });
});

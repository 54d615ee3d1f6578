import { expect, test, type Page } from '@playwright/test';
import { faqGroups, page as copyOf, wordOnlyIn } from '../support/content';
import { jsonLd, THEMES, useStoredTheme } from './support/pages';
import { hydrated } from './support/islands';
import { expectNoAxeViolations } from './support/quality';
import { resultsAnnouncement } from '../../src/lib/browser/faq-search';

const copy = copyOf('faq-page');
const GROUPS = faqGroups('faq');
const CATEGORIES = GROUPS.map((g) => g.title);
const ALL = GROUPS.flatMap((g) => g.questions);
const COUNT = ALL.length;
/** Two questions the tests open and search for, by id, whatever their words. */
const payment = ALL.find((q) => q.id === 'what-are-your-payment-terms')!;
const timeline = ALL.find((q) => q.id === 'how-long-does-a-project-take')!;
const PAYMENT = payment.question;
const PAYMENT_ID = payment.id;
const TIMELINE = timeline.question;
const SEARCH = copy.search;

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the FAQ' });
/** The questions on screen (a search hides the others). */
const questions = (page: Page) => page.locator('[data-faq-trigger]:visible');
/** A question's `<summary>` (native `<details name>`: the accordion works before and without React). */
const question = (page: Page, name: string) =>
  questions(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The ids of the entries the page shows open (the `open` of their `<details>`, with or without React). */
const openEntries = (page: Page) =>
  page
    .locator('details[data-faq-item][open]')
    .evaluateAll((all) => all.map((d) => (d as HTMLElement).dataset['faqId']));
const expandedQuestions = (page: Page) => page.locator('[data-faq-trigger][aria-expanded="true"]');
const categoryHeadings = (page: Page) => page.locator('[data-faq-root]').getByRole('heading', { level: 2 });

async function open(page: Page, path = '/faq/') {
  await page.goto(path);
  await hydrated(page, '[data-faq-root]');
}

test.describe('FAQ page', () => {
  test('shows its copy: heading, search, every group with its questions, the closing call to action', async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(search(page)).toHaveAttribute('placeholder', SEARCH.placeholder);
    await expect(categoryHeadings(page)).toHaveText(CATEGORIES);
    for (const group of GROUPS) {
      await expect(
        page.getByRole('region', { name: group.title, exact: true }).locator('[data-faq-trigger]'),
      ).toHaveText(group.questions.map((q) => q.question));
    }
    await expect(expandedQuestions(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: copy.cta.title, exact: true })).toBeVisible();
    const [action] = copy.cta.actions;
    await expect(page.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', '/contact/');
  });

  test('an opened question shows its answer', async ({ page }) => {
    await open(page);
    await question(page, PAYMENT).click();
    await expect(page.getByRole('region', { name: PAYMENT, exact: true })).toHaveText(payment.answer);
    await question(page, TIMELINE).click();
    await expect(page.getByRole('region', { name: TIMELINE, exact: true })).toHaveText(timeline.answer);
  });

  test('its FAQPage structured data holds exactly the visible questions', async ({ page }) => {
    await open(page);
    const [faq] = await jsonLd(page, 'FAQPage');
    const entities = faq?.['mainEntity'] as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.map((e) => e.name)).toEqual(await questions(page).allTextContents());
    expect(entities).toEqual(ALL.map((q) => expect.objectContaining({ name: q.question })));
    expect(entities).toHaveLength(COUNT);
  });

  test('accordion by mouse: one open at a time, the open one closes, the hash names it', async ({ page }) => {
    await open(page);
    const first = questions(page).nth(0);
    const second = questions(page).nth(5);
    await first.click();
    await expect(expandedQuestions(page)).toHaveCount(1);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeVisible();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeHidden();
    expect(new URL(page.url()).hash).toBe(`#${(await second.getAttribute('id'))!.replace(/-trigger$/, '')}`);
    await second.click();
    await expect(expandedQuestions(page)).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('accordion by keyboard: Tab, Enter, Space, arrows, Home and End', async ({ page }) => {
    await open(page);
    await search(page).focus();
    await page.keyboard.press('Tab');
    await expect(questions(page).nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions(page).nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(questions(page).nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(expandedQuestions(page)).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(questions(page).nth(COUNT - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions(page).nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions(page).nth(COUNT - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions(page).nth(0)).toBeFocused();
  });

  test('search filters live, trimmed and case-insensitive, over questions and answers, and lands in the URL', async ({
    page,
  }) => {
    // A word only the payment question's answer holds, typed padded and in capitals.
    const word = wordOnlyIn(payment, ALL).toUpperCase();
    await open(page);
    await search(page).pressSequentially(`  ${word} `);
    await expect(categoryHeadings(page)).toHaveText([GROUPS.find((g) => g.questions.includes(payment))!.title]);
    await expect(questions(page)).toHaveText([PAYMENT]);
    await expect(page).toHaveURL(new RegExp(`/faq/\\?q=${encodeURIComponent(word)}$`));
    await expect(page.getByRole('status')).toHaveText(resultsAnnouncement(1, word, SEARCH));
    await search(page).fill(wordOnlyIn(timeline, ALL, 'question'));
    await expect(questions(page)).toHaveText([TIMELINE]);
    await search(page).fill('');
    await expect(questions(page)).toHaveCount(COUNT);
    await expect(categoryHeadings(page)).toHaveText(CATEGORIES);
    await expect(page).toHaveURL(/\/faq\/$/);
  });

  test("no match shows the empty state; 'Clear Search' empties the box (mouse)", async ({ page }) => {
    await open(page);
    await search(page).fill('blockchain');
    await expect(page.getByRole('heading', { name: SEARCH.emptyTitle })).toBeVisible();
    await expect(page.getByText(SEARCH.emptyText, { exact: true })).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await page.getByRole('button', { name: SEARCH.clear }).click();
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(questions(page)).toHaveCount(COUNT);
  });

  test("'Clear Search' by keyboard", async ({ page }) => {
    await open(page);
    await search(page).focus();
    await page.keyboard.type('zzz');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: SEARCH.clear })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(search(page)).toHaveValue('');
    await expect(questions(page)).toHaveCount(COUNT);
  });

  test('a shared ?q= search applies on arrival', async ({ page }) => {
    const word = wordOnlyIn(timeline, ALL);
    await open(page, `/faq?q=${encodeURIComponent(word)}`);
    await expect(search(page)).toHaveValue(word);
    await expect(questions(page)).toHaveText([TIMELINE]);
  });

  test('a link to one question (#id) opens it', async ({ page }) => {
    await open(page, `/faq#${PAYMENT_ID}`);
    await expect(question(page, PAYMENT)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: PAYMENT })).toBeInViewport();
    await expect(expandedQuestions(page)).toHaveCount(1);
  });

  for (const theme of THEMES) {
    test(`axe (${theme}): closed, one open, and the empty state`, async ({ page }) => {
      test.slow(); // Three axe runs on a shared machine.
      await useStoredTheme(page, theme);
      await open(page);
      await expectNoAxeViolations(page, theme);
      await questions(page).nth(2).click();
      await expectNoAxeViolations(page, theme);
      await search(page).fill('blockchain');
      await expect(page.getByRole('heading', { name: SEARCH.emptyTitle })).toBeVisible();
      await expectNoAxeViolations(page, theme);
    });
  }
});

test.describe('FAQ page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the accordion opens and closes one question at a time; the search, which needs JavaScript, is hidden', async ({
    page,
  }) => {
    await page.goto('/faq/');
    await expect(page.locator('[data-faq-panel]')).toHaveCount(COUNT);
    await expect(page.locator('#faq-search')).toBeHidden();
    expect(await openEntries(page)).toEqual([]);
    await question(page, PAYMENT).click();
    await expect(page.getByText(payment.answer, { exact: true })).toBeVisible();
    await question(page, TIMELINE).click();
    await expect(page.getByText(timeline.answer, { exact: true })).toBeVisible();
    await expect(page.getByText(payment.answer, { exact: true })).toBeHidden();
    expect(await openEntries(page)).toEqual([timeline.id]);
    await question(page, TIMELINE).click();
    await expect.poll(() => openEntries(page)).toEqual([]);
  });

  test('a link to one question (#id) opens it', async ({ page }) => {
    await page.goto(`/faq/#${PAYMENT_ID}`);
    await expect(page.getByText(payment.answer, { exact: true })).toBeInViewport();
    expect(await openEntries(page)).toEqual([PAYMENT_ID]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { resultsAnnouncement } from '../../src/lib/browser/work-filter';
import { WORK_CATEGORIES } from '../../src/schemas/work';
import { collection, entry, ordered, page as copyOf } from '../support/content';
import { blockStockImages, THEMES, useStoredTheme } from './support/pages';
import { hydrated } from './support/islands';
import { expectNoAxeViolations } from './support/quality';

// The categories are the schema's fixed list, not copy: every one is offered, empty or not.
const FILTERS = ['All', ...WORK_CATEGORIES];
const copy = copyOf('work-page');
/** The cards in the order the page shows them: featured first, each part by id. */
const ITEMS = (() => {
  const all = collection('work').map((w) => ({
    id: w.id,
    name: w.name as string,
    category: w.category as string,
    featured: w.featured === true,
    // At most three tags on a card, then "+N more".
    tags: [
      ...(w.services as string[]).slice(0, 3),
      ...(w.services.length > 3 ? [`+${w.services.length - 3} more`] : []),
    ],
  }));
  return [...all.filter((i) => i.featured), ...all.filter((i) => !i.featured)];
})();
const named = (category: string) => ITEMS.filter((i) => i.category === category).map((i) => i.name);
/** Categories no item has yet: each shows the empty state. */
const EMPTY = FILTERS.slice(1).filter((c) => named(c).length === 0);
const STEPS: string[] = entry('processes', copy.process.process).steps.map((s: { title: string }) => s.title);

// The filter is a native radio group (it works before and without hydration): its labels show the names.
const filters = (page: Page) => page.getByRole('group', { name: 'Filter projects by category' }).locator('label');
const cardTitles = (page: Page) => page.locator('[data-work-filter]').getByRole('heading', { level: 3 });
const filter = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
/** Taps a category as a visitor does: on its visible label (the radio itself is visually hidden). */
const choose = (page: Page, name: string) => filters(page).getByText(name, { exact: true }).click();

async function open(page: Page, path = '/work/') {
  await blockStockImages(page);
  await page.goto(path);
  await hydrated(page, '[data-work-filter]');
}

test.describe('Work page', () => {
  test('shows its copy: heading, filters, the process, the testimonials and the call to action', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(filters(page)).toHaveText(FILTERS);
    await expect(filter(page, 'All')).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: copy.process.title, exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .getByRole('heading', { level: 3 })
        .filter({ hasText: /^Step \d\d: / }),
    ).toHaveText(STEPS.map((s, i) => `Step ${String(i + 1).padStart(2, '0')}: ${s}`));
    await expect(page.getByRole('heading', { level: 2, name: copy.testimonials.title, exact: true })).toBeVisible();
    const quotes = ordered('testimonials').map((t) => `“${t.quote}”`);
    await expect(page.locator('figure blockquote')).toHaveText(quotes);
    const [action] = copy.cta.actions;
    await expect(page.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', '/contact/');
  });

  test('every card: name, link to /work/{id}, at most three tags and "+N more", fallback image', async ({ page }) => {
    await open(page);
    await expect(cardTitles(page)).toHaveText(ITEMS.map((i) => i.name));
    for (const item of ITEMS) {
      const card = page
        .locator('[data-work-filter] li')
        .filter({ has: page.getByRole('heading', { name: item.name }) });
      await expect(card.getByRole('link', { name: item.name })).toHaveAttribute('href', `/work/${item.id}/`);
      await expect(card.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText(item.tags);
      await expect(card.getByRole('img')).toHaveAttribute('src', '/images/fallback.svg');
    }
  });

  test('filter by mouse: one category at a time, the URL keeps it, screen readers hear the count', async ({ page }) => {
    await open(page);
    await choose(page, 'Podcast Management');
    await expect(filter(page, 'Podcast Management')).toBeChecked();
    await expect(filter(page, 'All')).not.toBeChecked();
    await expect(cardTitles(page)).toHaveText(named('Podcast Management'));
    await expect(page).toHaveURL(/\/work\/\?category=podcast-management$/);
    await expect(page.locator('[data-work-filter]').getByRole('status')).toHaveText(
      resultsAnnouncement(named('Podcast Management').length, 'Podcast Management', copy.filter),
    );
    await choose(page, 'Web Development');
    await expect(cardTitles(page)).toHaveText(named('Web Development'));
    await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName('Web Development');
    await choose(page, 'All');
    await expect(cardTitles(page)).toHaveCount(ITEMS.length);
    await expect(page).toHaveURL(/\/work\/$/);
  });

  for (const category of EMPTY) {
    test(`"${category}" has no items: the empty state`, async ({ page }) => {
      await open(page);
      await choose(page, category);
      await expect(page.getByRole('heading', { name: copy.filter.emptyTitle })).toBeVisible();
      await expect(page.getByText(copy.filter.emptyText, { exact: true })).toBeVisible();
      await expect(cardTitles(page)).toHaveText([copy.filter.emptyTitle]);
      await expect(page.locator('[data-work-filter]').getByRole('status')).toHaveText(
        resultsAnnouncement(0, category, copy.filter),
      );
    });
  }

  test('filter by keyboard: one tab stop, the arrow keys choose', async ({ page }) => {
    await open(page);
    await filter(page, 'All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter(page, 'Web Development')).toBeFocused();
    await expect(filter(page, 'Web Development')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(named('Web Development'));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(filter(page, 'Podcast Management')).toBeFocused();
    await expect(cardTitles(page)).toHaveCount(named('Podcast Management').length);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: named('Podcast Management')[0]!, exact: true })).toBeFocused();
  });

  test('a shared ?category= applies on arrival', async ({ page }) => {
    await open(page, '/work?category=web-development');
    await expect(filter(page, 'Web Development')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(named('Web Development'));
  });

  test('a card leads to its case study', async ({ page }) => {
    await open(page);
    const last = ITEMS.at(-1)!;
    await page.getByRole('link', { name: last.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/work/${last.id}/$`));
  });

  for (const theme of THEMES) {
    test(`axe (${theme}): all items and the empty state`, async ({ page }) => {
      test.skip(EMPTY.length === 0, 'every category has an item');
      test.slow(); // Two full axe runs on a shared machine.
      await useStoredTheme(page, theme);
      await open(page);
      await expectNoAxeViolations(page);
      await choose(page, EMPTY[0]!);
      await expect(page.getByRole('heading', { name: copy.filter.emptyTitle })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('Work page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter filters with HTML and CSS alone, the empty state included', async ({ page }) => {
    test.skip(EMPTY.length === 0, 'every category has an item');
    await page.goto('/work/');
    await expect(filters(page)).toHaveText(FILTERS);
    await expect(cardTitles(page)).toHaveText(ITEMS.map((i) => i.name));
    await choose(page, 'Podcast Management');
    await expect(cardTitles(page)).toHaveText(named('Podcast Management'));
    await choose(page, EMPTY[0]!);
    await expect(cardTitles(page)).toHaveText([copy.filter.emptyTitle]);
    await expect(page.getByText(copy.filter.emptyText, { exact: true })).toBeVisible();
    await choose(page, 'All');
    await expect(cardTitles(page)).toHaveText(ITEMS.map((i) => i.name));
    await expect(page.getByRole('heading', { name: copy.filter.emptyTitle })).toBeHidden();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, THEMES, useStoredTheme } from './helpers';
import { blockStockImages, hydrated } from './island-helpers';

// SPEC 2.5 and 4, kept here so the test fails when the page drifts from the spec.
const FILTERS = [
  'All',
  'Web Development',
  'UI/UX Design',
  'Branding',
  'Mobile App',
  'E-commerce',
  'Digital Marketing',
  'Podcast Management',
];
const ITEMS = [
  {
    id: 'central-highlands-coffee',
    name: 'Central Highlands Coffee',
    category: 'Web Development',
    tags: ['Web Development', 'UI/UX Design', 'E-commerce', '+2 more'],
  },
  {
    id: 'dealer-playbook-podcast',
    name: 'Dealer Playbook Podcast',
    category: 'Podcast Management',
    tags: ['Video & Audio Editing', 'Graphics & Thumbnails', 'Social Media Reels', '+1 more'],
  },
  {
    id: 'femininity-podcast',
    name: 'Femininity Podcast',
    category: 'Podcast Management',
    tags: ['Video & Audio Editing', 'Transcribing Services', 'Social Media Reels', '+1 more'],
  },
  {
    id: 'marty-party-podcast',
    name: 'Marty Party Podcast',
    category: 'Podcast Management',
    tags: ['Video & Audio Editing', 'Graphics & Thumbnails', 'Social Media Reels', '+3 more'],
  },
];
const STEPS = ['Discovery', 'Strategy', 'Execution', 'Optimization'];

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
  test('shows the copy SPEC 2.5 quotes', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Work');
    await expect(filters(page)).toHaveText(FILTERS);
    await expect(filter(page, 'All')).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Process' })).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .getByRole('heading', { level: 3 })
        .filter({ hasText: /^Step \d\d: / }),
    ).toHaveText(STEPS.map((s, i) => `Step 0${i + 1}: ${s}`));
    await expect(page.getByRole('heading', { level: 2, name: 'What Our Clients Say' })).toBeVisible();
    await expect(page.locator('figure blockquote')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact/');
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
    await expect(cardTitles(page)).toHaveText(
      ITEMS.filter((i) => i.category === 'Podcast Management').map((i) => i.name),
    );
    await expect(page).toHaveURL(/\/work\/\?category=podcast-management$/);
    await expect(page.locator('[data-work-filter]').getByRole('status')).toHaveText(
      'Showing 3 projects in Podcast Management',
    );
    await choose(page, 'Web Development');
    await expect(cardTitles(page)).toHaveText(['Central Highlands Coffee']);
    await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName('Web Development');
    await choose(page, 'All');
    await expect(cardTitles(page)).toHaveCount(4);
    await expect(page).toHaveURL(/\/work\/$/);
  });

  for (const category of ['UI/UX Design', 'Branding', 'Mobile App', 'E-commerce', 'Digital Marketing']) {
    test(`"${category}" has no items: the empty state`, async ({ page }) => {
      await open(page);
      await choose(page, category);
      await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
      await expect(
        page.getByText('Try selecting a different category or check back later', { exact: true }),
      ).toBeVisible();
      await expect(cardTitles(page)).toHaveText(['No projects found']);
      await expect(page.locator('[data-work-filter]').getByRole('status')).toHaveText(
        `No projects found in ${category}`,
      );
    });
  }

  test('filter by keyboard: one tab stop, the arrow keys choose', async ({ page }) => {
    await open(page);
    await filter(page, 'All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter(page, 'Web Development')).toBeFocused();
    await expect(filter(page, 'Web Development')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['Central Highlands Coffee']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(filter(page, 'Podcast Management')).toBeFocused();
    await expect(cardTitles(page)).toHaveCount(3);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Dealer Playbook Podcast', exact: true })).toBeFocused();
  });

  test('a shared ?category= applies on arrival', async ({ page }) => {
    await open(page, '/work?category=web-development');
    await expect(filter(page, 'Web Development')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['Central Highlands Coffee']);
  });

  test('a card leads to its case study', async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: 'Marty Party Podcast' }).click();
    await expect(page).toHaveURL(/\/work\/marty-party-podcast\/$/);
  });

  for (const theme of THEMES) {
    test(`axe (${theme}): all items and the empty state`, async ({ page }) => {
      test.slow(); // Two full axe runs on a shared machine.
      await useStoredTheme(page, theme);
      await open(page);
      await expectNoAxeViolations(page);
      await choose(page, 'Branding');
      await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('Work page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter filters with HTML and CSS alone, the empty state included', async ({ page }) => {
    await page.goto('/work/');
    await expect(filters(page)).toHaveText(FILTERS);
    await expect(cardTitles(page)).toHaveText(ITEMS.map((i) => i.name));
    await choose(page, 'Podcast Management');
    await expect(cardTitles(page)).toHaveText(
      ITEMS.filter((i) => i.category === 'Podcast Management').map((i) => i.name),
    );
    await choose(page, 'Branding');
    await expect(cardTitles(page)).toHaveText(['No projects found']);
    await expect(
      page.getByText('Try selecting a different category or check back later', { exact: true }),
    ).toBeVisible();
    await choose(page, 'All');
    await expect(cardTitles(page)).toHaveText(ITEMS.map((i) => i.name));
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeHidden();
  });
});

import { expect, test } from '@playwright/test';
import { linked, ordered, page as copyOf, site } from '../support/content';
import {
  blockExternalRequests,
  breadcrumbNames,
  contentLayoutShifts,
  expectVisibleImagesFallBack,
  jsonLd,
  trackLayoutShift,
} from './support/pages';

/** Every industry page in the editors' order, and the labels the industry pages share. */
const INDUSTRIES = ordered('industries');
const listing = copyOf('industries-page');
const { sections } = listing;
const titles = (items: { title: string }[]): string[] => items.map((i) => i.title);
const claimsOf = (industry: { stories: { result: string }[] }): string[] => industry.stories.map((s) => s.result);
const ALL_CLAIMS = INDUSTRIES.flatMap(claimsOf);

for (const industry of INDUSTRIES) {
  const path = `/industries/${industry.id}/`;

  test(`${path}: hero, challenges, solutions, success stories, closing call to action`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(page).toHaveTitle(`${industry.name} | ${site().name}`);

    // Hero: headline, page name, both buttons and their targets.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(industry.hero.title);
    await expect(main.getByText(industry.name, { exact: true }).first()).toBeVisible();
    for (const action of industry.hero.actions)
      await expect(main.getByRole('link', { name: action.label, exact: true }).first()).toHaveAttribute(
        'href',
        linked(action.href),
      );

    // The challenge cards with icon, title and description.
    const challenges = main.getByRole('region', { name: sections.challenges.title, exact: true });
    await expect(challenges.getByRole('heading', { level: 3 })).toHaveText(titles(industry.challenges));
    await expect(challenges.locator('li svg[aria-hidden="true"]')).toHaveCount(industry.challenges.length);

    // The solution cards, each with its feature bullets.
    const solutions = main.getByRole('region', { name: sections.solutions.title, exact: true });
    const solutionCards = solutions.getByRole('article');
    await expect(solutionCards).toHaveCount(industry.solutions.length);
    for (const [i, card] of (await solutionCards.all()).entries()) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(industry.solutions[i].title);
      await expect(card.getByRole('listitem')).toHaveText(industry.solutions[i].features);
    }

    // The success stories, each with an image and the link to /work.
    const stories = main.getByRole('region', { name: sections.stories.title, exact: true });
    await expect(stories.getByRole('heading', { level: 3 })).toHaveText(titles(industry.stories));
    await expect(stories.getByRole('img')).toHaveCount(industry.stories.length);
    const caseStudyLinks = stories.getByRole('link', {
      name: new RegExp(`^${sections.stories.linkLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(caseStudyLinks).toHaveCount(industry.stories.length);
    for (const link of await caseStudyLinks.all()) await expect(link).toHaveAttribute('href', '/work/');

    // The stories' results: this page's, and none of another page's.
    for (const claim of claimsOf(industry)) await expect(stories.getByText(claim)).toBeVisible();
    for (const claim of ALL_CLAIMS.filter((c) => !claimsOf(industry).includes(c))) {
      await expect(main.getByText(claim)).toHaveCount(0);
    }

    // Closing call to action: the last section leads to /contact.
    const closing = main.locator('section').last();
    await expect(closing.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(closing.getByRole('link')).toHaveAttribute('href', '/contact/');

    // Structured data: Home › Industries › name.
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Industries', industry.name]);
    expect((await jsonLd(page)).map((d) => d['@type'])).toContain('WebPage');
  });
}

test('/industries lists all eight industry pages with a description and a link', async ({ page }) => {
  await page.goto('/industries/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(listing.hero.title);
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(INDUSTRIES.length);
  for (const [i, industry] of INDUSTRIES.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('link', { name: industry.name, exact: true })).toHaveAttribute(
      'href',
      `/industries/${industry.id}/`,
    );
    await expect(card.getByRole('paragraph').first()).toHaveText(industry.summary);
  }
  for (const action of listing.cta.actions)
    await expect(main.getByRole('link', { name: action.label, exact: true })).toHaveAttribute(
      'href',
      linked(action.href),
    );
  expect(await breadcrumbNames(page)).toEqual(['Home', 'Industries']);
});

test('/industries: following a card opens that industry page', async ({ page }) => {
  await page.goto('/industries/');
  const healthcare = INDUSTRIES.find((i) => i.id === 'healthcare')!;
  await page.getByRole('main').getByRole('link', { name: healthcare.name, exact: true }).click();
  await expect(page).toHaveURL(/\/industries\/healthcare\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(healthcare.hero.title);
});

// axe on /industries and every industry page, light and dark: tests/e2e/quality-pages.spec.ts.

test.describe('with external images blocked', () => {
  // Every hero falls back, the financial services and technology pages included (their photos come from the stock host too).
  for (const industry of INDUSTRIES) {
    test(`/industries/${industry.id}: every image shows the fallback, without layout shift`, async ({ page }) => {
      await blockExternalRequests(page);
      await trackLayoutShift(page);
      await page.goto(`/industries/${industry.id}/`);
      const hero = page.getByRole('main').locator('section').first().getByRole('img');
      await expect(hero).toHaveAttribute('src', '/images/fallback.svg');
      // The hero and each success story.
      expect(await expectVisibleImagesFallBack(page)).toBe(1 + industry.stories.length);
      expect(await contentLayoutShifts(page)).toEqual([]);
    });
  }
});

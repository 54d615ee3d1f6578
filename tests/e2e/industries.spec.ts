import { expect, test } from '@playwright/test';
import {
  blockExternalRequests,
  breadcrumbNames,
  expectVisibleImagesFallBack,
  contentLayoutShifts,
  readJsonLd,
  trackLayoutShift,
} from './support/content-pages';

/**
 * SPEC 2.13, kept here rather than read from content so the test fails when content drifts:
 * page names, the headline we wrote for each, and the marketing claims SPEC lists, each on the
 * page it belongs to.
 */
const INDUSTRIES = [
  {
    slug: 'digital-marketing',
    name: 'Digital Marketing',
    headline: 'Digital Marketing That Turns Attention Into Revenue',
    claims: ['145% organic traffic growth', '85% conversion increase'],
  },
  {
    slug: 'ecommerce',
    name: 'E-Commerce',
    headline: 'E-Commerce Experiences That Sell',
    claims: ['42% conversions and 25% order value for a fashion client', '15,000 first-month sales'],
  },
  {
    slug: 'finance',
    name: 'Financial Services',
    headline: 'Digital Experiences Built on Trust',
    claims: ['35% increase in online account openings'],
  },
  { slug: 'healthcare', name: 'Healthcare', headline: 'Patient-Centered Digital Health Experiences', claims: [] },
  {
    slug: 'self-employed',
    name: 'Self-Employed',
    headline: 'A Professional Presence for Independent Professionals',
    claims: [],
  },
  {
    slug: 'startups',
    name: 'Startup',
    headline: 'From Idea to Launch, Without Wasting Runway',
    claims: ['90 days to MVP', '210% user growth in 6 months'],
  },
  { slug: 'technology', name: 'Technology', headline: 'Websites and Products for Technology Companies', claims: [] },
  { slug: 'ai-agents', name: 'AI and Automation', headline: 'Put AI Agents to Work in Your Business', claims: [] },
] as const;

const ALL_CLAIMS = INDUSTRIES.flatMap((i) => i.claims);

for (const industry of INDUSTRIES) {
  const path = `/industries/${industry.slug}/`;

  test(`${path}: hero, challenges, solutions, success stories, closing call to action`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(page).toHaveTitle(new RegExp(`^${industry.name} \\|`));

    // Hero: headline, page name, both buttons and their targets.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(industry.headline);
    await expect(main.getByText(industry.name, { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Schedule a Consultation', exact: true })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(main.getByRole('link', { name: 'View Our Work', exact: true })).toHaveAttribute('href', '/work/');

    // Three challenge cards with icon, title and description.
    const challenges = main.getByRole('region', { name: 'The Challenges You Face' });
    await expect(challenges.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(challenges.locator('li svg[aria-hidden="true"]')).toHaveCount(3);

    // Four solution cards, each with feature bullets.
    const solutions = main.getByRole('region', { name: 'How We Help' });
    const solutionCards = solutions.getByRole('article');
    await expect(solutionCards).toHaveCount(4);
    for (const card of await solutionCards.all()) {
      expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    }

    // Three success stories, each with an image and 'View Case Study' to /work.
    const stories = main.getByRole('region', { name: 'Success Stories' });
    await expect(stories.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(stories.getByRole('img')).toHaveCount(3);
    const caseStudyLinks = stories.getByRole('link', { name: /^View Case Study/ });
    await expect(caseStudyLinks).toHaveCount(3);
    for (const link of await caseStudyLinks.all()) await expect(link).toHaveAttribute('href', '/work/');

    // SPEC's claims: this page's, and none of another page's.
    for (const claim of industry.claims) await expect(stories.getByText(claim)).toBeVisible();
    for (const claim of ALL_CLAIMS.filter((c) => !(industry.claims as readonly string[]).includes(c))) {
      await expect(main.getByText(claim)).toHaveCount(0);
    }

    // Closing call to action: the last section leads to /contact.
    const closing = main.locator('section').last();
    await expect(closing.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(closing.getByRole('link')).toHaveAttribute('href', '/contact/');

    // Structured data: Home › Industries › name.
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Industries', industry.name]);
    expect((await readJsonLd(page)).map((d) => d['@type'])).toContain('WebPage');
  });
}

test('/industries lists all eight industry pages with a description and a link', async ({ page }) => {
  await page.goto('/industries/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Industries We Serve');
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(INDUSTRIES.length);
  for (const [i, industry] of INDUSTRIES.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('link', { name: industry.name, exact: true })).toHaveAttribute(
      'href',
      `/industries/${industry.slug}/`,
    );
    await expect(card.getByRole('paragraph').first()).not.toBeEmpty();
  }
  await expect(main.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact/');
  expect(await breadcrumbNames(page)).toEqual(['Home', 'Industries']);
});

test('/industries: following a card opens that industry page', async ({ page }) => {
  await page.goto('/industries/');
  await page.getByRole('main').getByRole('link', { name: 'Healthcare', exact: true }).click();
  await expect(page).toHaveURL(/\/industries\/healthcare\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patient-Centered Digital Health Experiences');
});

// axe on /industries and every industry page, light and dark: tests/e2e/quality-axe.spec.ts.

test.describe('with external images blocked', () => {
  // Every hero falls back, the financial services and technology pages included (DESIGN overrides SPEC 2.13 there).
  for (const industry of INDUSTRIES) {
    test(`/industries/${industry.slug}: every image shows the fallback, without layout shift`, async ({ page }) => {
      await blockExternalRequests(page);
      await trackLayoutShift(page);
      await page.goto(`/industries/${industry.slug}/`);
      const hero = page.getByRole('main').locator('section').first().getByRole('img');
      await expect(hero).toHaveAttribute('src', '/images/fallback.svg');
      // The hero and the three success stories.
      expect(await expectVisibleImagesFallBack(page)).toBe(4);
      expect(await contentLayoutShifts(page)).toEqual([]);
    });
  }
});

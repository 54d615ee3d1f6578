import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  blockExternalRequests,
  breadcrumbNames,
  contentLayoutShifts,
  expectOpensInNewTabSafely,
  expectVisibleImagesFallBack,
  FALLBACK_IMAGE,
  readJsonLd,
  trackLayoutShift,
} from './support/content-pages';

/** SPEC 2.14, kept here (not read from content) so drift from the spec fails the test. */
const COFFEE = {
  path: '/work/central-highlands-coffee/',
  name: 'Central Highlands Coffee',
  client: 'Central Highlands Coffee Co.',
  year: '2024',
  tools: ['Figma', 'React', 'TypeScript', 'Tailwind CSS'],
  phases: ['Discovery & Research', 'UI/UX Design', 'Development', 'Launch & Optimization'],
};

const PODCAST_SERVICES = [
  'Video & Audio Editing',
  'Graphics & Thumbnails',
  'Transcribing Services',
  'Social Media Reels',
  'Guest Outreach',
  'Copywriting',
];
const PODCAST_PHASES = [
  'Weekly Strategy Calls',
  'Daily Coordination',
  'Content Creation',
  'Approval Process',
  'Performance Analysis',
];

const PODCASTS = [
  {
    slug: 'dealer-playbook-podcast',
    name: 'Dealer Playbook',
    host: 'Jordan Miles',
    timeline: '2022-Present',
    achievements: 5,
    sixth: 'Innovation & Growth',
    cta: 'Start Your Podcast Journey',
  },
  {
    slug: 'femininity-podcast',
    name: 'Femininity by Ama',
    host: 'Ama Mensah',
    timeline: '2022-2024',
    achievements: 6,
    sixth: 'Community Building',
    cta: 'Start Your Authentic Journey',
  },
  {
    slug: 'marty-party-podcast',
    name: 'Marty Party',
    host: 'Marty Kamau',
    timeline: '2023-Present',
    achievements: 6,
    sixth: 'Community Engagement',
    cta: 'Start Your Inspiring Show',
  },
] as const;

/** The value next to a label in the hero's facts (a description list). */
const fact = (page: Page, label: string): Locator =>
  page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The numbered steps of a section: "01" … and the step names, in order. */
async function expectNumberedSteps(section: Locator, names: readonly string[]): Promise<void> {
  const steps = section.getByRole('listitem');
  await expect(steps).toHaveCount(names.length);
  for (const [i, name] of names.entries()) {
    const number = String(i + 1).padStart(2, '0');
    await expect(steps.nth(i)).toContainText(number);
    await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(`Step ${number}: ${name}`);
  }
}

test(`${COFFEE.path}: hero, gallery, process, tools and closing call to action`, async ({ page }) => {
  await page.goto(COFFEE.path);
  const main = page.getByRole('main');
  await expect(page).toHaveTitle(/^Central Highlands Coffee Case Study \|/);

  // Hero: image, name, description, Client, Year, Tools Used, 'View Live Website' in a new tab.
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(COFFEE.name);
  await expect(main.locator('section').first().getByRole('img')).toHaveAttribute('alt', /.+/);
  await expect(fact(page, 'Client')).toHaveText(COFFEE.client);
  await expect(fact(page, 'Year')).toHaveText(COFFEE.year);
  await expect(fact(page, 'Tools Used').getByRole('listitem')).toHaveText(COFFEE.tools);
  const live = main.getByRole('link', { name: /^View Live Website/ });
  await expectOpensInNewTabSafely(live);

  // Project Gallery: a carousel of three slides with title and description.
  const gallery = main.getByRole('region', { name: 'Project Gallery' });
  const carousel = gallery.getByRole('region', { name: `${COFFEE.name} screenshots` });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeAttached();
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeAttached();

  // Design & Development Process: four numbered phases.
  await expectNumberedSteps(main.getByRole('region', { name: 'Design & Development Process' }), COFFEE.phases);

  // Tools & Technologies: four cards.
  const tools = main.getByRole('region', { name: 'Tools & Technologies' });
  await expect(tools.getByRole('heading', { level: 3 })).toHaveText(COFFEE.tools);

  // Closing: 'Inspired by This Project?' with 'Back to Projects' and 'Start Your Project'.
  const closing = main.getByRole('region', { name: 'Inspired by This Project?' });
  await expect(closing.getByRole('link', { name: 'Back to Projects', exact: true })).toHaveAttribute('href', '/work/');
  await expect(closing.getByRole('link', { name: 'Start Your Project', exact: true })).toHaveAttribute(
    'href',
    '/contact/',
  );

  // Structured data: CreativeWork and Home › Work › name.
  const creativeWork = (await readJsonLd(page)).find((d) => d['@type'] === 'CreativeWork');
  expect(creativeWork).toMatchObject({
    name: COFFEE.name,
    dateCreated: COFFEE.year,
    sourceOrganization: { name: COFFEE.client },
  });
  expect(await breadcrumbNames(page)).toEqual(['Home', 'Work', COFFEE.name]);
});

for (const show of PODCASTS) {
  const path = `/work/${show.slug}/`;

  test(`${path}: hero, listening links, services, achievements, process and closing call to action`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole('main');

    // Hero: image, name, description, Host and Timeline; 'Listen to Podcast'; 'Back to Work'.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(show.name);
    await expect(main.locator('section').first().getByRole('img')).toHaveAttribute('alt', /.+/);
    await expect(fact(page, 'Host')).toHaveText(show.host);
    await expect(fact(page, 'Timeline')).toHaveText(show.timeline);
    const listen = main.getByRole('group', { name: 'Listen to Podcast' });
    await expect(listen).toBeVisible();
    for (const platform of ['Spotify', 'Apple Podcasts', 'Google']) {
      await expectOpensInNewTabSafely(listen.getByRole('link', { name: new RegExp(`^${platform}`) }));
    }
    await expect(main.getByRole('link', { name: 'Back to Work', exact: true })).toHaveAttribute('href', '/work/');

    // Services Provided: the six SPEC services, in order.
    await expect(main.getByRole('region', { name: 'Services Provided' }).getByRole('heading', { level: 3 })).toHaveText(
      PODCAST_SERVICES,
    );

    // Achievements: five for Dealer Playbook, six for the others.
    await expect(main.getByRole('region', { name: 'Key Achievements' }).getByRole('listitem')).toHaveCount(
      show.achievements,
    );

    // The six numbered phases, the sixth depending on the show.
    await expectNumberedSteps(main.getByRole('region', { name: 'Our Production Process' }), [
      ...PODCAST_PHASES,
      show.sixth,
    ]);

    // Closing call to action with the show's own button text, to /contact.
    const closing = main.locator('section').last();
    await expect(closing.getByRole('link', { name: show.cta, exact: true })).toHaveAttribute('href', '/contact/');

    // Structured data: PodcastSeries with host and dates, and Home › Work › name.
    const [start, end] = show.timeline.split('-');
    const series = (await readJsonLd(page)).find((d) => d['@type'] === 'PodcastSeries');
    expect(series).toMatchObject({ name: show.name, startDate: start, author: { name: show.host } });
    expect(series?.['endDate']).toBe(end === 'Present' ? undefined : end);
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Work', show.name]);
  });
}

// axe on every case study, light and dark: tests/e2e/quality-axe.spec.ts (every built page).

test.describe('with external images blocked', () => {
  test(`${COFFEE.path}: the hero and every gallery slide show the fallback, without layout shift`, async ({ page }) => {
    await blockExternalRequests(page);
    await trackLayoutShift(page);
    await page.goto(COFFEE.path);
    await expect(page.getByRole('main').locator('section').first().getByRole('img')).toHaveAttribute(
      'src',
      FALLBACK_IMAGE,
    );
    // The carousel hydrates when the pointer first reaches it (client:interaction); hydration must not move anything.
    const carousel = page.getByRole('region', { name: `${COFFEE.name} screenshots` });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    // The hero and the first two slides (scrolling each into view scrolls the gallery row to it);
    // the third slide is a local picture (content/images/), which loads.
    expect(await expectVisibleImagesFallBack(page)).toBe(3);
    expect(await contentLayoutShifts(page)).toEqual([]);
  });

  for (const show of PODCASTS) {
    test(`/work/${show.slug}: the hero shows the fallback, without layout shift`, async ({ page }) => {
      await blockExternalRequests(page);
      await trackLayoutShift(page);
      await page.goto(`/work/${show.slug}/`);
      expect(await expectVisibleImagesFallBack(page)).toBe(1);
      expect(await contentLayoutShifts(page)).toEqual([]);
    });
  }
});

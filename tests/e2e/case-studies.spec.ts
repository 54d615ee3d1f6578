import { expect, test, type Locator, type Page } from '@playwright/test';
import { collection, entry, linked, page as copyOf } from '../support/content';
import {
  blockExternalRequests,
  breadcrumbNames,
  contentLayoutShifts,
  expectOpensInNewTabSafely,
  expectVisibleImagesFallBack,
  FALLBACK_IMAGE,
  jsonLd,
  trackLayoutShift,
} from './support/pages';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

/** A case study's name: its own title, else its work item's name. */
const nameOf = (study: { title?: string }, work: { name: string }): string => study.title ?? work.name;
const steps = (study: { process: { phase: string }[] }): string[] => study.process.map((p) => p.phase);
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The headings and labels every case study shares (content/work-page.json). */
const SHARED = copyOf('work-page').caseStudies;

const COFFEE = (() => {
  const study = entry('case-studies/projects', 'central-highlands-coffee');
  const work = entry('work', study.work);
  return {
    path: `/work/${work.id}/`,
    name: nameOf(study, work),
    client: work.client as string,
    year: work.year as string,
    tools: study.tools.map((t: { name: string }) => t.name) as string[],
    phases: steps(study),
    actions: study.cta.actions as { label: string; href: string }[],
    ctaTitle: study.cta.title as string,
  };
})();

const PODCASTS = collection('case-studies/podcasts').map((study) => {
  const work = entry('work', study.work);
  return {
    slug: work.id,
    name: nameOf(study, work),
    host: study.host as string,
    timeline: work.year as string,
    services: study.services.map((s: { name: string }) => s.name) as string[],
    achievements: study.achievements as string[],
    phases: steps(study),
    actions: study.cta.actions as { label: string; href: string }[],
  };
});

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
  const title: string = SHARED.pageTitle.replace('{{name}}', COFFEE.name);
  await expect(page).toHaveTitle(new RegExp(`^${escape(title)} \\|`));

  // Hero: image, name, description, Client, Year, Tools Used, 'View Live Website' in a new tab.
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(COFFEE.name);
  await expect(main.locator('section').first().getByRole('img')).toHaveAttribute('alt', /.+/);
  await expect(fact(page, SHARED.facts.client)).toHaveText(COFFEE.client);
  await expect(fact(page, SHARED.facts.year)).toHaveText(COFFEE.year);
  await expect(fact(page, SHARED.facts.tools).getByRole('listitem')).toHaveText(COFFEE.tools);
  const live = main.getByRole('link', { name: new RegExp(`^${escape(SHARED.liveWebsiteLabel)}`) });
  await expectOpensInNewTabSafely(live);

  // Project Gallery: a carousel of three slides with title and description.
  const gallery = main.getByRole('region', { name: SHARED.project.gallery.title, exact: true });
  const carousel = gallery.getByRole('region', { name: UI_LABELS.screenshots(COFFEE.name) });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(carousel.getByRole('button', { name: UI_LABELS.previousSlide })).toBeAttached();
  await expect(carousel.getByRole('button', { name: UI_LABELS.nextSlide })).toBeAttached();

  // Design & Development Process: four numbered phases.
  await expectNumberedSteps(
    main.getByRole('region', { name: SHARED.project.process.title, exact: true }),
    COFFEE.phases,
  );

  // Tools & Technologies: four cards.
  const tools = main.getByRole('region', { name: SHARED.project.tools.title, exact: true });
  await expect(tools.getByRole('heading', { level: 3 })).toHaveText(COFFEE.tools);

  // Closing: its title and its buttons, where they lead.
  const closing = main.getByRole('region', { name: COFFEE.ctaTitle, exact: true });
  for (const action of COFFEE.actions)
    await expect(closing.getByRole('link', { name: action.label, exact: true })).toHaveAttribute(
      'href',
      linked(action.href),
    );

  // Structured data: CreativeWork and Home › Work › name.
  const creativeWork = (await jsonLd(page)).find((d) => d['@type'] === 'CreativeWork');
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
    await expect(fact(page, SHARED.facts.host)).toHaveText(show.host);
    await expect(fact(page, SHARED.facts.timeline)).toHaveText(show.timeline);
    const listen = main.getByRole('group', { name: SHARED.listenLabel, exact: true });
    await expect(listen).toBeVisible();
    for (const platform of ['Spotify', 'Apple Podcasts', 'Google']) {
      await expectOpensInNewTabSafely(listen.getByRole('link', { name: new RegExp(`^${platform}`) }));
    }
    await expect(main.getByRole('link', { name: SHARED.backLabel, exact: true })).toHaveAttribute('href', '/work/');

    // Services Provided: the show's services, in order.
    await expect(
      main.getByRole('region', { name: SHARED.podcast.services.title, exact: true }).getByRole('heading', { level: 3 }),
    ).toHaveText(show.services);

    // Achievements: the show's own.
    await expect(
      main.getByRole('region', { name: SHARED.podcast.achievements.title, exact: true }).getByRole('listitem'),
    ).toHaveText(show.achievements);

    // The numbered phases of the show's process.
    await expectNumberedSteps(
      main.getByRole('region', { name: SHARED.podcast.process.title, exact: true }),
      show.phases,
    );

    // Closing call to action with the show's own buttons.
    const closing = main.locator('section').last();
    for (const action of show.actions)
      await expect(closing.getByRole('link', { name: action.label, exact: true })).toHaveAttribute(
        'href',
        linked(action.href),
      );

    // Structured data: PodcastSeries with host and dates, and Home › Work › name.
    const [start, end] = show.timeline.split('-');
    const series = (await jsonLd(page)).find((d) => d['@type'] === 'PodcastSeries');
    expect(series).toMatchObject({ name: show.name, startDate: start, author: { name: show.host } });
    expect(series?.['endDate']).toBe(end === 'Present' ? undefined : end);
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Work', show.name]);
  });
}

// axe on every case study, light and dark: tests/e2e/quality-pages.spec.ts (every built page).

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
    const carousel = page.getByRole('region', { name: UI_LABELS.screenshots(COFFEE.name) });
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

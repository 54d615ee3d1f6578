// The service pages, one template: each page shows what its file in content/services/ holds.
import { expect, test } from '@playwright/test';
import { linked, entry, ordered, page as copyOf, site } from '../support/content';
import { expectLink, expectSteps, jsonLd, region } from './support/pages';

const agency = site();
const SERVICE_PAGES = ordered('services');
const titles = (items: { title: string }[]): string[] => items.map((i) => i.title);

for (const svc of SERVICE_PAGES) {
  test.describe(`/services/${svc.id}/`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/services/${svc.id}/`);
    });

    test('hero, services list, numbered process and a closing call to action to /contact', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(svc.hero.title);
      for (const action of svc.hero.actions)
        await expectLink(page.locator('main > section').first(), action.label, linked(action.href));
      const listed = region(page, svc.offerings.title).getByRole('heading', { level: 3 });
      await expect(listed).toHaveText(titles(svc.offerings.items));
      await expectSteps(page, titles(svc.process.steps));
      const cta = page.locator('main > section').last();
      const ctaLinks = cta.getByRole('link');
      await expect(ctaLinks).toHaveText(svc.cta.actions.map((a: { label: string }) => a.label));
      await expect(ctaLinks).toHaveAttribute('href', '/contact/');
    });

    test('structured data: Service and BreadcrumbList Home › Services › this service', async ({ page }) => {
      const nodes = await jsonLd(page);
      const service = nodes.find((n) => n['@type'] === 'Service');
      expect(service).toMatchObject({
        name: svc.name,
        url: `${agency.url}/services/${svc.id}/`,
        provider: { name: agency.name },
      });
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string; item: string }[];
      };
      expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
        ['Home', `${agency.url}/`],
        ['Services', `${agency.url}/services/`],
        [svc.name, `${agency.url}/services/${svc.id}/`],
      ]);
    });
  });
}

test('web development lists its technologies', async ({ page }) => {
  const { technologies } = entry('services', 'development');
  await page.goto('/services/development/');
  await expect(region(page, technologies.title).getByRole('listitem')).toHaveText(technologies.items);
});

test('consulting: its areas with their bullets, and the reasons with their figure', async ({ page }) => {
  const { offerings, reasons } = entry('services', 'consulting');
  await page.goto('/services/consulting/');
  const areas = region(page, offerings.title).getByRole('article');
  await expect(areas).toHaveCount(offerings.items.length);
  for (const [i, area] of (await areas.all()).entries())
    await expect(area.getByRole('listitem')).toHaveText(offerings.items[i].features);
  const why = region(page, reasons.title);
  await expect(why.getByText(reasons.stat.value, { exact: true })).toBeVisible();
  await expect(why).toContainText(reasons.stat.label);
  await expect(why.getByRole('listitem')).toHaveText(reasons.points);
});

test('podcast management: its shows as cards in one row of columns, links open in a new tab', async ({ page }) => {
  const { podcasts } = entry('services', 'podcast-management');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/podcast-management/');
  const grid = region(page, podcasts.title);
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(podcasts.items.length);
  // Where the layout puts them (offsetTop), not where they are painted: below the first screen the
  // cards rise into place one after another (the section reveal), so mid-way their boxes differ.
  const tops = await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetTop));
  expect(new Set(tops).size).toBe(1);
  for (const [i, card] of (await cards.all()).entries()) {
    await expect(card.getByRole('img')).toHaveAttribute('alt', podcasts.items[i].image.alt);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(podcasts.items[i].title);
  }
  const listen: string = copyOf('work-page').caseStudies.listenLabel;
  const episode: string = copyOf('work-page').caseStudies.episodeLabel;
  const external = grid.getByRole('link', { name: new RegExp(`^(${listen}|${episode})`) });
  const links = podcasts.items.flatMap((p: { podcastLink?: string; episodeLink?: string }) =>
    [p.podcastLink, p.episodeLink].filter(Boolean),
  );
  await expect(external).toHaveCount(links.length);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(grid.getByRole('link', { name: new RegExp(`^${listen}`) }).first()).toContainText(listen);
  await expect(grid.getByRole('link', { name: new RegExp(`^${episode}`) }).first()).toContainText(episode);
});

test('the podcast grid appears only where there are shows', async ({ page }) => {
  const { podcasts } = entry('services', 'podcast-management');
  expect(entry('services', 'branding').podcasts).toBeUndefined();
  await page.goto('/services/branding/');
  await expect(page.getByRole('heading', { name: podcasts.title })).toHaveCount(0);
});

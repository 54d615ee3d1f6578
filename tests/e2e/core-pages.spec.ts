// Home, About, Process and the services list: the copy content/ holds for them, in the editors'
// order, the buttons and where they lead, and the structured data.
import { expect, test } from '@playwright/test';
import { collection, entry, linked, ordered, page as copyOf, site } from '../support/content';
import { expectLink, expectStat, expectSteps, jsonLd, region } from './support/pages';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

const agency = site();
const stats = (slug: string): { value: string; label: string }[] => entry('stats', slug).items;
const steps = (slug: string): string[] => entry('processes', slug).steps.map((s: { title: string }) => s.title);

test.describe('Home (/)', () => {
  const home = copyOf('home');

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero: headline, badge and its buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    await expect(page.getByText(home.hero.eyebrow, { exact: true })).toBeVisible();
    for (const action of home.hero.actions) await expectLink(page, action.label, linked(action.href));
  });

  test('about block: founding year, its stat tiles, its claims, its link', async ({ page }) => {
    const about = region(page, home.about.title);
    await expect(about).toContainText(String(agency.foundingYear));
    for (const { value, label } of stats(home.about.stats)) await expectStat(about, value, label);
    await expect(about.locator('ul > li')).toHaveCount(home.about.claims.length);
    await expect(about.locator('ul > li')).toHaveText(home.about.claims);
    await expectLink(about, home.about.action.label, linked(home.about.action.href));
  });

  test('services block: its cards in order, to their pages, and the link to every service', async ({ page }) => {
    const services = region(page, home.services.title);
    const chosen = (home.services.items as string[]).map((id) => entry('services', id));
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(chosen.map((s) => s.card.title));
    const hrefs = await services
      .getByRole('link', { name: new RegExp(`^${home.services.linkLabel}`) })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(chosen.map((s) => `/services/${s.id}/`));
    await expectLink(services, home.services.action.label, linked(home.services.action.href));
  });

  test('featured work: title, category, image, link, year, tools and the link to all work', async ({ page }) => {
    const featured = region(page, home.featuredWork.title);
    const work = entry('work', home.featuredWork.project);
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(work.name);
    await expectLink(featured, work.name, `/work/${work.id}/`);
    await expect(featured.getByText(work.category, { exact: true })).toBeVisible();
    await expect(featured.getByText(work.year, { exact: true })).toBeVisible();
    await expect(featured.getByText(UI_LABELS.year, { exact: true })).toBeAttached();
    await expect(featured.getByRole('img')).toHaveAttribute('alt', work.image.alt);
    const tools = featured.getByRole('list').last().getByRole('listitem');
    await expect(tools).toHaveText(home.featuredWork.tools.map((t: { name: string }) => t.name));
    await expect(tools.locator('svg')).toHaveCount(home.featuredWork.tools.length);
    await expectLink(featured, home.featuredWork.action.label, linked(home.featuredWork.action.href));
  });

  test('closing call to action: contact, client portal, the plain link and every client name', async ({ page }) => {
    const cta = region(page, home.cta.title);
    await expectLink(cta, home.cta.contactLabel, '/contact/');
    await expectLink(cta, home.cta.portalLabel, agency.clientPortalUrl);
    await expectLink(cta, home.cta.link.label, linked(home.cta.link.href));
    const clients = ordered('clients').map((c) => c.name);
    await expect(cta.getByRole('list', { name: UI_LABELS.clients }).getByRole('listitem')).toHaveText(clients);
  });

  test("structured data: WebPage, the Organization (its offices are the contact page's), a BreadcrumbList of Home only, and the FAQ block's FAQPage", async ({
    page,
  }) => {
    const nodes = await jsonLd(page);
    expect(nodes.map((n) => n['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'Organization', 'WebPage']);
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${agency.url}/` },
    ]);
    const org = nodes.find((n) => n['@type'] === 'Organization')!;
    expect(org).toMatchObject({
      name: agency.name,
      foundingDate: String(agency.foundingYear),
      url: `${agency.url}/`,
    });
    expect(org['department'], 'no office the page does not define').toBeUndefined();
  });
});

test.describe('About (/about)', () => {
  const about = copyOf('about');

  test.beforeEach(async ({ page }) => {
    await page.goto('/about/');
  });

  test("founders' story, the timeline's years, the values, the people and the points that set the agency apart", async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.hero.title);
    await expect(region(page, about.story.title)).toContainText(String(agency.foundingYear));

    const years = await region(page, about.timeline.title).locator('ol > li > p:first-of-type').allTextContents();
    const timeline = collection('timeline').sort((a, b) => a.year - b.year || a.month - b.month);
    expect(years).toEqual(timeline.map((t) => String(t.year)));

    const values = ordered('values').map((v) => v.title);
    await expect(region(page, about.values.title).getByRole('heading', { level: 3 })).toHaveText(values);

    const people = ordered('team');
    const team = region(page, about.team.title).getByRole('article');
    await expect(team).toHaveCount(people.length);
    for (const [i, member] of (await team.all()).entries()) {
      await expect(member.getByRole('heading', { level: 3 })).toHaveText(people[i].name);
      await expect(member.getByText(people[i].role, { exact: true })).toBeVisible();
      await expect(member.getByRole('img')).toHaveAttribute('alt', people[i].image.alt);
      await expect(member.locator('p').last()).toHaveText(people[i].bio);
    }

    await expect(region(page, about.apart.title).getByRole('heading', { level: 3 })).toHaveText(
      about.apart.points.map((p: { title: string }) => p.title),
    );
  });

  test('structured data: a BreadcrumbList Home › About', async ({ page }) => {
    const crumbs = (await jsonLd(page)).find((n) => n['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', about.seo.title]);
  });
});

test.describe('Process (/process)', () => {
  const process = copyOf('process-page');

  test.beforeEach(async ({ page }) => {
    await page.goto('/process/');
  });

  test('hero with its buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(process.hero.title);
    for (const action of process.hero.actions) await expectLink(page, action.label, linked(action.href));
  });

  test('the numbered steps, the results grid and a closing call to action to /contact', async ({ page }) => {
    const titles = steps(process.steps.process);
    await expectSteps(page, titles);
    await expect(page.getByText(/^\d\d$/)).toHaveText(titles.map((_, i) => String(i + 1).padStart(2, '0')));
    for (const { value, label } of stats(process.results.stats)) await expectStat(page, value, label);
    const cta = page.locator('main > section').last();
    await expect(cta.getByRole('link')).toHaveAttribute('href', '/contact/');
  });
});

test.describe('Services (/services)', () => {
  const services = copyOf('services-page');
  const all = ordered('services');

  test.beforeEach(async ({ page }) => {
    await page.goto('/services/');
  });

  test('a card per service, each with its features and its link', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(services.hero.title);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(all.length);
    for (const [i, card] of (await cards.all()).entries()) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(all[i]!.card.title);
      expect(all[i]!.card.features.length).toBeGreaterThanOrEqual(3);
      await expect(card.getByRole('listitem')).toHaveText(all[i]!.card.features);
      const link = card.getByRole('link', { name: new RegExp(`^${escape(services.list.linkLabel)}`) });
      await expect(link).toContainText(services.list.linkLabel);
      await expect(link).toHaveAttribute('href', `/services/${all[i]!.id}/`);
    }
  });

  test("the approach's steps, the claimed results and the call to action", async ({ page }) => {
    const titles = steps(services.approach.process);
    await expectSteps(page, titles);
    for (const { value, label } of stats(services.results.stats)) await expectStat(page, value, label);
    for (const action of services.cta.actions) await expectLink(page, action.label, linked(action.href));
  });

  test('every card leads to a page that exists', async ({ page, request }) => {
    const hrefs = await page
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(all.length);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text()).toContain('<h1');
    }
  });
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

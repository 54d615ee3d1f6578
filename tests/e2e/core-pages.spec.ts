// Home, About, Process and the services list: the copy SPEC 2.4, 2.6, 2.7 and 2.8 quote, the
// buttons and where they lead, and the structured data. Expected copy is written here, not read
// from content/, so the tests fail when content drifts from SPEC.
import { expect, test } from '@playwright/test';
import { expectLink, expectStat, expectSteps, jsonLdNodes, region } from './core-helpers';

test.describe('Home (/)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero: headline, badge and two buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unlocking Your Potential in the Digital Landscape.',
    );
    await expect(page.getByText("We're ready to start working with you", { exact: true })).toBeVisible();
    await expectLink(page, 'Start a Project', '/contact/');
    await expectLink(page, 'View Our Work', '/work/');
  });

  test('about block: founded 2023, four stat tiles, four claims, link to /about', async ({ page }) => {
    const about = region(page, 'A Small Studio With a Big Reach');
    await expect(about).toContainText('2023');
    await expectStat(about, '2+', 'Years Experience');
    await expectStat(about, '15+', 'Projects Completed');
    await expectStat(about, '5+', 'Global Clients');
    await expectStat(about, '1', 'Industry Awards');
    await expect(about.locator('ul > li')).toHaveCount(4);
    await expectLink(about, 'Learn more about us', '/about/');
  });

  test('services block: four cards to their pages and View All Services', async ({ page }) => {
    const services = region(page, 'Services That Move Your Business Forward');
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Branding',
      'Web Development',
      'UI/UX Design',
      'Podcast Management',
    ]);
    const hrefs = await services
      .getByRole('link', { name: /^Learn more/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/services/branding/',
      '/services/development/',
      '/services/design/',
      '/services/podcast-management/',
    ]);
    await expectLink(services, 'View All Services', '/services/');
  });

  test('featured work: title, category, image, link, year, tools and View All Work', async ({ page }) => {
    const featured = region(page, 'Recent Project Highlight');
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText('Central Highlands Coffee');
    await expectLink(featured, 'Central Highlands Coffee', '/work/central-highlands-coffee/');
    await expect(featured.getByText('Web Development', { exact: true })).toBeVisible();
    await expect(featured.getByText('2024', { exact: true })).toBeVisible();
    await expect(featured.getByText('Year:', { exact: true })).toBeAttached();
    await expect(featured.getByRole('img')).toHaveAttribute('alt', /coffee/i);
    const tools = featured.getByRole('list').last().getByRole('listitem');
    await expect(tools).toHaveText(['Figma', 'React', 'TypeScript', 'Tailwind CSS']);
    await expect(tools.locator('svg')).toHaveCount(4);
    await expectLink(featured, 'View All Work', '/work/');
  });

  test('closing call to action: Contact Us, Client Portal, the plain link and five client names', async ({ page }) => {
    const cta = region(page, 'Ready to Start Your Next Project?');
    await expectLink(cta, 'Contact Us', '/contact/');
    await expectLink(cta, 'Client Portal', '/client-portal/login');
    await expectLink(cta, 'Get in touch with our team', '/contact/');
    await expect(cta.getByRole('list', { name: 'Clients' }).getByRole('listitem')).toHaveCount(5);
  });

  test("structured data: WebPage, Organization, both offices, a BreadcrumbList of Home only, and the FAQ block's FAQPage", async ({
    page,
  }) => {
    const nodes = await jsonLdNodes(page);
    expect(nodes.map((n) => n['@type']).sort()).toEqual([
      'BreadcrumbList',
      'FAQPage',
      'Organization',
      'ProfessionalService',
      'ProfessionalService',
      'WebPage',
    ]);
    const offices = nodes.filter((n) => n['@type'] === 'ProfessionalService');
    expect(
      offices.map((o) => [o['name'], (o['address'] as { addressLocality: string }).addressLocality, o['telephone']]),
    ).toEqual([
      ['Kilele Digital Nairobi', 'Nairobi', '+254 20 765 4321'],
      ['Kilele Digital Melbourne', 'Melbourne', '+61 3 9012 3456'],
    ]);
    expect(offices.map((o) => o['parentOrganization'])).toEqual([
      { '@id': 'https://kileledigital.com/#organization' },
      { '@id': 'https://kileledigital.com/#organization' },
    ]);
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://kileledigital.com/' },
    ]);
    const org = nodes.find((n) => n['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name: 'Kilele Digital', foundingDate: '2023', url: 'https://kileledigital.com/' });
  });
});

test.describe('About (/about)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about/');
  });

  test("founders' story, 2023-2025 timeline, four values, two people, five points", async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(region(page, 'How Kilele Digital Began')).toContainText('2023');

    const years = await region(page, 'Milestones Since 2023').locator('ol > li > p:first-of-type').allTextContents();
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect([...new Set(years)]).toEqual(['2023', '2024', '2025']);

    await expect(region(page, 'Our Values').getByRole('heading', { level: 3 })).toHaveText([
      'Innovation',
      'Excellence',
      'Collaboration',
      'Integrity',
    ]);

    const team = region(page, 'Meet the Founders').getByRole('article');
    await expect(team).toHaveCount(2);
    for (const member of await team.all()) {
      await expect(member.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(member.getByText(/Co-Founder/)).toBeVisible();
      await expect(member.getByRole('img')).toHaveAttribute('alt', /\w+/);
      expect((await member.locator('p').last().textContent())!.length).toBeGreaterThan(60);
    }

    await expect(region(page, 'What Sets Us Apart').getByRole('heading', { level: 3 })).toHaveCount(5);
  });

  test('structured data: a BreadcrumbList Home › About', async ({ page }) => {
    const crumbs = (await jsonLdNodes(page)).find((n) => n['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'About Us']);
  });
});

test.describe('Process (/process)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/process/');
  });

  test("hero 'Our Process' with its two buttons", async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Process');
    await expectLink(page, 'Start Your Project', '/contact/');
    await expectLink(page, 'View Our Work', '/work/');
  });

  test('five numbered steps, the results grid and a closing call to action to /contact', async ({ page }) => {
    await expectSteps(page, [
      'Discovery & Research',
      'Strategic Planning',
      'Design & Development',
      'Testing & Refinement',
      'Launch & Support',
    ]);
    await expect(page.getByText(/^0[1-5]$/)).toHaveText(['01', '02', '03', '04', '05']);
    await expectStat(page, '98%', 'Client Satisfaction');
    await expectStat(page, '2x', 'Average ROI');
    await expectStat(page, '35%', 'Faster Delivery');
    await expectStat(page, '15+', 'Industry Awards');
    const cta = page.locator('main > section').last();
    await expect(cta.getByRole('link')).toHaveAttribute('href', '/contact/');
  });
});

test.describe('Services (/services)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services/');
  });

  test("six cards, each with features and a 'Learn more' link", async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    const expected = [
      '/services/branding/',
      '/services/development/',
      '/services/design/',
      '/services/podcast-management/',
      '/services/consulting/',
      '/services/content/',
    ];
    for (const [i, card] of (await cards.all()).entries()) {
      expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      const link = card.getByRole('link', { name: /^Learn more/ });
      await expect(link).toContainText('Learn more');
      await expect(link).toHaveAttribute('href', expected[i]!);
    }
  });

  test('the six-step approach, the claimed results and Contact Us', async ({ page }) => {
    await expectSteps(page, ['Discovery', 'Strategy', 'Creation', 'Optimization', 'Launch', 'Growth']);
    await expectStat(page, '150%', 'Average Conversion Increase');
    await expectStat(page, '200%', 'Average Campaign ROI');
    await expectStat(page, '85%', 'Clients Who Continue With Us');
    await expectStat(page, '4.9/5', 'Client Satisfaction');
    await expectLink(page, 'Contact Us', '/contact/');
  });

  test('every card leads to a page that exists', async ({ page, request }) => {
    const hrefs = await page
      .getByRole('link', { name: /^Learn more/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text()).toContain('<h1');
    }
  });
});

// The six service pages (SPEC 2.12, DESIGN.md: Content Creation is the sixth), one template.
// Expected copy lives here, not in content/, so drifting content fails the test.
import { expect, test } from '@playwright/test';
import { exactly, expectLink, expectSteps, jsonLdNodes, region } from './core-helpers';

interface ServicePage {
  slug: string;
  name: string;
  hero: string;
  heroButton: string;
  services: string[];
  steps?: string[];
  cta?: string;
}

const SERVICE_PAGES: ServicePage[] = [
  {
    slug: 'branding',
    name: 'Branding',
    hero: 'Build a Distinctive Brand',
    heroButton: 'Get Started',
    services: [
      'Brand Strategy and Positioning',
      'Visual Identity Design',
      'Logo and Brand Guidelines',
      'Brand Messaging and Voice',
      'Brand Experience Design',
    ],
    steps: ['Discovery', 'Strategy', 'Creation', 'Implementation'],
    cta: 'Start a Conversation',
  },
  {
    slug: 'design',
    name: 'UI/UX Design',
    hero: 'Elevate User Experience',
    heroButton: 'Get Started',
    services: ['UX Design', 'UI Design', 'Wireframing and Prototyping', 'User Research and Testing', 'Design Systems'],
    steps: ['Discovery', 'Research', 'Wireframing', 'Visual Design', 'Prototyping and Testing'],
  },
  {
    slug: 'development',
    name: 'Web Development',
    hero: 'Cutting-Edge Web Solutions',
    heroButton: 'Get Started',
    services: [
      'Custom Websites',
      'Web Applications',
      'E-commerce Solutions',
      'Content Management Systems',
      'API Development and Integration',
    ],
  },
  {
    slug: 'consulting',
    name: 'Strategic Consulting',
    hero: 'Expert Consulting for Digital Success',
    heroButton: 'Get Started',
    services: [
      'AI Solutions',
      'Web Development',
      'Workflow Automation',
      'Business Analysis',
      'Podcast Management Strategy',
    ],
    steps: ['Assessment and Discovery', 'Strategic Planning', 'Implementation Support', 'Optimization and Growth'],
    cta: 'Schedule a Consultation',
  },
  {
    slug: 'podcast-management',
    name: 'Podcast Management',
    hero: 'Amplify Your Voice',
    heroButton: 'Get Started',
    services: [
      'Audio and Video Editing',
      'Social Media Management',
      'Episode Publishing and Distribution',
      'Guest Outreach',
      'Show Notes and Content Writing',
      'Audience Growth',
    ],
  },
  {
    slug: 'content',
    name: 'Content Creation',
    hero: 'Content That Connects',
    heroButton: 'Get Started',
    services: [
      'Website Copywriting',
      'Blog and Article Writing',
      'Social Media Content',
      'Video Production',
      'Photography and Graphics',
      'E-mail Newsletters',
    ],
  },
];

for (const svc of SERVICE_PAGES) {
  test.describe(`/services/${svc.slug}/`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/services/${svc.slug}/`);
    });

    test('hero, services list, numbered process and a closing call to action to /contact', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(svc.hero);
      await expectLink(page.locator('main > section').first(), svc.heroButton, '/contact/');
      const listed = region(page, /Services$|How We Can Help/).getByRole('heading', { level: 3 });
      await expect(listed).toHaveText(svc.services.map(exactly));
      if (svc.steps) await expectSteps(page, svc.steps);
      else expect(await page.getByRole('heading', { name: /^Step \d\d: / }).count()).toBeGreaterThanOrEqual(3);
      const cta = page.locator('main > section').last();
      const ctaLinks = cta.getByRole('link');
      await expect(ctaLinks).toHaveCount(1);
      await expect(ctaLinks).toHaveAttribute('href', '/contact/');
      if (svc.cta) await expect(ctaLinks).toHaveText(svc.cta);
    });

    test('structured data: Service and BreadcrumbList Home › Services › this service', async ({ page }) => {
      const nodes = await jsonLdNodes(page);
      const service = nodes.find((n) => n['@type'] === 'Service');
      expect(service).toMatchObject({
        name: svc.name,
        url: `https://kileledigital.com/services/${svc.slug}/`,
        provider: { name: 'Kilele Digital' },
      });
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string; item: string }[];
      };
      expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
        ['Home', 'https://kileledigital.com/'],
        ['Services', 'https://kileledigital.com/services/'],
        [svc.name, `https://kileledigital.com/services/${svc.slug}/`],
      ]);
    });
  });
}

test('web development lists its twelve technologies', async ({ page }) => {
  await page.goto('/services/development/');
  await expect(region(page, 'Technologies We Use').getByRole('listitem')).toHaveText([
    'React',
    'Next.js',
    'Node.js',
    'TypeScript',
    'Python',
    'Django',
    'GraphQL',
    'REST API',
    'MongoDB',
    'PostgreSQL',
    'AWS',
    'Docker',
  ]);
});

test("consulting: five areas of five bullets, and 'Why Choose Our Consulting?' with 100+", async ({ page }) => {
  await page.goto('/services/consulting/');
  const areas = region(page, 'How We Can Help').getByRole('article');
  await expect(areas).toHaveCount(5);
  for (const area of await areas.all()) await expect(area.getByRole('listitem')).toHaveCount(5);
  const why = region(page, 'Why Choose Our Consulting?');
  await expect(why.getByText('100+', { exact: true })).toBeVisible();
  await expect(why).toContainText(/successful projects/i);
  expect(await why.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
});

test("podcast management: 'Podcasts We've Powered' has three cards in three columns, links open in a new tab", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/podcast-management/');
  const grid = region(page, "Podcasts We've Powered");
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(3);
  const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  for (const card of await cards.all()) {
    await expect(card.getByRole('img')).toHaveAttribute('alt', /\w+/);
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
  }
  const external = grid.getByRole('link', { name: /^(Listen to Podcast|Example Episode)/ });
  expect(await external.count()).toBeGreaterThanOrEqual(3);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(grid.getByRole('link', { name: /^Listen to Podcast/ }).first()).toContainText('Listen to Podcast');
  await expect(grid.getByRole('link', { name: /^Example Episode/ }).first()).toContainText('Example Episode');
});

test('the podcast grid appears only where there are shows', async ({ page }) => {
  await page.goto('/services/branding/');
  await expect(page.getByRole('heading', { name: "Podcasts We've Powered" })).toHaveCount(0);
});

// Pages the footer links to beyond the main routes: /privacy, /terms, /careers, /accessibility from
// markdown, the two redirects, robots.txt and the sitemap.
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { migrationsIn } from '../../integrations/retention-check';
import { retentionMonthsOf, retentionText } from '../../src/lib/build/retention';
import { entry, markdownText, readMarkdown, site } from '../support/content';
import { jsonLd } from './support/pages';
import { builtPages } from './support/quality';

const agency = site();
const RETENTION_MONTHS = retentionMonthsOf(migrationsIn(fileURLToPath(new URL('../..', import.meta.url))));
/** The line of a markdown page that holds a fact, as a reader sees it ({{name}} filled in). */
const lineWith = (file: string, fact: string): string =>
  markdownText(
    readMarkdown(file)
      .body.split('\n')
      .find((line) => line.includes(fact)) ?? fact,
  ).replaceAll('{{name}}', agency.name);

// The notice's duties hold for the launch text; a rewrite of its words cannot keep them, so the
// rewritten-content run leaves it out by its tag (scripts/content-routes.mjs).
test(
  'the privacy notice names the fields the form collects, the store, the keeping time and deletion',
  { tag: '@launch-copy' },
  async ({ page }) => {
    await page.goto('/privacy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      readMarkdown('pages/privacy.md').data.title as string,
    );
    const body = page.locator('main article');
    for (const field of ['name', 'e-mail address', 'phone number', 'subject', 'message', 'budget range']) {
      await expect(body.getByRole('listitem').filter({ hasText: field }).first()).toBeVisible();
    }
    await expect(body).toContainText('optional');
    await expect(body).toContainText(lineWith('pages/privacy.md', 'Supabase'));
    // The period is the database's own (read from its migrations), the one it deletes messages after.
    await expect(body.locator('strong').filter({ hasText: retentionText(RETENTION_MONTHS) })).toHaveCount(1);
    await expect(body.getByRole('heading', { level: 2, name: /deletion/i })).toBeVisible();
    await expect(body.getByRole('link', { name: agency.email }).first()).toHaveAttribute(
      'href',
      `mailto:${agency.email}`,
    );
    await expect(body).not.toContainText('{{');
  },
);

test(
  'the accessibility statement names the standard, the checks, a date, limitations and how to report a barrier',
  { tag: '@launch-copy' },
  async ({ page }) => {
    await page.goto('/accessibility/');
    const body = page.locator('main article');
    // Its sections, as the markdown has them (the WAI generator's: standard, status, checks, limitations, feedback).
    const sections = readMarkdown('pages/accessibility.md')
      .body.split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3));
    expect(sections.length).toBeGreaterThanOrEqual(5);
    await expect(body.getByRole('heading', { level: 2 })).toHaveText(sections);
    await expect(body).toContainText('WCAG) 2.2');
    await expect(body.locator('strong').filter({ hasText: /^level AA$/ })).toHaveCount(1);
    await expect(body.getByRole('link', { name: /WCAG/ })).toHaveAttribute('href', 'https://www.w3.org/TR/WCAG22/');
    for (const check of ['axe', 'keyboard', 'screen readers', 'reflow'])
      await expect(body.locator('li strong').filter({ hasText: check })).toHaveCount(1);
    // The date the editors last checked the site (not the build's), and the promised reply.
    await expect(body.locator('strong').filter({ hasText: /^\d{1,2} [A-Z][a-z]+ \d{4}$/ })).toHaveCount(1);
    await expect(body.locator('strong').filter({ hasText: /^\d+ working days$/ })).toHaveCount(1);
    await expect(body.getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`);
  },
);

test('every page links to the accessibility statement in its footer', async ({ request }) => {
  const pages = builtPages().filter((p) => p.kind !== 'redirect');
  expect(pages.length).toBeGreaterThan(20);
  for (const { route, kind } of pages) {
    const html = await (await request.get(kind === 'not-found' ? '/no-such-page-here' : route)).text();
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer, route).toContain('href="/accessibility/"');
  }
});

for (const [path, heading] of ['terms', 'careers', 'accessibility'].map((id): [string, string] => [
  `/${id}/`,
  entry('pages', id).title,
])) {
  test(`${path} is a page with its heading, a date and the contact address`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('main article').getByRole('link', { name: agency.email }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('{{');
    const crumbs = (await jsonLd(page)).find((n) => n['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', heading]);
  });
}

const headline = (id: string): string => entry('services', id).hero.title;
for (const [from, to, heading] of [
  ['/services/web-design', '/services/design/', headline('design')],
  ['/services/web-design/', '/services/design/', headline('design')],
  ['/services/strategy', '/services/consulting/', headline('consulting')],
  ['/services/strategy/', '/services/consulting/', headline('consulting')],
] as const) {
  test(`${from} redirects to ${to} in one hop`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(to);
    expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('robots.txt names the sitemap, which lists the pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://kileledigital.com/sitemap-index.xml');
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemapUrl = /<loc>https:\/\/kileledigital\.com(\/[^<]+)<\/loc>/.exec(index)?.[1];
  expect(sitemapUrl).toBeTruthy();
  const sitemap = await (await request.get(sitemapUrl!)).text();
  for (const path of [
    '/',
    '/about/',
    '/process/',
    '/services/',
    '/services/branding/',
    '/services/content/',
    '/privacy/',
    '/terms/',
    '/careers/',
    '/accessibility/',
  ]) {
    expect(sitemap).toContain(`<loc>https://kileledigital.com${path}</loc>`);
  }
  expect(sitemap).not.toContain('/services/web-design');
});

import { getCollection } from 'astro:content';
import type { SiteRoute } from '../lib/build/llms-txt';
import { sortByOrder } from '../lib/build/order';
import type { SocialCard } from '../lib/build/social-card';
import { entryPage, SINGLE_FILE_PAGES as PAGES } from '../lib/browser/page-addresses';
import { serviceHref } from '../lib/build/services';
import { requireEntry } from './entries';
import { listCaseStudies } from './work';
import { listInsightListingPages, listInsightTagPages, listPublishedInsights, loadInsightsCopy } from './insights';
import { displayDate, INSIGHTS_PATH } from '../lib/build/insights';

/**
 * The site's route table: every page a visitor reaches (the 404 page aside), with the title,
 * kind and one-line summary its own content gives it (the page's meta description). The social
 * cards and /llms.txt are made from it, and BaseLayout fails the build for a page missing here.
 */
export async function listSiteRoutes(): Promise<SiteRoute[]> {
  const [home, about, processPage, servicesPage, workPage, faqPage, contactPage, industriesPage] = await Promise.all([
    requireEntry('home', 'home'),
    requireEntry('about', 'about'),
    requireEntry('processPage', 'process'),
    requireEntry('servicesPage', 'services'),
    requireEntry('workPage', 'work'),
    requireEntry('faqPage', 'faq'),
    requireEntry('contactPage', 'contact'),
    requireEntry('industriesPage', 'industries'),
  ]);
  const [services, industries, pages, caseStudies, insights] = await Promise.all([
    getCollection('services'),
    getCollection('industries'),
    getCollection('pages'),
    listCaseStudies(),
    listInsightRoutes(),
  ]);
  const page = (route: string, seo: { title: string; description: string }, section: string): SiteRoute => ({
    route,
    title: seo.title,
    section,
    summary: seo.description,
  });
  return [
    page(PAGES.home, home.data.seo, 'Digital agency'),
    page(PAGES.about, about.data.seo, 'About'),
    page(PAGES.processPage, processPage.data.seo, 'Process'),
    page(PAGES.servicesPage, servicesPage.data.seo, 'Services'),
    ...sortByOrder(services).map((s) => ({
      ...page(serviceHref(s.id), s.data.seo, 'Service'),
      parent: PAGES.servicesPage,
    })),
    page(PAGES.industriesPage, industriesPage.data.seo, 'Industries'),
    ...sortByOrder(industries).map((i) => ({
      route: entryPage('industries', i.id),
      title: i.data.name,
      section: 'Industry',
      summary: i.data.summary,
      parent: PAGES.industriesPage,
    })),
    page(PAGES.workPage, workPage.data.seo, 'Work'),
    ...caseStudies.map((c) => ({
      route: entryPage('caseStudies', c.id),
      title: c.name,
      section: 'Case study',
      details: [c.work.client, c.work.year],
      summary: c.work.description,
      parent: PAGES.workPage,
    })),
    ...insights,
    page(PAGES.faqPage, faqPage.data.seo, 'FAQ'),
    page(PAGES.contactPage, contactPage.data.seo, 'Contact'),
    ...pages.map((p) => ({ ...page(entryPage('pages', p.id), p.data, p.data.section), secondary: true })),
  ];
}

/**
 * The section's pages, none while no article is published: the listing (its later pages and the
 * tag pages as secondary), and each article under it, its card naming the author and the date.
 */
async function listInsightRoutes(): Promise<SiteRoute[]> {
  const [listing, tags, articles, copy] = await Promise.all([
    listInsightListingPages(),
    listInsightTagPages(),
    listPublishedInsights(),
    loadInsightsCopy(),
  ]);
  const section = copy.seo.title;
  return [
    ...listing.map((p) => ({
      route: p.path,
      title: p.title,
      section,
      summary: copy.seo.description,
      ...(p.number > 1 ? { secondary: true } : {}),
    })),
    ...articles.map((a) => ({
      route: a.path,
      title: a.data.title,
      section: 'Article',
      details: [a.author.name, displayDate(a.published)],
      summary: a.data.description,
      parent: INSIGHTS_PATH,
    })),
    ...tags.map((t) => ({ route: t.path, title: t.title, section, summary: t.tag.description, secondary: true })),
  ];
}

/** Every page's social card (the 404 page has none), from the route table. */
export async function listSocialCards(): Promise<SocialCard[]> {
  return (await listSiteRoutes()).map(({ route, title, section, details }) => ({ route, title, section, details }));
}

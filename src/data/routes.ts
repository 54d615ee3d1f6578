import { getCollection } from 'astro:content';
import type { SocialCard } from '../lib/build/social-card';
import { serviceHref } from '../lib/build/services';
import { requireEntry } from './entries';
import { listCaseStudies } from './work';

/**
 * Every page's social card (the 404 page has none), from the same content fields the pages use
 * for their titles. BaseLayout fails the build for a page missing here.
 */
export async function listSocialCards(): Promise<SocialCard[]> {
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
  const [services, industries, pages, caseStudies] = await Promise.all([
    getCollection('services'),
    getCollection('industries'),
    getCollection('pages'),
    listCaseStudies(),
  ]);
  return [
    { route: '/', title: home.data.seo.title, section: 'Digital agency' },
    { route: '/about/', title: about.data.seo.title, section: 'About' },
    { route: '/process/', title: processPage.data.seo.title, section: 'Process' },
    { route: '/services/', title: servicesPage.data.seo.title, section: 'Services' },
    ...services.map((s) => ({ route: serviceHref(s.id), title: s.data.seo.title, section: 'Service' })),
    { route: '/industries/', title: industriesPage.data.seo.title, section: 'Industries' },
    ...industries.map((i) => ({ route: `/industries/${i.id}/`, title: i.data.name, section: 'Industry' })),
    { route: '/work/', title: workPage.data.seo.title, section: 'Work' },
    ...caseStudies.map((c) => ({
      route: `/work/${c.id}/`,
      title: c.name,
      section: 'Case study',
      details: [c.work.client, c.work.year],
    })),
    { route: '/faq/', title: faqPage.data.seo.title, section: 'FAQ' },
    { route: '/contact/', title: contactPage.data.seo.title, section: 'Contact' },
    ...pages.map((p) => ({ route: `/${p.id}/`, title: p.data.title, section: p.data.section })),
  ];
}

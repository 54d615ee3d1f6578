import { getCollection, getEntry } from 'astro:content';
import { requireEntry } from './page-content';
import { PAGE_TITLES } from './page-titles';
import { normalizeRoute, type SocialCard } from './lib/social-card';
import { serviceHref } from './lib/services';

/**
 * Every page's social card (the 404 page has none), from the same content fields the pages use
 * for their titles. BaseLayout fails the build for a page missing here.
 */
export async function listSocialCards(): Promise<SocialCard[]> {
  const [home, about, processPage, servicesPage] = await Promise.all([
    requireEntry('home', 'home'),
    requireEntry('about', 'about'),
    requireEntry('processPage', 'process'),
    requireEntry('servicesPage', 'services'),
  ]);
  const services = await getCollection('services');
  const industries = await getCollection('industries');
  const pages = await getCollection('pages');
  const caseStudies = await Promise.all(
    (await getCollection('caseStudies')).map(async (study) => {
      const work = await getEntry(study.data.work);
      if (!work) throw new Error(`content/case-studies/${study.id}.yaml: field "work" names no entry of content/work.json`);
      return { id: study.id, title: study.data.title ?? work.data.name, client: work.data.client, year: work.data.year };
    }),
  );
  return [
    { route: '/', title: home.data.seo.title, section: 'Digital agency' },
    { route: '/about/', title: about.data.seo.title, section: 'About' },
    { route: '/process/', title: processPage.data.seo.title, section: 'Process' },
    { route: '/services/', title: servicesPage.data.seo.title, section: 'Services' },
    ...services.map((s) => ({ route: normalizeRoute(serviceHref(s.id)), title: s.data.seo.title, section: 'Service' })),
    { route: '/industries/', title: PAGE_TITLES.industries, section: 'Industries' },
    ...industries.map((i) => ({ route: `/industries/${i.id}/`, title: i.data.name, section: 'Industry' })),
    { route: '/work/', title: PAGE_TITLES.work, section: 'Work' },
    ...caseStudies.map((c) => ({ route: `/work/${c.id}/`, title: c.title, section: 'Case study', details: [c.client, c.year] })),
    { route: '/faq/', title: PAGE_TITLES.faq, section: 'FAQ' },
    { route: '/contact/', title: PAGE_TITLES.contact, section: 'Contact' },
    ...pages.map((p) => ({ route: `/${p.id}/`, title: p.data.title, section: p.data.section })),
  ];
}

import { getCollection } from 'astro:content';
import { sortByOrder } from '../lib/build/order';
import { resolveReference, requireEntry } from './entries';
import { getFaqGroup } from './faq';
import { getSite } from './site';

/** Everything the home page shows, references resolved. */
export async function loadHomePage() {
  const [site, home, clients, faq] = await Promise.all([
    getSite(),
    requireEntry('home', 'home'),
    getCollection('clients').then(sortByOrder),
    getFaqGroup('home'),
  ]);
  const { data: copy } = home;
  const [stats, project, services] = await Promise.all([
    resolveReference(copy.about.stats, home, 'about.stats'),
    resolveReference(copy.featuredWork.project, home, 'featuredWork.project'),
    Promise.all(copy.services.items.map((ref, i) => resolveReference(ref, home, `services.items.${i}`))),
  ]);
  return { site, copy, stats: stats.data.items, project, services, clients, faq };
}

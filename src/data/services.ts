import { getCollection, render, type CollectionEntry } from 'astro:content';
import { sortByOrder } from '../lib/build/order';
import { resolveReference, requireEntry } from './entries';

/** Everything the /services page shows. */
export async function loadServicesPage() {
  const page = await requireEntry('servicesPage', 'services');
  const [services, approach, stats] = await Promise.all([
    getCollection('services').then(sortByOrder),
    resolveReference(page.data.approach.process, page, 'approach.process'),
    resolveReference(page.data.results.stats, page, 'results.stats'),
  ]);
  return { copy: page.data, services, approach: approach.data.steps, stats: stats.data.items };
}

/** Every service page: its entry, checked references and its rendered markdown. */
export async function listServicePages() {
  const services = await getCollection('services');
  return Promise.all(services.map(loadServicePage));
}

async function loadServicePage(service: CollectionEntry<'services'>) {
  // A podcast card may link its case study: the work item it names must exist.
  await Promise.all(
    (service.data.podcasts?.items ?? []).map((show, i) =>
      show.caseStudy ? resolveReference(show.caseStudy, service, `podcasts.items.${i}.caseStudy`) : undefined,
    ),
  );
  const { Content } = await render(service);
  return { id: service.id, data: service.data, hasBody: Boolean(service.body?.trim()), Content };
}

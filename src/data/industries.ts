import { getCollection } from 'astro:content';
import { sortByOrder } from '../lib/build/order';
import { requireEntry } from './entries';

/** The /industries page's copy and every industry, in the editors' order. */
export async function loadIndustriesPage() {
  const [{ data: copy }, industries] = await Promise.all([
    requireEntry('industriesPage', 'industries'),
    getCollection('industries').then(sortByOrder),
  ]);
  return { copy, industries };
}

/** Every industry page, with the headings all of them share. */
export async function listIndustryPages() {
  const { copy, industries } = await loadIndustriesPage();
  return industries.map((industry) => ({ id: industry.id, industry: industry.data, sections: copy.sections }));
}

import { getCollection } from 'astro:content';
import { sortByOrder, sortChronologically } from '../lib/build/order';
import { requireEntry } from './entries';

/** Everything the about page shows. */
export async function loadAboutPage() {
  const [{ data: copy }, timeline, values, team] = await Promise.all([
    requireEntry('about', 'about'),
    getCollection('timeline').then(sortChronologically),
    getCollection('values').then(sortByOrder),
    getCollection('team').then(sortByOrder),
  ]);
  return { copy, timeline, values, team };
}

import { requireEntry } from './entries';
import { getFaqGroup } from './faq';
import { getSite } from './site';

/** Everything the contact page shows. */
export async function loadContactPage() {
  const [site, { data: copy }, faq] = await Promise.all([
    getSite(),
    requireEntry('contactPage', 'contact'),
    getFaqGroup('contact'),
  ]);
  return { site, copy, faq };
}

import { getEntry } from 'astro:content';
import type { Site } from '../content.config';
import type { OrgFacts } from '../lib/build/structured-data';

/** The agency's facts from `content/site.json` (entry "agency"), validated by its schema. */
export async function getSite(): Promise<Site> {
  const entry = await getEntry('site', 'agency');
  if (!entry) throw new Error('content/site.json must hold an "agency" entry with the agency\'s facts');
  return entry.data;
}

/** The facts structured data needs, from the site settings. */
export function toOrgFacts(site: Site): OrgFacts {
  return {
    name: site.name,
    url: site.url,
    description: site.description,
    email: site.email,
    foundingYear: site.foundingYear,
    logo: '/favicon.svg',
    phones: site.phones,
    address: site.address,
    sameAs: site.social.map((s) => s.url),
    offices: site.offices.map((o) => o.city),
  };
}

import { getEntry } from 'astro:content';
import type { Site } from './content.config';

/** The agency's facts from `content/site.json` (entry "agency"), validated by its schema. */
export async function getSite(): Promise<Site> {
  const entry = await getEntry('site', 'agency');
  if (!entry) throw new Error('content/site.json must hold an "agency" entry with the agency\'s facts');
  return entry.data;
}

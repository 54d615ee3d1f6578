import { entryPage } from '../browser/page-addresses';

/** The accent colours a service card may use; ServiceCard.astro maps each to its classes. */
export const SERVICE_COLORS = ['indigo', 'teal', 'rose', 'amber', 'sky', 'violet'] as const;
export type ServiceColor = (typeof SERVICE_COLORS)[number];

/** A service page's path: the entry id is the file name under content/services/ (the site's rule, entryPage). */
export function serviceHref(id: string): string {
  return entryPage('services', id);
}

/** Columns for a row of process steps on large screens: all in one row up to five, 3 × 2 for six. */
export function stepColumns(count: number): 3 | 4 | 5 | 6 {
  if (count <= 3) return 3;
  if (count >= 6) return 6;
  return count as 4 | 5;
}

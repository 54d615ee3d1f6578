import { z } from 'astro/zod';
import { text } from './shared';

/** Markdown pages rendered by one template: /privacy, /terms, /careers. */
export const pageSchema = z
  .object({
    title: text('The page heading (h1) and <title>'),
    section: text('The kind of page its social card names above the title, e.g. "Legal" or "Careers"'),
    description: z.string().min(50).max(170).describe('Meta description and the sentence under the heading'),
    updated: z.coerce.date().describe('Last updated, shown on the page (YYYY-MM-DD)'),
  })
  .strict();

import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { href, imageSchema, slug } from './shared';

/** The work filter's categories, in order; 'All' is the filter's own first button. */
export const WORK_CATEGORIES = [
  'Web Development',
  'UI/UX Design',
  'Branding',
  'Mobile App',
  'E-commerce',
  'Digital Marketing',
  'Podcast Management',
] as const;

/** A portfolio card on /work, one file per card: content/work/{id}.json. */
export const workSchema = (ctx: SchemaContext) =>
  z
    .object({
      id: slug.describe(
        'URL slug and file name: the case study lives at /work/{id}; keep it when renaming the project',
      ),
      name: z.string().min(1).describe('Project name shown on the card'),
      category: z.enum(WORK_CATEGORIES).describe('The category the work filter shows it under'),
      image: imageSchema(ctx).describe('Card image'),
      client: z.string().min(1).describe('Client name'),
      description: z.string().min(20).max(220).describe('One or two sentences for the card'),
      year: z
        .string()
        .regex(/^\d{4}(-(\d{4}|Present))?$/, 'must be a year ("2024") or a span ("2022-Present")')
        .describe('Year or span of the engagement'),
      link: href.optional().describe('Where the card leads when it is not a case study on this site (/work/{id})'),
      services: z.array(z.string().min(1)).default([]).describe('Service tags; the card shows three, then "+N more"'),
      featured: z.boolean().default(false).describe('Shown first on /work'),
    })
    .strict();
export type WorkItem = z.output<ReturnType<typeof workSchema>>;

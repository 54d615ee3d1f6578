import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, sectionCopy, seo, text } from './shared';

/** The /services page's copy (content/services-page.json). */
export const servicesPageSchema = ({ reference }: SchemaContext) =>
  z
    .object({
      seo,
      hero: z.object({ eyebrow: text('Badge above the headline'), title: text('The headline (h1)'), description: z.string().min(40).describe('The sentence under the headline') }).strict(),
      list: z.object({ ...sectionCopy, linkLabel: text("Each card's link text ('Learn more')") }).strict().describe('The service cards (entries: content/services/)'),
      approach: z.object({ ...sectionCopy, process: reference('processes').describe('The process whose steps are shown') }).strict(),
      results: z.object({ ...sectionCopy, stats: reference('stats').describe('The stat group shown') }).strict(),
      cta: ctaCopy,
    })
    .strict();

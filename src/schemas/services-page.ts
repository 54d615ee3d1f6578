import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, heroSchema, sectionCopy, seo, text } from './shared';

/** The /services page's copy (content/services-page.json). */
export const servicesPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      list: z
        .object({ ...sectionCopy, linkLabel: text("Each card's link text ('Learn more')") })
        .strict()
        .describe('The service cards (entries: content/services/)'),
      approach: z
        .object({ ...sectionCopy, process: ctx.reference('processes').describe('The process whose steps are shown') })
        .strict(),
      results: z.object({ ...sectionCopy, stats: ctx.reference('stats').describe('The stat group shown') }).strict(),
      cta: ctaCopy,
    })
    .strict();

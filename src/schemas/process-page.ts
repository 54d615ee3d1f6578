import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, heroSchema, sectionCopy, seo } from './shared';

/** The process page's copy (content/process-page.json). */
export const processPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      steps: z
        .object({ ...sectionCopy, process: ctx.reference('processes').describe('The process whose steps are shown') })
        .strict(),
      results: z.object({ ...sectionCopy, stats: ctx.reference('stats').describe('The stat group shown') }).strict(),
      cta: ctaCopy,
    })
    .strict();

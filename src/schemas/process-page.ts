import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, link, sectionCopy, seo, text } from './shared';

/** The process page's copy (content/process-page.json). */
export const processPageSchema = ({ reference }: SchemaContext) =>
  z
    .object({
      seo,
      hero: z.object({ eyebrow: text('Badge above the headline'), title: text('The headline (h1)'), description: z.string().min(40).describe('The sentence under the headline'), actions: z.array(link).min(1).max(2).describe('Hero buttons') }).strict(),
      steps: z.object({ ...sectionCopy, process: reference('processes').describe('The process whose steps are shown') }).strict(),
      results: z.object({ ...sectionCopy, stats: reference('stats').describe('The stat group shown') }).strict(),
      cta: ctaCopy,
    })
    .strict();

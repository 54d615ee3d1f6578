import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, heroSchema, icon, imageSchema } from './shared';

/**
 * An industry page, one file per industry in content/industries/; the file name is
 * the URL slug: content/industries/healthcare.yaml → /industries/healthcare.
 */
export const industrySchema = (ctx: SchemaContext) => {
  /** A problem the industry's clients bring to us. */
  const challenge = z
    .object({
      icon,
      title: z.string().min(1).max(60).describe('Card heading'),
      description: z.string().min(20).max(260).describe('What the problem costs the visitor, in their words'),
    })
    .strict();
  /** What we do about it, with feature bullets. */
  const solution = z
    .object({
      icon,
      title: z.string().min(1).max(60).describe('Card heading'),
      description: z.string().min(20).max(260).describe('What we build or do'),
      features: z.array(z.string().min(1).max(80)).min(2).max(6).describe('Feature bullets, shown with check marks'),
    })
    .strict();
  /** A past project for this industry, with the measured result it claims. */
  const successStory = z
    .object({
      title: z.string().min(1).max(80).describe('Card heading'),
      description: z.string().min(20).max(260).describe('What we did, for whom'),
      image: imageSchema(ctx).describe('Card image'),
      result: z
        .string()
        .min(1)
        .max(90)
        .optional()
        .describe('The outcome, highlighted on the card (e.g. "145% organic traffic growth")'),
    })
    .strict();
  return z
    .object({
      name: z
        .string()
        .min(1)
        .max(40)
        .describe('Page name, e.g. "Financial Services"; also the breadcrumb and the /industries card title'),
      order: z.number().int().min(1).describe('Position on /industries (1 first)'),
      icon,
      summary: z.string().min(40).max(200).describe('One sentence for the /industries card and the meta description'),
      hero: heroSchema(ctx).describe('The top of the page; its badge is the page name unless set'),
      challengesIntro: z.string().min(20).max(240).describe('Sentence under the challenges heading'),
      challenges: z.array(challenge).length(3).describe('Exactly three challenge cards'),
      solutionsIntro: z.string().min(20).max(240).describe('Sentence under the solutions heading'),
      solutions: z.array(solution).length(4).describe('Exactly four solution cards'),
      storiesIntro: z.string().min(20).max(240).describe('Sentence under the success stories heading'),
      stories: z
        .array(successStory)
        .length(3)
        .describe("Exactly three success stories; each links to /work with 'View Case Study'"),
      cta: ctaCopy.describe('The closing call to action'),
    })
    .strict();
};
export type Industry = z.output<ReturnType<typeof industrySchema>>;

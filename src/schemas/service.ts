import { z } from 'astro/zod';
import { SERVICE_COLORS } from '../lib/build/services';
import type { SchemaContext } from './context';
import { ctaCopy, heroSchema, icon, imageSchema, sectionCopy, seo, stat, step, text } from './shared';

/** One offering listed on a service page (consulting's areas carry five bullets each). */
const offering = z
  .object({
    title: text('Name of the offering'),
    description: z.string().min(20).describe('What the client gets'),
    icon,
    features: z.array(z.string().min(1)).max(6).optional().describe('Bullet points under the description'),
  })
  .strict();

/** A service page (/services/{file name}), one markdown file each in content/services/. */
export const serviceSchema = (ctx: SchemaContext) => {
  /** A podcast card on the podcast-management page. */
  const podcastCard = z
    .object({
      title: text('Show name'),
      description: z.string().min(20).max(240).describe('One or two sentences about the show'),
      image: imageSchema(ctx).describe("The show's cover image"),
      podcastLink: z.url().optional().describe("'Listen to Podcast' link; opens in a new tab; no link, no button"),
      episodeLink: z.url().optional().describe("'Example Episode' link; opens in a new tab; no link, no button"),
      caseStudy: ctx.reference('work').optional().describe('The work item telling the full story, if there is one'),
    })
    .strict();

  return z
    .object({
      order: z.number().int().min(1).describe('Position in lists of services (1 first)'),
      name: text('Short name used in breadcrumbs and headings, e.g. "Branding"'),
      seo,
      card: z
        .object({
          title: text('Card title on /services and the home page'),
          description: z.string().min(20).max(200).describe('One or two sentences for the card'),
          icon,
          color: z.enum(SERVICE_COLORS).describe("The card's accent colour"),
          features: z.array(z.string().min(1)).min(3).max(6).describe('The feature list on the /services card'),
        })
        .strict()
        .describe(
          'The card that represents this service on /services and the home page; it links to /services/{file name}',
        ),
      hero: heroSchema(ctx),
      offerings: z
        .object({ ...sectionCopy, items: z.array(offering).min(3).max(8).describe('The services of this page') })
        .strict()
        .describe('The list of services (or consulting areas)'),
      technologies: z
        .object({ ...sectionCopy, items: z.array(z.string().min(1)).min(1).describe('Technology names, as shown') })
        .strict()
        .optional()
        .describe('A technology list (web development)'),
      process: z
        .object({ ...sectionCopy, steps: z.array(step).min(3).max(6).describe('The steps, numbered 01, 02…') })
        .strict(),
      reasons: z
        .object({
          ...sectionCopy,
          stat: stat.optional().describe('A headline figure beside the list'),
          points: z.array(z.string().min(1)).min(3).max(8).describe('The reasons'),
        })
        .strict()
        .optional()
        .describe('A "Why choose us" list'),
      podcasts: z
        .object({ ...sectionCopy, items: z.array(podcastCard).describe('The shows; the section is hidden when empty') })
        .strict()
        .optional()
        .describe("The 'Podcasts We've Powered' grid"),
      cta: ctaCopy.describe('The closing call to action'),
    })
    .strict();
};
export type Service = z.output<ReturnType<typeof serviceSchema>>;

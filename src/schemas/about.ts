import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, heroSchema, imageSchema, sectionCopy, seo, text } from './shared';

/** The about page's copy (content/about.json). */
export const aboutSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      story: z
        .object({
          ...sectionCopy,
          paragraphs: z.array(z.string().min(40)).min(1).describe("The founders' story"),
          image: imageSchema(ctx).describe('The image beside the story'),
        })
        .strict(),
      timeline: z.object(sectionCopy).strict().describe('Heading of the timeline (entries: content/timeline/)'),
      values: z.object(sectionCopy).strict().describe('Heading of the values (entries: content/values/)'),
      team: z.object(sectionCopy).strict().describe('Heading of the team (entries: content/team/)'),
      apart: z
        .object({
          ...sectionCopy,
          points: z
            .array(
              z
                .object({ title: text('The point'), description: z.string().min(20).describe('Why it matters') })
                .strict(),
            )
            .length(5)
            .describe('The five points'),
        })
        .strict()
        .describe("The 'What Sets Us Apart' list"),
      cta: ctaCopy,
    })
    .strict();
export type AboutCopy = z.output<ReturnType<typeof aboutSchema>>;

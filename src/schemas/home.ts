import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { heroSchema, icon, imageSchema, link, sectionCopy, seo, text } from './shared';

/** The home page's copy (content/home.json). */
export const homeSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      about: z
        .object({
          ...sectionCopy,
          text: z.string().min(40).describe('The paragraph under the heading'),
          stats: ctx.reference('stats').describe('The stat group shown as four tiles'),
          claims: z.array(z.string().min(1)).length(4).describe('The four bullet claims'),
          action: link.describe("The 'Learn more about us' link"),
          image: imageSchema(ctx).describe('The image beside the text'),
        })
        .strict(),
      services: z
        .object({
          ...sectionCopy,
          items: z.array(ctx.reference('services')).min(1).max(6).describe('The service cards shown, in order'),
          linkLabel: text("Each service card's link to its page ('Learn more')"),
          action: link.describe("The 'View All Services' button"),
        })
        .strict(),
      featuredWork: z
        .object({
          ...sectionCopy,
          project: ctx
            .reference('work')
            .describe('The featured work item: title, category, image, year and link come from it'),
          summary: z.string().min(40).describe('What the project delivered, in a sentence or two'),
          tools: z
            .array(z.object({ name: text('Tool name'), icon }).strict())
            .min(1)
            .max(8)
            .describe('The tools used (name and icon)'),
          toolsTitle: text("The small heading above the tools ('Tools Used')"),
          caseStudyLabel: text("The link to the project's case study ('View Case Study')"),
          action: link.describe("The 'View All Work' button"),
        })
        .strict(),
      faq: z
        .object({
          eyebrow: text('A short label above the heading (the heading is the FAQ group title)'),
          intro: text('A sentence under the heading'),
          action: link.describe("The button under the questions ('Browse all questions')"),
        })
        .strict()
        .describe('The questions block (its questions: the home FAQ group)'),
      cta: z
        .object({
          title: text('Heading of the closing call to action'),
          text: text('A sentence under the heading'),
          contactLabel: text("The primary button to /contact ('Contact Us')"),
          portalLabel: text("The button to the client portal (its URL is the site's clientPortalUrl)"),
          link: link.describe("The plain link ('Get in touch with our team')"),
          clientsLabel: text('The line above the row of client names'),
        })
        .strict(),
    })
    .strict();
export type HomeCopy = z.output<ReturnType<typeof homeSchema>>;

/**
 * The copy of the pages built around a list (work, FAQ, contact, industries) and of the not-found
 * page: their title, description, hero and headings. The lists are collections of their own.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, heroSchema, sectionCopy, seo, text } from './shared';

/** The /work page's copy (content/work-page.json). */
export const workPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      process: z
        .object({ ...sectionCopy, process: ctx.reference('processes').describe('The process whose steps are shown') })
        .strict(),
      testimonials: z
        .object(sectionCopy)
        .strict()
        .describe('Heading of the testimonials (entries: content/testimonials/)'),
      cta: ctaCopy,
    })
    .strict();

/** The /faq page's copy (content/faq-page.json); the questions are in content/faq/. */
export const faqPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      cta: ctaCopy.describe("The 'Still Have Questions?' block"),
    })
    .strict();

/** The /contact page's copy (content/contact-page.json); the facts shown are in content/site.json. */
export const contactPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      form: z.object({ title: text('Heading above the form'), intro: text('The sentence under it') }).strict(),
      location: z
        .object({
          ...sectionCopy,
          intro: z
            .string()
            .min(1)
            .describe('The sentence under the heading; {{address}} stands for the office address of the site facts'),
        })
        .strict()
        .describe("The 'Our Location' section with the map"),
      faq: z
        .object({ eyebrow: text('A short label above the heading'), intro: text('A sentence under the heading') })
        .strict()
        .describe('The question cards (their heading is the FAQ group title)'),
    })
    .strict();

/** The /industries page's copy, and the headings every industry page shares (content/industries-page.json). */
export const industriesPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      cta: ctaCopy,
      sections: z
        .object({
          challenges: z
            .object({ eyebrow: text('A short label above the heading'), title: text('The heading') })
            .strict(),
          solutions: z
            .object({ eyebrow: text('A short label above the heading'), title: text('The heading') })
            .strict(),
          stories: z
            .object({
              eyebrow: text('A short label above the heading'),
              title: text('The heading'),
              linkLabel: text("Each story's link to /work ('View Case Study')"),
            })
            .strict(),
        })
        .strict()
        .describe('The section headings of every industry page'),
    })
    .strict();

/** The page an unknown address shows (content/not-found-page.json). */
export const notFoundPageSchema = () =>
  z
    .object({
      seo,
      code: text('The large figure above the heading, e.g. "404"'),
      title: text('The heading (h1)'),
      text: text('The sentence under the heading'),
      homeLabel: text('The link to the home page'),
      backLabel: text('The button that goes back to the previous page (shown when JavaScript runs)'),
    })
    .strict();

import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, icon, imageSchema } from './shared';

/** A phase of a case study's process; numbered 01, 02 … on the page. */
const phase = z
  .object({
    phase: z.string().min(1).max(50).describe('Phase name, e.g. "Discovery & Research"'),
    description: z.string().min(20).max(260).describe('What happened in this phase'),
  })
  .strict();

/** A tool of a project, or a service of a podcast project. */
const iconCard = z
  .object({
    icon,
    name: z.string().min(1).max(50).describe('Tool or service name'),
    description: z.string().min(20).max(260).describe('What it did for this client'),
  })
  .strict();

/** What both kinds of case study share; name, client and year come from the referenced work card. */
const caseStudyHead = (ctx: SchemaContext) => ({
  work: ctx.reference('work').describe("The portfolio card (content/work/{id}.json); its id is also this file's name"),
  title: z
    .string()
    .min(1)
    .max(80)
    .optional()
    .describe("The headline, when it differs from the work card's name (e.g. a show's full title)"),
});
const caseStudyBody = (ctx: SchemaContext) => ({
  description: z.string().min(80).max(420).describe('The paragraph under the headline'),
  image: imageSchema(ctx).describe('Hero image; the local fallback shows when it fails to load'),
});

/** The closing call to action, last in both kinds of file. */
const cta = ctaCopy.describe('The closing call to action');

/** A web project: content/case-studies/projects/{work id}.yaml. */
export const projectCaseStudySchema = (ctx: SchemaContext) =>
  z
    .object({
      kind: z.literal('project').describe('A web or design project: gallery, tools and a live site'),
      ...caseStudyHead(ctx),
      ...caseStudyBody(ctx),
      liveWebsite: z
        .url({ protocol: /^https$/ })
        .describe("The client's live site ('View Live Website' opens it in a new tab)"),
      tools: z.array(iconCard).min(2).max(8).describe("Tools Used in the hero and the 'Tools & Technologies' cards"),
      gallery: z
        .array(
          z
            .object({
              title: z.string().min(1).max(60).describe('Slide title'),
              description: z.string().min(20).max(260).describe('Slide description'),
              image: imageSchema(ctx).describe('Screenshot or photo'),
            })
            .strict(),
        )
        .min(2)
        .max(8)
        .describe("The 'Project Gallery' carousel slides"),
      process: z.array(phase).min(3).max(8).describe("The 'Design & Development Process' phases, in order"),
      cta,
    })
    .strict();

/** A podcast the agency produces: content/case-studies/podcasts/{work id}.yaml. */
export const podcastCaseStudySchema = (ctx: SchemaContext) =>
  z
    .object({
      kind: z.literal('podcast').describe('A podcast production engagement'),
      ...caseStudyHead(ctx),
      host: z.string().min(1).max(80).describe("The show's host"),
      ...caseStudyBody(ctx),
      podcastLink: z
        .url({ protocol: /^https$/ })
        .optional()
        .describe("The show's own page; when absent, 'Listen to Podcast' points to the platforms"),
      platforms: z
        .object({
          spotify: z.url({ protocol: /^https$/ }).describe('The show on Spotify (or a Spotify search for it)'),
          apple: z.url({ protocol: /^https$/ }).describe('The show on Apple Podcasts (or a search for it there)'),
          google: z.url({ protocol: /^https$/ }).describe('The show on Google (or a Google search for it)'),
        })
        .strict()
        .describe('Where to listen; each link opens in a new tab'),
      services: z.array(iconCard).length(6).describe("The six 'Services Provided' cards"),
      achievements: z.array(z.string().min(10).max(160)).min(3).max(8).describe('The achievements grid, one line each'),
      process: z.array(phase).length(6).describe('The six production phases, in order'),
      cta,
    })
    .strict();

/** A case study at /work/{id}; `kind` picks the template. */
export const caseStudySchema = (ctx: SchemaContext) =>
  z.discriminatedUnion('kind', [projectCaseStudySchema(ctx), podcastCaseStudySchema(ctx)]);
export type CaseStudy = z.output<ReturnType<typeof caseStudySchema>>;
export type ProjectCaseStudy = z.output<ReturnType<typeof projectCaseStudySchema>>;
export type PodcastCaseStudy = z.output<ReturnType<typeof podcastCaseStudySchema>>;

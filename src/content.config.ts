/**
 * The content model: every collection editors change under `content/`, with its zod schema.
 * A wrong or missing field fails `astro build`/`astro check` with the file and the field named.
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ICON_NAMES } from './lib/icons';

/** A site-relative path ("/about") or an absolute http(s) URL. */
const href = z
  .string()
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), {
    message: 'must start with "/" (a page of this site) or "http(s)://" (another site)',
  })
  .describe('A path on this site ("/about") or a full URL');

/** Entry ids of JSON list collections become URL segments. */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens, e.g. "my-project"');

const link = z
  .object({
    label: z.string().min(1).describe('The visible text of the link'),
    href,
  })
  .strict();

const navItem = link
  .extend({
    children: z.array(link).min(1).optional().describe('Links of the dropdown under this item'),
  })
  .strict();

/** The agency's facts, read by the page frame, the contact page and the structured data. */
export const siteSchema = z
  .object({
    name: z.string().min(1).describe("The agency's legal and display name"),
    wordmark: z.string().min(1).describe('The short brand word shown in the logo and the loading screen'),
    url: z.url().describe('The production origin, used for canonical URLs and the sitemap'),
    description: z.string().min(50).max(300).describe('Default meta description of the site'),
    foundingYear: z.number().int().min(1990).max(2100).describe('The year the agency was founded'),
    tagline: z.string().min(1).describe('The footer tagline'),
    email: z.email().describe('General enquiries address'),
    supportEmail: z.email().describe('Support address for existing clients'),
    phones: z
      .array(z.object({ label: z.string().min(1).describe('Office, e.g. "Kenya"'), number: z.string().regex(/^\+[\d ]+$/, 'must be international, e.g. "+61 3 9012 3456"') }).strict())
      .min(1)
      .describe('Office phone numbers'),
    address: z
      .object({
        street: z.string().min(1),
        locality: z.string().min(1),
        region: z.string().min(1),
        postalCode: z.string().min(1),
        country: z.string().min(1),
        countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2'),
        directionsUrl: z.url().describe("The 'Get Directions' link"),
        mapEmbedUrl: z.url().describe('The map embed, loaded only when the visitor asks for it'),
      })
      .strict()
      .describe('The Melbourne office address'),
    hours: z
      .array(
        z.union([
          z.object({ days: z.string().min(1), opens: z.string().min(1), closes: z.string().min(1) }).strict(),
          z.object({ days: z.string().min(1), closed: z.literal(true) }).strict(),
        ]),
      )
      .min(1)
      .describe('Business hours, one line per group of days'),
    social: z
      .array(
        z
          .object({
            network: z.enum(['instagram', 'twitter', 'linkedin', 'github', 'facebook']),
            label: z.string().min(1),
            url: z.url(),
          })
          .strict(),
      )
      .describe('Social profiles; each opens in a new tab'),
    clientPortalUrl: href.describe('Where the separate client portal signs clients in'),
    headerCta: link.describe("The header's call-to-action button"),
    nav: z.array(navItem).min(1).describe('The header menu, in order'),
    footerNav: z.array(z.object({ heading: z.string().min(1), links: z.array(link).min(1) }).strict()).describe('Footer link columns'),
    legalLinks: z.array(link).describe('Privacy and terms links in the footer'),
  })
  .strict();

export type Site = z.infer<typeof siteSchema>;

/** SPEC 4: the work filter's categories, in order; 'All' is the filter's own first button. */
export const WORK_CATEGORIES = ['Web Development', 'UI/UX Design', 'Branding', 'Mobile App', 'E-commerce', 'Digital Marketing', 'Podcast Management'] as const;

/** Alt text is required wherever an image is: a photo nobody can see must still say what it shows. */
export const imageSchema = z
  .object({
    src: z.string().refine((v) => v.startsWith('/') || v.startsWith('https://'), 'must be a site path or an https URL').describe('Image URL (stock host or a file in public/)'),
    alt: z.string().min(1, 'describe the image for people who cannot see it').describe('Alternative text'),
  })
  .strict();

/** A portfolio card on /work (SPEC 3: work item). The entry id is the URL slug: /work/{id}. */
export const workSchema = z
  .object({
    id: slug.describe('URL slug: the case study lives at /work/{id}'),
    name: z.string().min(1).describe('Project name shown on the card'),
    category: z.enum(WORK_CATEGORIES).describe('One of the work filter categories (SPEC 4)'),
    image: imageSchema.describe('Card image'),
    client: z.string().min(1).describe('Client name'),
    description: z.string().min(20).max(220).describe('One or two sentences for the card'),
    year: z.string().regex(/^\d{4}(-(\d{4}|Present))?$/, 'a year ("2024") or a span ("2022-Present")').describe('Year or span of the engagement'),
    link: href.optional().describe('Where the card leads when it is not a case study on this site (/work/{id})'),
    services: z.array(z.string().min(1)).default([]).describe('Service tags; the card shows three, then "+N more"'),
    featured: z.boolean().default(false).describe('Shown first on /work'),
  })
  .strict();
export type WorkItem = z.infer<typeof workSchema>;

/** An icon drawn by src/components/ui/Icon.astro; the names are listed in src/lib/icons.ts. */
const iconName = z.enum(ICON_NAMES).describe('An icon name from src/lib/icons.ts, e.g. "rocket"');

/** A short call to action closing a page: heading, one sentence and the button to /contact. */
const closingCtaSchema = z
  .object({
    title: z.string().min(1).max(80).describe('Heading of the closing call to action'),
    text: z.string().min(20).max(240).describe('One or two sentences under the heading'),
    label: z.string().min(1).max(40).describe('Text of the button that leads to /contact'),
  })
  .strict();

/** SPEC 3: challenge card (icon, title, description). */
const challengeSchema = z
  .object({
    icon: iconName,
    title: z.string().min(1).max(60).describe('Card heading'),
    description: z.string().min(20).max(260).describe('What the problem costs the visitor, in their words'),
  })
  .strict();

/** SPEC 3: solution card (title, description, features). */
const solutionSchema = z
  .object({
    icon: iconName,
    title: z.string().min(1).max(60).describe('Card heading'),
    description: z.string().min(20).max(260).describe('What we build or do'),
    features: z.array(z.string().min(1).max(80)).min(2).max(6).describe('Feature bullets, shown with check marks'),
  })
  .strict();

/** SPEC 3: case study card (title, description, image), plus the measured result it claims. */
const successStorySchema = z
  .object({
    title: z.string().min(1).max(80).describe('Card heading'),
    description: z.string().min(20).max(260).describe('What we did, for whom'),
    image: imageSchema.describe('Card image'),
    result: z.string().min(1).max(90).optional().describe('The outcome, highlighted on the card (e.g. "145% organic traffic growth")'),
  })
  .strict();

/**
 * An industry page (SPEC 2.13), one file per industry in content/industries/; the file name is
 * the URL slug: content/industries/healthcare.yaml → /industries/healthcare.
 */
export const industrySchema = z
  .object({
    name: z.string().min(1).max(40).describe('Page name, e.g. "Financial Services"; also the breadcrumb and the /industries card title'),
    order: z.number().int().min(1).describe('Position on /industries (1 first)'),
    icon: iconName,
    summary: z.string().min(40).max(200).describe('One sentence for the /industries card and the meta description'),
    hero: z
      .object({
        title: z.string().min(1).max(80).describe('The page headline (h1)'),
        description: z.string().min(40).max(300).describe('The paragraph under the headline'),
        image: imageSchema.describe('Hero image; the local fallback shows when it fails to load'),
      })
      .strict()
      .describe('The top of the page'),
    challengesIntro: z.string().min(20).max(240).describe('Sentence under the challenges heading'),
    challenges: z.array(challengeSchema).length(3).describe('Exactly three challenge cards'),
    solutionsIntro: z.string().min(20).max(240).describe('Sentence under the solutions heading'),
    solutions: z.array(solutionSchema).length(4).describe('Exactly four solution cards'),
    storiesIntro: z.string().min(20).max(240).describe('Sentence under the success stories heading'),
    stories: z.array(successStorySchema).length(3).describe("Exactly three success stories; each links to /work with 'View Case Study'"),
    cta: closingCtaSchema.describe('The closing call to action'),
  })
  .strict();
export type Industry = z.infer<typeof industrySchema>;

/** SPEC 3: process step of a case study (phase, description); numbered 01, 02 … on the page. */
const phaseSchema = z
  .object({
    phase: z.string().min(1).max(50).describe('Phase name, e.g. "Discovery & Research"'),
    description: z.string().min(20).max(260).describe('What happened in this phase'),
  })
  .strict();

/** SPEC 3: tool of a project, or service of a podcast project (icon, name, description). */
const iconCardSchema = z
  .object({
    icon: iconName,
    name: z.string().min(1).max(50).describe('Tool or service name'),
    description: z.string().min(20).max(260).describe('What it did for this client'),
  })
  .strict();

/** SPEC 3: gallery item (image, title, description); the carousel shows one at a time. */
const galleryItemSchema = z
  .object({
    image: imageSchema.describe('Screenshot or photo'),
    title: z.string().min(1).max(60).describe('Slide title'),
    description: z.string().min(20).max(260).describe('Slide description'),
  })
  .strict();

/** What both kinds of case study share; name, client and year come from the referenced work card. */
const caseStudyBase = {
  work: reference('work').describe("The portfolio card in content/work.json; its id must equal this file's name"),
  title: z.string().min(1).max(80).optional().describe("The headline, when it differs from the work card's name (e.g. a show's full title)"),
  description: z.string().min(80).max(420).describe('The paragraph under the headline'),
  image: imageSchema.describe('Hero image; the local fallback shows when it fails to load'),
  cta: closingCtaSchema.describe('The closing call to action'),
};

/** A web project (SPEC 2.14, the coffee case study). */
const projectCaseStudySchema = z
  .object({
    kind: z.literal('project').describe('A web or design project: gallery, tools and a live site'),
    ...caseStudyBase,
    liveWebsite: z.url({ protocol: /^https$/ }).describe("The client's live site ('View Live Website' opens it in a new tab)"),
    tools: z.array(iconCardSchema).min(2).max(8).describe("Tools Used in the hero and the 'Tools & Technologies' cards"),
    gallery: z.array(galleryItemSchema).min(2).max(8).describe("The 'Project Gallery' carousel slides"),
    process: z.array(phaseSchema).min(3).max(8).describe("The 'Design & Development Process' phases, in order"),
  })
  .strict();

/** A podcast the agency produces (SPEC 2.14, the three shows). */
const podcastCaseStudySchema = z
  .object({
    kind: z.literal('podcast').describe('A podcast production engagement'),
    ...caseStudyBase,
    host: z.string().min(1).max(80).describe("The show's host"),
    podcastLink: z.url({ protocol: /^https$/ }).optional().describe("The show's own page; when absent, 'Listen to Podcast' points to the platforms"),
    platforms: z
      .object({
        spotify: z.url({ protocol: /^https$/ }).describe('The show on Spotify (or a Spotify search for it)'),
        apple: z.url({ protocol: /^https$/ }).describe('The show on Apple Podcasts (or a search for it there)'),
        google: z.url({ protocol: /^https$/ }).describe('The show on Google (or a Google search for it)'),
      })
      .strict()
      .describe('Where to listen; each link opens in a new tab'),
    services: z.array(iconCardSchema).length(6).describe("The six 'Services Provided' cards"),
    achievements: z.array(z.string().min(10).max(160)).min(3).max(8).describe('The achievements grid, one line each'),
    process: z.array(phaseSchema).length(6).describe('The six production phases, in order'),
  })
  .strict();

/**
 * A case study at /work/{id} (SPEC 2.14), one file per project in content/case-studies/; `kind`
 * picks the template. The file name is the work card's id.
 */
export const caseStudySchema = z.discriminatedUnion('kind', [projectCaseStudySchema, podcastCaseStudySchema]);
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type ProjectCaseStudy = z.infer<typeof projectCaseStudySchema>;
export type PodcastCaseStudy = z.infer<typeof podcastCaseStudySchema>;

export const collections = {
  site: defineCollection({ loader: file('content/site.json'), schema: siteSchema }),
  work: defineCollection({ loader: file('content/work.json'), schema: workSchema }),
  industries: defineCollection({ loader: glob({ base: './content/industries', pattern: '**/*.yaml' }), schema: industrySchema }),
  caseStudies: defineCollection({ loader: glob({ base: './content/case-studies', pattern: '**/*.yaml' }), schema: caseStudySchema }),
};

/**
 * The content model: every collection editors change under `content/`, with its zod schema.
 * A wrong or missing field fails `astro build`/`astro check` with the file and the field named.
 */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

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

export const collections = {
  site: defineCollection({ loader: file('content/site.json'), schema: siteSchema }),
  work: defineCollection({ loader: file('content/work.json'), schema: workSchema }),
};

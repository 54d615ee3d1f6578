import { z } from 'astro/zod';
import { anyHref, link } from './shared';

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
    // Another system's URL: linked exactly as written (its form is not this site's to decide).
    clientPortalUrl: anyHref.describe('Where the separate client portal signs clients in'),
    headerCta: link.describe("The header's call-to-action button"),
    nav: z.array(navItem).min(1).describe('The header menu, in order'),
    footerNav: z.array(z.object({ heading: z.string().min(1), links: z.array(link).min(1) }).strict()).describe('Footer link columns'),
    legalLinks: z.array(link).describe('Privacy and terms links in the footer'),
  })
  .strict();

export type Site = z.infer<typeof siteSchema>;

import { z } from 'astro/zod';
import { anyHref, link, text } from './shared';
import { SOCIAL_NETWORKS } from '../lib/build/contact-info';
import { MAX_EXPIRY_DAYS } from '../lib/build/security-txt';

const navItem = link
  .extend({
    children: z.array(link).min(1).optional().describe('Links of the dropdown under this item'),
  })
  .strict();

const clock = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'must be a time like "9:00 AM"');
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like "#4338ca"');

/** Opening hours as people read them; src/lib/build/offices.ts turns them into schema.org's form. */
const hoursSchema = z
  .array(
    z.union([
      z
        .object({
          days: z.string().min(1).describe('"Monday to Friday", "Saturday", "Saturday and Sunday"'),
          opens: clock,
          closes: clock,
        })
        .strict(),
      z.object({ days: z.string().min(1), closed: z.literal(true) }).strict(),
    ]),
  )
  .min(1);

/** A postal address, as the contact page and the structured data show it. */
const officeAddress = z
  .object({
    street: z.string().min(1).describe('Street and building, e.g. "Level 5, 120 High Street"'),
    locality: z.string().min(1).describe('City'),
    region: z.string().min(1).describe('State or county'),
    postalCode: z.string().min(1),
    country: z.string().min(1),
    countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2'),
  })
  .strict();

/** A social network the site has an icon for. */
const socialNetwork = z.enum(SOCIAL_NETWORKS);

/** The agency's facts, read by the page frame, the contact page and the structured data. */
export const siteSchema = z
  .object({
    name: z.string().min(1).describe("The agency's legal and display name"),
    wordmark: z.string().min(1).describe('The short brand word shown in the logo and the loading screen'),
    brand: z
      .object({
        primary: hexColour.describe(
          "The brand colour of the app icon's ground, the web app manifest and the social cards (buttons and the mark keep the site's stylesheet colours)",
        ),
        ink: hexColour.describe('The dark ground of the social cards and the dark theme'),
        paper: hexColour.describe('The light ground (the light theme)'),
        accent: hexColour.describe("The second colour, used sparingly (the social cards' section label)"),
        muted: hexColour.describe('Secondary text on the dark ground'),
      })
      .strict()
      .describe('The brand colours the build uses outside the CSS: social cards, the web app manifest, theme-color'),
    url: z.url().describe('The production origin, used for canonical URLs and the sitemap'),
    description: z.string().min(50).max(300).describe('Default meta description of the site'),
    foundingYear: z.number().int().min(1990).max(2100).describe('The year the agency was founded'),
    tagline: z.string().min(1).describe('The footer tagline'),
    lastUpdated: text("Before the date on the privacy, terms, careers and accessibility pages ('Last updated')"),
    copyright: text("What the footer says after '© year name.' ('All rights reserved.')"),
    email: z.email().describe('General enquiries address'),
    supportEmail: z.email().describe('Support address for existing clients'),
    phones: z
      .array(
        z
          .object({
            label: z.string().min(1).describe('The office or country it reaches, e.g. "Kenya"'),
            number: z.string().regex(/^\+[\d ]+$/, 'must be international, e.g. "+61 3 9012 3456"'),
          })
          .strict(),
      )
      .min(1)
      .describe('Office phone numbers'),
    address: officeAddress
      .extend({
        directionsUrl: z.url().describe("The 'Get Directions' link"),
        mapEmbedUrl: z.url().describe('The map embed, loaded only when the visitor asks for it'),
      })
      .strict()
      .describe('The address the contact page shows with directions and the map'),
    hours: hoursSchema.describe('Business hours, one line per group of days'),
    offices: z
      .array(
        z
          .object({
            city: z.string().min(1).describe("The office's city, as search results name it"),
            phone: z.string().min(1).describe('The label of its number in `phones`, e.g. "Kenya"'),
            address: officeAddress
              .optional()
              .describe("Its address; omit for the office whose address is `address` above (the contact page's)"),
            geo: z
              .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
              .strict()
              .optional()
              .describe('Where it is on a map, in decimal degrees'),
            hours: hoursSchema.optional().describe('Its opening hours; omit to use `hours` above'),
          })
          .strict(),
      )
      .min(1)
      .describe('The offices search engines show (structured data: one ProfessionalService each)'),
    social: z
      .array(
        z
          .object({
            network: socialNetwork,
            label: z.string().min(1),
            url: z.url(),
          })
          .strict(),
      )
      .describe('Social profiles; each opens in a new tab'),
    footerSocial: z.array(socialNetwork).min(1).describe('The profiles the footer shows, in order'),
    contactSocial: z
      .array(socialNetwork)
      .min(1)
      .describe("The profiles the contact page's 'Follow Us' shows, in order"),
    // Another system's URL: linked exactly as written (its form is not this site's to decide).
    clientPortalUrl: anyHref.describe('Where the separate client portal signs clients in'),
    headerCta: link.describe("The header's call-to-action button"),
    nav: z.array(navItem).min(1).describe('The header menu, in order'),
    footerNav: z
      .array(z.object({ heading: z.string().min(1), links: z.array(link).min(1) }).strict())
      .describe('Footer link columns'),
    legalLinks: z.array(link).describe('The small links at the foot of every page: privacy, terms, accessibility'),
    securityTxt: z
      .object({
        contacts: z
          .array(
            z
              .string()
              .regex(
                /^(mailto:[^\s@]+@[^\s@]+\.[^\s@]+|https:\/\/\S+|tel:\+[\d-]+)$/,
                'must be "mailto:" and an e-mail address, an "https://" page or "tel:" and an international number',
              ),
          )
          .min(1)
          .describe(
            'Where to report a security problem, the preferred first: "mailto:security@example.com", an "https://" page (a form) or "tel:+61390123456"',
          ),
        expiresInDays: z
          .number()
          .int()
          .min(1)
          .max(MAX_EXPIRY_DAYS)
          .describe(
            'The file says it expires this many days after each build (at most 365): rebuild the site at least this often',
          ),
        preferredLanguages: z
          .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag, e.g. "en" or "sw"'))
          .min(1)
          .describe('The languages reports may be written in, e.g. "en"'),
        policy: z
          .string()
          .regex(/^https:\/\/\S+$/, 'must be an "https://" address')
          .optional()
          .describe(
            'The address of the security policy (what researchers may test, how reports are handled), if there is one',
          ),
      })
      .strict()
      .describe('The file security researchers look for at /.well-known/security.txt: how to report a vulnerability'),
  })
  .strict();

export type Site = z.infer<typeof siteSchema>;

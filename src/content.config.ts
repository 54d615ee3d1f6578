/**
 * The content model: every collection editors change under `content/`, with its zod schema.
 * A wrong or missing field fails `astro build`/`astro check` with the file and the field named.
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ICON_NAMES } from './lib/icons';
import { SERVICE_COLORS } from './lib/services';
import { siteLink } from './lib/urls';

/** A site-relative path ("/about") or an absolute http(s) URL, as an editor writes it. */
const anyHref = z.string().refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), {
  message: 'must start with "/" (a page of this site) or "http(s)://" (another site)',
});

/**
 * A link: editors may write a page as "/about" or "/about/"; the site always links the served form
 * "/about/", and a redirect alias as its target (src/lib/urls.ts `siteLink`), so no click pays a
 * redirect.
 */
const href = anyHref
  .transform(siteLink)
  .describe('A path on this site ("/about", linked as "/about/") or a full URL');

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
const clock = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'must be a time like "9:00 AM"');
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like "#4338ca"');

/** Opening hours as people read them; src/lib/offices.ts turns them into schema.org's form. */
const hoursSchema = z
  .array(
    z.union([
      z.object({ days: z.string().min(1).describe('"Monday to Friday", "Saturday", "Saturday and Sunday"'), opens: clock, closes: clock }).strict(),
      z.object({ days: z.string().min(1), closed: z.literal(true) }).strict(),
    ]),
  )
  .min(1);

/** A postal address, as the contact page and the structured data show it. */
const officeAddress = z
  .object({
    street: z.string().min(1).describe('Street and building, e.g. "Level 5, 120 Collins Street"'),
    locality: z.string().min(1).describe('City'),
    region: z.string().min(1).describe('State or county'),
    postalCode: z.string().min(1),
    country: z.string().min(1),
    countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2'),
  })
  .strict();

export const siteSchema = z
  .object({
    name: z.string().min(1).describe("The agency's legal and display name"),
    wordmark: z.string().min(1).describe('The short brand word shown in the logo and the loading screen'),
    brand: z
      .object({
        primary: hexColour.describe('The brand colour: the mark, buttons, the social cards\' accent'),
        ink: hexColour.describe('The dark ground of the social cards and the dark theme'),
        paper: hexColour.describe('The light ground (the light theme)'),
        accent: hexColour.describe('The second colour, used sparingly (the social cards\' section label)'),
        muted: hexColour.describe('Secondary text on the dark ground'),
      })
      .strict()
      .describe('The brand colours the build uses outside the CSS: social cards, the web app manifest, theme-color'),
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
    address: officeAddress
      .extend({
        directionsUrl: z.url().describe("The 'Get Directions' link"),
        mapEmbedUrl: z.url().describe('The map embed, loaded only when the visitor asks for it'),
      })
      .strict()
      .describe('The Melbourne office address'),
    hours: hoursSchema.describe('Business hours, one line per group of days'),
    offices: z
      .array(
        z
          .object({
            city: z.string().min(1).describe('The office\'s city, e.g. "Nairobi"; names it in search results'),
            phone: z.string().min(1).describe('The label of its number in `phones`, e.g. "Kenya"'),
            address: officeAddress.optional().describe('Its address; omit for the office whose address is `address` above (the contact page\'s)'),
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

/* ---------- Shared shapes of the page content (home, about, process, services) ---------- */

const icon = z.enum(ICON_NAMES).describe('An icon name from src/lib/icons.ts');
const text = (what: string) => z.string().min(1).describe(what);

/** A stat tile: a figure and what it counts ("15+" / "Projects Completed"). */
const stat = z
  .object({
    value: z.string().regex(/^[\d.,]+(%|\+|x|\/\d+)?$/, 'a figure such as "15+", "98%", "2x" or "4.9/5"').describe('The figure, as shown'),
    label: text('What the figure counts, shown under it'),
  })
  .strict();

/** A titled section's heading copy. */
const sectionCopy = {
  eyebrow: z.string().min(1).optional().describe('A short label above the heading'),
  title: text("The section's heading (an h2)"),
  intro: z.string().min(1).optional().describe('A sentence or two under the heading'),
};

/** A process step (SPEC 3): its two-digit number comes from its position. */
const step = z
  .object({
    title: text('Step name'),
    description: z.string().min(20).describe('What happens in this step'),
    details: z.array(z.string().min(1)).optional().describe('Optional bullet list of activities or deliverables'),
  })
  .strict();

/** A closing call to action leading to the contact page. */
const ctaCopy = z
  .object({
    title: text('Heading of the call-to-action block'),
    text: text('A sentence under the heading'),
    actions: z.array(link).min(1).max(3).describe('Buttons, the first one primary'),
  })
  .strict();

const seo = z
  .object({
    title: z.string().min(2).max(60).describe('The <title> (the agency name is added)'),
    description: z.string().min(50).max(170).describe('Meta description for search results'),
  })
  .strict();

/* ---------- Lists ---------- */

/** Stat groups (SPEC 9: home 2+/15+/5+/1, process 98%/2x/35%/15+, services 150%/200%/85%/4.9/5). */
export const statsSchema = z
  .object({
    slug: slug.describe('Id of the group, referenced by the page that shows it'),
    items: z.array(stat).min(1).max(8).describe('The tiles, in order'),
  })
  .strict();

/** The row of client names in the home page's closing call to action (SPEC 2.4). */
export const clientSchema = z
  .object({
    slug: slug.describe('Id of the entry'),
    order: z.number().int().min(1).describe('Position in the list (1 first)'),
    name: text("The client's name as shown"),
  })
  .strict();

/** About page timeline (SPEC 3: timeline entry). */
export const timelineSchema = z
  .object({
    slug: slug.describe('Id of the entry'),
    year: z.number().int().min(2000).max(2100).describe('The year of the milestone'),
    month: z.number().int().min(1).max(12).describe('The month (1-12); orders milestones within a year, not shown'),
    title: text('The milestone in a few words'),
    description: z.string().min(20).describe('What happened'),
  })
  .strict();

/** About page values (SPEC 2.6: Innovation, Excellence, Collaboration, Integrity). */
export const valueSchema = z
  .object({
    slug: slug.describe('Id of the entry'),
    order: z.number().int().min(1).describe('Position in the list (1 first)'),
    title: text('The value'),
    description: z.string().min(20).describe('What it means in practice'),
    icon,
  })
  .strict();

/** About page team (SPEC 3: team member). */
export const teamMemberSchema = z
  .object({
    slug: slug.describe('Id of the entry'),
    order: z.number().int().min(1).describe('Position in the list (1 first)'),
    name: text('Full name'),
    role: text('Role at the agency'),
    location: text('The office they work from'),
    image: imageSchema.describe('Portrait'),
    bio: z.string().min(40).max(600).describe('A short biography'),
  })
  .strict();

/** Numbered processes shown on several pages (SPEC 2.7 and 2.8). */
export const processSchema = z
  .object({
    slug: slug.describe('Id of the process, referenced by the page that shows it'),
    steps: z.array(step).min(3).max(8).describe('The steps, in order; numbered 01, 02…'),
  })
  .strict();

/* ---------- Services: one markdown file per service page (/services/{file name}) ---------- */

/** A podcast card on the podcast-management page (SPEC 3: podcast card). */
const podcastCard = z
  .object({
    title: text('Show name'),
    description: z.string().min(20).max(240).describe('One or two sentences about the show'),
    image: imageSchema.describe('Cover image (the SPEC\'s imageUrl)'),
    podcastLink: z.url().optional().describe("'Listen to Podcast' link; opens in a new tab; no link, no button"),
    episodeLink: z.url().optional().describe("'Example Episode' link; opens in a new tab; no link, no button"),
    caseStudy: reference('work').optional().describe('The work item telling the full story, if there is one'),
  })
  .strict();

/** One offering listed on a service page (consulting's areas carry five bullets each). */
const offering = z
  .object({
    title: text('Name of the offering'),
    description: z.string().min(20).describe('What the client gets'),
    icon,
    features: z.array(z.string().min(1)).max(6).optional().describe('Bullet points under the description'),
  })
  .strict();

export const serviceSchema = z
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
      .describe('The service card (SPEC 3); it links to /services/{file name}'),
    hero: z
      .object({
        eyebrow: text('The badge above the headline'),
        title: text('The headline (h1)'),
        description: z.string().min(40).describe('The sentence under the headline'),
        action: link.describe('The hero button, e.g. "Get Started" to /contact'),
        image: imageSchema.describe('The hero image, loaded eagerly'),
      })
      .strict(),
    offerings: z
      .object({ ...sectionCopy, items: z.array(offering).min(3).max(8).describe('The services of this page') })
      .strict()
      .describe('The list of services (or consulting areas)'),
    technologies: z
      .object({ ...sectionCopy, items: z.array(z.string().min(1)).min(1).describe('Technology names, as shown') })
      .strict()
      .optional()
      .describe('A technology list (web development)'),
    process: z.object({ ...sectionCopy, steps: z.array(step).min(3).max(6).describe('The steps, numbered 01, 02…') }).strict(),
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
export type Service = z.infer<typeof serviceSchema>;

/* ---------- Markdown pages rendered by one template: /privacy, /terms, /careers ---------- */

export const pageSchema = z
  .object({
    title: text('The page heading (h1) and <title>'),
    section: text('The kind of page its social card names above the title, e.g. "Legal" or "Careers"'),
    description: z.string().min(50).max(170).describe('Meta description and the sentence under the heading'),
    updated: z.coerce.date().describe('Last updated, shown on the page (YYYY-MM-DD)'),
  })
  .strict();

/* ---------- Page copy: one entry per page ---------- */

export const homeSchema = z
  .object({
    seo,
    hero: z
      .object({
        badge: text('The badge above the headline'),
        title: text('The headline (h1)'),
        description: z.string().min(40).describe('The sentence under the headline'),
        actions: z.array(link).min(1).max(2).describe('Hero buttons, primary first'),
        image: imageSchema.describe('The hero image, loaded eagerly'),
      })
      .strict(),
    about: z
      .object({
        ...sectionCopy,
        text: z.string().min(40).describe('The paragraph under the heading'),
        stats: reference('stats').describe('The stat group shown as four tiles'),
        claims: z.array(z.string().min(1)).length(4).describe('The four bullet claims'),
        action: link.describe("The 'Learn more about us' link"),
        image: imageSchema.describe('The image beside the text'),
      })
      .strict(),
    services: z
      .object({
        ...sectionCopy,
        items: z.array(reference('services')).min(1).max(6).describe('The service cards shown, in order'),
        action: link.describe("The 'View All Services' button"),
      })
      .strict(),
    featuredWork: z
      .object({
        ...sectionCopy,
        project: reference('work').describe('The featured work item: title, category, image, year and link come from it'),
        summary: z.string().min(40).describe('What the project delivered, in a sentence or two'),
        tools: z
          .array(z.object({ name: text('Tool name'), icon }).strict())
          .min(1)
          .max(8)
          .describe('The tools used (name and icon)'),
        action: link.describe("The 'View All Work' button"),
      })
      .strict(),
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

export const aboutSchema = z
  .object({
    seo,
    hero: z.object({ eyebrow: text('Badge above the headline'), title: text('The headline (h1)'), description: z.string().min(40).describe('The sentence under the headline'), image: imageSchema.describe('The hero image') }).strict(),
    story: z.object({ ...sectionCopy, paragraphs: z.array(z.string().min(40)).min(1).describe("The founders' story"), image: imageSchema.describe('The image beside the story') }).strict(),
    timeline: z.object(sectionCopy).strict().describe('Heading of the timeline (entries: content/timeline.json)'),
    values: z.object(sectionCopy).strict().describe('Heading of the values (entries: content/values.json)'),
    team: z.object(sectionCopy).strict().describe('Heading of the team (entries: content/team.json)'),
    apart: z
      .object({ ...sectionCopy, points: z.array(z.object({ title: text('The point'), description: z.string().min(20).describe('Why it matters') }).strict()).length(5).describe('The five points') })
      .strict()
      .describe("The 'What Sets Us Apart' list"),
    cta: ctaCopy,
  })
  .strict();

export const processPageSchema = z
  .object({
    seo,
    hero: z.object({ eyebrow: text('Badge above the headline'), title: text('The headline (h1)'), description: z.string().min(40).describe('The sentence under the headline'), actions: z.array(link).min(1).max(2).describe('Hero buttons') }).strict(),
    steps: z.object({ ...sectionCopy, process: reference('processes').describe('The process whose steps are shown') }).strict(),
    results: z.object({ ...sectionCopy, stats: reference('stats').describe('The stat group shown') }).strict(),
    cta: ctaCopy,
  })
  .strict();

export const servicesPageSchema = z
  .object({
    seo,
    hero: z.object({ eyebrow: text('Badge above the headline'), title: text('The headline (h1)'), description: z.string().min(40).describe('The sentence under the headline') }).strict(),
    list: z.object({ ...sectionCopy, linkLabel: text("Each card's link text ('Learn more')") }).strict().describe('The service cards (entries: content/services/)'),
    approach: z.object({ ...sectionCopy, process: reference('processes').describe('The process whose steps are shown') }).strict(),
    results: z.object({ ...sectionCopy, stats: reference('stats').describe('The stat group shown') }).strict(),
    cta: ctaCopy,
  })
  .strict();
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

/** One FAQ question (SPEC 3). The id is the anchor of links to it: /faq#{id}. */
export const faqSchema = z
  .object({
    id: slug.describe('Stable anchor of the question: /faq#{id}; keep it when rewording the question'),
    question: z.string().min(5).max(200).describe('The question, as a visitor would ask it'),
    answer: z.string().min(20).max(1000).describe('The answer, plain text, one short paragraph'),
  })
  .strict();

/** Where a group of questions is shown; each page shows its groups by `order`. */
export const FAQ_PAGES = ['home', 'faq', 'contact'] as const;

/** A group of FAQ questions: a category on /faq, the home block or the contact page's cards. */
export const faqGroupSchema = z
  .object({
    id: slug.describe('Group id, e.g. "pricing-contracts"'),
    page: z.enum(FAQ_PAGES).describe('The page that shows this group'),
    order: z.number().int().min(1).describe('Position among the groups of its page, 1 first'),
    title: z.string().min(1).describe('The category heading (on /faq) or the section title'),
    questions: z.array(reference('faq')).min(1).describe('Ids of the questions in content/faq.json, in display order'),
  })
  .strict();

/** A client's words on /work (SPEC 3: testimonial). */
export const testimonialSchema = z
  .object({
    id: slug.describe('Testimonial id'),
    order: z.number().int().min(1).describe('Position on the page, 1 first'),
    quote: z.string().min(20).max(400).describe("The client's words, without quotation marks"),
    author: z.string().min(1).describe('Who said it'),
    position: z.string().min(1).describe('Their role and company, e.g. "Founder, Dealer Playbook"'),
    image: imageSchema.describe('Portrait of the author'),
    work: reference('work').optional().describe('The project it is about (an id in content/work.json)'),
  })
  .strict();

export const collections = {
  site: defineCollection({ loader: file('content/site.json'), schema: siteSchema }),
  work: defineCollection({ loader: file('content/work.json'), schema: workSchema }),
  services: defineCollection({ loader: glob({ base: './content/services', pattern: '**/*.md' }), schema: serviceSchema }),
  pages: defineCollection({ loader: glob({ base: './content/pages', pattern: '**/*.md' }), schema: pageSchema }),
  stats: defineCollection({ loader: file('content/stats.json'), schema: statsSchema }),
  clients: defineCollection({ loader: file('content/clients.json'), schema: clientSchema }),
  timeline: defineCollection({ loader: file('content/timeline.json'), schema: timelineSchema }),
  values: defineCollection({ loader: file('content/values.json'), schema: valueSchema }),
  team: defineCollection({ loader: file('content/team.json'), schema: teamMemberSchema }),
  processes: defineCollection({ loader: file('content/processes.json'), schema: processSchema }),
  // Page copy: each file holds one object keyed by the page's entry id (like content/site.json).
  home: defineCollection({ loader: file('content/home.json'), schema: homeSchema }),
  about: defineCollection({ loader: file('content/about.json'), schema: aboutSchema }),
  processPage: defineCollection({ loader: file('content/process-page.json'), schema: processPageSchema }),
  servicesPage: defineCollection({ loader: file('content/services-page.json'), schema: servicesPageSchema }),
  industries: defineCollection({ loader: glob({ base: './content/industries', pattern: '**/*.yaml' }), schema: industrySchema }),
  caseStudies: defineCollection({ loader: glob({ base: './content/case-studies', pattern: '**/*.yaml' }), schema: caseStudySchema }),
  faq: defineCollection({ loader: file('content/faq.json'), schema: faqSchema }),
  faqGroups: defineCollection({ loader: file('content/faq-groups.json'), schema: faqGroupSchema }),
  testimonials: defineCollection({ loader: file('content/testimonials.json'), schema: testimonialSchema }),
};

/**
 * The copy of the pages built around a list (work, FAQ, contact, industries) and of the not-found
 * page: their title, description, hero and headings. The lists are collections of their own.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { ctaCopy, heroSchema, link, sectionCopy, seo, text } from './shared';

/** A section's heading copy; {{name}} in its intro stands for the case study's name. */
const studySection = (what: string) =>
  z
    .object({
      eyebrow: text('A short label above the heading'),
      title: text("The section's heading"),
      intro: text('A sentence under the heading; {{name}} stands for the project or show'),
    })
    .strict()
    .describe(what);

/** The words every case study page shares; each study's own facts are in content/case-studies/. */
const caseStudiesCopy = z
  .object({
    backLabel: text("The button back to /work ('Back to Work')"),
    liveWebsiteLabel: text("A project's button to its live website ('View Live Website')"),
    listenLabel: text("The button to a show's own page, and the heading of its platforms ('Listen to Podcast')"),
    alsoOn: text("Under the show's button, before its platforms; {{name}} stands for the show"),
    availableOn: text('Before the platforms of a show without a page of its own; {{name}} stands for the show'),
    readLabel: text("The link to a case study from elsewhere ('Read the case study')"),
    readNamed: text(
      "A testimonial's link to its case study, as screen readers name it; {{name}} stands for the project",
    ),
    testimonialLink: text("A testimonial's link to its case study, as shown ('Case study')"),
    episodeLabel: text("A show's button to one example episode, on the podcast service page ('Example Episode')"),
    pageTitle: text("A case study page's title in the browser tab; {{name}} stands for the project or show"),
    facts: z
      .object({
        client: text("The client's label"),
        year: text("The year's label"),
        tools: text("The tools' label"),
        host: text("A show's host's label"),
        timeline: text("A show's years' label"),
      })
      .strict()
      .describe('The labels of the facts beside the headline'),
    project: z
      .object({
        gallery: studySection("The project's screenshots carousel"),
        process: studySection('How the project was built, phase by phase'),
        tools: studySection("The project's tools and technologies"),
      })
      .strict()
      .describe("The sections of a web project's case study"),
    podcast: z
      .object({
        services: studySection('What the agency does for the show'),
        achievements: studySection("The show's results"),
        process: studySection('How each episode is produced'),
      })
      .strict()
      .describe("The sections of a podcast's case study"),
  })
  .strict()
  .describe('The headings, labels and links every case study page shares (/work/…)');

export type CaseStudiesCopy = z.output<typeof caseStudiesCopy>;

/** The /work page's copy (content/work-page.json). */
export const workPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      caseStudies: caseStudiesCopy,
      filter: z
        .object({
          emptyTitle: text('The heading in place of the cards when a category has none'),
          emptyText: text('The sentence under it'),
          showingAll: text(
            'What a screen reader hears when every project shows; {{count}} is the number, {{projects}} the word below that fits it',
          ),
          showingSome: text(
            'What a screen reader hears after a category is picked; {{count}}, {{projects}} and {{category}} are filled in',
          ),
          showingNone: text('What a screen reader hears when a category has none; {{category}} is filled in'),
          project: text("The word for one project ('project')"),
          projects: text("The word for more than one ('projects')"),
        })
        .strict()
        .describe('What the category filter over the cards says'),
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
      search: z
        .object({
          placeholder: text('The grey hint inside the empty search box'),
          emptyTitle: text('The heading in place of the questions when nothing matches'),
          emptyText: text('The sentence under it'),
          clear: text('The button under it that empties the search'),
          showingAll: text(
            'What a screen reader hears when the search is emptied; {{count}} is the number of questions',
          ),
          showingSome: text(
            'What a screen reader hears after typing; {{count}} is the number, {{match}} the words below that fit it, {{query}} what was typed',
          ),
          showingNone: text('What a screen reader hears when nothing matches'),
          matchesOne: text("{{match}} for one question ('question matches')"),
          matchesMany: text("{{match}} for more than one ('questions match')"),
        })
        .strict()
        .describe('What the search over the questions says'),
      cta: ctaCopy.describe("The 'Still Have Questions?' block"),
    })
    .strict();

/** A sentence that must hold one `{{key}}`, where the site puts a fact or a link (a pattern, so the studios check it too). */
const withPlaceholder = (key: string, what: string) =>
  z
    .string()
    .regex(
      new RegExp(`^(?:(?!\\{\\{${key}\\}\\})[\\s\\S])*\\{\\{${key}\\}\\}(?:(?!\\{\\{${key}\\}\\})[\\s\\S])*$`),
      `must hold {{${key}}} once, ${what}`,
    );

/**
 * What the contact form says as the visitor uses it: its button, its note, the panel after a
 * message is sent, and the toasts (the thanks, the network error, a refusal for sending too much).
 */
const contactFormCopy = z
  .object({
    title: text('Heading above the form'),
    intro: text('The sentence under it'),
    fields: z
      .object({
        name: text("The name field's label ('Full Name')"),
        email: text("The e-mail field's label ('Email Address')"),
        phone: text("The phone field's label ('Phone')"),
        budget: text("The budget list's label ('Budget Range')"),
        subject: text("The subject field's label ('Subject')"),
        message: text("The message field's label ('Message')"),
        website: text('The label of a field hidden from people, filled only by spam robots'),
      })
      .strict()
      .describe("The form's field labels"),
    send: text("The send button ('Send Message')"),
    sending: text("The send button while the message goes ('Sending...')"),
    note: withPlaceholder('privacy', 'where the link to the privacy policy goes').describe(
      'The line beside the send button; {{privacy}} is the link below',
    ),
    privacyLink: link.describe('The link in the line beside the send button'),
    blankField: text('What a required field holding only spaces says (like an empty one)'),
    noscript: withPlaceholder('email', "where the agency's e-mail address goes").describe(
      "Shown instead of the form when the browser runs no JavaScript; {{email}} is the agency's address, {{phone}} its first phone number",
    ),
    sent: z
      .object({
        title: text('The heading once the message is sent'),
        text: text('The sentence under it'),
        again: text("The button that empties the form for another message ('Send Another Message')"),
      })
      .strict()
      .describe('The panel that replaces the form once the message is sent'),
    toasts: z
      .object({
        sent: text('The toast once the message is sent'),
        failed: text('The toast when the message could not be sent (no connection, a server error)'),
        tooManyFromSender: withPlaceholder('email', "where the agency's e-mail address goes").describe(
          "The toast when this e-mail address sent several messages in a short time: ask them to wait; {{email}} is the agency's address",
        ),
        tooManyFromNetwork: withPlaceholder('email', "where the agency's e-mail address goes").describe(
          "The toast when many messages came from the visitor's network (not necessarily from them): ask them to wait; {{email}} is the agency's address",
        ),
        tooManyForSite: withPlaceholder('email', "where the agency's e-mail address goes").describe(
          "The toast when the site receives more messages than it takes: ask them to wait; {{email}} is the agency's address",
        ),
      })
      .strict()
      .describe('The short messages that pop up after the send button is pressed'),
  })
  .strict();

export type ContactFormCopy = z.output<typeof contactFormCopy>;

/** The /contact page's copy (content/contact-page.json); the facts shown are in content/site.json. */
export const contactPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      form: contactFormCopy,
      info: z
        .object({
          title: text("The panel's heading ('Contact Information')"),
          email: text("The e-mail addresses' heading ('Email')"),
          general: text('The label before the general address (a colon follows)'),
          support: text('The label before the support address (a colon follows)'),
          phone: text("The phone numbers' heading ('Phone')"),
          office: text("The address's heading ('Office')"),
          directions: text("The link to directions under the address ('Get Directions')"),
          hours: text("The opening hours' heading ('Business Hours')"),
          social: text("The social profiles' heading ('Follow Us')"),
        })
        .strict()
        .describe('The contact details panel beside the form (the facts are in the site facts)'),
      location: z
        .object({
          ...sectionCopy,
          intro: z
            .string()
            .min(1)
            .describe('The sentence under the heading; {{address}} stands for the office address of the site facts'),
          mapNote: text('The sentence in place of the map until the visitor asks for it (why it waits)'),
          mapTitle: z
            .string()
            .min(1)
            .describe("The map's name for screen readers; {{address}} stands for the office address"),
          showMap: text("The button that loads the map ('Show Map')"),
          directions: text("The link to directions beside it ('Get Directions')"),
        })
        .strict()
        .describe("The 'Our Location' section with the map"),
      faq: z
        .object({ eyebrow: text('A short label above the heading'), intro: text('A sentence under the heading') })
        .strict()
        .describe('The question cards (their heading is the FAQ group title)'),
    })
    .strict();

export type ContactPageCopy = z.output<ReturnType<typeof contactPageSchema>>;

/** The /industries page's copy, and the headings every industry page shares (content/industries-page.json). */
export const industriesPageSchema = (ctx: SchemaContext) =>
  z
    .object({
      seo,
      hero: heroSchema(ctx),
      cardLinkLabel: text("The words at the foot of each industry card, after its summary ('Explore solutions')"),
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

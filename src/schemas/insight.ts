/**
 * Insights: the articles the agency's editors write (content/insights/{file name}.md, the file name
 * its address /insights/{file name}/), the tags they choose from (content/insight-tags/) and the
 * words the section's pages share (content/insights-page.json). An article is published when it is
 * not a draft and its date has come (src/lib/build/insights.ts); until one is, the section does not exist.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { seo, slug, text } from './shared';

/** A tag an article may carry: the list editors keep, so a typo never makes a new tag. */
export const insightTagSchema = z
  .object({
    slug: slug.describe('Id of the tag and its file name; its page is /insights/tags/{slug}/'),
    name: z.string().min(1).max(40).describe('The tag as readers see it, e.g. "Web development"'),
    description: z
      .string()
      .min(50)
      .max(160)
      .describe("The tag page's description, for search results and link previews (50 to 160 characters)"),
  })
  .strict();

/** One article: its facts in the front matter, its text in the markdown below them. */
export const insightSchema = (ctx: SchemaContext) =>
  z
    .object({
      title: z
        .string()
        .min(1)
        .max(90)
        .describe('The headline (h1), the title in search results and on the social card'),
      description: z
        .string()
        .min(50)
        .max(160)
        .describe('One or two sentences for search results, the listing and link previews (50 to 160 characters)'),
      published: z.coerce
        .date()
        .describe(
          'The day the article appears (YYYY-MM-DD): a day still to come keeps it off the site until a build on or after that day',
        ),
      updated: z.coerce
        .date()
        .optional()
        .describe('The day of the last change worth telling readers about (YYYY-MM-DD); leave empty if none'),
      author: ctx
        .reference('team')
        .describe('Who wrote it: a member of the team (content/team/), shown with role and photo'),
      tags: z
        .array(ctx.reference('insightTags'))
        .min(1)
        .max(5)
        .describe('One to five tags from the list (content/insight-tags/); related articles share tags'),
      cover: z
        .object({
          file: ctx
            .image()
            .describe(
              'A picture from your computer, kept in content/images/; the build makes small AVIF and WebP copies',
            ),
          alt: z
            .string()
            .min(1, 'describe the image for people who cannot see it')
            .describe('Alternative text: what the picture shows, for people who cannot see it'),
        })
        .strict()
        .optional()
        .describe('A picture at the top of the article and in link previews (optional)'),
      draft: z
        .boolean()
        .default(false)
        .describe('A draft is never on the site, whatever its date; untick it to publish'),
    })
    .strict();
export type Insight = z.output<ReturnType<typeof insightSchema>>;

/** The words every page of the section shares, and the section's place in the menus and on the home page. */
export const insightsPageSchema = z
  .object({
    seo,
    title: text('The heading (h1) of /insights/'),
    intro: z.string().min(20).max(300).describe('The sentence or two under the heading'),
    navLabel: z
      .string()
      .min(1)
      .max(20)
      .describe('The link in the header menu (after Work) and the footer, shown once an article is published'),
    pageLabel: text('Page {{number}} of the listing, in its title and breadcrumb; {{number}} stands for the number'),
    tagTitle: text("A tag page's heading; {{tag}} stands for the tag's name"),
    home: z
      .object({
        eyebrow: z.string().min(1).optional().describe('A short label above the heading'),
        title: text("The section's heading (an h2)"),
        intro: z.string().min(1).optional().describe('A sentence or two under the heading'),
        linkLabel: text('The link to /insights/ under the three newest articles'),
      })
      .strict()
      .describe("The home page's newest three articles, shown once an article is published"),
    labels: z
      .object({
        published: text("Before the article's date ('Published')"),
        updated: text("Before the date of its last change ('Updated')"),
        readingTime: text("The reading time; {{minutes}} stands for the number ('{{minutes}} min read')"),
        tags: text("The heading of an article's tags ('Tags')"),
        related: text("The heading of the three related articles ('Related articles')"),
        previous: text("The link to the older article ('Previous article')"),
        next: text("The link to the newer article ('Next article')"),
        newer: text("The listing's link to the page of newer articles ('Newer articles')"),
        older: text("The listing's link to the page of older articles ('Older articles')"),
        pages: text("The listing's page links, as screen readers name them ('Pages')"),
      })
      .strict()
      .describe('The words around every article and list'),
  })
  .strict();
export type InsightsCopy = z.output<typeof insightsPageSchema>;

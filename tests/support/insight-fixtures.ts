// A set of articles for the tests that build the Insights section (none ships: content/insights/
// holds no article). Written into a copy of the project: fifteen articles by the two first members
// of content/team/, five tags of their own, one dated after the build's date, one draft, one with
// every markdown element, one with a cover, one of about 3,000 words; thirteen published, so the
// listing has two pages.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The day the fixture build is "as of": every article but FUTURE is dated on or before it. */
export const FIXTURE_BUILD_DATE = '2027-06-01';

/** The tags the fixture brings (content/insight-tags/{slug}.json). */
export const FIXTURE_TAGS = {
  accessibility: 'Accessibility',
  performance: 'Performance',
  seo: 'Search',
  'content-strategy': 'Content strategy',
  ecommerce: 'E-commerce',
} as const;
type Tag = keyof typeof FIXTURE_TAGS;

export interface FixtureArticle {
  id: string;
  title: string;
  published: string;
  updated?: string;
  tags: Tag[];
  author: 0 | 1;
  draft?: boolean;
  cover?: boolean;
  body: string;
}

/** The article dated after FIXTURE_BUILD_DATE, and the day it is published. */
export const FUTURE = { id: 'planning-for-next-year', published: '2027-07-01' };
export const DRAFT = 'notes-not-ready-yet';
export const EVERY_ELEMENT = 'a-guide-to-fast-accessible-pages';
export const WITH_COVER = 'photographing-products-for-an-online-shop';
export const LONG = 'the-long-read-on-search';
/** The size of the fixtures' two pictures (the cover and the chart in the text). */
export const PICTURE = { width: 1600, height: 900 };

const paragraph = (n: number) =>
  `Paragraph ${n} explains one point in plain words, so a reader who skims the headings still finds the answer quickly and can act on it the same day.`;

/** The article that uses every markdown element an editor may write. */
const everyElement = `Fast pages are kind pages: this article shows each part of an article an editor may write.

## Headings and lists

Lists come in two kinds:

- an unordered list, with **bold** and *italic* words
- a second item with a [link to our work](/work/) and \`inline code\`

1. a numbered step
2. a second step

### A third-level heading

> A quotation set apart from the text, as readers expect a quote to look.

#### A fourth-level heading

| Measure | Target |
| --- | --- |
| Largest paint | under 2.5 s |
| Layout shift | 0 |

![A bar chart of page weight before and after](../images/insights/${EVERY_ELEMENT}/chart.png)

\`\`\`ts
// Highlighted at build time.
export function total(sizes: number[]): number {
  return sizes.reduce((sum, size) => sum + size, 0);
}
\`\`\`

Back to [the first heading](#headings-and-lists).
`;

const long = Array.from(
  { length: 20 },
  (_, i) => `## Part ${i + 1}\n\n${[1, 2, 3, 4, 5].map((n) => paragraph(i * 5 + n)).join('\n\n')}`,
).join('\n\n');

/** The fifteen articles, oldest first. */
export const FIXTURE_ARTICLES: FixtureArticle[] = [
  ['why-alt-text-matters', 'Why alt text matters', '2027-01-04', ['accessibility'], 0],
  ['keyboard-first-navigation', 'Keyboard-first navigation', '2027-01-11', ['accessibility', 'performance'], 1],
  ['images-that-load-fast', 'Images that load fast', '2027-01-18', ['performance'], 0],
  ['titles-that-get-clicked', 'Titles that get clicked', '2027-01-25', ['seo'], 1],
  ['an-editorial-calendar-that-works', 'An editorial calendar that works', '2027-02-01', ['content-strategy'], 0],
  ['checkout-pages-that-convert', 'Checkout pages that convert', '2027-02-08', ['ecommerce', 'performance'], 1],
  ['colour-contrast-in-practice', 'Colour contrast in practice', '2027-02-15', ['accessibility', 'seo'], 0],
  ['measuring-what-matters', 'Measuring what matters', '2027-02-22', ['performance', 'seo'], 1],
  ['writing-for-search-and-people', 'Writing for search and people', '2027-03-01', ['seo', 'content-strategy'], 0],
  ['product-pages-people-trust', 'Product pages people trust', '2027-03-08', ['ecommerce', 'content-strategy'], 1],
].map(([id, title, published, tags, author]) => ({
  id: id as string,
  title: title as string,
  published: published as string,
  tags: tags as Tag[],
  author: author as 0 | 1,
  body: [1, 2, 3].map(paragraph).join('\n\n'),
}));
FIXTURE_ARTICLES.push(
  {
    id: WITH_COVER,
    title: 'Photographing products for an online shop',
    published: '2027-03-15',
    updated: '2027-04-02',
    tags: ['ecommerce'],
    author: 0,
    cover: true,
    body: [1, 2, 3, 4].map(paragraph).join('\n\n'),
  },
  {
    id: EVERY_ELEMENT,
    title: 'A guide to fast, accessible pages',
    published: '2027-04-05',
    tags: ['accessibility', 'performance'],
    author: 1,
    body: everyElement,
  },
  { id: LONG, title: 'The long read on search', published: '2027-05-10', tags: ['seo'], author: 0, body: long },
  {
    id: FUTURE.id,
    title: 'Planning for next year',
    published: FUTURE.published,
    tags: ['content-strategy'],
    author: 1,
    body: [1, 2].map(paragraph).join('\n\n'),
  },
  {
    id: DRAFT,
    title: 'Notes not ready yet',
    published: '2027-02-02',
    tags: ['seo'],
    author: 0,
    draft: true,
    body: [1, 2].map(paragraph).join('\n\n'),
  },
);

/** The published articles as of FIXTURE_BUILD_DATE, newest first (the listing's order). */
export const PUBLISHED_AS_OF_BUILD = FIXTURE_ARTICLES.filter((a) => !a.draft && a.published <= FIXTURE_BUILD_DATE).sort(
  (a, b) => b.published.localeCompare(a.published),
);

/** The team members the articles name: the first two of content/team/. */
export function fixtureAuthors(root: string): [string, string] {
  const [a, b] = readdirSync(join(root, 'content/team'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => f.replace(/\.json$/, ''));
  return [a!, b!];
}

const description = (title: string) =>
  `${title}: what we learned on client projects, and what you can do about it this week.`;

/** Writes the tags, the articles and their pictures into the project copy at `dir`. */
export async function writeInsightFixtures(dir: string): Promise<void> {
  const authors = fixtureAuthors(dir);
  mkdirSync(join(dir, 'content/insight-tags'), { recursive: true });
  for (const [slug, name] of Object.entries(FIXTURE_TAGS))
    writeFileSync(
      join(dir, 'content/insight-tags', `${slug}.json`),
      `${JSON.stringify({ slug, name, description: `Articles about ${name.toLowerCase()}: practical advice from projects we built for our clients.` }, null, 2)}\n`,
    );
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 67, g: 56, b: 202 } } })
      .png()
      .toBuffer();
  for (const [id, name] of [
    [WITH_COVER, 'cover.png'],
    [EVERY_ELEMENT, 'chart.png'],
  ] as const) {
    mkdirSync(join(dir, 'content/images/insights', id), { recursive: true });
    writeFileSync(join(dir, 'content/images/insights', id, name), await picture(PICTURE.width, PICTURE.height));
  }
  mkdirSync(join(dir, 'content/insights'), { recursive: true });
  for (const a of FIXTURE_ARTICLES) {
    const lines = [
      '---',
      `title: ${JSON.stringify(a.title)}`,
      `description: ${JSON.stringify(description(a.title))}`,
      `published: ${a.published}`,
      ...(a.updated ? [`updated: ${a.updated}`] : []),
      `author: ${authors[a.author]}`,
      'tags:',
      ...a.tags.map((t) => `  - ${t}`),
      ...(a.cover
        ? [
            'cover:',
            `  file: ../images/insights/${a.id}/cover.png`,
            '  alt: A product photographed on a plain violet ground',
          ]
        : []),
      ...(a.draft ? ['draft: true'] : []),
      '---',
      '',
      a.body,
      '',
    ];
    writeFileSync(join(dir, 'content/insights', `${a.id}.md`), lines.join('\n'));
  }
}

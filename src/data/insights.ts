import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getCollection, render, type CollectionEntry } from 'astro:content';
import type { FeedArticle } from '../lib/build/insights-feed';
import {
  articlesByTag,
  INSIGHTS_FEED_PATH,
  INSIGHTS_PATH,
  insightPath,
  insightTagPath,
  listingClash,
  listingPages,
  neighbours,
  publishedNewestFirst,
  readingMinutes,
  relatedArticles,
  wordCount,
} from '../lib/build/insights';
import { fillTextPlaceholders } from '../lib/build/placeholders';
import type { InsightsCopy } from '../schemas';
import { BUILD_DATE } from './build-date';
import { requireEntry, resolveReference } from './entries';

/**
 * Every article of content/insights/ with its author and tags checked (a tag not in
 * content/insight-tags/ or an author not in content/team/ fails the build, naming the file and
 * the field), then only those published as of the build's date (src/lib/build/insights.ts),
 * newest first. Drafts and articles still to come are checked and built nowhere.
 */
export async function listPublishedInsights() {
  const entries = await getCollection('insights');
  const articles = await Promise.all(entries.map(checkArticle));
  return publishedNewestFirst(articles, BUILD_DATE);
}
export type Article = Awaited<ReturnType<typeof listPublishedInsights>>[number];

async function checkArticle(entry: CollectionEntry<'insights'>) {
  const clash = listingClash(entry.id);
  if (clash) throw new Error(clash);
  const [author, tags] = await Promise.all([
    resolveReference(entry.data.author, entry, 'author'),
    Promise.all(entry.data.tags.map((tag, i) => resolveReference(tag, entry, `tags.${i}`))),
  ]);
  return {
    id: entry.id,
    entry,
    data: entry.data,
    published: entry.data.published,
    draft: entry.data.draft,
    tags: tags.map((t) => t.id),
    tagEntries: tags.map((t) => ({ id: t.id, name: t.data.name, path: insightTagPath(t.id) })),
    author: author.data,
    words: wordCount(entry.body ?? ''),
    minutes: readingMinutes(wordCount(entry.body ?? '')),
    path: insightPath(entry.id),
  };
}

/** The words the section's pages share (content/insights-page.json). */
export async function loadInsightsCopy() {
  return (await requireEntry('insightsPage', 'insights')).data;
}

/** "6 min read": the copy's reading time with the article's minutes. */
export function readingTimeLabel(copy: InsightsCopy, minutes: number): string {
  return fillTextPlaceholders(
    copy.labels.readingTime,
    { minutes: String(minutes) },
    'content/insights-page.json labels.readingTime',
  );
}

/**
 * What every page carries of the section once an article is published, nothing before: the
 * header's and footer's link, and the feed every page announces.
 */
export async function insightsOnEveryPage() {
  const [articles, copy] = await Promise.all([listPublishedInsights(), loadInsightsCopy()]);
  if (!articles.length) return undefined;
  return {
    link: { label: copy.navLabel, href: INSIGHTS_PATH },
    feed: { title: copy.seo.title, href: INSIGHTS_FEED_PATH },
  };
}

/** The listing's pages, each with its title ("Insights", then "Insights: Page 2"). */
export async function listInsightListingPages() {
  const [articles, copy] = await Promise.all([listPublishedInsights(), loadInsightsCopy()]);
  return listingPages(articles).map((page) => ({
    ...page,
    title:
      page.number === 1
        ? copy.seo.title
        : `${copy.seo.title}: ${fillTextPlaceholders(copy.pageLabel, { number: String(page.number) }, 'content/insights-page.json pageLabel')}`,
  }));
}

/** One page per tag that a published article carries: the tag, its articles, its title. */
export async function listInsightTagPages() {
  const [articles, copy, tags] = await Promise.all([
    listPublishedInsights(),
    loadInsightsCopy(),
    getCollection('insightTags'),
  ]);
  const byTag = articlesByTag(articles);
  return tags
    .filter((tag) => byTag.has(tag.id))
    .map((tag) => ({
      id: tag.id,
      path: insightTagPath(tag.id),
      tag: tag.data,
      title: fillTextPlaceholders(copy.tagTitle, { tag: tag.data.name }, 'content/insights-page.json tagTitle'),
      articles: byTag.get(tag.id)!,
    }));
}

/** An article's page: the article, its rendered body and headings, three related, the older and newer one. */
export async function loadInsightPage(article: Article) {
  const [articles, copy, rendered] = await Promise.all([
    listPublishedInsights(),
    loadInsightsCopy(),
    render(article.entry),
  ]);
  return {
    article,
    copy,
    Content: rendered.Content,
    related: relatedArticles(article, articles),
    ...neighbours(article.id, articles),
  };
}

/** The feed's articles, newest first, each body as its page renders it (images through the build's pipeline). */
export async function listFeedArticles(): Promise<FeedArticle[]> {
  const articles = await listPublishedInsights();
  const container = await AstroContainer.create();
  return Promise.all(
    articles.map(async (a) => ({
      title: a.data.title,
      description: a.data.description,
      path: a.path,
      published: a.published,
      author: a.author.name,
      tags: a.tagEntries.map((t) => t.name),
      html: await container.renderToString((await render(a.entry)).Content),
    })),
  );
}

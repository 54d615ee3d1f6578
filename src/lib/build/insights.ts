/**
 * Insights (articles, content/insights/): which are published, in which order, on which listing
 * page, what is related to what, and how long each takes to read. Pure functions: every route,
 * the feed, the sitemap, the cards, the home page's list and the menus' link read them through
 * src/data/insights.ts, so "published" means one thing everywhere.
 */
import { entryPage, SINGLE_FILE_PAGES } from '../browser/page-addresses';

/** What the rules read of an article: its id (file name), date, draft flag and tags' ids. */
export interface ArticleFacts {
  id: string;
  published: Date;
  draft: boolean;
  tags: readonly string[];
}

/** A date's day in UTC ("2027-01-01"): a day-dated article is published from 00:00 UTC that day. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Published: not a draft, and dated on or before the build's day (compared by UTC day, so an
 * article dated today is out whatever the build's hour). A future article waits for a build on or
 * after its date (the scheduled daily build, docs/hosting.md).
 */
export function isPublished(article: Pick<ArticleFacts, 'draft' | 'published'>, buildDate: Date): boolean {
  return !article.draft && utcDay(article.published) <= utcDay(buildDate);
}

/** The published articles, newest first (ties by file name, so builds are stable). */
export function publishedNewestFirst<T extends Pick<ArticleFacts, 'id' | 'draft' | 'published'>>(
  articles: readonly T[],
  buildDate: Date,
): T[] {
  return articles
    .filter((a) => isPublished(a, buildDate))
    .sort((a, b) => b.published.getTime() - a.published.getTime() || a.id.localeCompare(b.id));
}

/** Articles on one listing page. */
const INSIGHTS_PAGE_SIZE = 12;

/** The section's addresses, in the served form. */
export const INSIGHTS_PATH = '/insights/';
export const insightPath = (id: string): string => entryPage('insights', id);
export const insightTagPath = (tag: string): string => `${INSIGHTS_PATH}tags/${tag}/`;
const listingPath = (page: number): string => (page === 1 ? INSIGHTS_PATH : `${INSIGHTS_PATH}${page}/`);
export const INSIGHTS_FEED_PATH = `${INSIGHTS_PATH}rss.xml`;

/** One page of the listing: its number, address, articles, and the pages before and after it. */
export interface ListingPage<T> {
  number: number;
  path: string;
  items: T[];
  newer?: string | undefined;
  older?: string | undefined;
  count: number;
}

/** The listing's pages (`/insights/`, `/insights/2/` …), `size` to a page; none for no article. */
export function listingPages<T>(articles: readonly T[], size = INSIGHTS_PAGE_SIZE): ListingPage<T>[] {
  const count = Math.ceil(articles.length / size);
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    path: listingPath(i + 1),
    items: articles.slice(i * size, (i + 1) * size),
    newer: i > 0 ? listingPath(i) : undefined,
    older: i + 1 < count ? listingPath(i + 2) : undefined,
    count,
  }));
}

/**
 * Up to `count` articles related to `article`: those sharing the most tags with it, then the
 * newest; never itself, never one without a shared tag. `articles` is newest first.
 */
export function relatedArticles<T extends Pick<ArticleFacts, 'id' | 'tags'>>(
  article: Pick<ArticleFacts, 'id' | 'tags'>,
  articles: readonly T[],
  count = 3,
): T[] {
  const shared = (other: T) => other.tags.filter((t) => article.tags.includes(t)).length;
  return articles
    .map((other, index) => ({ other, index, score: other.id === article.id ? 0 : shared(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}

/** The older (previous) and newer (next) article beside `id` in a newest-first list. */
export function neighbours<T extends Pick<ArticleFacts, 'id'>>(
  id: string,
  articles: readonly T[],
): { previous?: T | undefined; next?: T | undefined } {
  const i = articles.findIndex((a) => a.id === id);
  if (i === -1) return {};
  return { previous: articles[i + 1], next: i > 0 ? articles[i - 1] : undefined };
}

/** The tags in use by published articles, each with its articles (newest first, as given). */
export function articlesByTag<T extends Pick<ArticleFacts, 'tags'>>(articles: readonly T[]): Map<string, T[]> {
  const byTag = new Map<string, T[]>();
  for (const article of articles) for (const tag of article.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), article]);
  return byTag;
}

/** Words a reader reads in a minute, the usual figure for screen reading. */
const WORDS_PER_MINUTE = 230;

/**
 * The words of a markdown text, without the markdown's own marks, link targets, images' addresses
 * or code fences' language names.
 */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/^```.*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`|~-]+/g, ' ');
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
}

/** Minutes to read `words` words (at least one). */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** A date as the pages show it: "1 March 2027" (UTC, so a day-dated article shows its own day). */
export function displayDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** An article file name the listing's pages would shadow: only digits ("2") is /insights/2/. */
export function listingClash(id: string): string | undefined {
  return /^\d+$/.test(id)
    ? `content/insights/${id}.md: the file name "${id}" is a page of the listing (/insights/${id}/): name the file by its words`
    : undefined;
}

interface MenuLink {
  label: string;
  href: string;
}

/**
 * The menus with the section's link, once an article is published: in the header after the work
 * page's item (else last), and last in the footer's first column. Without a link, as they are.
 */
export function menusWithInsights<N extends MenuLink, F extends { links: MenuLink[] }>(
  menus: { nav: N[]; footerNav: F[] },
  link: MenuLink | undefined,
): { nav: N[]; footerNav: F[] } {
  if (!link) return menus;
  const nav = [...menus.nav];
  const work = nav.findIndex((item) => item.href === SINGLE_FILE_PAGES.workPage);
  nav.splice(work === -1 ? nav.length : work + 1, 0, link as N);
  const [first, ...rest] = menus.footerNav;
  return { nav, footerNav: first ? [{ ...first, links: [...first.links, link] }, ...rest] : [] };
}

/**
 * The day an article last changed, from its file's front matter (`updated`, else `published`), for
 * the sitemap's lastmod: astro.config.mjs reads the files before any collection is loaded. The
 * schema has already held the dates to YYYY-MM-DD (or a full time, whose day is kept).
 */
export function lastChangeOf(fileText: string): string | undefined {
  const yaml = /^---\n([\s\S]*?)\n---/.exec(fileText)?.[1] ?? '';
  const day = (key: string) => new RegExp(`^${key}:\\s*['"]?(\\d{4}-\\d{2}-\\d{2})`, 'm').exec(yaml)?.[1];
  return day('updated') ?? day('published');
}

/** The sitemap's entry for a page with its lastmod when it is an article's page ("/insights/x/"). */
export function withLastChange<T extends { url: string; lastmod?: string | undefined }>(
  item: T,
  lastChanges: ReadonlyMap<string, string>,
): T {
  const path = new URL(item.url).pathname;
  const id = path.startsWith(INSIGHTS_PATH) ? path.slice(INSIGHTS_PATH.length).replace(/\/$/, '') : '';
  const day = lastChanges.get(id);
  return day ? { ...item, lastmod: day } : item;
}

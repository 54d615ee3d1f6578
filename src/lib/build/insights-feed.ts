/**
 * The articles' RSS 2.0 feed (/insights/rss.xml, written by @astrojs/rss): each published article
 * with its full text, every address in it absolute (a feed reader has no page to resolve "/work/"
 * against), the author as Dublin Core's creator (RSS's own `author` is an e-mail address).
 */
import type { RSSOptions } from '@astrojs/rss';
import { escapeHtml } from './placeholders';
import { INSIGHTS_FEED_PATH, INSIGHTS_PATH } from './insights';

/** An article as the feed tells it. */
export interface FeedArticle {
  title: string;
  description: string;
  path: string;
  published: Date;
  author: string;
  tags: string[];
  /** The article's body as HTML (its page's rendering). */
  html: string;
}

/**
 * Site-relative addresses in `href`, `src` and `srcset` made absolute on `origin`, and a link to a
 * part of the page (`#why`, a heading's link to itself) on `page`, the article's own address: a feed
 * reader resolves a relative address against the feed, not the article.
 */
export function absoluteUrls(html: string, origin: string, page: string = origin): string {
  const absolute = (url: string) =>
    url.startsWith('#')
      ? new URL(url, page).href
      : url.startsWith('/') && !url.startsWith('//')
        ? new URL(url, origin).href
        : url;
  return html
    .replace(/\b(href|src)="([^"]*)"/g, (_m, name: string, url: string) => `${name}="${absolute(url)}"`)
    .replace(
      /\bsrcset="([^"]*)"/g,
      (_m, list: string) =>
        `srcset="${list
          .split(',')
          .map((candidate) => candidate.trim().replace(/^\S+/, absolute))
          .join(', ')}"`,
    );
}

/** The feed's options: the section's title and description, one item per article, newest first. */
export function insightsFeed(input: {
  siteName: string;
  title: string;
  description: string;
  origin: string;
  articles: FeedArticle[];
}): RSSOptions {
  const { origin } = input;
  return {
    title: `${input.title} | ${input.siteName}`,
    description: input.description,
    // The channel's link: the listing.
    site: new URL(INSIGHTS_PATH, origin).href,
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/', atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${new URL(INSIGHTS_FEED_PATH, origin).href}" rel="self" type="application/rss+xml"/>`,
    trailingSlash: true,
    items: input.articles.map((a) => ({
      title: a.title,
      description: a.description,
      link: new URL(a.path, origin).href,
      pubDate: a.published,
      categories: a.tags,
      customData: `<dc:creator>${escapeHtml(a.author)}</dc:creator>`,
      content: absoluteUrls(a.html, origin, new URL(a.path, origin).href),
    })),
  };
}

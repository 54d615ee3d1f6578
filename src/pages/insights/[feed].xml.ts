import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { listFeedArticles, listPublishedInsights, loadInsightsCopy } from '../../data/insights';
import { getSite } from '../../data/site';
import { insightsFeed } from '../../lib/build/insights-feed';

// /insights/rss.xml: RSS 2.0, every published article with its full text. No feed while none is published.
export const getStaticPaths = (async () => {
  const articles = await listPublishedInsights();
  return articles.length ? [{ params: { feed: 'rss' } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ site: astroSite }) => {
  const [site, copy, articles] = await Promise.all([getSite(), loadInsightsCopy(), listFeedArticles()]);
  const origin = (astroSite ?? new URL(site.url)).href;
  return rss(
    insightsFeed({ siteName: site.name, title: copy.seo.title, description: copy.seo.description, origin, articles }),
  );
};

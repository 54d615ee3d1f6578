import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { render } from 'astro:content';
import { listPublishedInsights, loadInsightsCopy } from '../../data/insights';
import { getSite } from '../../data/site';
import { insightsFeed } from '../../lib/build/insights-feed';

// /insights/rss.xml: RSS 2.0, every published article with its full text. No feed while none is published.
export const getStaticPaths = (async () => {
  const articles = await listPublishedInsights();
  return articles.length ? [{ params: { feed: 'rss' } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ site: astroSite }) => {
  const [site, copy, articles] = await Promise.all([getSite(), loadInsightsCopy(), listPublishedInsights()]);
  // Each body as its page renders it (images through the build's pipeline), for the feed's full text.
  const container = await AstroContainer.create();
  const bodies = await Promise.all(
    articles.map(async (a) => container.renderToString((await render(a.entry)).Content)),
  );
  const feed = insightsFeed({
    siteName: site.name,
    title: copy.seo.title,
    description: copy.seo.description,
    origin: (astroSite ?? new URL(site.url)).href,
    articles: articles.map((a, i) => ({
      title: a.data.title,
      description: a.data.description,
      path: a.path,
      published: a.published,
      author: a.author.name,
      tags: a.tagEntries.map((t) => t.name),
      html: bodies[i]!,
    })),
  });
  return rss(feed);
};

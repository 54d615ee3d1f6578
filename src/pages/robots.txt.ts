import type { APIRoute } from 'astro';
import { buildRobotsTxt } from '../lib/build/robots';
import { isPreviewBuild } from '../lib/build/preview';
import { getSite } from '../data/site';

// Built to dist/robots.txt from the site URL in content/site.json (one source for the origin);
// a preview build (SITE_PREVIEW=true) names no sitemap, and its pages say noindex themselves.
export const GET: APIRoute = async () => {
  const site = await getSite();
  return new Response(buildRobotsTxt(site.url, { preview: isPreviewBuild(process.env) }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};

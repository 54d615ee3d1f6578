import type { APIRoute } from 'astro';
import { buildRobotsTxt } from '../lib/build/robots';
import { getSite } from '../data/site';

// Built to dist/robots.txt from the site URL in content/site.json (one source for the origin).
export const GET: APIRoute = async () => {
  const site = await getSite();
  return new Response(buildRobotsTxt(site.url), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

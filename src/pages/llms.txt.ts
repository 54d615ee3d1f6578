import type { APIRoute } from 'astro';
import { buildLlmsTxt } from '../lib/build/llms-txt';
import { listSiteRoutes } from '../data/routes';
import { getSite } from '../data/site';

// /llms.txt from the route table: every page, by section, with the summary its content gives it.
export const GET: APIRoute = async () => {
  const [site, routes] = await Promise.all([getSite(), listSiteRoutes()]);
  return new Response(buildLlmsTxt(site, routes), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

import type { APIRoute } from 'astro';
import { buildManifest } from '../lib/build/brand-icons';
import { getSite } from '../data/site';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(buildManifest(await getSite()), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });

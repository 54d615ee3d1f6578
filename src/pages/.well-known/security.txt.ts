import type { APIRoute } from 'astro';
import { buildSecurityTxt } from '../../lib/build/security-txt';
import { getSite } from '../../data/site';

// RFC 9116's file, from content/site.json; Expires counts from this build.
export const GET: APIRoute = async () => {
  const site = await getSite();
  return new Response(buildSecurityTxt(site.securityTxt, site.url, new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};

import type { APIRoute } from 'astro';
import { buildSecurityTxt } from '../../lib/build/security-txt';
import { getSite } from '../../data/site';
import { BUILD_DATE } from '../../data/build-date';

// RFC 9116's file, from content/site.json; Expires counts from the build's date (BUILD_DATE).
export const GET: APIRoute = async () => {
  const site = await getSite();
  return new Response(buildSecurityTxt(site.securityTxt, site.url, BUILD_DATE), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};

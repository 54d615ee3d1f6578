import type { APIRoute, GetStaticPaths } from 'astro';
import { PNG_ICONS } from '../../lib/build/brand-icons';
import { renderIcon } from '../../render/icons';

/** The web app manifest's icons: /icons/icon-192.png, /icons/icon-512.png, /icons/icon-maskable-512.png. */
export const getStaticPaths = (() =>
  PNG_ICONS.filter((icon) => icon.path.startsWith('/icons/')).map((icon) => ({
    params: { icon: icon.path.replace(/^\/icons\/|\.png$/g, '') },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(await renderIcon(`/icons/${params['icon']}.png`), { headers: { 'Content-Type': 'image/png' } });

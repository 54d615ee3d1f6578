import type { APIRoute } from 'astro';
import { renderIcon } from '../render/icons';

/** iOS's home-screen icon: 180×180, opaque (iOS rounds the corners itself). */
export const GET: APIRoute = async () =>
  new Response(await renderIcon('/apple-touch-icon.png'), { headers: { 'Content-Type': 'image/png' } });

import type { APIRoute } from 'astro';
import mark from '../assets/brand-mark.svg?raw';
import { ICO_SIZES, pngIco } from '../lib/build/brand-icons';
import { svgToPng } from '../render/png';

/** /favicon.ico for clients that ask for it without reading the page (feed readers, old browsers). */
export const GET: APIRoute = async () => {
  const images = await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await svgToPng(mark, size) })));
  return new Response(pngIco(images), { headers: { 'Content-Type': 'image/x-icon' } });
};

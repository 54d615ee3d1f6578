import type { APIRoute } from 'astro';
import mark from '../assets/brand-mark.svg?raw';

/** The brand mark itself is the favicon, at the stable URL browsers and the structured data use. */
export const GET: APIRoute = () => new Response(mark, { headers: { 'Content-Type': 'image/svg+xml' } });

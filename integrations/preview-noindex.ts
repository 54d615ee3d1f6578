import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { isPreviewBuild, previewHeaders } from '../src/lib/build/preview.ts';

/**
 * In a preview build (SITE_PREVIEW=true), `X-Robots-Tag: noindex` on every path of dist/_headers,
 * which Cloudflare Pages and Netlify send (Vercel sends it on its preview deployments itself;
 * docs/hosting.md): a preview is crawlable and never indexed, its pages' `noindex` meta beside.
 */
export default function previewNoindex(): AstroIntegration {
  return {
    name: 'preview-noindex',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        if (!isPreviewBuild(process.env)) return;
        const file = new URL('_headers', dir);
        await writeFile(file, previewHeaders(await readFile(file, 'utf8').catch(() => '')));
      },
    },
  };
}

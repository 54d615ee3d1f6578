import { appendFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { toRedirectsFile, type RedirectTarget } from '../src/lib/browser/redirects.ts';

/** Writes Astro's `redirects` into dist/_redirects (appending to one from public/, if any). */
export default function redirectsFile(): AstroIntegration {
  let redirects: Record<string, RedirectTarget> = {};
  return {
    name: 'redirects-file',
    hooks: {
      'astro:config:done': ({ config }) => {
        redirects = config.redirects as Record<string, RedirectTarget>;
      },
      'astro:build:done': async ({ dir }) => {
        // Netlify sets NETLIFY=true in its builds; only it needs (and accepts) forced rules.
        const lines = toRedirectsFile(redirects, { force: process.env.NETLIFY === 'true' });
        if (lines) await appendFile(new URL('_redirects', dir), `\n# From astro.config.mjs redirects\n${lines}\n`);
      },
    },
  };
}

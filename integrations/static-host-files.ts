import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { redirectsFrom, renderRedirectsFile, type AstroRedirects } from '../src/lib/security-headers.ts';

/**
 * Writes dist/_redirects from astro.config's `redirects`, so Netlify and Cloudflare Pages answer
 * with a real 301 (Astro's HTML fallback pages stay for hosts without rule files), and checks that
 * dist/_headers (copied from public/) is there.
 */
export default function staticHostFiles(): AstroIntegration {
  let redirects: AstroRedirects = {};
  return {
    name: 'static-host-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        redirects = config.redirects as AstroRedirects;
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = (name: string) => fileURLToPath(new URL(name, dir));
        if (!existsSync(out('_headers'))) throw new Error('dist/_headers is missing: public/_headers must exist (npm run host-config).');
        // A hand-written public/_redirects (copied into dist/) keeps its rules, before the generated ones.
        // Netlify sets NETLIFY=true in its builds; only it needs (and accepts) forced rules.
        const generated = renderRedirectsFile(redirectsFrom(redirects), { force: process.env.NETLIFY === 'true' });
        const marker = generated.split('\n')[0] ?? '';
        const previous = existsSync(out('_redirects')) ? readFileSync(out('_redirects'), 'utf8') : '';
        const own = previous.split(marker)[0]?.trim() ?? '';
        writeFileSync(out('_redirects'), own ? `${own}\n${generated}` : generated);
        logger.info(`_redirects: ${Object.keys(redirects).length} rule(s) from astro.config redirects`);
      },
    },
  };
}

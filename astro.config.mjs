// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import interactionDirective from './integrations/interaction-directive.ts';
import redirectsFile from './integrations/redirects-file.ts';
import requireBackendEnv from './integrations/require-backend-env.ts';
import { THEME_INIT_SCRIPT } from './src/lib/theme.ts';

/** The production origin is one of the agency's facts (content/site.json). */
const site = JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8')).agency.url;

/** @param {string} source */
const sha256 = (source) => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(source).digest('base64')}`);

export default defineConfig({
  site,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // DESIGN.md: footer links outside the route table lead to the pages that cover them.
  redirects: {
    '/services/web-design': '/services/design',
    '/services/strategy': '/services/consulting',
  },
  integrations: [react(), sitemap(), interactionDirective(), redirectsFile(), requireBackendEnv()],
  vite: { plugins: [tailwindcss()] },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  env: {
    // The contact backend (DESIGN.md). Public by design: the anon key only lets a visitor INSERT.
    schema: {
      PUBLIC_SUPABASE_URL: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
      PUBLIC_SUPABASE_ANON_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  security: {
    csp: {
      scriptDirective: { hashes: [sha256(THEME_INIT_SCRIPT)] },
    },
  },
});

// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import interactionDirective from './integrations/interaction-directive.ts';
import redirectsFile from './integrations/redirects-file.ts';
import previewNoindex from './integrations/preview-noindex.ts';
import servedHtmlFiles from './integrations/served-html.ts';
import pageEffects from './integrations/page-effects.ts';
import brandFont from './integrations/brand-font.ts';
import pageCss from './integrations/page-css.ts';
import requireBackendEnv from './integrations/require-backend-env.ts';
import retentionCheck from './integrations/retention-check.ts';
import contentStudio from './integrations/content-studio.ts';
import liveStudio from './integrations/live-studio.ts';
import devTrailingSlash from './integrations/dev-trailing-slash.ts';
import { sha256, sonnerStyleHashes } from './integrations/csp-hashes.ts';
import { SITE_REDIRECTS } from './src/lib/browser/redirects.ts';
import { headScript } from './src/lib/browser/head-script.ts';
import { speculationRulesScript } from './src/lib/browser/speculation.ts';
import { metaDirectives, policySources } from './src/lib/build/security-headers.ts';
import analytics, { analyticsScript } from './integrations/analytics.ts';
import { analyticsConnectSource, analyticsSettings } from './src/lib/build/analytics-settings.ts';
import { lastChangeOf, withLastChange } from './src/lib/build/insights.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { articleMarkdownPlugins } from './src/lib/build/article-markdown.ts';

/** The production origin is one of the agency's facts (content/site.json). */
const agency = JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8')).agency;
const site = agency.url;

/** Each article's last change (content/insights/{id}.md), the sitemap's lastmod of its page. */
const insightsFolder = new URL('./content/insights/', import.meta.url);
const articleChanges = new Map(
  (existsSync(insightsFolder) ? readdirSync(insightsFolder) : [])
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => {
      const day = lastChangeOf(readFileSync(new URL(name, insightsFolder), 'utf8'));
      return day ? [/** @type {[string, string]} */ ([name.slice(0, -3), day])] : [];
    }),
);

/** The build's env as astro:env sees it (process.env over .env files): connect-src follows it. */
const modeArg = process.argv.indexOf('--mode');
const mode =
  modeArg > 0 ? process.argv[modeArg + 1] : process.env.NODE_ENV === 'production' ? 'production' : 'development';
const env = loadEnv(mode ?? 'production', process.cwd(), 'PUBLIC_');
// Analytics, when the settings switch it on, adds exactly its event API to connect-src (docs/analytics.md).
const analyticsSetup = analyticsSettings(env);
const cspSources = policySources(
  agency.address?.mapEmbedUrl,
  env.PUBLIC_SUPABASE_URL || undefined,
  analyticsConnectSource(analyticsSetup.config),
);

export default defineConfig({
  site,
  // One URL per page, the one Cloudflare Pages and Netlify serve without a redirect: /about/ from
  // about/index.html (src/lib/browser/urls.ts). Both answer /about with a redirect to /about/.
  trailingSlash: 'always',
  // Footer links to pages the site names differently lead to the pages that cover them. The
  // target is the final URL, so each alias is one hop to a 200.
  redirects: SITE_REDIRECTS,
  integrations: [
    react(),
    sitemap({ serialize: (item) => withLastChange(item, articleChanges) }),
    interactionDirective(),
    redirectsFile(),
    // A preview build (SITE_PREVIEW=true): X-Robots-Tag: noindex on every path of dist/_headers.
    previewNoindex(),
    servedHtmlFiles(),
    // The page effects, a file imported once the page has loaded (src/lib/browser/page-effects.ts).
    pageEffects(),
    // The brand typeface subset to the copy's characters, with fallbacks sized to it (src/lib/build/brand-font.ts).
    brandFont(),
    // Each page's inline stylesheet cut to the rules that can match it, its CSP to its own hashes (docs/performance.md).
    // The analytics sender writes no class: its words keep no rule (the page's stylesheet is the same on and off).
    pageCss({ writesNoClass: analyticsSetup.config ? [analyticsScript(analyticsSetup.config)] : [] }),
    requireBackendEnv(),
    // Off unless the settings name a provider; a wrong or missing setting stops the build, naming it.
    analytics(analyticsSetup),
    // The privacy page states the database's retention period, or nothing builds (docs/backend.md).
    retentionCheck(),
    // Under `astro dev` only (each checks the command Astro hands it): the hosts' trailing-slash
    // redirect and the content studio (README: Changing content).
    devTrailingSlash(),
    contentStudio(),
    // Under `astro build`, with the studio's settings: the live studio at /studio/ (docs/content.md).
    liveStudio(),
  ],
  // The stylesheet (~7 kB gzip) goes inside each page: one round trip less before the first paint
  // on a phone. Astro hashes the inlined <style> into the CSP; integrations/page-css.ts then cuts it to
  // the page's rules and the policy to the page's hashes.
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: { plugins: [tailwindcss()] },
  // Code in articles highlighted at build by Prism: classes, no inline style (Shiki's), so the CSP is unchanged.
  // An article's headings link to themselves and its pictures come at its column's widths, as AVIF
  // (src/lib/build/article-markdown.ts).
  markdown: { syntaxHighlight: 'prism', processor: satteri({ hastPlugins: articleMarkdownPlugins() }) },
  devToolbar: { enabled: false },
  env: {
    // The contact backend. Public by design: the anon key only lets a visitor INSERT.
    schema: {
      PUBLIC_SUPABASE_URL: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
      PUBLIC_SUPABASE_ANON_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      // Analytics, off unless a provider is named (docs/analytics.md; checked by src/lib/build/analytics-settings.ts).
      PUBLIC_ANALYTICS_PROVIDER: envField.enum({
        values: ['plausible', 'umami'],
        context: 'client',
        access: 'public',
        optional: true,
      }),
      PUBLIC_ANALYTICS_ENDPOINT: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_PLAUSIBLE_DOMAIN: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_UMAMI_WEBSITE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  // The page's CSP (a <meta> with every hash); the hosts' header policy is in public/_headers and
  // vercel.json, both from src/lib/build/security-headers.ts.
  security: {
    csp: {
      directives: metaDirectives(cspSources),
      // The inline head scripts Astro does not hash itself: the theme, the prerendering hold of the
      // loading screen and the Save-Data switch to the system face (one script), and the Speculation Rules (Chromium checks a
      // rule set against script-src). The first-act script differs by page (its islands' acts): each
      // page's policy names its own inline scripts (integrations/page-css.ts).
      scriptDirective: {
        hashes: [
          sha256(headScript()),
          sha256(speculationRulesScript(agency.clientPortalUrl)),
          // Analytics' page script, only when it is on (integrations/analytics.ts).
          ...(analyticsSetup.config ? [sha256(analyticsScript(analyticsSetup.config))] : []),
        ],
      },
      styleDirective: {
        hashes: sonnerStyleHashes(),
        // Server-rendered style="…" attributes (attributes only; never <style> elements or scripts).
        resources: [
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'attribute' },
        ],
      },
    },
  },
});

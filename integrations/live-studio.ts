import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, loadEnv, type Plugin } from 'vite';
import { retentionMonthsOf } from '../src/lib/build/retention';
import { IMAGE_ORIGINS, STUDIO_PATH, studioPolicy } from '../src/lib/build/security-headers';
import { studioSettings, type StudioSettings } from '../src/lib/studio/studio-settings';
import { migrationsIn } from './retention-check';
import { listBuiltFiles } from './built-files.ts';
import { servedAddresses } from '../src/lib/browser/page-addresses';
import type { StudioSitePages } from '../studio/live/save-links';

const STUDIO_ROOT = fileURLToPath(new URL('../studio/live/', import.meta.url));
const RETENTION_MODULE = fileURLToPath(new URL('../src/data/retention.ts', import.meta.url));

/**
 * The save check (studio/save.ts) needs the retention period, not the migrations it is read from:
 * the public studio bundle gets the number alone, never the SQL (its roles, grants and internals;
 * tests/e2e/built-site-secrets.spec.ts fails on a bundle that names the service role).
 */
function retentionPeriodOnly(root: string): Plugin {
  const months = retentionMonthsOf(migrationsIn(root));
  return {
    name: 'retention-period-only',
    enforce: 'pre',
    load: (id) => (id.split('?')[0] === RETENTION_MODULE ? `export const RETENTION_MONTHS = ${months};\n` : undefined),
  };
}

/**
 * The studio page with its policy in a `<meta>` (GitHub Pages sends no headers; the others send it
 * too), less `frame-ancestors`, which a `<meta>` cannot carry (browsers ignore it there, noisily).
 */
function withStudioPolicy(html: string): string {
  const policy = studioPolicy({ imageOrigins: IMAGE_ORIGINS })
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  if (!html.includes('<meta charset="utf-8" />')) throw new Error('studio/live/index.html lost its charset line');
  return html.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    ${meta}`);
}

/**
 * What the studio's save check knows of the site it came with (studio/live/save-links.ts): every
 * address the build at `distDir` serves (its pages, and the files an editor may link; Vite's
 * hashed assets and the studio itself aside), the site's origin and the client portal's path.
 */
export function studioSitePages(distDir: string, root: string): StudioSitePages {
  const { agency } = JSON.parse(readFileSync(join(root, 'content/site.json'), 'utf8')) as {
    agency: { url: string; clientPortalUrl: string };
  };
  const files = listBuiltFiles(distDir).filter((file) => !/^(_astro|studio)\//.test(file));
  return { pages: servedAddresses(files).sort(), siteUrl: agency.url, otherSystems: [agency.clientPortalUrl] };
}

/**
 * The studio page alone (studio/live/) into `outDir`, with its settings and policy: the build's
 * last step, and what a test of review mode builds with `review: true` (tests/support/review-studio.ts).
 */
export async function buildLiveStudio(options: {
  outDir: string;
  settings: StudioSettings;
  site: string | undefined;
  root: string;
  /** The build's addresses (studioSitePages), which a saved link must land on. */
  sitePages: StudioSitePages;
}): Promise<void> {
  const { outDir, settings, site, root, sitePages } = options;
  await build({
    configFile: false,
    root: STUDIO_ROOT,
    base: STUDIO_PATH,
    logLevel: 'warn',
    define: {
      __STUDIO_SETTINGS__: JSON.stringify({ ...settings, siteUrl: site }),
      __SITE_PAGES__: JSON.stringify(sitePages),
    },
    plugins: [retentionPeriodOnly(root)],
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
  });
  const page = join(outDir, 'index.html');
  await writeFile(page, withStudioPolicy(await readFile(page, 'utf8')));
}

/**
 * The live content studio (studio/live/, Sveltia CMS) built into dist/studio/ by its own Vite
 * build after the site's, so none of its code shares a chunk with a public page. Only with the
 * studio's settings (src/lib/studio/studio-settings.ts, read as Vite reads env: the process first, then
 * .env files); half-set settings stop the build naming what is missing.
 */
export default function liveStudio(): AstroIntegration {
  let envDir = process.cwd();
  let root = process.cwd();
  let site: string | undefined;
  let settings: StudioSettings | undefined;
  return {
    name: 'live-studio',
    hooks: {
      'astro:config:done': ({ config }) => {
        envDir = typeof config.vite.envDir === 'string' ? config.vite.envDir : fileURLToPath(config.root);
        site = config.site;
        root = fileURLToPath(config.root);
      },
      'astro:build:setup': ({ vite }) => {
        const found = studioSettings(loadEnv(vite.mode ?? 'production', envDir, ''));
        if (found instanceof Error) throw found;
        settings = found;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!settings) {
          logger.info(
            'no live studio: STUDIO_GITHUB_REPO is not set (docs/content.md, "The live studio: editing on the deployed site")',
          );
          return;
        }
        await buildLiveStudio({
          outDir: fileURLToPath(new URL(`.${STUDIO_PATH}`, dir)),
          settings,
          site,
          root,
          sitePages: studioSitePages(fileURLToPath(dir), root),
        });
        logger.info(`live studio for ${settings.repo} (${settings.branch}) at ${STUDIO_PATH}`);
      },
    },
  };
}

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, loadEnv } from 'vite';
import { IMAGE_ORIGINS, STUDIO_PATH, studioPolicy } from '../src/lib/security-headers';
import { studioSettings, type StudioSettings } from '../src/lib/studio-settings';

const STUDIO_ROOT = fileURLToPath(new URL('../studio/live/', import.meta.url));

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
 * The live content studio (studio/live/, Sveltia CMS) built into dist/studio/ by its own Vite
 * build after the site's, so none of its code shares a chunk with a public page. Only with the
 * studio's settings (src/lib/studio-settings.ts, read as Vite reads env: the process first, then
 * .env files); half-set settings stop the build naming what is missing.
 */
export default function liveStudio(): AstroIntegration {
  let envDir = process.cwd();
  let site: string | undefined;
  let settings: StudioSettings | undefined;
  return {
    name: 'live-studio',
    hooks: {
      'astro:config:done': ({ config }) => {
        envDir = typeof config.vite.envDir === 'string' ? config.vite.envDir : fileURLToPath(config.root);
        site = config.site;
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
        const outDir = fileURLToPath(new URL(`.${STUDIO_PATH}`, dir));
        await build({
          configFile: false,
          root: STUDIO_ROOT,
          base: STUDIO_PATH,
          logLevel: 'warn',
          define: { __STUDIO_SETTINGS__: JSON.stringify({ ...settings, siteUrl: site }) },
          build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
        });
        const page = join(outDir, 'index.html');
        await writeFile(page, withStudioPolicy(await readFile(page, 'utf8')));
        logger.info(`live studio for ${settings.repo} (${settings.branch}) at ${STUDIO_PATH}`);
      },
    },
  };
}

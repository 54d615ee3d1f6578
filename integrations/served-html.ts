import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { islandRuntimeIn, servedHtml, withIslandRuntimeFile, withPageFirstActs } from '../src/lib/build/served-html.ts';
import { firstActsFor, firstActsScript } from './interaction-directive.ts';
import { inlineScript } from './inline-script.ts';

/**
 * What the runtime's file runs first: `client:interaction`'s hydration of an island
 * (src/directives/hydrate-on-interaction.ts), left where the page's directive finds it. Nothing
 * calls the directive before the runtime has run, so the page need not carry it.
 */
const hydrateOnInteraction = () =>
  inlineScript(
    "import { installHydrateOnInteraction } from '../src/directives/hydrate-on-interaction.ts'; installHydrateOnInteraction(self);",
  );

/**
 * Rewrites each HTML file of the build with `servedHtml` (src/lib/build/served-html.ts), after Astro wrote it;
 * moves Astro's island runtime into a file of its own, fetched when an island is first used
 * (`withIslandRuntimeFile`), the directive's hydration at its head; and gives each page the
 * first-act script of its own islands (`withPageFirstActs`).
 */
export default function servedHtmlFiles(): AstroIntegration {
  return {
    name: 'served-html',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        /** Each runtime text met, by its file's address (one, unless Astro writes it differently per page). */
        const runtimes = new Map<string, string>();
        const head = hydrateOnInteraction();
        for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          let fixed = servedHtml(html);
          const inline = islandRuntimeIn(fixed);
          if (inline !== undefined) {
            const runtime = `${head}\n${inline}`;
            const hash = createHash('sha256').update(runtime).digest('base64url').slice(0, 10);
            const src = `/_astro/astro-island.${hash}.js`;
            runtimes.set(src, runtime);
            fixed = withIslandRuntimeFile(fixed, src);
          }
          fixed = withPageFirstActs(fixed, firstActsScript(), firstActsFor);
          if (fixed !== html) await writeFile(file, fixed);
        }
        for (const [src, runtime] of runtimes) await writeFile(join(root, src), runtime);
      },
    },
  };
}

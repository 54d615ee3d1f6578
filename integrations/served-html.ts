import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { servedHtml, withPageFirstActs } from '../src/lib/build/served-html.ts';
import { firstActsFor, firstActsScript } from './interaction-directive.ts';

/**
 * Rewrites each HTML file of the build with `servedHtml` (src/lib/build/served-html.ts), after Astro wrote it,
 * and gives each page the first-act script of its own islands (`withPageFirstActs`).
 */
export default function servedHtmlFiles(): AstroIntegration {
  return {
    name: 'served-html',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          const fixed = withPageFirstActs(servedHtml(html), firstActsScript(), firstActsFor);
          if (fixed !== html) await writeFile(file, fixed);
        }
      },
    },
  };
}

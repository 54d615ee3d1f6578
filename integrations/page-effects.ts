import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScript } from './inline-script.ts';

/** The page effects (image fallbacks, entrance animations, grid backgrounds). */
const MODULE = fileURLToPath(new URL('../src/components/layout/page-effects.ts', import.meta.url));
/** The same module as `astro dev` serves it. */
const DEV_SRC = '/src/components/layout/page-effects.ts';
const VIRTUAL_ID = 'virtual:page-effects';

/**
 * The page effects as a file of their own, `/_astro/page-effects.<hash>.js` (bundled and minified
 * once, from src/components/layout/page-effects.ts), its address given to the layout as
 * `virtual:page-effects`: the end-of-body script imports it a frame and a task after the load
 * (src/lib/browser/page-effects.ts). Under `astro dev` the address is the source, which Vite serves.
 * Listed before page-css: the page's stylesheet keeps the rules the module can need (it reads
 * every file a page names under /_astro/).
 */
export default function pageEffects(): AstroIntegration {
  let file: { src: string; code: string } | undefined;
  const built = () => {
    if (!file) {
      const code = inlineScript(`import ${JSON.stringify(MODULE)};`);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
      file = { src: `/_astro/page-effects.${hash}.js`, code };
    }
    return file;
  };
  return {
    name: 'page-effects',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'page-effects',
                resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
                load: (id) =>
                  id === `\0${VIRTUAL_ID}`
                    ? `export default ${JSON.stringify(command === 'dev' ? DEV_SRC : built().src)};`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const { src, code } = built();
        await writeFile(fileURLToPath(new URL(`.${src}`, dir)), code);
      },
    },
  };
}

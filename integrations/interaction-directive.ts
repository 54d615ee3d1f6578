import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScript } from './inline-script.ts';
import { FIRST_ACTS, ISLAND_ACTS, type FirstActsName } from '../src/directives/first-acts.ts';

const FIRST_ACTS_MODULE = fileURLToPath(new URL('../src/directives/first-acts.ts', import.meta.url));
const LEAD_SOURCE_MODULE = fileURLToPath(new URL('../src/lib/browser/lead-source.ts', import.meta.url));
const PAGE_EFFECTS_MODULE = fileURLToPath(new URL('../src/lib/browser/page-effects.ts', import.meta.url));
const HEADER_MODULE = fileURLToPath(new URL('../src/lib/browser/header.ts', import.meta.url));
const VIRTUAL_ID = 'virtual:first-acts';

const scripts = new Map<string, string>();

/**
 * The first-act script (src/directives/first-acts.ts with what it imports from src/lib/browser/),
 * bundled and minified into one string for an inline script: no request stands between a
 * visitor's first tap and its answer. With every island's acts (`acts` left out) it is the string
 * the layout renders; after the build each page gets the one with only its islands' acts
 * (firstActsFor, src/lib/build/served-html.ts), and its CSP that script's hash (integrations/page-css.ts).
 * It also records where the visit came from on its first page
 * (recordLeadSource, src/lib/browser/lead-source.ts: ~200 bytes), keeps the header solid once the
 * page is scrolled (watchHeaderSolid, src/lib/browser/header.ts) and imports the page effects once
 * the page has loaded (loadPageEffects, src/lib/browser/page-effects.ts), so that no page pays for a
 * script element and a CSP hash of its own for any of them.
 */
export function firstActsScript(acts: readonly FirstActsName[] = FIRST_ACTS): string {
  const key = acts.join(',');
  if (!scripts.has(key))
    scripts.set(
      key,
      inlineScript(
        [
          `import { recordLeadSource } from ${JSON.stringify(LEAD_SOURCE_MODULE)};`,
          `import { loadPageEffects } from ${JSON.stringify(PAGE_EFFECTS_MODULE)};`,
          `import { watchHeaderSolid } from ${JSON.stringify(HEADER_MODULE)};`,
          `import { ${['installFirstActs', ...acts].join(', ')} } from ${JSON.stringify(FIRST_ACTS_MODULE)};`,
          'recordLeadSource(document, () => sessionStorage);',
          'loadPageEffects(document, (src) => import(src));',
          'watchHeaderSolid(document);',
          `installFirstActs(document, [${acts.join(', ')}]);`,
        ].join(' '),
      ),
    );
  return scripts.get(key)!;
}

/** The first-act script of a page with these islands (by component name): their acts, in `FIRST_ACTS`' order. */
export function firstActsFor(islands: readonly string[]): string {
  return firstActsScript(FIRST_ACTS.filter((act) => islands.some((island) => ISLAND_ACTS[island]?.includes(act))));
}

/** Registers `client:interaction` (src/directives/interaction.ts) and the first-act script as `virtual:first-acts`. */
export default function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/directives/interaction.ts', import.meta.url)),
        });
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'first-acts',
                resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
                load: (id) =>
                  id === `\0${VIRTUAL_ID}` ? `export default ${JSON.stringify(firstActsScript())};` : undefined,
              },
            ],
          },
        });
      },
    },
  };
}

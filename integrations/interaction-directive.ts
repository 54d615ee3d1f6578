import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScript } from './inline-script.ts';

const FIRST_ACTS_MODULE = fileURLToPath(new URL('../src/directives/first-acts.ts', import.meta.url));
const LEAD_SOURCE_MODULE = fileURLToPath(new URL('../src/lib/browser/lead-source.ts', import.meta.url));
const VIRTUAL_ID = 'virtual:first-acts';

let firstActs: string | undefined;

/**
 * The first-act script (src/directives/first-acts.ts with what it imports from src/lib/browser/),
 * bundled and minified into one string for an inline script: no request stands between a
 * visitor's first tap and its answer. The same string is rendered (BaseLayout) and hashed into the
 * CSP (astro.config.mjs). It also records where the visit came from on its first page
 * (recordLeadSource, src/lib/browser/lead-source.ts: ~200 bytes), so that no page pays for a script
 * element and a CSP hash of its own for it.
 */
export function firstActsScript(): string {
  firstActs ??= inlineScript(
    [
      `import { recordLeadSource } from ${JSON.stringify(LEAD_SOURCE_MODULE)};`,
      `import { installFirstActs } from ${JSON.stringify(FIRST_ACTS_MODULE)};`,
      'recordLeadSource(document, () => sessionStorage);',
      'installFirstActs(document);',
    ].join(' '),
  );
  return firstActs;
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

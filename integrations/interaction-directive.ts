import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (src/directives/interaction.ts). */
export default function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/directives/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import keystatic from '@keystatic/astro';
import type { AstroIntegration, InjectedRoute } from 'astro';

/** The studio's page as @keystatic/astro's own integration injects it (its entrypoint is the package's internal file). */
export function keystaticPageRoute(root: URL): InjectedRoute {
  const routes: InjectedRoute[] = [];
  const setup = keystatic().hooks['astro:config:setup'] as (options: object) => void;
  setup({
    injectRoute: (route: InjectedRoute) => routes.push(route),
    updateConfig: () => {},
    config: { root, server: {} },
  });
  const page = routes.find((route) => route.pattern === '/keystatic/[...params]');
  if (!page)
    throw new Error('@keystatic/astro no longer injects /keystatic/[...params]: see integrations/content-studio.ts');
  return page;
}

/**
 * The content studio (Keystatic) at /keystatic, in `astro dev` only: for any other command this
 * integration adds nothing, so no route, script or style of it reaches dist/.
 * It is @keystatic/astro's own integration, with our API route (studio/api.ts) that writes the
 * files in the house format (src/lib/studio/content-format.ts) instead of Keystatic's.
 */
export default function contentStudio(): AstroIntegration {
  return {
    name: 'content-studio',
    hooks: {
      'astro:config:setup': ({ command, injectRoute, updateConfig, config }) => {
        if (command !== 'dev') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'content-studio-config',
                resolveId(id) {
                  return id === 'virtual:keystatic-config'
                    ? this.resolve('./studio/keystatic.config.ts', new URL('./a', config.root).pathname)
                    : null;
                },
              },
            ],
            optimizeDeps: { entries: ['studio/keystatic.config.ts', '.astro/keystatic-imports.js'] },
          },
        });
        const dotAstro = new URL('./.astro/', config.root);
        mkdirSync(dotAstro, { recursive: true });
        writeFileSync(
          new URL('keystatic-imports.js', dotAstro),
          'import "@keystatic/astro/ui";\nimport "@keystatic/astro/api";\nimport "@keystatic/core/ui";\n',
        );
        injectRoute(keystaticPageRoute(config.root));
        injectRoute({
          entrypoint: new URL('../studio/api.ts', import.meta.url),
          pattern: '/api/keystatic/[...params]',
          prerender: false,
        });
      },
    },
  };
}

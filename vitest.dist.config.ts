// The `test` key's types (vitest augments Vite's config).
import type {} from 'vitest/config';
import { getViteConfig } from 'astro/config';

/** The checks over the build (links, redirects on the runtime, HTML, W3C): `npm run test:dist`, after `astro build`. */
export default getViteConfig({
  test: {
    include: ['tests/unit/dist-*.test.ts'],
    environment: 'node',
    globals: true,
  },
});

// The `test` key's types (vitest augments Vite's config).
import type {} from 'vitest/config';
import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx,mjs}'],
    // Checks over dist/ need a build first: `npm run test:dist` (vitest.dist.config.ts) runs them.
    exclude: [...configDefaults.exclude, 'tests/unit/dist-*.test.ts'],
    environment: 'node',
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
  },
});

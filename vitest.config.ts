// `npx vitest run`: the tests that need no build, one project per kind, each configured beside
// what it runs. The checks over a build have their own: `npm run test:dist`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['tests/unit/vitest.config.ts', 'tests/islands/vitest.config.ts', 'tests/db/vitest.config.ts'] },
});

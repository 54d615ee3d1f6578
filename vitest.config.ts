// `npx vitest run`: the tests that need no build, one project per kind, each configured beside
// what it runs. The checks over a build have their own: `npm run test:dist`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['tests/unit/vitest.config.ts', 'tests/islands/vitest.config.ts', 'tests/db/vitest.config.ts'],
    // A worker per core, here and in each project's configuration (a project resolves its own):
    // vitest's default for a run leaves one core idle (one worker on a 2-core machine), and the
    // database files mostly wait on PostgreSQL, pg_cron and Deno.
    maxWorkers: '100%',
  },
});

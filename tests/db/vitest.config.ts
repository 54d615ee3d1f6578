// The contact backend on real databases: PGlite and a throwaway PostgreSQL 15 server with pg_cron
// (scripts/support/postgres-cluster.ts), the local backend, the notification outbox under Deno.
import type {} from 'vitest/config';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  root: new URL('../..', import.meta.url).pathname,
  // testTimeout: room for a 2-core machine running other work beside the suite (vitest's 5 s is not);
  // the clusters' start has its own (SETUP_TIMEOUT).
  test: {
    name: 'db',
    include: ['tests/db/**/*.test.ts'],
    environment: 'node',
    globals: true,
    testTimeout: 20_000,
    // Two workers per core: the files wait on PostgreSQL, pg_cron's minute and Deno far more than they
    // compute (4 workers on 2 cores: 77 s, the machine busy 61%), and the longest (the outbox, 73 s,
    // on pg_cron's minute) then starts at once instead of behind two others.
    maxWorkers: '200%',
  },
});

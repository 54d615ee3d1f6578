// The React islands, rendered in jsdom with Testing Library: what a visitor sees and does.
import type {} from 'vitest/config';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    name: 'islands',
    include: ['tests/islands/**/*.test.tsx'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/islands/setup.ts'],
    // Room for a 2-core machine running other work beside the suite (vitest's 5 s is not).
    testTimeout: 20_000,
    maxWorkers: '100%',
  },
});

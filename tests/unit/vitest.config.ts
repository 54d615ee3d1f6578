// Unit tests: pure functions of src/lib/, scripts/ and the content model, in Node.
import type {} from 'vitest/config';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  root: new URL('../..', import.meta.url).pathname,
  // testTimeout: room for a 2-core machine running other work beside the suite (vitest's 5 s was not).
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    globals: true,
    testTimeout: 20_000,
    maxWorkers: '100%',
  },
});

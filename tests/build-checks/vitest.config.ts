// What builds make: the checks over dist/ (links, redirects on the runtime, HTML, W3C, social
// cards; run after `astro build`, `npm run test:dist`) and the tests that build a changed copy of
// the project (content errors, a renamed agency).
import type {} from 'vitest/config';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    name: 'dist',
    include: ['tests/build-checks/**/*.test.ts'],
    environment: 'node',
    globals: true,
    // A worker per core (vitest's default leaves one idle): the builds, the W3C checker and
    // wrangler overlap (141 → 107 s on 2 cores). The gate's fixtures only ever slow down beside
    // them, and each must fail the gate, so sharing the machine cannot make one pass.
    maxWorkers: '100%',
  },
});

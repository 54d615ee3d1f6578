// What builds make: the checks over dist/ (links, redirects on the runtime, HTML, W3C, social
// cards; run after `astro build`, `npm run test:dist`) and the tests that build a changed copy of
// the project (content errors, a renamed agency).
import type {} from 'vitest/config';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: { name: 'dist', include: ['tests/build-checks/**/*.test.ts'], environment: 'node', globals: true },
});

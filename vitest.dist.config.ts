/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** The checks over the build (links, HTML): `npm run test:dist`, after `astro build`. */
export default getViteConfig({
  test: {
    include: ['tests/unit/dist-*.test.ts'],
    environment: 'node',
    globals: true,
  },
});

// Unit tests: pure functions of src/lib/, scripts/ and the content model, in Node.
import type {} from 'vitest/config';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', globals: true },
});

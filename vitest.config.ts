/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
  },
});

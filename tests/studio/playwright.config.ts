import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../../scripts/support/chromium.mjs';

/**
 * What exists only under `astro dev` (tests/studio/): the content studio, and the dev server's
 * answers to page addresses; this suite runs its own dev server (offline, no backend needed). `npm test` runs it after
 * the suite on the build; alone: `npx playwright test --config tests/studio/playwright.config.ts`.
 */
const STUDIO_PORT = Number(process.env.STUDIO_PORT ?? 4329);

export default defineConfig({
  // A folder of its own under test-results/ (tests/e2e/playwright.config.ts says why).
  outputDir: '../../test-results/studio',
  testDir: '.',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${STUDIO_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(TEST_CHROMIUM ? { executablePath: TEST_CHROMIUM } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'studio', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node node_modules/astro/bin/astro.mjs dev --host 127.0.0.1 --port ${STUDIO_PORT}`,
    // The dev server runs from the repository's root, where astro.config.mjs is.
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://127.0.0.1:${STUDIO_PORT}/keystatic`,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
    // Never someone's running `npm start`: the test rewrites files and needs its own watcher.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});

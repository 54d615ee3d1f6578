import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** DESIGN.md: CHROMIUM_PATH, else Debian's chromium, else Playwright's own download. */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Each checkout can use its own port (PREVIEW_PORT) so parallel runs never share a server. */
const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4322);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The suite runs on the build (scripts/test.mjs builds once), served as a static host serves it.
  webServer: [
    {
      command: `node scripts/preview-server.mjs --port ${PREVIEW_PORT}`,
      url: `http://127.0.0.1:${PREVIEW_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});

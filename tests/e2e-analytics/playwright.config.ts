import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { LOCAL_BACKEND_PORT, LOCAL_BACKEND_URL } from '../../scripts/local-backend/config.mjs';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../../scripts/support/chromium.mjs';
import { E2E_CONTACT_LIMITS } from '../e2e/support/contact-limits';
import { ANALYTICS_SITES, PLAUSIBLE_DOMAIN, STANDIN_ORIGIN, STANDIN_PORT, UMAMI_WEBSITE_ID } from './sites';

/** The servers run from the repository's root. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const backendDir = join(tmpdir(), `e2e-analytics-backend-${process.pid}-${Date.now()}`);
const last = ANALYTICS_SITES[ANALYTICS_SITES.length - 1]!;

/**
 * Analytics end to end (docs/analytics.md): one build per provider with analytics on, the stand-in
 * of the providers' event APIs, and the contact backend. Each project is one provider's build.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 5_000 },
  use: {
    trace: 'on-first-retry',
    launchOptions: {
      ...(TEST_CHROMIUM ? { executablePath: TEST_CHROMIUM } : {}),
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: ANALYTICS_SITES.map((site) => ({
    name: site.provider,
    use: { ...devices['Desktop Chrome'], baseURL: site.origin },
  })),
  webServer: [
    {
      command: `node tests/support/analytics-standin.ts --port ${STANDIN_PORT} --plausible-domain ${PLAUSIBLE_DOMAIN} --umami-website ${UMAMI_WEBSITE_ID}`,
      cwd: ROOT,
      url: `${STANDIN_ORIGIN}/__events`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // Both builds (one after the other), then both served; ready when the last one answers.
      command: 'node tests/e2e-analytics/serve.ts',
      cwd: ROOT,
      url: `${last.origin}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 400_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `node scripts/local-backend.mjs --port ${LOCAL_BACKEND_PORT} --data-dir "${backendDir}" --ephemeral --quiet --test-faults --limits ${E2E_CONTACT_LIMITS}`,
      cwd: ROOT,
      url: `${LOCAL_BACKEND_URL}/rest/v1/`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BROWSER_LAUNCH, contactBackendServer, ROOT } from '../e2e/support/servers';
import { ANALYTICS_SITES, PLAUSIBLE_DOMAIN, STANDIN_ORIGIN, STANDIN_PORT, UMAMI_WEBSITE_ID } from './sites';

const backendDir = join(tmpdir(), `e2e-analytics-backend-${process.pid}-${Date.now()}`);
const last = ANALYTICS_SITES[ANALYTICS_SITES.length - 1]!;

/**
 * Analytics end to end (docs/analytics.md): one build per provider with analytics on, the stand-in
 * of the providers' event APIs, and the contact backend. Each project is one provider's build.
 */
export default defineConfig({
  // A folder of its own under test-results/ (tests/e2e/playwright.config.ts says why).
  outputDir: '../../test-results/e2e-analytics',
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
    launchOptions: BROWSER_LAUNCH,
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
    contactBackendServer(backendDir),
  ],
});

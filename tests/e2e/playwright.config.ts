import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { pagesDevArgs, WRANGLER_OFFLINE_ENV } from '../../scripts/pages-dev.mjs';
import { BROWSER_LAUNCH, contactBackendServer, ROOT } from './support/servers';

/** Each checkout can use its own port (PREVIEW_PORT) so parallel runs never share a server. */
const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4322);
/** wrangler's devtools inspector needs a port too: its own variable, else 5000 above the preview's. */
const INSPECTOR_PORT = Number(process.env.INSPECTOR_PORT ?? PREVIEW_PORT + 5000);

/**
 * The contact backend's data for this run: a fresh PGlite directory, deleted when the backend
 * stops. Set once here; the workers inherit it (tests/e2e/contact-backend.spec.ts reads it).
 */
const backendDataDir = (process.env.E2E_BACKEND_DATA_DIR ??= join(
  tmpdir(),
  `e2e-contact-backend-${process.pid}-${Date.now()}`,
));

export default defineConfig({
  // A folder of its own under test-results/: Playwright empties its output folder when a run starts, and npm test
  // runs the analytics and studio suites after this one (a failed test's retry trace would be gone).
  outputDir: '../../test-results/e2e',
  testDir: '.',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Half again as many workers as cores: a test waits on the page for much of its time (the load,
  // the loading screen's fade, a 4x CPU throttle that pauses the renderer). With one per core the
  // machine was idle a third of the time (keys-before-hydration: busy 68%, 94 s; with 3 workers 80%,
  // 71 s). The whole step on 2 cores, image cache seeded: 3 workers 635 s, busy 91%, no retry;
  // 2 workers (before the seeding) 1,075 s.
  workers: '150%',
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    // A trace (screenshots and DOM snapshots at every step) for a failed test's retry on CI; locally
    // `npx playwright test --trace on <spec>`. Recorded for every test and dropped on a pass, it cost
    // a fifth of the suite's CPU (quality-pages.spec.ts: 213 s with it, 168 s without).
    trace: 'on-first-retry',
    launchOptions: BROWSER_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The suite runs on the build (scripts/test.mjs builds once), served by Cloudflare's own runtime
  // (`wrangler pages dev`, started once per run): _headers, _redirects, clean URLs and the 404 page
  // are the host's code, not ours.
  webServer: [
    {
      command: `node node_modules/wrangler/bin/wrangler.js ${pagesDevArgs({ root: 'dist', port: PREVIEW_PORT, inspectorPort: INSPECTOR_PORT }).join(' ')}`,
      cwd: ROOT,
      env: WRANGLER_OFFLINE_ENV,
      url: `http://127.0.0.1:${PREVIEW_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // The contact form's backend (tests/e2e/contact-backend.spec.ts reads its data folder).
    contactBackendServer(backendDataDir),
  ],
});

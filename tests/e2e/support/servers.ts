// What the suites on the build (tests/e2e/, tests/e2e-analytics/) start and open alike: the browser
// they drive and the contact form's backend. One place, so both suites run against the same ones.
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';
import { LOCAL_BACKEND_PORT, LOCAL_BACKEND_URL } from '../../../scripts/local-backend/config.mjs';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../../../scripts/support/chromium.mjs';
import { E2E_CONTACT_LIMITS } from './contact-limits';

/** The servers run from the repository's root, where dist/ and node_modules/ are. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Debian's headless shell where installed (scripts/support/chromium.mjs), without QUIC. */
export const BROWSER_LAUNCH: LaunchOptions = {
  ...(TEST_CHROMIUM ? { executablePath: TEST_CHROMIUM } : {}),
  args: [...CHROMIUM_ARGS, '--disable-quic'],
};

/**
 * The contact form's backend, at the URL and key the site was built with, on a fresh data folder
 * deleted when it stops. Never reused: the tests read what this run stored (stop `npm start` before
 * running them). Its limits (private.contact_settings): a suite sends many messages from one
 * browser, so the per-client and global caps are raised; the per-sender cap is low enough for a test
 * to meet it (E2E_CONTACT_LIMITS, read by tests/e2e/contact-backend.spec.ts).
 */
export function contactBackendServer(dataDir: string) {
  return {
    command: `node scripts/local-backend.mjs --port ${LOCAL_BACKEND_PORT} --data-dir "${dataDir}" --ephemeral --quiet --test-faults --limits ${E2E_CONTACT_LIMITS}`,
    cwd: ROOT,
    url: `${LOCAL_BACKEND_URL}/rest/v1/`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

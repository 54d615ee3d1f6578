// @ts-check
// Which Chromium the tests and the bench launch, and with which flags: Debian's, from apt (.ci/run
// installs both). CHROMIUM_PATH, when set, is used for everything.
import { existsSync } from 'node:fs';

const existing = (/** @type {string} */ path) => (existsSync(path) ? path : undefined);

/**
 * The full browser (`chromium`): what Lighthouse measures, and what the tests need that the
 * headless shell lacks (installability, prerendering). Undefined: Playwright's own download.
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? existing('/usr/bin/chromium');

/**
 * For the end-to-end suites: the headless shell (`chromium-headless-shell`, the same version
 * without the browser's UI layer, what Playwright itself runs headless), which loads and checks a
 * page in about 15% less CPU; the full browser when it is not installed.
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? existing('/usr/lib/chromium/chromium-headless-shell') ?? FULL_CHROMIUM;

/**
 * The flags every launch takes: no sandbox (containers), no GPU, and none of the browser's own
 * traffic (without the background-networking flags it floods a closed network with refused
 * connections).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The live studio in review mode (STUDIO_REVIEW=true: Sveltia's editorial workflow) for the
// end-to-end specs. The build under test has the studio as production has it by default (saves go
// to main); the studio page alone is built again here with `review: true` (buildLiveStudio, the
// build's own step) and served in place of /studio/ to the browser context, so the rest of the site
// stays the build under test.
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { buildLiveStudio, studioSitePages } from '../../integrations/live-studio';
import { TEST_STUDIO_ENV } from '../../scripts/support/live-studio-env.mjs';
import { STUDIO_PATH } from '../../src/lib/build/security-headers';
import { studioSettings, type StudioSettings } from '../../src/lib/studio/studio-settings';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const agency = JSON.parse(readFileSync(join(ROOT, 'content/site.json'), 'utf8')).agency as { url: string };

/** The test build's studio settings with STUDIO_REVIEW=true, read by the same function as the build's. */
function reviewSettings(): StudioSettings {
  const settings = studioSettings({ ...TEST_STUDIO_ENV, STUDIO_REVIEW: 'true' });
  if (!settings || settings instanceof Error) throw new Error(`the test studio's settings: ${String(settings)}`);
  return settings;
}

/** Builds the review-mode studio page into `outDir` (about a minute on a busy 2-core machine), knowing the pages of the build under test. */
export async function buildReviewStudio(outDir: string): Promise<void> {
  const sitePages = studioSitePages(join(ROOT, 'dist'), ROOT);
  await buildLiveStudio({ outDir, settings: reviewSettings(), site: agency.url, root: ROOT, sitePages });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/**
 * Chromium's flag for a browser whose studio page `serveStudioFrom` fulfils: a page Playwright
 * fulfils has no address of its own, so Chromium's Local Network Access treats it as public and
 * refuses its calls to the stand-in on 127.0.0.1 ("Permission was denied for this request to access
 * the `loopback` address space"). The build's own studio, served by the runtime from 127.0.0.1,
 * needs no such flag.
 */
export const FULFILLED_STUDIO_ARGS = ['--disable-features=LocalNetworkAccessChecks'];

/** Serves `/studio/…` of every page in `context` from `dir` (the review-mode studio) instead of the build's. */
export async function serveStudioFrom(context: BrowserContext, dir: string): Promise<void> {
  let pageHeaders: Promise<Record<string, string>> | undefined;
  await context.route(
    (url) => url.pathname.startsWith(STUDIO_PATH),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const rest = pathname.slice(STUDIO_PATH.length) || 'index.html';
      const file = normalize(join(dir, rest.endsWith('/') ? `${rest}index.html` : rest));
      if (!file.startsWith(dir)) return route.fulfill({ status: 404 });
      try {
        const body = readFileSync(file);
        const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
        // The studio's own headers (its policy, its opener policy) as the host sends them, asked once.
        pageHeaders ??= route
          .fetch({ url: new URL(STUDIO_PATH, route.request().url()).href })
          .then((served) =>
            Object.fromEntries(
              Object.entries(served.headers()).filter(([name]) =>
                /^(content-security-policy|cross-origin)/i.test(name),
              ),
            ),
          );
        const headers = await pageHeaders;
        return route.fulfill({ status: 200, body, headers: { ...headers, 'content-type': type } });
      } catch {
        return route.fulfill({ status: 404 });
      }
    },
  );
}

// What every live-studio spec starts from: the repository as it is committed, held by the GitHub
// stand-in as the test build's studio settings name it, a browser that reaches the stand-in under
// GitHub's host names, and the text box of a studio form that shows a given text.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type Browser, type Locator, type TestInfo } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../../scripts/support/chromium.mjs';
import { TEST_STUDIO_ENV } from '../../scripts/support/live-studio-env.mjs';
import { startGitHubStandIn, type GitHubStandIn, type GitHubStandInOptions } from './github-standin/server';
import { keepInTestFolder } from './test-folder';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The repository the test build's studio commits to (`owner/name` of TEST_STUDIO_ENV). */
export const [STUDIO_OWNER, STUDIO_REPO] = TEST_STUDIO_ENV.STUDIO_GITHUB_REPO.split('/') as [string, string];
/** The sign-in service's host the test build's studio names. */
export const STUDIO_AUTH_HOST = new URL(TEST_STUDIO_ENV.STUDIO_AUTH_URL).host;

/** What a live-studio spec's session holds once its beforeAll has made it. */
export interface StudioSession {
  work?: string | undefined;
  gitHub?: GitHubStandIn | undefined;
  browser?: Browser | undefined;
}

/**
 * The hooks every live-studio spec's session ends with, registered where this is called (the file or
 * a describe): after each test, no request the GitHub stand-in does not know; after them all, the
 * browser and the stand-in closed and the work folder removed. `session` reads the spec's own state.
 */
export function endStudioSession(session: () => StudioSession): void {
  test.afterAll(async () => {
    const { browser, gitHub, work } = session();
    await browser?.close();
    await gitHub?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });
  // eslint-disable-next-line no-empty-pattern -- Playwright hands fixtures first, and this hook needs none
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await keepStudioPages(session().browser, testInfo);
    expect(session().gitHub?.unknownRequests, 'requests the GitHub stand-in does not know').toEqual([]);
  });
}

/**
 * What each page of the studio's browser showed when a test failed: its picture and its ARIA
 * snapshot in the test's folder of test-results/, and the snapshot's alerts and invalid fields in the
 * report. The spec's pages are its own (made in beforeAll), so Playwright's error context has none of
 * them; a failed Save (no pull request, main unmoved) says why only on screen.
 */
async function keepStudioPages(browser: Browser | undefined, testInfo: TestInfo): Promise<void> {
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  for (const [i, page] of pages.entries()) {
    const name = `studio-page-${i + 1}`;
    try {
      const snapshot = await page.locator('body').ariaSnapshot({ timeout: 5_000 });
      await keepInTestFolder(
        testInfo,
        `${name}.aria.yml`,
        `${name}.aria.yml`,
        `# ${page.url()}\n${snapshot}\n`,
        'text/yaml',
      );
      const picture = await page.screenshot({ timeout: 5_000 });
      await keepInTestFolder(testInfo, `${name}.png`, `${name}.png`, picture, 'image/png');
      const telling = snapshot.split('\n').filter((line) => /alert|status|invalid|error|required/i.test(line));
      console.log(`${testInfo.title}: ${name} at ${page.url()} (${testInfo.outputPath()})\n${telling.join('\n')}`);
    } catch (error) {
      console.log(`${testInfo.title}: ${name} could not be kept: ${String(error)}`);
    }
  }
}

/**
 * The repository as it is committed (HEAD, a worktree's too) in a bare repository `work/website.git`
 * whose main is that commit, and the GitHub stand-in serving it as the studio's repository.
 */
export async function gitHubOfHead(
  work: string,
  options: Omit<GitHubStandInOptions, 'repoDir' | 'owner' | 'repo' | 'branch'>,
): Promise<{ bare: string; gitHub: GitHubStandIn }> {
  const bare = join(work, 'website.git');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
  execFileSync('git', ['-C', ROOT, 'push', '--quiet', bare, 'HEAD:refs/heads/main']);
  const gitHub = await startGitHubStandIn({
    repoDir: bare,
    owner: STUDIO_OWNER,
    repo: STUDIO_REPO,
    branch: 'main',
    ...options,
  });
  return { bare, gitHub };
}

/**
 * Chromium reaching the stand-in under GitHub's host names (its certificate accepted), and any
 * other host `moreHosts` maps (`MAP host 127.0.0.1:port` rules), with extra flags.
 */
export function studioBrowser(
  gitHub: GitHubStandIn,
  { moreHosts = [], args = [] }: { moreHosts?: string[]; args?: string[] } = {},
): Promise<Browser> {
  return chromium.launch({
    ...(TEST_CHROMIUM ? { executablePath: TEST_CHROMIUM } : {}),
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=${[gitHub.hostResolverRules, ...moreHosts].join(', ')}`,
      '--ignore-certificate-errors',
      ...args,
    ],
  });
}

/**
 * Marks the one of `boxes` (a form's text boxes) that shows `text` with `data-under-test`, so
 * `page.locator('[data-under-test]')` is it; answers whether one does.
 */
export function markBoxShowing(boxes: Locator, text: string): Promise<boolean> {
  return boxes.evaluateAll((els, t) => {
    for (const el of document.querySelectorAll('[data-under-test]')) el.removeAttribute('data-under-test');
    const box = els.find((e) => (e as HTMLInputElement).value === t);
    box?.setAttribute('data-under-test', '');
    return box !== undefined;
  }, text);
}

/**
 * One call to GitHub's API on the stand-in at `port` as `token`'s user (a bot, an app, or someone on
 * GitHub's own page): `path` under the studio's repository, or `/graphql`.
 */
export function callGitHub(
  port: number,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: path.startsWith('/graphql') ? path : `/repos/${STUDIO_OWNER}/${STUDIO_REPO}${path}`,
        headers: { host: 'api.github.com', authorization: `token ${token}`, 'content-type': 'application/json' },
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

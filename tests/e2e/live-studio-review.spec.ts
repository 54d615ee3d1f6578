// Review mode (STUDIO_REVIEW=true, Sveltia's editorial workflow) driven end to end in Chromium
// against the GitHub stand-in over a real bare repository: the studio page is built with review on
// (tests/support/review-studio.ts) and served in place of the build's /studio/. An editor saves a
// service page's headline as a draft: main does not move; a branch under cms/ and a pull request
// hold one commit changing that one line; the draft moves In Review, then Ready; GitHub refuses the
// merge until the preview build's status (posted as CI posts it) passes and a second editor (never
// the author) approves it, the studio's notice saying which is missing, and publishing then merges
// it (the notice: published): main holds the new line
// and a clone of main builds the page with it. A second editor's draft of another page stays apart;
// a deleted draft leaves main as it was. The draft check the pull request's workflow runs
// (scripts/draft-check.mjs, run here as the workflow runs it) posts the status the studio reads: a
// case study's draft passes, and View Preview opens its page on the preview the status names; a
// draft edited on GitHub past a field's limit fails, its status, its pull request's comment and the
// studio's notice name the file, the field and what to change, and GitHub refuses its merge; a
// draft whose link goes to no page is refused at save, and once the link is mistyped on GitHub it
// fails over its own build, named the same way. The preview build is crawlable and noindex: its
// robots.txt lets crawlers in and every page answers X-Robots-Tag: noindex on Cloudflare's runtime. For
// each host that builds pull requests itself (Netlify, Vercel, Cloudflare Pages), what it writes to
// GitHub (tests/support/host-previews.ts) on a draft's head: View Preview opens the page on that
// host's preview; beside a failing content check too, while the studio's notice shows the failure
// and GitHub refuses the merge. An article written in the form as a draft: View Preview opens it on
// its preview build, and approved and published it merges into main, whose clone then builds it at
// its address, in the listing, on its tags' pages, in the feed and on the home page. Every call the
// studio makes in review mode is one the recording (tests/fixtures/review-mode-requests.json) lists,
// and the stand-in answers each as GitHub does (held to @octokit/openapi and
// @octokit/graphql-schema); anything else fails the test.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { type GitHubStandIn } from '../support/github-standin/server';
import {
  endStudioSession,
  callGitHub,
  STUDIO_AUTH_HOST as AUTH_HOST,
  STUDIO_OWNER as OWNER,
  STUDIO_REPO as REPO,
  gitHubOfHead,
  markBoxShowing,
  studioBrowser,
} from '../support/studio-github';
import { buildReviewStudio, FULFILLED_STUDIO_ARGS, serveStudioFrom } from '../support/review-studio';
import { buildClone } from '../support/project-copy';
import { selfSignedCertificate } from '../../scripts/support/certificate.mjs';
import { STUDIO_PATH } from '../../src/lib/build/security-headers';
import { HOUSE_FORMATS } from '../../studio/live/formats';
import { PREVIEW_NOTICE } from '../../src/lib/build/preview';
import { buildRobotsTxt } from '../../src/lib/build/robots';
import { startPagesDev } from '../../scripts/pages-dev.mjs';
import { listRoutes } from '../../scripts/site-pages.mjs';
import { CHECK_CONTEXT, COMMENT_MARKER, SITE_CHECK_FAILED } from '../../studio/draft-check';
import { NOTICE_HEADING, pullLinkText } from '../../studio/live/draft-checks';
import { HOST_PREVIEWS, type BuiltDraft, type HostPreview } from '../support/host-previews';
import { fieldLabel, refusalMessage } from '../../studio/refusal';
import { modelForPath } from '../../studio/model';
import { NOT_PUBLISHED, PUBLISHED, publishWords } from '../../studio/publish';
import {
  articleAddress,
  articleFile,
  contentIds,
  expectBuiltWithArticle,
  savedArticle,
  writeArticle,
  type StudioArticle,
} from '../support/studio-article';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const agency = JSON.parse(readFileSync(join(ROOT, 'content/site.json'), 'utf8')).agency as { url: string };
const EDITOR = { login: 'njeri', name: 'Njeri Mwangi', email: 'njeri@example.com', id: 4201 };
const SECOND = { login: 'tom', name: 'Tom Walsh', email: 'tom@example.com', id: 4202 };
/** The workflow's bot (GITHUB_TOKEN) that posts the preview's status. */
const CI = { login: 'ci', name: 'github-actions[bot]', email: 'ci@example.com', id: 41898282 };
/** The GitHub apps of the hosts that build pull requests themselves, by their tokens. */
const hostToken = (h: HostPreview) => `ghs_${h.app.replace(/\W+/g, '')}`;
const HOST_APPS = Object.fromEntries(
  HOST_PREVIEWS.map((h, i) => [
    hostToken(h),
    { login: h.app, name: h.host, email: `app${i}@example.com`, id: 41900 + i },
  ]),
);
const RECORDING = join(ROOT, 'tests/fixtures/review-mode-requests.json');
const markdown = HOUSE_FORMATS.find((f) => f.extension === 'md')!;
const BRANDING = 'content/services/branding.md';
const CONSULTING = 'content/services/consulting.md';
/** A service page's description for search results (its `<meta name="description">`). */
const seoDescription = (file: string) =>
  String(
    (markdown.fromFile(readFileSync(join(ROOT, file), 'utf8')) as { seo: { description: string } }).seo.description,
  );
const NEW_DESCRIPTION = `${seoDescription(BRANDING)} Ask us anything.`;

/** Where a draft's preview is published (Cloudflare Pages' branch alias), served here from a preview build. */
const PREVIEW_HOST = 'cms-preview.kilele-website.pages.dev';
const STUDY = 'content/case-studies/projects/central-highlands-coffee.yaml';
const yaml = HOUSE_FORMATS.find((f) => f.extension === 'yaml')!;
const studyDescription = String(yaml.fromFile(readFileSync(join(ROOT, STUDY), 'utf8'))['description']);
const DRAFT_STUDY = `${studyDescription} The draft adds this sentence for review.`;

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });

test.describe.configure({ mode: 'serial' });
test.slow();

let work: string;
let bare: string;
let studioDir: string;
let gitHub: GitHubStandIn;
let browser: Browser;
let main0: string;
/** The preview build the preview host serves (set once the draft's preview is built). */
let previewDist = '';
let previewServer: Server;

// eslint-disable-next-line no-empty-pattern -- Playwright hands fixtures first, and this hook needs none
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  work = mkdtempSync(join(tmpdir(), 'live-studio-review-'));
  studioDir = join(work, 'studio');
  await buildReviewStudio(studioDir);
  ({ bare, gitHub } = await gitHubOfHead(work, {
    tokens: { gho_njeri: EDITOR, gho_tom: SECOND, ghs_ci: CI, ...HOST_APPS },
    oauth: { host: AUTH_HOST, login: EDITOR.login },
    // Branch protection on main: the preview build's content checks must pass before a merge.
    requiredStatusChecks: [CHECK_CONTEXT],
    // …and one approving review by someone other than the draft's author (docs/content.md).
    requiredApprovals: 1,
  }));
  main0 = git(bare, 'rev-parse', 'main').trim();
  // The preview hosts: HTTPS (Sveltia opens only https:// previews), files from the preview build,
  // the same under every host name (the draft check's Cloudflare Pages project, and Netlify's,
  // Vercel's and Cloudflare Pages' own previews).
  const previewDomains = HOST_PREVIEWS.flatMap((h) => h.domains);
  previewServer = createServer(selfSignedCertificate([PREVIEW_HOST, ...previewDomains]), (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', `https://${PREVIEW_HOST}`).pathname);
    let file = join(previewDist, path);
    if (previewDist && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!previewDist || !file.startsWith(previewDist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : file.endsWith('.txt') ? 'text/plain' : '';
    res.writeHead(200, type ? { 'content-type': type } : {}).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => previewServer.listen(0, '127.0.0.1', resolve));
  const previewPort = (previewServer.address() as { port: number }).port;
  browser = await studioBrowser(gitHub, {
    moreHosts: [PREVIEW_HOST, ...previewDomains].map((d) => `MAP ${d} 127.0.0.1:${previewPort}`),
    args: FULFILLED_STUDIO_ARGS,
  });
});

test.afterAll(() => {
  previewServer?.closeAllConnections();
  previewServer?.close();
});
endStudioSession(() => ({ browser, gitHub, work }));

/** A studio tab in review mode, signed in through the OAuth window as the editor. */
async function signedIn(baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  await serveStudioFrom(context, studioDir);
  const page = await context.newPage();
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
    const found = await markBoxShowing(boxes, text);
    expect(found, 'a text box shows the text').toBe(true);
    await page.locator('[data-under-test]').fill(changed, { timeout: 5_000 });
  })
    .toPass({ timeout: 45_000 })
    .catch(async (e) => {
      console.log('SNAP', page.url(), await page.locator('body').ariaSnapshot());
      throw e;
    });
}

/** Reloads the studio and opens a draft's entry again (the studio may be at its list after a save). */
async function reopen(page: Page, route: string) {
  await page.reload();
  await expect(async () => {
    await page.evaluate((hash) => {
      if (location.hash !== hash) location.hash = hash;
    }, `#/collections/${route}`);
    await expect(page.getByRole('button', { name: /^Status: / })).toBeEnabled({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

const LABEL = (status: string) => `sveltia-cms/${status}`;
/** The review labels a pull request carries (Sveltia's status). */
const labelsOf = (number: number) => gitHub.pulls.byNumber(number)?.labels ?? [];
const branchHead = (branch: string) => {
  try {
    return git(bare, 'rev-parse', '--verify', '-q', `refs/heads/${branch}`).trim();
  } catch {
    return '';
  }
};

/** One call to GitHub's API as `token`'s user (a bot, or someone on GitHub's own page): `path` under the repository, or `/graphql`. */
async function asUser(token: string, method: string, path: string, body?: unknown) {
  const answer = await callGitHub(gitHub.port, token, method, path, body);
  return answer as { status: number; body: Record<string, unknown> };
}

/** A status posted on a draft's head by hand, as CI's bot (the draft check's own script posts the others). */
async function postStatus(sha: string, state: string, description: string) {
  const answer = await asUser('ghs_ci', 'POST', `/statuses/${sha}`, { state, context: CHECK_CONTEXT, description });
  expect(answer.status, 'GitHub took the status').toBe(201);
}

/** A review of a pull request, as its reviewer leaves it on GitHub's page. */
async function review(number: number, token: string, event: 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT') {
  const { status, body } = await asUser(token, 'POST', `/pulls/${number}/reviews`, { event });
  const { state, errors } = body as { state?: string; errors?: string[] };
  return { status, ...(state ? { state } : {}), ...(errors ? { errors } : {}) };
}

const DESIGN = 'content/services/design.md';
const INDUSTRY = 'content/industries/healthcare.yaml';
/** The industry page's hero buttons, as content/ has them. */
const industryActions = (
  yaml.fromFile(readFileSync(join(ROOT, INDUSTRY), 'utf8'))['hero'] as { actions: { href: string }[] }
).actions;

/**
 * The draft check as the pull request's workflow runs it (`node scripts/draft-check.mjs …` in the
 * draft's checkout, .github/workflows/draft-checks.yml), against the stand-in as the workflow's bot.
 * Asynchronous: the stand-in answers from this very process.
 */
async function draftCheck(checkout: string, args: string[]): Promise<{ code: number; output: string }> {
  const certificate = join(work, 'stand-in.pem');
  writeFileSync(certificate, gitHub.certificate);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'scripts/draft-check.mjs'), ...args],
      {
        cwd: checkout,
        encoding: 'utf8',
        env: {
          ...process.env,
          GITHUB_API_URL: gitHub.url,
          GITHUB_TOKEN: 'ghs_ci',
          GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_RUN_ID: '7001',
          NODE_EXTRA_CA_CERTS: certificate,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** The draft check's `--sha` and `--pull` (the workflow reads them from the pull request's event). */
const where = (sha: string, pull: number) => ['--sha', sha, '--pull', String(pull)];

/** The newest `content checks` status on a commit. */
const checkOf = (sha: string) => gitHub.pulls.latest(sha).find((s) => s.context === CHECK_CONTEXT);

let editor: Page;
let draft: { number: number; branch: string; commit: string };
/** The case study's draft, once its preview is built (test 6). */
let study: { number: number; branch: string };

test('an editor saves a service page as a draft: main unmoved, a cms/ branch and a pull request with one commit changing one line', async ({
  baseURL,
}) => {
  editor = await signedIn(baseURL!);
  await change(editor, 'services/entries/branding', seoDescription(BRANDING), NEW_DESCRIPTION);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => gitHub.pulls.pulls.length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => labelsOf(1), { timeout: 10_000 }).toEqual([LABEL('draft')]);
  // (The toolbar keeps showing "Saving…" after the pull request is labelled: not the stand-in, but
  // Sveltia asking "Send for Review" (or "Later") after a draft's save and holding its save open
  // until answered — `save` in src/lib/components/contents/details/toolbar.svelte awaits
  // `askForReview()`; see docs/content.md. The editor leaves it unanswered and reloads, as the rest
  // of the walk does.)

  expect(git(bare, 'rev-parse', 'main').trim(), 'main has not moved').toBe(main0);
  const pull = gitHub.pulls.byNumber(1)!;
  expect(pull).toMatchObject({ head: 'cms/services/branding', base: 'main', state: 'open', draft: true });
  const head = branchHead(pull.head);
  // One commit on the branch, by the editor, on main's head, changing that one line.
  expect(git(bare, 'rev-list', '--count', `main..${pull.head}`).trim()).toBe('1');
  expect(git(bare, 'rev-parse', `${pull.head}~1`).trim()).toBe(main0);
  expect(git(bare, 'log', '-1', '--format=%an <%ae>', head).trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(git(bare, 'diff', '--numstat', 'main', head).trim()).toBe(`1\t1\t${BRANDING}`);
  expect(git(bare, 'show', `${head}:${BRANDING}`)).toContain(`  description: ${NEW_DESCRIPTION}\n`);
  draft = { number: 1, branch: pull.head, commit: head };
});

test("a second editor's draft of another page stays apart from the first", async ({ baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, ignoreHTTPSErrors: true });
  await serveStudioFrom(context, studioDir);
  const page = await context.newPage();
  await page.goto(STUDIO_PATH);
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await dialog
    .locator('input')
    .fill('gho_tom', { timeout: 10_000 })
    .catch(async (e) => {
      console.log('SNAP', await page.locator('body').ariaSnapshot());
      throw e;
    });
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click({ timeout: 10_000 });
  await expect(page.getByRole('treeitem', { name: 'Privacy, terms, careers' })).toBeVisible({ timeout: 60_000 });
  const theirs = `${seoDescription(CONSULTING)} Ask us first.`;
  await change(page, 'services/entries/consulting', seoDescription(CONSULTING), theirs);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => gitHub.pulls.pulls.length, { timeout: 20_000 }).toBe(2);
  const second = gitHub.pulls.byNumber(2)!;
  expect(second).toMatchObject({ head: 'cms/services/consulting', state: 'open' });
  expect(second.author.login).toBe(SECOND.login);
  await expect.poll(() => labelsOf(2), { timeout: 10_000 }).toEqual([LABEL('draft')]);
  // Its branch holds their page alone; the first draft's branch and main are as they were.
  expect(git(bare, 'diff', '--name-only', 'main', second.head).trim()).toBe(CONSULTING);
  expect(branchHead(draft.branch)).toBe(draft.commit);
  expect(git(bare, 'diff', '--name-only', 'main', draft.branch).trim()).toBe(BRANDING);
  expect(git(bare, 'rev-parse', 'main').trim()).toBe(main0);
  await context.close();
});

/**
 * Moves the draft open in `page` to `status` through the studio's status menu; the pull request's
 * label follows. Once in a CI run (of many), a choice of Ready made right after the move to In
 * Review was not applied (10 s on, the label and the studio's button still said In Review): as an
 * editor would, the choice is made again while the label has not followed, at most 3 times.
 */
async function setStatus(page: Page, number: number, status: 'In Review' | 'Ready', label: string) {
  const snap = async (e: Error) => {
    console.log('SNAP', await page.locator('body').ariaSnapshot());
    throw e;
  };
  let tries = 0;
  await expect(async () => {
    if (labelsOf(number).join() !== LABEL(label)) {
      tries += 1;
      expect(tries, `the status menu's "${status}" chosen more than 3 times`).toBeLessThanOrEqual(3);
      await page.getByRole('button', { name: /^Status: / }).click({ timeout: 15_000 });
      await page
        .getByRole('menuitemradio', { name: status })
        .or(page.getByRole('menuitem', { name: status }))
        .click({ timeout: 10_000 });
    }
    await expect.poll(() => labelsOf(number), { timeout: 10_000 }).toEqual([LABEL(label)]);
  })
    .toPass({ timeout: 60_000 })
    .catch(snap);
  // Out of draft on GitHub too (a draft pull request cannot be merged): the studio's last call of the change.
  await expect.poll(() => gitHub.pulls.byNumber(number)!.draft, { timeout: 10_000 }).toBe(false);
  // (Sveltia wraps the status in bidi isolation marks.)
  await expect(page.getByRole('button', { name: new RegExp(`^Status: \\W*${status}\\W*$`) })).toBeEnabled();
}

test("the draft moves to In Review, then Ready: the pull request's label follows, main unmoved", async () => {
  await editor.bringToFront();
  await reopen(editor, 'services/entries/branding');
  await setStatus(editor, draft.number, 'In Review', 'pending_review');
  await setStatus(editor, draft.number, 'Ready', 'pending_publish');
  // Out of draft on GitHub too (a draft pull request cannot be merged).
  expect(gitHub.pulls.byNumber(draft.number)!.draft).toBe(false);
  expect(git(bare, 'rev-parse', 'main').trim()).toBe(main0);
});

/** Publish from the draft's own editor (its toolbar's Publish, then the confirmation). */
async function publishFromBoard(page: Page) {
  const snap = async (e: Error) => {
    console.log('SNAP', await page.locator('body').ariaSnapshot());
    throw e;
  };
  await page
    .getByRole('toolbar', { name: 'Primary' })
    .getByRole('button', { name: 'Publish Entry' })
    .click({ timeout: 15_000 })
    .catch(snap);
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: /^Publish/ })
    .click({ timeout: 15_000 })
    .catch(snap);
}

test('while its content check fails or nobody else has approved it the draft cannot be published; then publishing merges it into main', async () => {
  // The preview build found a problem: GitHub refuses the merge (branch protection), the studio says so.
  await postStatus(draft.commit, 'failure', 'SEO › Description: at most 170 characters');
  await publishFromBoard(editor);
  await expect(editor.getByText('Couldn’t publish the entry. Please try again.')).toBeVisible({ timeout: 15_000 });
  // Sveltia's sentence asks to try again, which cannot help; the studio's own notice says why.
  const refusedWords = (message: string) => publishWords({ status: 405, message }, draft.number).text;
  const notPublished = editor.getByRole('status', { name: NOT_PUBLISHED });
  await expect(notPublished).toContainText(refusedWords(`Required status check "${CHECK_CONTEXT}" is failing.`));
  expect(git(bare, 'rev-parse', 'main').trim(), 'nothing of a failed draft reaches main').toBe(main0);
  expect(gitHub.pulls.byNumber(draft.number)!.state).toBe('open');
  const refused = gitHub.requests.filter((r) => r.method === 'PUT' && r.path.endsWith(`/pulls/${draft.number}/merge`));
  expect(
    refused.map((r) => r.status),
    "GitHub's answer to the studio's merge: protected",
  ).toEqual([405]);

  await postStatus(draft.commit, 'success', 'The content checks passed');
  // The check passes, but nobody has approved the draft: GitHub refuses the merge still.
  await reopen(editor, 'services/entries/branding');
  await publishFromBoard(editor);
  await expect(editor.getByText('Couldn’t publish the entry. Please try again.')).toBeVisible({ timeout: 15_000 });
  const merges = () =>
    gitHub.requests
      .filter((r) => r.method === 'PUT' && r.path.endsWith(`/pulls/${draft.number}/merge`))
      .map((r) => `${r.status} ${r.message}`);
  expect(merges().at(-1), "GitHub's answer to the studio's merge: not approved").toBe(
    '405 At least 1 approving review is required by reviewers with write access.',
  );
  // The notice: an approval by someone other than the author is missing, and what to do about it.
  await expect(notPublished).toContainText(
    refusedWords('At least 1 approving review is required by reviewers with write access.'),
  );
  await expect(notPublished).toContainText('an approval by someone other than its author');
  expect(git(bare, 'rev-parse', 'main').trim(), 'an unapproved draft does not reach main').toBe(main0);
  // The author cannot approve their own draft; the second editor approves it on GitHub's page.
  const own = await review(draft.number, 'gho_njeri', 'APPROVE');
  expect(own).toEqual({ status: 422, errors: ['Can not approve your own pull request'] });
  expect(await review(draft.number, 'gho_tom', 'APPROVE')).toEqual({ status: 200, state: 'APPROVED' });

  await reopen(editor, 'services/entries/branding');
  await publishFromBoard(editor);
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 20_000 }).not.toBe(main0);
  // The stand-in moves main, then finishes the merge's other work, then records its answer: wait for it.
  await expect.poll(() => merges().at(-1), { timeout: 20_000 }).toMatch(/^200 /);
  // …and the editor is told the draft is published.
  const published = editor.getByRole('status', { name: PUBLISHED });
  await expect(published).toContainText(publishWords({ status: 200, message: '' }, draft.number).text);
  // The notice comes with GitHub's answer; Sveltia closes the draft's editor once its own work after
  // the merge is done (the branch deleted, the production head read again).
  await expect.poll(() => editor.evaluate(() => location.hash), { timeout: 30_000 }).toBe('#/collections/services');
  // A merge of the draft's one commit; main now holds the new line, the draft's branch is gone.
  expect(git(bare, 'rev-parse', 'main^1').trim()).toBe(main0);
  expect(git(bare, 'rev-parse', 'main^2').trim()).toBe(draft.commit);
  expect(git(bare, 'diff', '--numstat', main0, 'main').trim()).toBe(`1\t1\t${BRANDING}`);
  expect(git(bare, 'show', `main:${BRANDING}`)).toContain(`  description: ${NEW_DESCRIPTION}\n`);
  await expect.poll(() => branchHead(draft.branch)).toBe('');
  expect(gitHub.pulls.byNumber(draft.number)).toMatchObject({ state: 'closed', mergeCommit: expect.any(String) });
});

test('a deleted draft leaves main untouched: its pull request closed, its branch gone', async () => {
  const merged = git(bare, 'rev-parse', 'main').trim();
  const second = gitHub.pulls.byNumber(2)!;
  const snap = async (e: Error) => {
    console.log('SNAP', await editor.locator('body').ariaSnapshot());
    throw e;
  };
  await editor.evaluate(() => (location.hash = '#/workflow'));
  await editor.getByRole('button', { name: 'Discard Changes' }).first().click({ timeout: 30_000 }).catch(snap);
  await editor
    .getByRole('alertdialog')
    .or(editor.getByRole('dialog'))
    .getByRole('button', { name: /^Discard/ })
    .click({ timeout: 15_000 })
    .catch(snap);
  await expect.poll(() => gitHub.pulls.byNumber(2)!.state, { timeout: 15_000 }).toBe('closed');
  await expect.poll(() => branchHead(second.head)).toBe('');
  expect(second.mergedAt).toBeNull();
  expect(git(bare, 'rev-parse', 'main').trim()).toBe(merged);
  expect(git(bare, 'show', `main:${CONSULTING}`)).toBe(readFileSync(join(ROOT, CONSULTING), 'utf8'));
});

/**
 * The draft check's workflow on a draft's head (.github/workflows/draft-checks.yml): checking, its
 * fields, the build with SITE_PREVIEW=true that wrangler deploys (served here by the preview host,
 * after `inspect` has read it; wrangler's output file names the branch's address), then success with
 * that address, which View Preview opens.
 */
async function publishPreview(
  pull: { number: number; head: string },
  head: string,
  name: string,
  inspect: (dist: string) => Promise<void> = async () => {},
): Promise<void> {
  const checkout = join(work, `${name}-checkout`);
  execFileSync('git', ['clone', '--quiet', '--branch', pull.head, bare, checkout]);
  expect(await draftCheck(checkout, ['pending', '--sha', head])).toMatchObject({ code: 0 });
  const fields = await draftCheck(checkout, ['fields', ...where(head, pull.number), '--base', 'origin/main']);
  expect(fields.code, fields.output).toBe(0);
  const dist = buildClone(bare, join(work, name), { branch: pull.head, env: { SITE_PREVIEW: 'true' } });
  await inspect(dist);
  previewDist = dist;
  // As wrangler 4 writes it (`writeOutput` in wrangler-dist/cli.js) after `pages deploy --branch`.
  const wranglerOutput = join(work, `${name}-wrangler-output.json`);
  writeFileSync(
    wranglerOutput,
    `${JSON.stringify({
      type: 'pages-deploy-detailed',
      version: 1,
      pages_project: 'kilele-website',
      deployment_id: 'a1b2c3',
      url: 'https://a1b2c3d4.kilele-website.pages.dev',
      alias: `https://${PREVIEW_HOST}`,
      environment: 'preview',
      production_branch: 'main',
      deployment_trigger: { metadata: { commit_hash: head } },
      timestamp: new Date().toISOString(),
    })}\n`,
  );
  const done = await draftCheck(checkout, [
    'done',
    '--outcome',
    'success',
    '--wrangler-output',
    wranglerOutput,
    ...where(head, pull.number),
  ]);
  expect(done.code, done.output).toBe(0);
  expect(checkOf(head)).toMatchObject({ state: 'success', targetUrl: `https://${PREVIEW_HOST}` });
}

/** Opens the preview View Preview offers for the draft open in `page`, once enabled. */
async function openPreview(page: Page): Promise<Page> {
  const snap = async (e: Error) => {
    console.log('SNAP', await page.locator('body').ariaSnapshot());
    throw e;
  };
  // Sveltia reads the draft head's statuses and offers the preview the status names.
  const view = page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'View Preview' });
  await expect(view).toBeEnabled({ timeout: 30_000 }).catch(snap);
  const opened = page.context().waitForEvent('page');
  await view.click();
  const preview = await opened;
  await preview.waitForLoadState();
  return preview;
}

test("View Preview of a case study's draft opens its page on the preview the status names, showing the draft's text; the preview is noindex", async () => {
  // A whole build of the draft and Cloudflare's runtime serving it: minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  await change(editor, 'caseStudyProjects/entries/central-highlands-coffee', studyDescription, DRAFT_STUDY);
  const count = gitHub.pulls.pulls.length;
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => gitHub.pulls.pulls.length, { timeout: 20_000 }).toBe(count + 1);
  const pull = gitHub.pulls.pulls.at(-1)!;
  const head = branchHead(pull.head);
  study = { number: pull.number, branch: pull.head };

  await publishPreview(pull, head, 'preview', async (dist) => {
    const pages = (readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
    const indexable = pages.filter(
      (f) => !readFileSync(join(dist, f), 'utf8').includes('<meta name="robots" content="noindex"'),
    );
    expect(pages.length).toBeGreaterThan(20);
    expect(indexable, 'preview pages without noindex').toEqual([]);
    // Crawlable, so that a crawler reads the noindex (a robots.txt that shut it out would hide it)…
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toBe(buildRobotsTxt(agency.url, { preview: true }));
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).not.toMatch(/Disallow/i);
    // …and on Cloudflare's own runtime every page and file answers X-Robots-Tag: noindex.
    const served = await startPagesDev({ root: dist });
    try {
      const addresses = [...listRoutes(dist), '/404', '/robots.txt', '/llms.txt', '/og/about.png', '/favicon.svg'];
      const answers = await Promise.all(
        addresses.map(async (address) => {
          const response = await fetch(`${served.origin}${address}`, { redirect: 'manual' });
          return `${address} ${response.status} ${response.headers.get('x-robots-tag')}`;
        }),
      );
      expect(answers.length).toBeGreaterThan(20);
      expect(
        answers.filter((answer) => !answer.endsWith(' 200 noindex') && !/^\/404 404 noindex$/.test(answer)),
      ).toEqual([]);
    } finally {
      await served.close();
    }
  });
  expect(gitHub.pulls.comments.filter((c) => c.issue === pull.number).map((c) => c.body)).toEqual([
    `${COMMENT_MARKER}\n**The content checks passed.** The preview of this draft: https://${PREVIEW_HOST}\n`,
  ]);

  const preview = await viewPreview();
  expect(preview.url()).toBe(`https://${PREVIEW_HOST}/work/central-highlands-coffee/`);
  await expect(preview.getByText(DRAFT_STUDY)).toBeVisible();
  await expect(preview.getByRole('note')).toHaveText(PREVIEW_NOTICE);
  expect(git(bare, 'rev-parse', 'main').trim(), 'the draft is not on main').not.toBe(head);
  expect(git(bare, 'show', `main:${STUDY}`)).not.toContain(DRAFT_STUDY);
});

test('a draft that fails the content check: its status, its pull request and the studio name the file, the field and what to change; it cannot be published', async () => {
  const seoLabel = fieldLabel(modelForPath(DESIGN)!.model, ['seo', 'description']);
  const valid = seoDescription(DESIGN);
  await change(editor, 'services/entries/design', valid, `${valid} Now in Perth.`);
  const count = gitHub.pulls.pulls.length;
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => gitHub.pulls.pulls.length, { timeout: 20_000 }).toBe(count + 1);
  const pull = gitHub.pulls.pulls.at(-1)!;
  expect(pull.head).toBe('cms/services/design');

  // Someone edits the draft on GitHub's page (no studio check there): the description grows past its limit.
  const checkout = join(work, 'draft-checkout');
  execFileSync('git', ['clone', '--quiet', '--branch', pull.head, bare, checkout]);
  const file = join(checkout, DESIGN);
  const tooLong = `${valid} Now in Perth, with a studio by the river, open every weekday for a coffee and a chat.`;
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(`  description: ${valid} Now in Perth.\n`, `  description: ${tooLong}\n`),
  );
  git(
    checkout,
    '-c',
    'user.name=Amani Otieno',
    '-c',
    'user.email=amani@example.com',
    'commit',
    '--quiet',
    '-am',
    'Update design.md',
  );
  git(checkout, 'push', '--quiet', 'origin', pull.head);
  const head = git(checkout, 'rev-parse', 'HEAD').trim();
  expect(branchHead(pull.head)).toBe(head);

  // The workflow's steps on that push: checking, then the changed files, refused with the field's words.
  expect(await draftCheck(checkout, ['pending', '--sha', head])).toMatchObject({ code: 0 });
  expect(checkOf(head)).toMatchObject({
    state: 'pending',
    targetUrl: `https://github.com/${OWNER}/${REPO}/actions/runs/7001`,
  });
  const fields = await draftCheck(checkout, ['fields', ...where(head, pull.number), '--base', 'origin/main']);
  expect(fields.code, fields.output).toBe(1);
  const failed = checkOf(head)!;
  expect(failed.state).toBe('failure');
  expect(failed.description).toMatch(
    new RegExp(
      `^services/design\\.md: “${seoLabel}” is too long: shorten it by \\d+ characters?; it has ${tooLong.length},`,
    ),
  );
  expect(failed.description!.length).toBeLessThanOrEqual(140);
  const comments = gitHub.pulls.comments.filter((c) => c.issue === pull.number);
  expect(comments).toHaveLength(1);
  expect(comments[0]!.body.startsWith(COMMENT_MARKER)).toBe(true);
  expect(comments[0]!.body).toContain(`- \`${DESIGN}\`\n  - “${seoLabel}” is too long`);

  // The studio: Sveltia's own failed state, and beside the entry the reason, as the status says it.
  await reopen(editor, 'services/entries/design');
  const notice = editor.getByRole('complementary', { name: NOTICE_HEADING });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(failed.description!);
  await expect(notice.getByRole('link', { name: pullLinkText(pull.number) })).toHaveAttribute(
    'href',
    `https://github.com/${OWNER}/${REPO}/pull/${pull.number}`,
  );
  // Sveltia has no preview to offer: its link stays the live site's, described as a failed build.
  const live = editor.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'View on Live Site' });
  await expect(live).toHaveAccessibleDescription('The preview couldn’t be built.', { timeout: 30_000 });

  // The studio's Publish is a merge (test 4). Sveltia keeps a draft with a field over its limit a
  // draft; were it marked ready on GitHub's page, GitHub would still refuse its merge while the
  // required check fails, so nothing of a failed draft reaches main.
  const before = git(bare, 'rev-parse', 'main').trim();
  const ready = await asUser('gho_njeri', 'POST', '/graphql', {
    query: `mutation { markPullRequestReadyForReview(input: { pullRequestId: "PR_${pull.number}" }) { pullRequest { isDraft } } }`,
  });
  expect(ready).toMatchObject({
    status: 200,
    body: { data: { markPullRequestReadyForReview: { pullRequest: { isDraft: false } } } },
  });
  const merge = await asUser('gho_njeri', 'PUT', `/pulls/${pull.number}/merge`, {});
  expect(merge).toMatchObject({
    status: 405,
    body: { message: `Required status check "${CHECK_CONTEXT}" is failing.` },
  });
  expect(git(bare, 'rev-parse', 'main').trim(), 'nothing of a failed draft reaches main').toBe(before);

  // The editor shortens the field in the studio and saves: the check passes, the notice goes.
  await reopen(editor, 'services/entries/design');
  await change(editor, 'services/entries/design', tooLong, `${valid} Now in Perth too.`);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => branchHead(pull.head), { timeout: 20_000 }).not.toBe(head);
  git(checkout, 'pull', '--quiet', '--ff-only', 'origin', pull.head);
  const fixed = git(checkout, 'rev-parse', 'HEAD').trim();
  expect(await draftCheck(checkout, ['pending', '--sha', fixed])).toMatchObject({ code: 0 });
  const again = await draftCheck(checkout, ['fields', ...where(fixed, pull.number), '--base', 'origin/main']);
  expect(again.code, again.output).toBe(0);
  expect(await draftCheck(checkout, ['done', '--outcome', 'success', ...where(fixed, pull.number)])).toMatchObject({
    code: 0,
  });
  expect(checkOf(fixed)).toMatchObject({ state: 'success', description: 'The content checks passed.' });
  expect(gitHub.pulls.comments.filter((c) => c.issue === pull.number).map((c) => c.body)).toEqual([
    `${COMMENT_MARKER}\n**The content checks passed.**\n`,
  ]);
  await reopen(editor, 'services/entries/design');
  await expect(editor.getByRole('button', { name: /^Status: / })).toBeEnabled();
  await expect(notice).toHaveCount(0);
  expect(git(bare, 'rev-parse', 'main').trim()).toBe(before);
});

test("a draft whose link goes to no page: the site's check fails, and the status, the pull request and the studio name the field, the address and the page meant", async () => {
  // A whole build of the draft: minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  const label = fieldLabel(modelForPath(INDUSTRY)!.model, ['hero', 'actions', 1, 'href']);
  const written = industryActions[1]!.href;
  // Two letters swapped, as a hurried hand types it: "/work" → "/wrok".
  const mistyped = `/${written[1]}${written[3]}${written[2]}${written.slice(4)}`;
  const meant = `${written.replace(/\/$/, '')}/`;
  // Sveltia draws a list's items once they scroll into view: bring the hero's buttons there first.
  await editor.evaluate(() => (location.hash = '#/collections/industries/entries/healthcare'));
  const field = (name: string) => editor.getByRole('group', { name: `“\u2068${name}\u2069” Field`, exact: true });
  await expect(async () => {
    await field('Hero').scrollIntoViewIfNeeded({ timeout: 3_000 });
    await field('Actions').scrollIntoViewIfNeeded({ timeout: 3_000 });
    expect(await markBoxShowing(field('Actions').getByRole('textbox'), written)).toBe(true);
  }).toPass({ timeout: 45_000 });
  await change(editor, 'industries/entries/healthcare', written, mistyped);
  const count = gitHub.pulls.pulls.length;
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  // The studio knows the pages of the build it came with: it refuses the draft's save, as the build would.
  const problem = `“${label}” goes to no page of this site: did you mean ${meant}? Correct the address, or remove the link. It goes to ${mistyped}.`;
  const refusal = editor.getByRole('alertdialog');
  await expect(refusal).toContainText(refusalMessage(INDUSTRY, [problem]), { timeout: 15_000 });
  expect(gitHub.pulls.pulls.length, 'no draft for a refused save').toBe(count);
  await refusal.getByRole('button').last().click();
  // The editor writes the page meant, and the draft is saved.
  await editor.locator('[data-under-test]').fill(meant);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => gitHub.pulls.pulls.length, { timeout: 20_000 }).toBe(count + 1);
  const pull = gitHub.pulls.pulls.at(-1)!;
  expect(pull.head).toBe('cms/industries/healthcare');

  // Someone then edits the draft on GitHub's page (no studio check there) and mistypes the link again.
  const edited = join(work, 'links-edit');
  execFileSync('git', ['clone', '--quiet', '--branch', pull.head, bare, edited]);
  const file = join(edited, INDUSTRY);
  writeFileSync(file, readFileSync(file, 'utf8').replace(`      href: ${meant}\n`, `      href: ${mistyped}\n`));
  git(
    edited,
    '-c',
    'user.name=Amani Otieno',
    '-c',
    'user.email=amani@example.com',
    'commit',
    '-qam',
    'Update healthcare.yaml',
  );
  git(edited, 'push', '--quiet', 'origin', pull.head);
  const head = branchHead(pull.head);
  expect(head).toBe(git(edited, 'rev-parse', 'HEAD').trim());

  // Any address starting with "/" is a valid link to the schema: the fields pass, the draft's
  // build fails the site's link check (npm run test:content), and the done step reads why.
  const checkout = join(work, 'links-checkout');
  execFileSync('git', ['clone', '--quiet', '--branch', pull.head, bare, checkout]);
  expect(await draftCheck(checkout, ['pending', '--sha', head])).toMatchObject({ code: 0 });
  const fields = await draftCheck(checkout, ['fields', ...where(head, pull.number), '--base', 'origin/main']);
  expect(fields.code, fields.output).toBe(0);
  const dist = buildClone(bare, join(work, 'links-build'), { branch: pull.head });
  const done = await draftCheck(checkout, [
    'done',
    '--outcome',
    'failure',
    '--dist',
    dist,
    ...where(head, pull.number),
    '--base',
    'origin/main',
  ]);
  expect(done.code, done.output).toBe(1);
  const failed = checkOf(head)!;
  expect(failed.state).toBe('failure');
  expect(failed.description!.length).toBeLessThanOrEqual(140);
  // The file (by its name alone when the line is too long for GitHub), the field and the page meant
  // kept; the address as written, which comes last, may be cut.
  const line = failed.description!.replace(/…$/, '');
  expect(`${basename(INDUSTRY)}: ${problem}`.startsWith(line), line).toBe(true);
  expect(line).toContain(`did you mean ${meant}?`);
  const comments = gitHub.pulls.comments.filter((c) => c.issue === pull.number).map((c) => c.body);
  expect(comments).toHaveLength(1);
  expect(comments[0]).toContain(`- \`${INDUSTRY}\`\n  - ${problem}`);

  // The studio's notice beside the entry says the same.
  await reopen(editor, 'industries/entries/healthcare');
  const notice = editor.getByRole('complementary', { name: NOTICE_HEADING });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(failed.description!);
  expect(git(bare, 'show', `main:${INDUSTRY}`)).not.toContain(mistyped);
});

/**
 * A new head on the case study's draft (an empty commit, pushed as any commit to the branch is), so
 * that what is reported on it is all there is: GitHub keeps statuses, deployments and checks per commit.
 */
function newStudyHead(message: string): BuiltDraft {
  const checkout = join(work, 'study-checkout');
  if (!existsSync(checkout)) execFileSync('git', ['clone', '--quiet', '--branch', study.branch, bare, checkout]);
  git(checkout, 'pull', '--quiet', '--ff-only', 'origin', study.branch);
  git(
    checkout,
    '-c',
    'user.name=Njeri Mwangi',
    '-c',
    'user.email=njeri@example.com',
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    message,
  );
  git(checkout, 'push', '--quiet', 'origin', study.branch);
  const sha = git(checkout, 'rev-parse', 'HEAD').trim();
  expect(branchHead(study.branch)).toBe(sha);
  return { ...study, sha };
}

/** The studio's View Preview on the case study's draft: the page it opens, once enabled. */
async function viewPreview(): Promise<Page> {
  await reopen(editor, 'caseStudyProjects/entries/central-highlands-coffee');
  return openPreview(editor);
}

for (const host of HOST_PREVIEWS) {
  test(`View Preview of a draft built by ${host.host} opens the entry's page on ${host.host}'s preview, found in what ${host.host} reports`, async () => {
    const built = newStudyHead(`Build the preview on ${host.host}`);
    await host.report((method, path, body) => asUser(hostToken(host), method, path, body), built);
    const preview = await viewPreview();
    expect(preview.url()).toBe(`${host.previewUrl(built)}/work/central-highlands-coffee/`);
    await expect(preview.getByText(DRAFT_STUDY)).toBeVisible();
    await expect(preview.getByRole('note')).toHaveText(PREVIEW_NOTICE);
    await preview.close();
  });
}

test("a host's ready preview beside a failing content check: View Preview opens the preview, the studio's notice shows the failure, GitHub refuses the merge", async () => {
  const [netlify] = HOST_PREVIEWS as [HostPreview];
  const built = newStudyHead('Build the preview, fail the site check');
  await netlify.report((method, path, body) => asUser(hostToken(netlify), method, path, body), built);
  await postStatus(built.sha, 'failure', SITE_CHECK_FAILED);
  // Sveltia ranks a ready candidate with a URL above a failed one (pickDeployment's score): the
  // toolbar offers the host's preview, not "The preview couldn't be built."
  const preview = await viewPreview();
  expect(preview.url()).toBe(`${netlify.previewUrl(built)}/work/central-highlands-coffee/`);
  await preview.close();
  // The studio's own notice still says the draft's check failed, in the status's words.
  const notice = editor.getByRole('complementary', { name: NOTICE_HEADING });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(SITE_CHECK_FAILED);
  // And branch protection still refuses the merge, even once the draft is marked ready.
  const ready = await asUser('gho_njeri', 'POST', '/graphql', {
    query: `mutation { markPullRequestReadyForReview(input: { pullRequestId: "PR_${built.number}" }) { pullRequest { isDraft } } }`,
  });
  expect(ready.status).toBe(200);
  const before = git(bare, 'rev-parse', 'main').trim();
  const merge = await asUser('gho_njeri', 'PUT', `/pulls/${built.number}/merge`, {});
  expect(merge).toMatchObject({
    status: 405,
    body: { message: `Required status check "${CHECK_CONTEXT}" is failing.` },
  });
  expect(git(bare, 'rev-parse', 'main').trim()).toBe(before);
});

/** The article an editor writes in review mode (as tests/e2e/live-studio-insights.spec.ts does in direct mode). */
const REVIEW_ARTICLE: StudioArticle = {
  slug: 'what-a-brand-audit-tells-you',
  title: 'What a brand audit tells you',
  description:
    'Before a new logo: what we read in a brand as it stands, and the three questions that decide what changes.',
  published: '2026-11-18',
  author: contentIds('team').at(-1)!,
  tags: contentIds('insight-tags').slice(-2),
  body: '## Start with the customers\n\nAsk ten of them what the brand promises, and write down their words.',
};

test('an article written as a draft: its preview shows it; approved and published, it merges into main', async () => {
  // The form, a whole preview build of the draft, the review and the merge.
  test.setTimeout(360_000);
  const file = articleFile(REVIEW_ARTICLE);
  const before = git(bare, 'rev-parse', 'main').trim();
  await editor.reload();
  await writeArticle(editor, REVIEW_ARTICLE);
  const count = gitHub.pulls.pulls.length;
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => gitHub.pulls.pulls.length, { timeout: 20_000 }).toBe(count + 1);
  const pull = gitHub.pulls.pulls.at(-1)!;
  expect(pull).toMatchObject({ head: `cms/insights/${REVIEW_ARTICLE.slug}`, base: 'main', state: 'open' });
  const head = branchHead(pull.head);
  // One commit by the editor adding the one file, in the house format; main has not moved.
  expect(git(bare, 'rev-parse', 'main').trim()).toBe(before);
  expect(git(bare, 'log', '-1', '--format=%an <%ae>', head).trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(git(bare, 'diff', '--name-status', 'main', head).trim()).toBe(`A\t${file}`);
  const saved = git(bare, 'show', `${head}:${file}`);
  expect(saved).toBe(markdown.toFile(markdown.fromFile(saved)));
  const entry = markdown.fromFile(saved);
  expect(entry).toEqual(savedArticle(REVIEW_ARTICLE, entry));

  // Its preview: the draft check's build of the branch, and View Preview opens the article there.
  await publishPreview(pull, head, 'article-preview');
  const route = `insights/entries/${REVIEW_ARTICLE.slug}`;
  await reopen(editor, route);
  const preview = await openPreview(editor);
  expect(preview.url()).toBe(`https://${PREVIEW_HOST}${articleAddress(REVIEW_ARTICLE)}`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(REVIEW_ARTICLE.title);
  await expect(preview.getByRole('note')).toHaveText(PREVIEW_NOTICE);
  await preview.close();

  // Ready, approved by the second editor, published: merged into main.
  await setStatus(editor, pull.number, 'In Review', 'pending_review');
  await setStatus(editor, pull.number, 'Ready', 'pending_publish');
  expect(await review(pull.number, 'gho_tom', 'APPROVE')).toEqual({ status: 200, state: 'APPROVED' });
  await reopen(editor, route);
  await publishFromBoard(editor);
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 20_000 }).not.toBe(before);
  expect(git(bare, 'rev-parse', 'main^2').trim()).toBe(head);
  expect(git(bare, 'diff', '--name-status', before, 'main').trim()).toBe(`A\t${file}`);
  // The stand-in moves main before it closes the pull request: wait for the merge to finish.
  await expect.poll(() => gitHub.pulls.byNumber(pull.number)?.state, { timeout: 20_000 }).toBe('closed');
  expect(gitHub.pulls.byNumber(pull.number)).toMatchObject({ state: 'closed', mergeCommit: expect.any(String) });
});

test('every call the studio made in review mode is one the recording lists', () => {
  const calls = [
    ...new Set(
      gitHub.requests
        // The studio's own calls: a browser's, with an Origin (not the test's own, as CI or a reviewer).
        .filter((r) => r.host === 'api.github.com' && r.origin !== undefined && r.login !== 'ci')
        .map((r) =>
          r.graphql
            ? `POST /graphql ${r.graphql}`
            : `${r.method} ${r.path
                .replace(/\?.*$/, '')
                .replace(/[0-9a-f]{40}/g, '{sha}')
                .replace(/\/(issues|pulls)\/\d+/, '/$1/{number}')
                .replace(/\/git\/refs\/heads\/.*/, '/git/refs/heads/{branch}')
                .replace(/\/collaborators\/[^/]+/, '/collaborators/{login}')}`,
        ),
    ),
  ].sort();
  if (process.env.RECORD_REVIEW_MODE) writeFileSync(RECORDING, `${JSON.stringify(calls, null, 2)}\n`);
  expect(calls).toEqual(JSON.parse(readFileSync(RECORDING, 'utf8')));
});

test('a clone of main after the merges builds the service page with the new text, and the article everywhere', () => {
  const dist = buildClone(bare, join(work, 'clone'));
  const html = readFileSync(join(dist, 'services', 'branding', 'index.html'), 'utf8');
  expect(html).toContain(`<meta name="description" content="${NEW_DESCRIPTION}"`);
  expectBuiltWithArticle(dist, REVIEW_ARTICLE, 'start-with-the-customers');
});

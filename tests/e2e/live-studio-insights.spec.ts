// An article written in the live studio (Sveltia CMS at /studio/ of the build) goes live, and its
// deletion takes it off again: the built studio in Chromium against the GitHub stand-in over a bare
// clone of HEAD (as tests/e2e/live-studio.spec.ts runs it). content/ ships no article, so a clone of
// HEAD builds no Insights section; the editor writes one from the form (the author and the tags as
// pickers, the date as a date field, the text in the markdown editor) and saves: one commit by the
// editor adding the one file, named after the title, in the house format. A clone then builds it at
// its address, in the listing, on each of its tags' pages, in the feed and on the home page, with the
// section linked from the header. The editor deletes it: one commit removing the file, which leaves
// main's tree as HEAD's, the tree of the suite's own build, where the section is nowhere
// (tests/build-checks/insights-section.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { type GitHubStandIn } from '../support/github-standin/server';
import { STUDIO_AUTH_HOST as AUTH_HOST, endStudioSession, gitHubOfHead, studioBrowser } from '../support/studio-github';
import {
  ARTICLES_COLLECTION as COLLECTION,
  ARTICLES_FOLDER as FOLDER,
  articleFile,
  contentIds,
  expectBuiltWithArticle,
  savedArticle,
  writeArticle,
  type StudioArticle,
} from '../support/studio-article';
import { buildClone } from '../support/project-copy';
import { STUDIO_PATH } from '../../src/lib/build/security-headers';
import { HOUSE_FORMATS } from '../../studio/live/formats';

const EDITOR = { login: 'zawadi', name: 'Zawadi Njeri', email: 'zawadi@example.com', id: 4103 };
const markdown = HOUSE_FORMATS.find((f) => f.extension === 'md')!;
const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });

/** What the editor writes: the team member and two tags are the first the editors keep. */
const ARTICLE: StudioArticle = {
  slug: 'choosing-a-domain-name-your-clients-remember',
  title: 'Choosing a domain name your clients remember',
  description: 'Short, spoken once and spelt right: how we help a new business pick the address its clients will type.',
  published: '2026-11-20',
  author: contentIds('team')[0]!,
  tags: contentIds('insight-tags').slice(0, 2),
  body: '## Say it out loud\n\nRead the name to someone on the phone. If they ask how it is spelt, keep looking.\n\nOur [work](/work/) shows the names we chose with clients.',
};
const FILE = articleFile(ARTICLE);

test.describe.configure({ mode: 'serial' });
// A browser, a stand-in and a repository of its own; a clone build on 2 cores.
test.slow();

let work: string;
let bare: string;
let gitHub: GitHubStandIn;
let browser: Browser;
let page: Page;

test.beforeAll(async ({ baseURL }) => {
  work = mkdtempSync(join(tmpdir(), 'live-studio-insights-'));
  ({ bare, gitHub } = await gitHubOfHead(work, {
    tokens: { gho_zawadi: EDITOR },
    oauth: { host: AUTH_HOST, login: EDITOR.login },
  }));
  browser = await studioBrowser(gitHub);
  page = await (await browser.newContext({ baseURL: baseURL!, ignoreHTTPSErrors: true })).newPage();
});

endStudioSession(() => ({ browser, gitHub, work }));

/** main as the stand-in starts: HEAD's tree. */
let start: string;

test('an editor writes an article in the form and saves it: one commit adding its file, in the house format', async () => {
  // The section starts from nothing, as it ships.
  expect(git(bare, 'ls-tree', '--name-only', 'main', `${FOLDER}/`).trim()).toBe('');
  const before = git(bare, 'rev-parse', 'main').trim();
  start = before;
  await page.goto(STUDIO_PATH);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Sign In with .*GitHub/ }).click();
  const window = await popup;
  if (!window.isClosed()) await window.waitForEvent('close');
  await writeArticle(page, ARTICLE);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);

  expect(git(bare, 'rev-parse', 'main~1').trim()).toBe(before);
  expect(git(bare, 'log', '-1', '--format=%an <%ae>', 'main').trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(git(bare, 'diff', '--name-status', before, 'main').trim()).toBe(`A\t${FILE}`);
  const saved = git(bare, 'show', `main:${FILE}`);
  expect(saved).toBe(markdown.toFile(markdown.fromFile(saved)));
  const entry = markdown.fromFile(saved);
  // What the editor typed, the text as written, and nothing else but the draft switch left off.
  expect(entry).toEqual(savedArticle(ARTICLE, entry));
});

test('a clone builds it at its address, in the listing, on its tag pages, in the feed and on the home page', () => {
  expectBuiltWithArticle(buildClone(bare, join(work, 'with-article')), ARTICLE, 'say-it-out-loud');
});

test("the editor deletes it: one commit removing its file, and main's tree is the one the suite built without the section", async () => {
  const before = git(bare, 'rev-parse', 'main').trim();
  await page.getByRole('treeitem', { name: COLLECTION }).click();
  await page.getByRole('row', { name: new RegExp(ARTICLE.title) }).click();
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete Entry' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);
  expect(git(bare, 'log', '-1', '--format=%an <%ae>', 'main').trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(git(bare, 'diff', '--name-status', before, 'main').trim()).toBe(`D\t${FILE}`);
  // Every file as it was before the article: the tree the suite's own build was made from, in which
  // tests/build-checks/insights-section.test.ts finds no page, feed, link or sitemap entry of the
  // section (a clone's build of it was that build again, 25 s of a 2-core machine).
  expect(git(bare, 'rev-parse', 'main^{tree}').trim()).toBe(git(bare, 'rev-parse', `${start}^{tree}`).trim());
});

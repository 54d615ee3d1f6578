// An article written in the live studio (Sveltia CMS at /studio/ of the build) goes live, and its
// deletion takes it off again: the built studio in Chromium against the GitHub stand-in over a bare
// clone of HEAD (as tests/e2e/live-studio.spec.ts runs it). content/ ships no article, so a clone of
// HEAD builds no Insights section; the editor writes one from the form (the author and the tags as
// pickers, the date as a date field, the text in the markdown editor) and saves: one commit by the
// editor adding the one file, named after the title, in the house format. A clone then builds it at
// its address, in the listing, on each of its tags' pages, in the feed and on the home page, with the
// section linked from the header. The editor deletes it: one commit removing the file, and a clone
// builds the site without the section (no page, no feed, no link).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { type GitHubStandIn } from '../support/github-standin/server';
import { STUDIO_AUTH_HOST as AUTH_HOST, gitHubOfHead, studioBrowser } from '../support/studio-github';
import { buildClone } from '../support/project-copy';
import { CONTENT_MODEL } from '../../src/schemas/index';
import { STUDIO_PATH } from '../../src/lib/build/security-headers';
import { HOUSE_FORMATS } from '../../studio/live/formats';

const EDITOR = { login: 'zawadi', name: 'Zawadi Njeri', email: 'zawadi@example.com', id: 4103 };
const markdown = HOUSE_FORMATS.find((f) => f.extension === 'md')!;
const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
const ids = (folder: string) =>
  readdirSync(new URL(`../../content/${folder}/`, import.meta.url))
    .filter((f) => f.endsWith('.json'))
    .map((f) => basename(f, '.json'))
    .sort();

/** What the editor writes: the team member and two tags are the first the editors keep. */
const ARTICLE = {
  slug: 'choosing-a-domain-name-your-clients-remember',
  title: 'Choosing a domain name your clients remember',
  description: 'Short, spoken once and spelt right: how we help a new business pick the address its clients will type.',
  // A day already past whenever the suite runs: the build publishes it.
  published: '2026-11-20',
  author: ids('team')[0]!,
  tags: ids('insight-tags').slice(0, 2),
  body: '## Say it out loud\n\nRead the name to someone on the phone. If they ask how it is spelt, keep looking.\n\nOur [work](/work/) shows the names we chose with clients.',
};
/** The collection as the studio names it, and its folder: the content model's, as every studio spec reads them. */
const { label: COLLECTION, storage } = CONTENT_MODEL.insights;
if (storage.kind !== 'folder') throw new Error('the content model keeps articles as files in a folder');
const FOLDER = storage.folder;
const FILE = `${FOLDER}/${ARTICLE.slug}.md`;
const ADDRESS = `/insights/${ARTICLE.slug}/`;

test.describe.configure({ mode: 'serial' });
// A browser, a stand-in and a repository of its own; two clone builds on 2 cores.
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

test.afterAll(async () => {
  await browser?.close();
  await gitHub?.close();
  rmSync(work, { recursive: true, force: true });
});

test.afterEach(() => {
  expect(gitHub.unknownRequests, 'requests the GitHub stand-in does not know').toEqual([]);
});

const read = (dist: string, route: string) => readFileSync(join(dist, route, 'index.html'), 'utf8');

test('an editor writes an article in the form and saves it: one commit adding its file, in the house format', async () => {
  // The section starts from nothing, as it ships.
  expect(git(bare, 'ls-tree', '--name-only', 'main', `${FOLDER}/`).trim()).toBe('');
  const before = git(bare, 'rev-parse', 'main').trim();
  await page.goto(STUDIO_PATH);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Sign In with .*GitHub/ }).click();
  const window = await popup;
  if (!window.isClosed()) await window.waitForEvent('close');
  // Sveltia loads every content file before it lists the collections (docs/content.md).
  const collection = page.getByRole('treeitem', { name: COLLECTION });
  await expect(collection).toBeVisible({ timeout: 60_000 });
  await collection.click();
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(ARTICLE.title);
  await page.getByRole('textbox', { name: 'Description' }).fill(ARTICLE.description);
  // The length as the editor types, between the limits the schema sets (50 to 160).
  await expect(page.getByRole('group', { name: /^\W*Description\W* Field$/ })).toContainText(
    `50 / ${ARTICLE.description.length} / 160`,
  );
  await page.getByRole('textbox', { name: 'Published' }).fill(ARTICLE.published);
  await page.getByRole('radiogroup', { name: 'Author' }).getByRole('radio', { name: ARTICLE.author }).check();
  const tags = page.getByRole('group', { name: /^\W*Tags\W* Field$/ }).first();
  // One item per tag, then a tag in each (Sveltia adds an item above the ones there are).
  const add = tags.getByRole('button', { name: /^Add \W*Tags\W*$/ }).last();
  for (let i = 0; i < ARTICLE.tags.length; i++) await add.click();
  for (const [i, tag] of ARTICLE.tags.entries())
    await tags.getByRole('radiogroup', { name: 'Tags' }).nth(i).getByRole('radio', { name: tag }).check();
  await page.getByRole('button', { name: 'Edit in Markdown' }).click();
  await page.getByRole('textbox', { name: 'Page text' }).fill(ARTICLE.body);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);

  expect(git(bare, 'rev-parse', 'main~1').trim()).toBe(before);
  expect(git(bare, 'log', '-1', '--format=%an <%ae>', 'main').trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(git(bare, 'diff', '--name-status', before, 'main').trim()).toBe(`A\t${FILE}`);
  const saved = git(bare, 'show', `main:${FILE}`);
  expect(saved).toBe(markdown.toFile(markdown.fromFile(saved)));
  const entry = markdown.fromFile(saved);
  // What the editor typed, the text as written, and nothing else but the draft switch left off.
  expect(entry).toEqual({
    title: ARTICLE.title,
    description: ARTICLE.description,
    published: ARTICLE.published,
    author: ARTICLE.author,
    tags: ARTICLE.tags,
    ...('draft' in entry ? { draft: false } : {}),
    body: `${ARTICLE.body}\n`,
  });
});

test('a clone builds it at its address, in the listing, on its tag pages, in the feed and on the home page', () => {
  const dist = buildClone(bare, join(work, 'with-article'));
  const article = read(dist, ADDRESS.slice(1));
  expect(article).toContain(ARTICLE.title);
  expect(article).toContain('id="say-it-out-loud"');
  expect(read(dist, 'insights')).toContain(`href="${ADDRESS}"`);
  for (const tag of ARTICLE.tags) expect(read(dist, `insights/tags/${tag}`), tag).toContain(`href="${ADDRESS}"`);
  expect(readFileSync(join(dist, 'insights/rss.xml'), 'utf8')).toContain(`${ADDRESS}</link>`);
  const home = read(dist, '');
  expect(home).toContain(`href="${ADDRESS}"`);
  expect(home.slice(home.indexOf('<header'), home.indexOf('</header>'))).toContain('href="/insights/"');
});

test('the editor deletes it: one commit removing its file, and a clone builds no Insights section', async () => {
  const before = git(bare, 'rev-parse', 'main').trim();
  await page.getByRole('treeitem', { name: COLLECTION }).click();
  await page.getByRole('row', { name: new RegExp(ARTICLE.title) }).click();
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete Entry' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);
  expect(git(bare, 'log', '-1', '--format=%an <%ae>', 'main').trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(git(bare, 'diff', '--name-status', before, 'main').trim()).toBe(`D\t${FILE}`);

  const dist = buildClone(bare, join(work, 'without-article'));
  expect(existsSync(join(dist, 'insights'))).toBe(false);
  const home = read(dist, '');
  expect(home).not.toContain('/insights/');
  expect(readFileSync(join(dist, 'sitemap-0.xml'), 'utf8')).not.toContain('/insights/');
});

// Every kind of file an editor owns saves from the live studio, for real: the built studio in
// Chromium against the GitHub stand-in over a bare clone of HEAD (as tests/e2e/live-studio.spec.ts
// runs it). One file of every folder collection (the first in its folder) and every single file
// (home.json, site.json …) is opened, one text is changed in the form (the first prose text of the
// file, its words reversed, so every limit still holds) and saved: each save is one commit by the
// editor that changes that one line. What the form hands the save hook is recorded on the way
// (a second preSave listener, which changes nothing) and held to the table the unit test uses
// for absent values (tests/support/studio-form.ts), kind by kind. A clone of the repository then
// builds, and every edited text is on a page of it. All of it runs twice: saves to main, then in
// review mode (STUDIO_REVIEW=true), where each save must be a draft instead: a pull request from
// cms/{collection}/{entry} holding that one commit, main unmoved (no clone build: main is unchanged).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { type GitHubStandIn } from '../support/github-standin/server';
import {
  STUDIO_AUTH_HOST as AUTH_HOST,
  endStudioSession,
  gitHubOfHead,
  markBoxShowing,
  studioBrowser,
} from '../support/studio-github';
import { buildClone } from '../support/project-copy';
import { openTime } from '../support/open-time';
import { SVELTIA_ABSENT } from '../support/studio-form';
import { buildReviewStudio, FULFILLED_STUDIO_ARGS, serveStudioFrom } from '../support/review-studio';
import { CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';
import { STUDIO_PATH } from '../../src/lib/build/security-headers';
import { HOUSE_FORMATS } from '../../studio/live/formats';
import { modelForPath, type FieldModel } from '../../studio/model';
import { singleFileOf } from '../../studio/sveltia';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EDITOR = { login: 'amani', name: 'Amani Otieno', email: 'amani@example.com', id: 4102 };

/** The files to save: the first of each folder collection, and every single file; with the studio's route. */
const TARGETS = (Object.entries(CONTENT_MODEL) as [string, CollectionModel][]).flatMap(([name, collection]) => {
  const { storage } = collection;
  if (storage.kind === 'singleton') {
    const place = singleFileOf(name, storage);
    return [{ file: storage.file, route: `${place.collection}/entries/${place.entry}`, words: place.singular }];
  }
  return (collection.parts ?? [{ name, folder: storage.folder }]).flatMap((part) => {
    // A folder that ships no file (content/insights/) has none to save: its form is saved by the studio specs.
    const folder = join(ROOT, part.folder);
    const first = (existsSync(folder) ? readdirSync(folder) : [])
      .filter((f) => f.endsWith(`.${storage.extension}`))
      .sort()[0];
    if (!first) return [];
    return {
      file: `${part.folder}/${first}`,
      route: `${part.name}/entries/${basename(first, `.${storage.extension}`)}`,
      words: 'singular' in part ? part.singular : collection.singular!,
    };
  });
});

const formatOf = (file: string) => HOUSE_FORMATS.find((f) => file.endsWith(`.${f.extension}`))!;
const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });

/** The first prose text of a file (two words or more, no pattern, link or choice) and its words reversed. */
function firstProse(model: FieldModel, data: unknown): [string, string] | undefined {
  if (model.type === 'string' && !model.pattern && !model.format && typeof data === 'string') {
    const reversed = data.split(' ').reverse().join(' ');
    return reversed !== data ? [data, reversed] : undefined;
  }
  const inner: [FieldModel, unknown][] =
    model.type === 'array' && Array.isArray(data)
      ? data.map((item) => [model.element, item])
      : model.type === 'object' && typeof data === 'object' && data !== null
        ? Object.entries(model.fields).map(([k, f]) => [f, (data as Record<string, unknown>)[k]])
        : [];
  for (const [m, d] of inner) {
    const found = firstProse(m, d);
    if (found) return found;
  }
  return undefined;
}

/** For each kind of field, what the form handed over for an optional field the file lacks. */
function absentValues(model: FieldModel, file: unknown, sent: unknown, out: Map<string, Set<string>>): void {
  if (model.type === 'array' && Array.isArray(file) && Array.isArray(sent))
    file.forEach((item, i) => absentValues(model.element, item, sent[i], out));
  if (model.type !== 'object' || typeof file !== 'object' || file === null || typeof sent !== 'object' || !sent) return;
  for (const [key, field] of Object.entries(model.fields)) {
    const value = (sent as Record<string, unknown>)[key];
    if (key in file) absentValues(field, (file as Record<string, unknown>)[key], value, out);
    else if (!field.common.required && field.common.default === undefined) {
      const seen = out.get(field.type) ?? new Set<string>();
      seen.add(value === undefined ? 'missing' : JSON.stringify(value));
      out.set(field.type, seen);
    }
  }
}

test.describe.configure({ mode: 'serial' });
test.slow();

/**
 * A second preSave listener records what the form hands over; it returns nothing, so the studio's
 * own listener (studio/live/main.ts) decides what is saved.
 */
async function recordSaves(page: Page) {
  await page.evaluate(() => {
    const cms = (window as unknown as { CMS: { registerEventListener: (l: object) => void } }).CMS;
    cms.registerEventListener({
      name: 'preSave',
      handler: ({ entry }: { entry: { get: (k: string) => { toJS: () => unknown } } }) => {
        (window as unknown as { sent: unknown }).sent = entry.get('data').toJS();
      },
    });
  });
}

// Both modes of the studio: saves to main (the default), and review mode (STUDIO_REVIEW=true: each
// save a draft, a branch under cms/ and a pull request; the studio page built with review on and
// served in place of the build's, tests/support/review-studio.ts).
for (const review of [false, true]) {
  test.describe(review ? 'review mode' : 'saves to main', () => {
    let work: string;
    let bare: string;
    let gitHub: GitHubStandIn;
    let browser: Browser;
    let page: Page;
    /** Each saved file's new text. */
    const saved = new Map<string, string>();
    const recorded = new Map<string, Set<string>>();

    // eslint-disable-next-line no-empty-pattern -- Playwright hands fixtures first, and this hook needs none
    test.beforeAll(async ({}, testInfo) => {
      testInfo.setTimeout(240_000);
      work = mkdtempSync(join(tmpdir(), 'live-studio-every-'));
      const studioDir = join(work, 'studio');
      if (review) await buildReviewStudio(studioDir);
      ({ bare, gitHub } = await gitHubOfHead(work, {
        tokens: { gho_amani: EDITOR },
        oauth: { host: AUTH_HOST, login: EDITOR.login },
      }));
      browser = await studioBrowser(gitHub, { args: review ? FULFILLED_STUDIO_ARGS : [] });
      const { baseURL } = testInfo.project.use;
      const context = await browser.newContext({ baseURL: baseURL!, ignoreHTTPSErrors: true });
      if (review) await serveStudioFrom(context, studioDir);
      page = await context.newPage();
      await page.goto(STUDIO_PATH);
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: /Sign In with .*GitHub/ }).click();
      const window = await popup;
      if (!window.isClosed()) await window.waitForEvent('close');
      // Sveltia loads every content file before it lists the collections: up to 37 s on a loaded machine.
      await expect(page.getByRole('treeitem', { name: CONTENT_MODEL.pages.label })).toBeVisible({ timeout: 60_000 });
      await recordSaves(page);
    });

    endStudioSession(() => ({ browser, gitHub, work }));

    for (const { file, route, words } of TARGETS) {
      test(`${file}: one text changed in the form is one commit changing that line`, async () => {
        const before = git(bare, 'rev-parse', 'main').trim();
        const drafts = gitHub.pulls.pulls.length;
        const original = git(bare, 'show', `main:${file}`);
        const found = modelForPath(file)!;
        const data = formatOf(file).fromFile(original);
        const root = found.key ? data[found.key] : data;
        const [text, changed] = firstProse(found.model, root)!;

        const entryHash = `#/collections/${route}`;
        const save = page.getByRole('button', { name: 'Save', exact: true });
        await page.evaluate((hash) => (location.hash = hash), entryHash);
        // The field that holds the text: whichever text box shows it (the form's labels are the
        // schema's, so the value finds it without restating them), marked and filled in one try. The
        // Save button may still be the previous entry's while this one loads, and the form may render
        // again under a found box (on a busy machine a box found by its index was gone a moment later,
        // and the form once took over 5 s to show the text), so a try that misses is made again.
        const boxes = page.locator('textarea, input[type="text"], input:not([type])');
        const marked = page.locator('[data-under-test]');
        await expect(async () => {
          // The studio's own navigation after the last save can land after ours (on a busy machine it
          // once left the collection's list, no form, for 15 s): ask for the entry again, then wait
          // for its form.
          const at = await page.evaluate((hash) => {
            const was = location.hash;
            if (was !== hash) location.hash = hash;
            return was;
          }, entryHash);
          await expect(save, `the entry's form (the studio was at ${at})`).toBeVisible({ timeout: 5_000 });
          const found = await markBoxShowing(boxes, text);
          expect(found, `a text box shows the text (the studio was at ${at})`).toBe(true);
          await marked.fill(changed, { timeout: 5_000 });
        }).toPass({ timeout: 45_000 });
        await page.evaluate(() => ((window as unknown as { sent: unknown }).sent = undefined));
        const clicked = Date.now();
        await save.click();
        // Saves to main move main; in review mode the save is a draft: a pull request from a branch
        // under cms/ (its status label set last), and main stays where it was.
        if (review) {
          await expect
            .poll(() => gitHub.pulls.pulls.at(drafts)?.labels ?? [], { timeout: 20_000 })
            .toEqual(['sveltia-cms/draft']);
        } else {
          await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 20_000 }).not.toBe(before);
        }
        test
          .info()
          .annotations.push({ type: 'save', description: `${Date.now() - clicked} ms from Save to the commit` });
        const ref = review ? gitHub.pulls.pulls[drafts]!.head : 'main';
        if (review) {
          expect(ref).toBe(`cms/${route.replace('/entries/', '/')}`);
          expect(git(bare, 'rev-parse', 'main').trim(), 'main has not moved').toBe(before);
        }

        // One commit by the editor, on the head the studio read, changing the one line.
        expect(git(bare, 'rev-parse', `${ref}~1`).trim()).toBe(before);
        expect(git(bare, 'log', '-1', '--format=%an <%ae>', ref).trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
        // The message names the kind of file and the file in words: "Update page “faq” (content studio)".
        expect(git(bare, 'log', '-1', '--format=%s', ref).trim()).toBe(
          `Update ${words} “${route.replace(/^.*\//, '')}” (content studio)`,
        );
        expect(git(bare, 'diff', '--numstat', before, ref).trim()).toBe(`1\t1\t${file}`);
        const after = git(bare, 'show', `${ref}:${file}`);
        const lines = [original.split('\n'), after.split('\n')] as const;
        const differing = lines[0].flatMap((line, i) => (line === lines[1][i] ? [] : [i]));
        expect(differing).toHaveLength(1);
        saved.set(file, changed);

        const sent = await page.evaluate(() => (window as unknown as { sent: Record<string, unknown> }).sent);
        expect(sent, 'the recorder saw the save').toBeDefined();
        absentValues(found.model, root, found.key ? sent[found.key] : sent, recorded);
        if (review) {
          // After a draft's save Sveltia asks whether to send it for review, and its save (the
          // toolbar's "Saving…") waits for the answer: Later keeps it a draft.
          const ask = page.getByRole('alertdialog', { name: 'Send for Review' });
          await ask.getByRole('button', { name: 'Later' }).click({ timeout: 15_000 });
          await expect(ask).toHaveCount(0);
          await expect(page.getByRole('button', { name: 'Saving…' })).toHaveCount(0);
          expect(gitHub.pulls.pulls.at(drafts)?.labels, 'still a draft').toEqual(['sveltia-cms/draft']);
        }
      });
    }

    test('what the form hands over for an absent field is what the unit test feeds the save path', () => {
      console.log(`[absent values] ${[...recorded].map(([kind, v]) => `${kind}: ${[...v].join(' | ')}`).join('; ')}`);
      expect(recorded.size, 'kinds of absent fields met').toBeGreaterThan(3);
      for (const [kind, values] of recorded)
        expect([...values], kind).toEqual([JSON.stringify(SVELTIA_ABSENT[kind as FieldModel['type']])]);
    });

    // In review mode each text is on its draft's branch, checked above; main is unchanged.
    if (!review)
      test('a clone of the repository builds, and every saved text is on a page', () => {
        expect(saved.size).toBe(TARGETS.length);
        const dist = buildClone(bare, join(work, 'clone'));
        const pages = (readdirSync(dist, { recursive: true }) as string[])
          .filter((f) => f.endsWith('.html') && !f.startsWith('studio'))
          .map((f) =>
            readFileSync(join(dist, f), 'utf8')
              .replaceAll('&#39;', "'")
              .replaceAll('&amp;', '&')
              .replaceAll('&quot;', '"'),
          );
        // The Insights section's own words (its page copy, its tags) are on a page only once an
        // article is published, and content/ ships none: the studio's insights tests cover them.
        const withArticlesOnly = [CONTENT_MODEL.insightsPage.storage, CONTENT_MODEL.insightTags.storage].map(
          (storage) => (storage.kind === 'singleton' ? storage.file : `${storage.folder}/`),
        );
        const noArticle =
          !existsSync(join(ROOT, 'content/insights')) ||
          readdirSync(join(ROOT, 'content/insights')).every((f) => !f.endsWith('.md'));
        const missing = [...saved]
          .filter(([file]) => !(noArticle && withArticlesOnly.some((shown) => file.startsWith(shown))))
          .filter(([, text]) => !pages.some((html) => html.includes(text)))
          .map(([file]) => file);
        expect(missing).toEqual([]);
      });

    if (!review)
      // eslint-disable-next-line no-empty-pattern -- Playwright hands fixtures first; this test needs none
      test('the first editable form after sign-in, on an empty cache', async ({}, testInfo) => {
        // A new context: no cache, no IndexedDB, no stored sign-in, as an editor's first visit.
        const first = await (
          await browser.newContext({ baseURL: testInfo.project.use.baseURL!, ignoreHTTPSErrors: true })
        ).newPage();
        const asked = gitHub.requests.length;
        const opened = Date.now();
        await first.goto(STUDIO_PATH);
        const signIn = first.getByRole('button', { name: /Sign In with .*GitHub/ });
        await signIn.waitFor();
        const shown = Date.now();
        const popup = first.waitForEvent('popup');
        await signIn.click();
        const window = await popup;
        if (!window.isClosed()) await window.waitForEvent('close');
        const { storage } = CONTENT_MODEL.home;
        if (storage.kind !== 'singleton') throw new Error('the home page is a single file');
        await first.getByRole('treeitem', { name: singleFileOf('home', storage).label, exact: true }).click();
        await first.getByText(CONTENT_MODEL.home.label, { exact: true }).click();
        await first
          .getByRole('textbox', { name: /^Title/ })
          .first()
          .waitFor();
        const ready = Date.now();
        const calls = gitHub.requests.slice(asked).filter((r) => r.host === 'api.github.com');
        // Of the time from Sign In to the form, how long at least one answer of the stand-in (the sign-in
        // window's included) was outstanding: the rest is the studio's own code and the browser's.
        const waited = openTime(
          gitHub.requests.slice(asked).map((r) => [r.received, r.answered]),
          shown,
          ready,
        );
        const timing = `studio page to Sign In button ${shown - opened} ms; Sign In to the first editable form ${ready - shown} ms (waiting on the stand-in's answers ${waited} ms, the rest the studio's and the browser's own); ${calls.length} calls to GitHub's API (${calls.filter((r) => r.graphql).length} GraphQL)`;
        testInfo.annotations.push({ type: 'first form', description: timing });
        console.log(`[first form] ${timing}`);
        await first.context().close();
      });
  });
}

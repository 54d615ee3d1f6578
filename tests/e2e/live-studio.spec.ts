// The live studio (Sveltia CMS at /studio/ of the build, served by Cloudflare's runtime) driven in
// Chromium against a stand-in of GitHub over a real bare git repository (tests/support/
// github-standin/; Chromium reaches it under GitHub's host names through --host-resolver-rules).
// An editor signs in through the OAuth window, saves a page's text (one commit in the house format,
// by the editor), uploads a photo for a case study (the photo and the entry in one commit) and adds
// a case study (its card, then its page duplicated from the one there is, with its own text and
// photo); a clone of the repository builds into pages with the new text, the photos as AVIF and
// WebP, and the new case study on /work/ and at /work/{id}/. In the same session a hero button's
// link to no page (/wrok/) is refused at save with the page meant, and one to the case study just
// added saves. After each save of a service page, the box beside the entry (studio/live/
// publish-status.ts) says its way to the live site in studio/publish-state.ts's words: publishing,
// then live since the deploy workflow's `github-pages` deployment reported success (replayed as
// tests/support/host-deploys.ts calibrates it) with a link to the page on the live site; a page text
// the HTML checker refuses is not published, with the file, the field and what is wrong as the
// workflow's `content checks` status says them (scripts/draft-check.mjs, run as the workflow runs
// it); the fix's save clears it. The same from Vercel's and Cloudflare Pages' production reports,
// each on a site only it publishes (a failure there in the host's words, with its log), and
// Netlify's silence (Saved: the studio cannot tell); the test build's box looks again every 5 s
// (STUDIO_PUBLISH_POLL_SECONDS). A save over someone else's newer version is stopped with a warning
// and the form kept; a refused sign-in says so. Any request the stand-in does not know fails the test.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startGitHubStandIn, type GitHubStandIn, type StandInUser } from '../support/github-standin/server';
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
import { buildClone } from '../support/project-copy';
import {
  cloudflarePages,
  gitHubPages,
  vercel,
  type HostCall,
  type HostDeploy,
  type HostReport,
} from '../support/host-deploys';
import { STUDIO_PATH } from '../../src/lib/build/security-headers';
import { HOUSE_FORMATS } from '../../studio/live/formats';
import { fieldLabel, refusalMessage } from '../../studio/refusal';
import { modelForPath, PAGE_TEXT_LABEL } from '../../studio/model';
import { entryPage } from '../../src/lib/browser/page-addresses';
import { CHECK_CONTEXT, CHECKING_CHANGE, passedDescription } from '../../studio/draft-check';
import { publishWords, type SaveState } from '../../studio/publish-state';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EDITOR = { login: 'wanjiru', name: 'Wanjiru Kamau', email: 'wanjiru@example.com', id: 4101 };
/** The deploy workflow's GITHUB_TOKEN: what posts its content check and, through GitHub Actions, its deployment. */
const ACTIONS = {
  login: 'github-actions[bot]',
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
  id: 41898282,
};
const TERMS = 'content/pages/terms.md';
const PROJECTS = 'content/case-studies/projects';
const SAVED_DESCRIPTION =
  'The terms for using this website, in plain words, and how they relate to our client agreements.';
const markdown = HOUSE_FORMATS.find((f) => f.extension === 'md')!;
const json = HOUSE_FORMATS.find((f) => f.extension === 'json')!;
/** A portfolio entry an editor adds: what they type (the category is one the site already has). */
const NEW_WORK = {
  id: 'lakeside-clinic-bookings',
  name: 'Lakeside Clinic Bookings',
  category: String(
    json.fromFile(readFileSync(new URL('../../content/work/central-highlands-coffee.json', import.meta.url), 'utf8'))[
      'category'
    ],
  ),
  image: {
    src: 'https://images.unsplash.com/photo-1576091160550-2173dba999ef?w=1200&q=80',
    alt: 'A clinic reception desk',
  },
  client: 'Lakeside Family Clinic',
  description:
    'An online booking flow for a family clinic in Kisumu, so patients pick a doctor and a time from their phone.',
  year: '2026',
};
const NEW_STUDY_DESCRIPTION =
  "Lakeside Family Clinic wanted patients to stop queueing at dawn for a slot. We built a booking flow that shows each doctor's free times, confirms by SMS and lets the front desk move a visit in two taps.";
/** The Terms page's title, as the studio lists it (the copy is the editors': read from content/). */
const termsTitle = String(markdown.fromFile(readFileSync(new URL(`../../${TERMS}`, import.meta.url), 'utf8'))['title']);

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });

test.describe.configure({ mode: 'serial' });
// A browser, a stand-in and a repository of its own; the clone's build takes a while on 2 cores.
test.slow();

let work: string;
let bare: string;
let gitHub: GitHubStandIn;
let browser: Browser;
let PHOTO: string;
/** Where the studio committed the uploaded photos. */
let uploaded = '';
let newPhoto = '';
let CLINIC_PHOTO: string;
/** The tab of the editor who added the case study, kept for the next test: the same session. */
let session: Page | undefined;

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'live-studio-'));
  bare = join(work, 'website.git');
  PHOTO = join(work, 'roastery-floor.jpg');
  CLINIC_PHOTO = join(work, 'clinic-reception.jpg');
  await sharp({
    create: {
      width: 1800,
      height: 1200,
      channels: 3,
      background: '#3f6f8a',
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .blur(2)
    .jpeg({ quality: 88 })
    .toFile(CLINIC_PHOTO);
  ({ bare, gitHub } = await gitHubOfHead(work, {
    tokens: { gho_wanjiru: EDITOR, ghs_actions: ACTIONS },
    oauth: { host: AUTH_HOST, login: EDITOR.login },
  }));
  browser = await studioBrowser(gitHub);
});

endStudioSession(() => ({ browser, gitHub, work }));

/** Once the sign-in window has closed (it may close before a listener could be added). */
async function closed(window: Page) {
  if (!window.isClosed()) await window.waitForEvent('close');
}

/** A new studio tab (of `on`), signed in through the OAuth window as the editor. */
async function signedIn(baseURL: string, on: Browser = browser): Promise<Page> {
  const context = await on.newContext({ baseURL, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(STUDIO_PATH);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Sign In with .*GitHub/ }).click();
  await closed(await popup);
  // Sveltia loads every content file before it lists the collections: up to 37 s on a loaded 2-core
  // machine (docs/content.md), while the other studio spec builds a clone beside it.
  await expect(page.getByRole('treeitem', { name: 'Privacy, terms, careers' })).toBeVisible({ timeout: 60_000 });
  return page;
}

/** The Terms page open in the editor. */
async function openTerms(page: Page) {
  await page.getByRole('treeitem', { name: 'Privacy, terms, careers' }).click();
  await page.getByRole('row', { name: termsTitle }).click();
  return page.getByRole('textbox', { name: /^Description/ });
}

test("an editor signs in with GitHub and saves a page's text: one commit in the house format", async ({ baseURL }) => {
  const before = git(bare, 'rev-parse', 'main').trim();
  const original = git(bare, 'show', `main:${TERMS}`);
  const description = SAVED_DESCRIPTION;

  const page = await signedIn(baseURL!);
  const field = await openTerms(page);
  await expect(field).toHaveValue(markdown.fromFile(original)['description'] as string);
  await field.fill(description);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);

  // One commit by the editor, on top of the head the studio read, changing that one line.
  expect(git(bare, 'rev-parse', 'main~1').trim()).toBe(before);
  expect(git(bare, 'log', '-1', '--format=%an <%ae>', 'main').trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(git(bare, 'diff', '--name-only', before, 'main').trim()).toBe(TERMS);
  const saved = git(bare, 'show', `main:${TERMS}`);
  expect(saved).toBe(original.replace(/^description: .*$/m, `description: ${description}`));

  await page.context().close();
});

test("an editor uploads a photo for a case study's hero: the photo and the entry in one commit", async ({
  baseURL,
}) => {
  // A camera-sized photo, as an editor drops one in.
  await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#6b4a30',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(3)
    .jpeg({ quality: 90 })
    .toFile(PHOTO);
  const before = git(bare, 'rev-parse', 'main').trim();
  const study = git(bare, 'ls-tree', '--name-only', 'main', `${PROJECTS}/`)
    .split('\n')
    .find((f) => f.endsWith('.yaml'))!;

  const page = await signedIn(baseURL!);
  await page.getByRole('treeitem', { name: 'Case studies: web projects' }).click();
  await page.getByRole('row', { name: basename(study, '.yaml') }).click();
  const image = page.getByRole('group', { name: /^\W*Image\W* Field$/ }).first();
  await image.scrollIntoViewIfNeeded();
  await image.getByRole('textbox', { name: 'Image URL' }).fill('');
  const file = page.getByRole('group', { name: /^\W*Image file\W* Field$/ }).first();
  await file.getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(PHOTO);
  await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
  // The field names the photo once the studio has taken it in; a save before that would send the
  // entry without it (and be refused: an image needs a URL or a file).
  await expect(file.getByText(basename(PHOTO))).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);

  // One commit: the photo, byte for byte, under content/images/, and the entry pointing at it.
  const changed = git(bare, 'diff', '--name-only', before, 'main').trim().split('\n').sort();
  const photoPath = changed.find((f) => f.startsWith('content/images/'));
  uploaded = photoPath ?? '';
  expect(changed).toEqual([photoPath, study].sort());
  expect(execFileSync('git', ['-C', bare, 'show', `main:${photoPath}`])).toEqual(readFileSync(PHOTO));
  const yaml = git(bare, 'show', `main:${study}`);
  expect(yaml).toContain(`file: ../../images/${basename(photoPath!)}`);
  expect(yaml).not.toMatch(/^ {2}src: /m);
  await page.context().close();
});

test('an editor adds a case study: its card, then its page from a duplicate with its own text and photo, each one commit in the house format', async ({
  baseURL,
}) => {
  const before = git(bare, 'rev-parse', 'main').trim();
  const page = await signedIn(baseURL!);
  await page.getByRole('treeitem', { name: 'Work (portfolio cards)' }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  await page.getByRole('textbox', { name: /^Id/ }).fill(NEW_WORK.id);
  await page.getByRole('textbox', { name: /^Name/ }).fill(NEW_WORK.name);
  await page.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: NEW_WORK.category, exact: true }).click();
  const image = page.getByRole('group', { name: /^\W*Image\W* Field$/ }).first();
  await image.scrollIntoViewIfNeeded();
  await image.getByRole('textbox', { name: 'Image URL' }).fill(NEW_WORK.image.src);
  await image.getByRole('textbox', { name: /^Alt text/ }).fill(NEW_WORK.image.alt);
  await page.getByRole('textbox', { name: /^Client/ }).fill(NEW_WORK.client);
  await page.getByRole('textbox', { name: /^Description/ }).fill(NEW_WORK.description);
  await page.getByRole('textbox', { name: /^Year/ }).fill(NEW_WORK.year);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);

  // One commit by the editor that adds the one file, named after its id, in the house format, with
  // what the editor typed and nothing the form left empty.
  const file = `content/work/${NEW_WORK.id}.json`;
  expect(git(bare, 'rev-parse', 'main~1').trim()).toBe(before);
  expect(git(bare, 'log', '-1', '--format=%an <%ae>', 'main').trim()).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(git(bare, 'diff', '--name-status', before, 'main').trim()).toBe(`A\t${file}`);
  const saved = git(bare, 'show', `main:${file}`);
  // The form's "Featured" switch, left off, is the schema's default: not written, as in the other cards.
  expect(json.fromFile(saved)).toEqual(NEW_WORK);
  expect(saved).toBe(json.toFile(json.fromFile(saved)));

  // Its page: the editor duplicates the case study there is, points it at the new card, and
  // writes its own description and hero photo.
  const card = git(bare, 'rev-parse', 'main').trim();
  const model = git(bare, 'ls-tree', '--name-only', 'main', `${PROJECTS}/`)
    .split('\n')
    .find((f) => f.endsWith('.yaml'))!;
  await page.getByRole('treeitem', { name: 'Case studies: web projects' }).click();
  await page.getByRole('row', { name: basename(model, '.yaml') }).click();
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: /^Duplicate/ }).click();
  // Choose the new card. A choice made within moments of Duplicate (Sveltia still setting the copy
  // up) leaves both cards shown chosen and saves the old one (most first runs here, 2026-11-27):
  // choose again until the form shows the new card alone, as an editor seeing two chosen would.
  const workField = page.getByRole('group', { name: /^\W*Work\W* Field$/ });
  await expect(async () => {
    await workField.getByRole('radio', { name: basename(model, '.yaml') }).click();
    await workField.getByRole('radio', { name: NEW_WORK.id }).click();
    await expect(workField.getByRole('radio', { checked: true })).toHaveAccessibleName(NEW_WORK.id, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('textbox', { name: /^Description/ }).fill(NEW_STUDY_DESCRIPTION);
  const hero = page.getByRole('group', { name: /^\W*Image\W* Field$/ }).first();
  await hero.scrollIntoViewIfNeeded();
  await hero.getByRole('textbox', { name: 'Image URL' }).fill('');
  // The duplicate has the model's photo (uploaded in the test before): replace it.
  const photo = page.getByRole('group', { name: /^\W*Image file\W* Field$/ }).first();
  await photo.getByRole('button', { name: /^(Browse|Replace)/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(CLINIC_PHOTO);
  await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
  await expect(photo.getByText(basename(CLINIC_PHOTO))).toBeVisible();
  await hero.getByRole('textbox', { name: 'Alt text' }).fill(NEW_WORK.image.alt);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(card);

  // One commit: the new case study, named after its card, and its photo.
  const study = `${PROJECTS}/${NEW_WORK.id}.yaml`;
  expect(git(bare, 'rev-parse', 'main~1').trim()).toBe(card);
  const added = git(bare, 'diff', '--name-status', card, 'main').trim().split('\n').sort();
  newPhoto = added.find((line) => line.includes('content/images/'))?.split('\t')[1] ?? '';
  expect(added).toEqual([`A\t${newPhoto}`, `A\t${study}`].sort());
  const yaml = git(bare, 'show', `main:${study}`);
  const yamlFormat = HOUSE_FORMATS.find((f) => f.extension === 'yaml')!;
  const entry = yamlFormat.fromFile(yaml);
  expect(entry).toMatchObject({ kind: 'project', work: NEW_WORK.id, description: NEW_STUDY_DESCRIPTION });
  expect(yaml).toBe(yamlFormat.toFile(entry));
  expect(yaml).toContain(`file: ../../images/${basename(newPhoto)}`);
  session = page;
});

const INDUSTRY = 'content/industries/healthcare.yaml';

test("in the same session, a hero button's link to no page is refused at save with the page meant; a link to the case study just added saves", async () => {
  const page = session!;
  const yamlFormat = HOUSE_FORMATS.find((f) => f.extension === 'yaml')!;
  const actions = (
    yamlFormat.fromFile(readFileSync(join(ROOT, INDUSTRY), 'utf8'))['hero'] as { actions: { href: string }[] }
  ).actions;
  const written = actions[1]!.href;
  // Two letters swapped, as a hurried hand types it: "/work" → "/wrok/".
  const mistyped = `/${written[1]}${written[3]}${written[2]}${written.slice(4).replace(/\/$/, '')}/`;
  const meant = `${written.replace(/\/$/, '')}/`;
  const label = fieldLabel(modelForPath(INDUSTRY)!.model, ['hero', 'actions', 1, 'href']);
  const before = git(bare, 'rev-parse', 'main').trim();

  // Sveltia draws a list's items once they scroll into view: bring the hero's buttons there first.
  // Asked for again while it does not show: after the save above Sveltia may still move to the
  // saved entry, after the address was set (a first run's 45 s here, 2026-11-29).
  const field = (name: string) => page.getByRole('group', { name: `“\u2068${name}\u2069” Field`, exact: true });
  await expect(async () => {
    await page.evaluate((hash) => {
      if (location.hash !== hash) location.hash = hash;
    }, '#/collections/industries/entries/healthcare');
    await field('Hero').scrollIntoViewIfNeeded({ timeout: 3_000 });
    await field('Actions').scrollIntoViewIfNeeded({ timeout: 3_000 });
    expect(await markBoxShowing(field('Actions').getByRole('textbox'), written)).toBe(true);
  }).toPass({ timeout: 45_000 });
  const link = page.locator('[data-under-test]');
  await link.fill(mistyped);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Refused like any field the build would refuse: the field by its label, the address, the page meant.
  const refusal = page.getByRole('alertdialog');
  const problem = `“${label}” goes to no page of this site: did you mean ${meant}? Correct the address, or remove the link. It goes to ${mistyped}.`;
  await expect(refusal).toContainText(refusalMessage(INDUSTRY, [problem]), { timeout: 15_000 });
  expect(git(bare, 'rev-parse', 'main').trim(), 'nothing committed').toBe(before);
  await refusal.getByRole('button').last().click();
  await expect(refusal).toBeHidden();

  // The case study added a moment ago is a page, though the build the studio came with has none of it.
  const added = entryPage('caseStudies', NEW_WORK.id);
  await link.fill(added);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => git(bare, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);
  expect(git(bare, 'diff', '--numstat', before, 'main').trim()).toBe(`1\t1\t${INDUSTRY}`);
  expect(git(bare, 'show', `main:${INDUSTRY}`)).toContain(`      href: ${added}\n`);
  await page.context().close();
});

test('a clone of the repository builds: the saved text, the uploaded photos as AVIF and WebP, the added case study on /work/ and its own page', () => {
  const dist = buildClone(bare, join(work, 'clone'));
  const terms = readFileSync(join(dist, 'terms', 'index.html'), 'utf8');
  expect(terms).toContain(`<meta name="description" content="${SAVED_DESCRIPTION}"`);
  const study = git(bare, 'ls-tree', '--name-only', 'main', `${PROJECTS}/`)
    .split('\n')
    .find((f) => f.endsWith('.yaml'))!;
  const html = readFileSync(join(dist, 'work', basename(study, '.yaml'), 'index.html'), 'utf8');
  // Astro names the copies it makes after the uploaded file: /_astro/{name}.{hash}.avif and .webp.
  const stem = basename(uploaded, '.jpg');
  expect(html).toMatch(new RegExp(`/_astro/${stem}\\.[\\w-]+\\.avif`));
  expect(html).toMatch(new RegExp(`/_astro/${stem}\\.[\\w-]+\\.webp`));
  // The portfolio lists the added case study, and its page has its text and its photo.
  const portfolio = readFileSync(join(dist, 'work', 'index.html'), 'utf8');
  expect(portfolio).toContain(NEW_WORK.name);
  expect(portfolio).toContain(NEW_WORK.description);
  const added = readFileSync(join(dist, 'work', NEW_WORK.id, 'index.html'), 'utf8');
  expect(added).toContain(NEW_WORK.name);
  expect(added).toContain(NEW_STUDY_DESCRIPTION.replace("'", '&#39;'));
  const clinic = basename(newPhoto, '.jpg');
  expect(added).toMatch(new RegExp(`/_astro/${clinic}\\.[\\w-]+\\.avif`));
  expect(added).toMatch(new RegExp(`/_astro/${clinic}\\.[\\w-]+\\.webp`));
});

test("a save over someone else's newer commit is refused: the studio says so and keeps the form", async ({
  baseURL,
}) => {
  const page = await signedIn(baseURL!);
  const field = await openTerms(page);
  // Someone else changes the same page after the editor opened it.
  const clone = join(work, 'other');
  execFileSync('git', ['clone', '--quiet', bare, clone]);
  const theirText = 'Their description, saved while the editor was writing.';
  const file = join(clone, TERMS);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: .*$/m, `description: ${theirText}`));
  git(clone, '-c', 'user.name=Other Editor', '-c', 'user.email=other@example.com', 'commit', '-qam', 'Their change');
  git(clone, 'push', '-q', 'origin', 'HEAD:main');
  const theirs = git(bare, 'rev-parse', 'main').trim();

  const text = 'A description written while someone else was saving.';
  await field.fill(text);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Sveltia compares the file's last commit with the one it opened, names who changed it, and
  // asks before overwriting.
  const warning = page.getByRole('alertdialog', { name: 'Entry Changed by Someone Else' });
  // (Sveltia wraps names in bidi isolation marks.)
  await expect(warning).toContainText(/Other Editor\W* changed this entry/);
  await expect(warning).toContainText('If you save now, their changes will be lost.');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  // Nothing was committed over theirs, and the editor's text is still in the form.
  expect(git(bare, 'rev-parse', 'main').trim()).toBe(theirs);
  expect(git(bare, 'show', `main:${TERMS}`)).toContain(`description: ${theirText}`);
  await expect(field).toHaveValue(text);
  await page.context().close();
});

const BRANDING = 'content/services/branding.md';
/** The deploy workflow's run, as its statuses link it. */
const RUN_ID = '4242';
const RUN = `https://github.com/${OWNER}/${REPO}/actions/runs/${RUN_ID}`;
const agency = (JSON.parse(readFileSync(join(ROOT, 'content/site.json'), 'utf8')) as { agency: { url: string } })
  .agency;
/** The Branding service's page on the live site: what "Live since …" opens. */
const BRANDING_PAGE = `${agency.url.replace(/\/$/, '')}${entryPage('services', 'branding')}`;
/** Markup the HTML checker refuses in a page text: a link inside a link. */
const NESTED = '<a href="/contact/">Talk to us about <a href="/work/">our work</a></a>';

/** GitHub's API on `standIn` as an app calls it with its token (the deploy workflow's GITHUB_TOKEN, a host's app). */
const callAs =
  (standIn: GitHubStandIn, token: string): HostCall =>
  (method, path, body) =>
    callGitHub(standIn.port, token, method, path, body);

/** GitHub's API as the deploy workflow's GITHUB_TOKEN calls it (and GitHub Actions for its deploy job). */
const asWorkflow: HostCall = (method, path, body) => callAs(gitHub, 'ghs_actions')(method, path, body);

/** The deploy workflow's content job posting its check on a commit (scripts/draft-check.mjs's words). */
async function contentCheck(sha: string, state: 'pending' | 'success' | 'failure', description: string) {
  const answer = await asWorkflow('POST', `/statuses/${sha}`, {
    state,
    context: CHECK_CONTEXT,
    description,
    target_url: RUN,
  });
  expect(answer.status, 'GitHub took the content check').toBe(201);
}

/** The deploys of one repository that went live: when each commit was made and went live (ms). */
type WentLive = { committed: number; live: number }[];

/** Records that `sha` of `repo` went live as `report` says; answers when. */
function wentLiveAt(wentLive: WentLive, repo: string, sha: string, report: HostReport): string {
  const committed = git(repo, 'log', '-1', '--format=%cI', sha).trim();
  wentLive.push({ committed: Date.parse(committed), live: Date.parse(report.at) });
  return report.at;
}

/** How long publishing usually takes as the box says it: the median of the last five deploys, commit to live. */
function usualMs(wentLive: WentLive): number {
  const times = wentLive
    .slice(-5)
    .map((d) => d.live - d.committed)
    .sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  return times.length % 2 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
}

/** The GitHub Pages deploys of the spec's repository that went live. */
const pagesLive: WentLive = [];

/**
 * The deploy workflow on a commit of main whose content checks pass: the check, then the deploy
 * job's `github-pages` deployment (tests/support/host-deploys.ts); returns how to finish it, which
 * answers when it went live.
 */
async function deployRun(sha: string): Promise<() => Promise<string>> {
  await contentCheck(sha, 'pending', CHECKING_CHANGE);
  await contentCheck(sha, 'success', passedDescription());
  const finish = await gitHubPages(agency.url, RUN).start(asWorkflow, sha);
  return async () => wentLiveAt(pagesLive, bare, sha, await finish('success'));
}

/**
 * The deploy workflow's content job on a commit whose site checks fail: `scripts/draft-check.mjs
 * done --outcome failure` as the job runs it (in the commit's checkout, its build in dist/, the
 * checks' log), against the stand-in as the workflow's bot; returns the status it posted. The
 * build is the test build's pages and social cards, the service page's with the page text's new
 * paragraph as markdown renders raw HTML (as written, in its own paragraph).
 */
async function refusedByContentCheck(sha: string, base: string, originalBody: string): Promise<string> {
  const checkout = join(work, `checkout-${sha.slice(0, 7)}`);
  execFileSync('git', ['clone', '--quiet', bare, checkout]);
  git(checkout, 'checkout', '--quiet', sha);
  const built = join(ROOT, 'dist');
  for (const file of readdirSync(built, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.html') || (file.startsWith('og/') && file.endsWith('.png'))) {
      mkdirSync(dirname(join(checkout, 'dist', file)), { recursive: true });
      copyFileSync(join(built, file), join(checkout, 'dist', file));
    }
  const servicePage = join(checkout, 'dist', 'services', 'branding', 'index.html');
  const html = readFileSync(servicePage, 'utf8');
  const bodyAt = html.indexOf(originalBody.trim().slice(0, 30));
  expect(bodyAt, 'the page text on the built page').toBeGreaterThan(0);
  const after = html.indexOf('</p>', bodyAt) + '</p>'.length;
  writeFileSync(servicePage, `${html.slice(0, after)}\n<p>${NESTED}</p>${html.slice(after)}`);
  writeFileSync(
    join(checkout, 'content-checks.log'),
    '▶ checks over the build: npx vitest run\n\n✘ checks over the build failed after 30.0 s\n',
  );
  const certificate = join(work, 'stand-in.pem');
  writeFileSync(certificate, gitHub.certificate);
  const args = ['done', '--outcome', 'failure', '--sha', sha, '--base', base, '--log', 'content-checks.log'];
  // Run beside this process, whose stand-in answers it.
  const code = await new Promise<number>((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'scripts/draft-check.mjs'), ...args],
      {
        cwd: checkout,
        env: {
          ...process.env,
          GITHUB_API_URL: gitHub.url,
          GITHUB_TOKEN: 'ghs_actions',
          GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_RUN_ID: RUN_ID,
          NODE_EXTRA_CA_CERTS: certificate,
        },
      },
      (error) => resolve(error ? Number(error.code ?? 1) : 0),
    );
  });
  expect(code, 'the content check fails').toBe(1);
  const status = gitHub.pulls.latest(sha).find((s) => s.context === CHECK_CONTEXT);
  expect(status).toMatchObject({ state: 'failure', targetUrl: RUN });
  return status!.description ?? '';
}

/**
 * The editor's tab on the Branding service of `repo`'s studio: the headline and the page text
 * written and saved as an editor does, and the box beside the entry checked against
 * studio/publish-state.ts's words for a state.
 */
async function brandingDesk(page: Page, repo: string) {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const field = (label: string) => page.getByRole('group', { name: `“\u2068${label}\u2069” Field`, exact: true });
  /** The entry open in the editor (the studio closes it after each save). */
  const openBranding = () =>
    page.evaluate((hash) => {
      if (location.hash !== hash) location.hash = hash;
    }, '#/collections/services/entries/branding');
  const boxes = page.locator('textarea, input[type="text"], input:not([type])');
  return {
    /** The box beside the entry saying what publish-state.ts's words for `state` say (it looks again every 5 s in the test build). */
    async shows(state: SaveState, timeout = 30_000) {
      const words = publishWords(state, BRANDING_PAGE, new Date(), timeZone);
      const box = page.getByRole('status', { name: words.heading });
      await expect(box).toBeVisible({ timeout });
      await expect(box).toContainText(words.text);
      if (words.link)
        await expect(box.getByRole('link', { name: words.link.text })).toHaveAttribute('href', words.link.href);
      else await expect(box.getByRole('link')).toHaveCount(0);
      return box;
    },
    /** No box says a save is not published. */
    async refusesNothing() {
      const refused = publishWords(
        { state: 'not-published', reason: '', laterChange: false },
        BRANDING_PAGE,
        new Date(),
      );
      await expect(page.getByRole('status', { name: refused.heading })).toHaveCount(0);
    },
    /** Save, once committed: the new head of main. */
    async save() {
      const before = git(repo, 'rev-parse', 'main').trim();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => git(repo, 'rev-parse', 'main').trim(), { timeout: 15_000 }).not.toBe(before);
      return git(repo, 'rev-parse', 'main').trim();
    },
    /** The Hero's headline, shown as `from`, written as `to`. */
    async writeHeadline(from: string, to: string) {
      await expect(async () => {
        await openBranding();
        // Sveltia draws a field's inputs once it scrolls into view.
        await field('Hero').scrollIntoViewIfNeeded({ timeout: 3_000 });
        expect(await markBoxShowing(boxes, from)).toBe(true);
      }).toPass({ timeout: 45_000 });
      await page.locator('[data-under-test]').fill(to);
    },
    /** The page text written in the field's markdown mode, as an editor writes markup. */
    async writePageText(text: string) {
      const pageText = field(PAGE_TEXT_LABEL);
      const markdownMode = pageText.getByRole('button', { name: 'Edit in Markdown' });
      await expect(async () => {
        await openBranding();
        // The text is the form's last field: Sveltia draws the fields as the form scrolls down to them.
        await page
          .getByRole('group', { name: /” Field$/ })
          .last()
          .scrollIntoViewIfNeeded({ timeout: 3_000 });
        await pageText.scrollIntoViewIfNeeded({ timeout: 3_000 });
        await expect(markdownMode).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 45_000 });
      if ((await markdownMode.getAttribute('aria-pressed')) !== 'true') await markdownMode.click();
      await pageText.getByRole('textbox').fill(text);
    },
  };
}

test("after each save the studio shows its way to the live site: publishing, live with the page's link, not published and why, cleared by the fix", async ({
  baseURL,
}) => {
  // Three saves, each deploy reported, a sign-in and a content check's run.
  test.setTimeout(240_000);
  const original = markdown.fromFile(git(bare, 'show', `main:${BRANDING}`)) as {
    hero: { title: string };
    body: string;
  };
  // The site as the workflow last deployed it: main's head, live.
  await (
    await deployRun(git(bare, 'rev-parse', 'main').trim())
  )();

  const page = await signedIn(baseURL!);
  const desk = await brandingDesk(page, bare);
  await desk.writeHeadline(original.hero.title, `${original.hero.title} That Lasts`);

  // The headline saved: on its way, with how long the last deploy took.
  const headline = await desk.save();
  await desk.shows({ state: 'publishing', usualMs: usualMs(pagesLive) });
  // The workflow checks and deploys it; once GitHub Pages reports it live, so does the box.
  const finish = await deployRun(headline);
  await desk.shows({ state: 'publishing', usualMs: usualMs(pagesLive) });
  await desk.shows({ state: 'live', since: await finish() });

  // A page text with markup the HTML checker refuses: the save passes (the studio cannot know),
  // the deploy's content check refuses it with the words scripts/draft-check.mjs posts.
  await desk.writePageText(`${original.body.trim()}\n\n${NESTED}\n`);
  const broken = await desk.save();
  await desk.shows({ state: 'publishing', usualMs: usualMs(pagesLive) });
  await contentCheck(broken, 'pending', CHECKING_CHANGE);
  const refusal = await refusedByContentCheck(broken, headline, original.body);
  // The file (by its name: the checker's words make the line too long for GitHub's 140 characters),
  // the field by its label in the form, and what to change, before the checker's words are cut.
  const named = `${basename(BRANDING)}: “${PAGE_TEXT_LABEL}” has markup the HTML checker refuses: correct or remove it;`;
  expect(refusal.startsWith(named), refusal).toBe(true);
  const notPublished = await desk.shows({ state: 'not-published', reason: refusal, runUrl: RUN, laterChange: false });
  await expect(notPublished).toContainText(named);

  // The fix: the markup written as plain text. Its save is on its way again, then live.
  await desk.writePageText(`${original.body.trim()}\n\nTalk to us about our work.\n`);
  const fix = await desk.save();
  await desk.shows({ state: 'publishing', usualMs: usualMs(pagesLive) });
  await desk.refusesNothing();
  await desk.shows({ state: 'live', since: await (await deployRun(fix))() });
  await page.context().close();
});

/** A host's app as the stand-in knows it (the token its reports are posted with). */
const appOf = (host: HostDeploy, id: number): StandInUser => ({
  login: host.app,
  name: host.app,
  email: `${id}+${host.app}@users.noreply.github.com`,
  id,
});

/**
 * A repository of its own, as the committed HEAD, that only `app` reports on (on a site published
 * by one host, what it reports is all there is), its stand-in, and a browser that reaches it.
 */
async function siteOn(app?: StandInUser) {
  const own = mkdtempSync(join(work, 'host-'));
  const site = await gitHubOfHead(own, {
    tokens: { gho_wanjiru: EDITOR, ...(app ? { ghs_host: app } : {}) },
    oauth: { host: AUTH_HOST, login: EDITOR.login },
  });
  return { ...site, browser: await studioBrowser(site.gitHub) };
}

// The same for the other hosts' production reports (tests/support/host-deploys.ts), replayed on a
// site each publishes alone; the studio reads whichever host reports, so the one test build serves all.
for (const [i, host] of [vercel, cloudflarePages].entries())
  test(`the same from the reports of ${host.host}: publishing, live with the page's link, not published in the host's words with its log, cleared by the fix`, async ({
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const site = await siteOn(appOf(host, 9100 + i));
    try {
      const call = callAs(site.gitHub, 'ghs_host');
      const wentLive: WentLive = [];
      // The site as the host last published it: main's head, live.
      const head = git(site.bare, 'rev-parse', 'main').trim();
      wentLiveAt(wentLive, site.bare, head, await (await host.start(call, head))('success'));
      const title = (markdown.fromFile(git(site.bare, 'show', `main:${BRANDING}`)) as { hero: { title: string } }).hero
        .title;

      const page = await signedIn(baseURL!, site.browser);
      const desk = await brandingDesk(page, site.bare);
      // The headline saved: on its way, then live once the host reports the production deploy.
      await desk.writeHeadline(title, `${title} That Lasts`);
      const headline = await desk.save();
      await desk.shows({ state: 'publishing', usualMs: usualMs(wentLive) });
      const finish = await host.start(call, headline);
      await desk.shows({ state: 'publishing', usualMs: usualMs(wentLive) });
      await desk.shows({ state: 'live', since: wentLiveAt(wentLive, site.bare, headline, await finish('success')) });

      // A save whose build the host refuses: not published, in the host's words with its log (the
      // host runs the build, not the content check, so it names no field).
      await desk.writeHeadline(`${title} That Lasts`, `${title} That Grows`);
      const broken = await desk.save();
      await desk.shows({ state: 'publishing', usualMs: usualMs(wentLive) });
      const failed = await (await host.start(call, broken))('failure');
      expect(failed.description, 'the host says it failed').toMatch(/fail/i);
      await desk.shows({
        state: 'not-published',
        reason: failed.description!,
        runUrl: failed.logUrl!,
        laterChange: false,
      });

      // The fix's save: on its way, the failure gone, then live.
      await desk.writeHeadline(`${title} That Grows`, `${title} That Lasts and Grows`);
      const fix = await desk.save();
      await desk.shows({ state: 'publishing', usualMs: usualMs(wentLive) });
      await desk.refusesNothing();
      const fixed = await (await host.start(call, fix))('success');
      await desk.shows({ state: 'live', since: wentLiveAt(wentLive, site.bare, fix, fixed) });
      await page.context().close();
      expect(site.gitHub.unknownRequests, 'requests the GitHub stand-in does not know').toEqual([]);
    } finally {
      await site.browser.close();
      await site.gitHub.close();
    }
  });

test('on Netlify, which tells GitHub nothing of a production deploy, a save says Saved: the studio cannot tell when it is live, and offers the page', async ({
  baseURL,
}) => {
  const site = await siteOn();
  try {
    const title = (markdown.fromFile(git(site.bare, 'show', `main:${BRANDING}`)) as { hero: { title: string } }).hero
      .title;
    const page = await signedIn(baseURL!, site.browser);
    const desk = await brandingDesk(page, site.bare);
    await desk.writeHeadline(title, `${title} That Lasts`);
    await desk.save();
    await desk.shows({ state: 'unreported' });
    await page.context().close();
    expect(site.gitHub.unknownRequests, 'requests the GitHub stand-in does not know').toEqual([]);
  } finally {
    await site.browser.close();
    await site.gitHub.close();
  }
});

test('a refused sign-in says so and opens nothing', async ({ baseURL }) => {
  const refusing = await startGitHubStandIn({
    repoDir: bare,
    owner: OWNER,
    repo: REPO,
    branch: 'main',
    tokens: { gho_wanjiru: EDITOR },
    // The editor presses "Cancel" on GitHub's authorisation page.
    oauth: { host: AUTH_HOST },
  });
  const refusedBrowser = await studioBrowser(refusing);
  try {
    const page = await (await refusedBrowser.newContext({ baseURL: baseURL!, ignoreHTTPSErrors: true })).newPage();
    await page.goto(STUDIO_PATH);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /Sign In with .*GitHub/ }).click();
    await closed(await popup);
    // What Sveltia says when GitHub sends back no code (the worker's AUTH_CODE_REQUEST_FAILED).
    await expect(page.getByText('Failed to receive an authorization code. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign In with .*GitHub/ })).toBeVisible();
    await expect(page.getByRole('treeitem', { name: 'Privacy, terms, careers' })).toHaveCount(0);
    expect(refusing.unknownRequests).toEqual([]);
  } finally {
    await refusedBrowser.close();
    await refusing.close();
  }
});

// The content studio end to end, through its real UI on the dev server (README: Changing content):
// an editor changes a work card's description, uploads a photo to a case study and saves; the
// files on disk change, the content schemas accept them, and the dev server's pages show both.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import sharp from 'sharp';
import { entry } from '../support/content';
import type { SchemaContext } from '../../src/schemas/context';
import { projectCaseStudySchema } from '../../src/schemas/case-study';
import { workSchema } from '../../src/schemas/work';

const WORK_FILE = 'content/work/central-highlands-coffee.json';
const STUDY_FILE = 'content/case-studies/projects/central-highlands-coffee.yaml';
const IMAGES_DIR = 'content/images';
/** The case study's hero photo is described by its entry's alt text, whatever file it shows. */
const STUDY_ALT = entry<{ image: { alt: string } }>('case-studies/projects', 'central-highlands-coffee').image.alt;
const NEW_DESCRIPTION =
  'A storefront and brand refresh, now edited in the content studio: this sentence was typed into its form.';

/** Astro's image() and reference() as the schemas get them, checked against the files on disk. */
const contextFor = (entryFile: string): SchemaContext => ({
  image: (() =>
    z
      .string()
      .refine(
        (path) => existsSync(resolve(dirname(entryFile), path)),
        'no such image file',
      )) as unknown as SchemaContext['image'],
  reference: (() => z.string()) as unknown as SchemaContext['reference'],
});

/** The parsed file, or undefined while it is being written. */
function readData<T>(file: string, parse: (text: string) => unknown): T | undefined {
  try {
    return parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const originals = new Map<string, string>();
/** Every file under content/images/ before the test: the studio adds some and renames others. */
let imagesBefore = new Map<string, Buffer>();

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile())
    : [];
}

test.beforeAll(() => {
  for (const file of [WORK_FILE, STUDY_FILE]) originals.set(file, readFileSync(file, 'utf8'));
  imagesBefore = new Map(filesUnder(IMAGES_DIR).map((f) => [f, readFileSync(join(IMAGES_DIR, f))]));
});

test.afterAll(() => {
  for (const [file, text] of originals) writeFileSync(file, text);
  for (const file of filesUnder(IMAGES_DIR)) if (!imagesBefore.has(file)) rmSync(join(IMAGES_DIR, file));
  for (const [file, bytes] of imagesBefore) {
    mkdirSync(dirname(join(IMAGES_DIR, file)), { recursive: true });
    writeFileSync(join(IMAGES_DIR, file), bytes);
  }
  // Folders the upload created and that are empty again.
  for (const dir of readdirSync(IMAGES_DIR, { recursive: true, encoding: 'utf8' })
    .map((d) => join(IMAGES_DIR, d))
    .sort()
    .reverse()) {
    if (statSync(dir).isDirectory() && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  }
});

test('edit a work card and upload a case study photo in the studio; the dev site shows both', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // A camera-sized photo (3000×2000 JPEG, ~1 MB): what an editor drops in from a phone or camera.
  const photo = join(mkdtempSync(join(tmpdir(), 'studio-')), 'roastery-photo.jpg');
  await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#6b4a30',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(3)
    .jpeg({ quality: 90 })
    .toFile(photo);
  const photoBytes = statSync(photo).size;

  await test.step('change the description of a work card and save', async () => {
    await page.goto('/keystatic/collection/work/item/central-highlands-coffee');
    const description = page.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue(entry('work', 'central-highlands-coffee').description);
    await description.fill(NEW_DESCRIPTION);
    // The dev server reloads the tab once its content layer has the saved file (the last step says
    // more), about a second after the save: the next step's navigation waits for that reload, which
    // cut it short once (net::ERR_ABORTED), and goes on without it after 20 s.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 }).catch(() => undefined);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => readData<{ description: string }>(WORK_FILE, JSON.parse)?.description)
      .toBe(NEW_DESCRIPTION);
    await reloaded;
  });

  await test.step('upload a photo as the case study hero image and save', async () => {
    await page.goto('/keystatic/collection/caseStudyProjects/item/central-highlands-coffee');
    const hero = page.getByRole('group', { name: 'Image', exact: true }).first();
    const heroUrl = hero.getByRole('textbox', { name: 'Image URL' });
    await expect(heroUrl).toHaveValue(/images\.unsplash\.com/);
    await heroUrl.fill('');
    const chooser = page.waitForEvent('filechooser');
    await hero.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(photo);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => readData<{ image?: { file?: string } }>(STUDY_FILE, load)?.image?.file ?? '')
      .toMatch(/\.jpg$/);
  });

  await test.step('the files are in the house format and the content schemas accept them', async () => {
    const work = readFileSync(WORK_FILE, 'utf8');
    expect(work).toBe(
      originals.get(WORK_FILE)!.replace(/("description": )".*?"/, `$1${JSON.stringify(NEW_DESCRIPTION)}`),
    );
    expect(workSchema(contextFor(WORK_FILE)).safeParse(JSON.parse(work)).error).toBeUndefined();

    const study = readFileSync(STUDY_FILE, 'utf8');
    expect(study.split('\n').slice(0, 2)).toEqual(originals.get(STUDY_FILE)!.split('\n').slice(0, 2)); // header comments kept
    const data = load(study) as { image: { src?: string; file: string; alt: string } };
    expect(data.image.src).toBeUndefined();
    const stored = resolve(dirname(STUDY_FILE), data.image.file);
    expect(stored.startsWith(resolve(IMAGES_DIR))).toBe(true);
    // The studio's save writes the entry and the photo side by side: the photo may still be arriving.
    await expect.poll(() => (existsSync(stored) ? statSync(stored).size : 0)).toBe(photoBytes);
    expect(projectCaseStudySchema(contextFor(STUDY_FILE)).safeParse(data).error).toBeUndefined();
  });

  await test.step('the dev server shows the new text on /work/ and the photo, resized, on the case study', async () => {
    // A browser of its own without JavaScript, the studio's tab closed: the dev server's client
    // reloads every open tab while the content layer picks up the saved files, and on a busy
    // machine those reloads cut navigations short (net::ERR_ABORTED for a whole minute in two CI
    // runs, from the studio's tab and then from a new tab of the same browser). The pages and
    // their pictures are server HTML, so what is checked is what a visitor gets; each page is
    // opened until the dev server has the new content.
    await page.close();
    const site = await (
      await browser.newContext({ ...(baseURL ? { baseURL } : {}), javaScriptEnabled: false })
    ).newPage();
    await expect(async () => {
      await site.goto('/work/');
      await expect(site.getByText(NEW_DESCRIPTION)).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });

    const hero = site.locator('main picture').first().locator('img');
    await expect(async () => {
      await site.goto('/work/central-highlands-coffee/');
      await expect(hero).toHaveAttribute('alt', STUDY_ALT, { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(hero).toHaveAttribute('width', /^\d+$/);
    await expect(hero).toHaveAttribute('height', /^\d+$/);
    // The hero photo sits below a phone's first screen (the text is the LCP there): lazy, at the
    // browser's priority (raised once layout finds it on screen).
    await expect(hero).toHaveAttribute('loading', 'lazy');
    await expect(hero).not.toHaveAttribute('fetchpriority', /./);
    const avif = site.locator('main picture').first().locator('source[type="image/avif"]');
    const srcset = (await avif.getAttribute('srcset')) ?? '';
    const widths = [...srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBeLessThanOrEqual(1920);
    // The largest AVIF the page offers, as the browser would fetch it from the dev server.
    const largest = srcset
      .split(',')
      .map((s) => s.trim().split(' ')[0]!)
      .at(-1)!;
    const response = await request.get(largest);
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.subarray(4, 12).toString('latin1')).toBe('ftypavif'); // an AVIF file (sharp labels it image/heif)
    const served = body.length;
    console.log(
      `photo: ${photoBytes} bytes as uploaded (3000×2000 JPEG); ${served} bytes as served (AVIF, ${Math.max(...widths)} px wide)`,
    );
    expect(served).toBeLessThan(photoBytes / 4);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test('a save the build would refuse is refused, with the file and the field named, and nothing is written', async ({
  request,
}) => {
  const before = readFileSync(WORK_FILE, 'utf8');
  const data = JSON.parse(before) as { image: Record<string, string> };
  // A rule across two fields, which no single form field can check: an image URL or a file, not both.
  data.image['file'] = '../images/central-highlands-coffee/gallery/2/image/file.png';
  const response = await request.post('/api/keystatic/update', {
    headers: { 'content-type': 'application/json', 'no-cors': '1' },
    data: {
      additions: [{ path: WORK_FILE, contents: Buffer.from(JSON.stringify(data), 'utf8').toString('base64url') }],
      deletions: [],
    },
  });
  expect(response.status()).toBe(422);
  // The field by its label in the form, what to change, then the file.
  const refusal = await response.text();
  expect(refusal).toMatch(/^Not saved, .*: “Image › Image URL”: give either an image URL or an uploaded file/);
  expect(refusal).toContain(`(${WORK_FILE})`);
  expect(readFileSync(WORK_FILE, 'utf8')).toBe(before);
});

test('an article saved from the studio is at its address, in the listing, on the home page and in the menu; deleted, it is gone', async ({
  request,
}) => {
  // content/insights/ ships no article (and may be absent): the first one an editor saves starts the section.
  const folder = 'content/insights';
  const file = `${folder}/written-in-the-studio.md`;
  const hadFolder = existsSync(folder);
  const author = readdirSync('content/team')
    .sort()[0]!
    .replace(/\.json$/, '');
  const tag = readdirSync('content/insight-tags')
    .sort()[0]!
    .replace(/\.json$/, '');
  const article = [
    '---',
    'title: Written in the studio',
    'description: An article saved from the content studio, to show the section appears once one is published.',
    'published: 2026-01-05',
    `author: ${author}`,
    'tags:',
    `  - ${tag}`,
    '---',
    '',
    'A first article, with a [link to our work](/work/).',
    '',
  ].join('\n');
  const save = (change: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }) =>
    request.post('/api/keystatic/update', {
      headers: { 'content-type': 'application/json', 'no-cors': '1' },
      data: { additions: change.additions ?? [], deletions: change.deletions ?? [] },
    });
  const page = async (path: string) => {
    const response = await request.get(path);
    return { status: response.status(), html: await response.text() };
  };
  const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  try {
    expect((await page('/')).html).not.toContain('href="/insights/"');
    const saved = await save({ additions: [{ path: file, contents: Buffer.from(article).toString('base64url') }] });
    expect(saved.status(), await saved.text()).toBe(200);
    await expect
      .poll(async () => (await page('/insights/written-in-the-studio/')).status, { timeout: 60_000 })
      .toBe(200);
    expect((await page('/insights/written-in-the-studio/')).html).toMatch(/<h1[^>]*>Written in the studio<\/h1>/);
    expect((await page('/insights/')).html).toContain('href="/insights/written-in-the-studio/"');
    expect((await page(`/insights/tags/${tag}/`)).html).toContain('href="/insights/written-in-the-studio/"');
    const home = (await page('/')).html;
    expect(header(home)).toContain('href="/insights/"');
    expect(home).toContain('href="/insights/written-in-the-studio/"');

    const deleted = await save({ deletions: [{ path: file }] });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await expect
      .poll(async () => (await page('/insights/written-in-the-studio/')).status, { timeout: 60_000 })
      .toBe(404);
    expect(header((await page('/')).html)).not.toContain('href="/insights/"');
  } finally {
    rmSync(file, { force: true });
    if (!hadFolder && existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
});

// An article as an editor writes it in the live studio's form (Sveltia CMS), in direct and review
// mode alike (tests/e2e/live-studio-insights.spec.ts, tests/e2e/live-studio-review.spec.ts): the
// author and the tags as pickers, the date as a date field, the description's length shown as it is
// typed, the text in the markdown editor. And what a build of the site with it must show.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { CONTENT_MODEL } from '../../src/schemas/index';

export interface StudioArticle {
  slug: string;
  title: string;
  description: string;
  /** A day already past whenever the suite runs: the build publishes it. */
  published: string;
  /** A member of content/team/, by id. */
  author: string;
  /** Ids of content/insight-tags/. */
  tags: string[];
  body: string;
}

/** The ids of a folder of content/ (the team, the tags), as the studio's pickers offer them. */
export const contentIds = (folder: string): string[] =>
  readdirSync(new URL(`../../content/${folder}/`, import.meta.url))
    .filter((f) => f.endsWith('.json'))
    .map((f) => basename(f, '.json'))
    .sort();

/** The collection as the studio names it, and its folder: the content model's, as every studio spec reads them. */
const KEY = 'insights' satisfies keyof typeof CONTENT_MODEL;
const { label: COLLECTION, storage } = CONTENT_MODEL[KEY];
if (storage.kind !== 'folder') throw new Error('the content model keeps articles as files in a folder');
export const ARTICLES_COLLECTION = COLLECTION;
export const ARTICLES_FOLDER = storage.folder;
export const articleFile = (a: StudioArticle) => `${ARTICLES_FOLDER}/${a.slug}.md`;
export const articleAddress = (a: StudioArticle) => `/insights/${a.slug}/`;

/** Opens the articles' collection (the studio signed in), creates an entry and fills its form; the caller saves. */
/**
 * Checks a radio Sveltia may still be redrawing: just after an item is added, a click can land on a
 * radio the list then replaces ("Clicking the checkbox did not change its state", once on a busy
 * machine). Clicked again until the radio on screen is the checked one.
 */
async function checkOnceSettled(radio: Locator): Promise<void> {
  await expect(async () => {
    await radio.check({ timeout: 5_000 });
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

export async function writeArticle(page: Page, article: StudioArticle): Promise<void> {
  // Sveltia loads every content file before it lists the collections (docs/content.md); from an
  // entry's editor (no list on screen) the collection's address brings them back.
  const collection = page.getByRole('treeitem', { name: COLLECTION });
  await expect(async () => {
    if (!(await collection.isVisible()))
      await page.evaluate((hash) => {
        if (location.hash !== hash) location.hash = hash;
      }, `#/collections/${KEY}`);
    await expect(collection).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await collection.click();
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(article.title);
  await page.getByRole('textbox', { name: 'Description' }).fill(article.description);
  // The length as the editor types, between the limits the schema sets (50 to 160).
  await expect(page.getByRole('group', { name: /^\W*Description\W* Field$/ })).toContainText(
    `50 / ${article.description.length} / 160`,
  );
  await page.getByRole('textbox', { name: 'Published' }).fill(article.published);
  await page.getByRole('radiogroup', { name: 'Author' }).getByRole('radio', { name: article.author }).check();
  const tags = page.getByRole('group', { name: /^\W*Tags\W* Field$/ }).first();
  // One item per tag, then a tag in each (Sveltia adds an item above the ones there are).
  const add = tags.getByRole('button', { name: /^Add \W*Tags\W*$/ }).last();
  for (let i = 0; i < article.tags.length; i++) await add.click();
  for (const [i, tag] of article.tags.entries())
    await checkOnceSettled(tags.getByRole('radiogroup', { name: 'Tags' }).nth(i).getByRole('radio', { name: tag }));
  await page.getByRole('button', { name: 'Edit in Markdown' }).click();
  await page.getByRole('textbox', { name: 'Page text' }).fill(article.body);
}

/** What the editor wrote, as the saved file holds it (the draft switch, left off, may be written as false). */
export function savedArticle(article: StudioArticle, entry: Record<string, unknown>): Record<string, unknown> {
  return {
    title: article.title,
    description: article.description,
    published: article.published,
    author: article.author,
    tags: article.tags,
    ...('draft' in entry ? { draft: false } : {}),
    body: `${article.body}\n`,
  };
}

/**
 * A build with the article published shows it everywhere: at its address (its first heading
 * `firstHeading` a link to itself), in the listing, on each of its tags' pages, in the feed and on
 * the home page, with the section linked from the header.
 */
export function expectBuiltWithArticle(dist: string, article: StudioArticle, firstHeading: string): void {
  const read = (route: string) => readFileSync(join(dist, route, 'index.html'), 'utf8');
  const address = articleAddress(article);
  const page = read(address.slice(1));
  expect(page).toContain(article.title);
  expect(page).toContain(`<h2 id="${firstHeading}"><a href="#${firstHeading}">`);
  expect(read('insights')).toContain(`href="${address}"`);
  for (const tag of article.tags) expect(read(`insights/tags/${tag}`), tag).toContain(`href="${address}"`);
  expect(readFileSync(join(dist, 'insights/rss.xml'), 'utf8')).toContain(`${address}</link>`);
  const home = read('');
  expect(home).toContain(`href="${address}"`);
  expect(home.slice(home.indexOf('<header'), home.indexOf('</header>'))).toContain('href="/insights/"');
}

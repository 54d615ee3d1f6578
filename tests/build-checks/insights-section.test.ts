// Over the build (after astro build): the Insights section exists exactly when content/insights/ has
// an article published as of the build (not a draft, its day come), as the editors' content has it.
// While it has none (the repository ships none) the build is today's site: no page under /insights/,
// no feed, no link to it in a header or footer, no feed link in any <head>, nothing in the sitemap.
// tests/build-checks/insights.test.ts builds the section from fixture articles; the live-studio
// spec's deletion leaves main's tree as it found it, which is this build's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';
import { isPublished } from '../../src/lib/build/insights';
import { HOUSE_FORMATS } from '../../studio/live/formats';

const markdown = HOUSE_FORMATS.find((f) => f.extension === 'md')!;
const FOLDER = 'content/insights';
const FEED_LINK = '<link rel="alternate" type="application/rss+xml" title="Insights" href="/insights/rss.xml">';

/** The articles content/ publishes today (the build ran moments ago, as of its own time). */
function publishedArticles(): string[] {
  if (!existsSync(FOLDER)) return [];
  return readdirSync(FOLDER)
    .filter((file) => file.endsWith('.md'))
    .filter((file) => {
      const entry = markdown.fromFile(readFileSync(join(FOLDER, file), 'utf8'));
      return isPublished(
        { draft: entry['draft'] === true, published: new Date(String(entry['published'])) },
        new Date(),
      );
    });
}

it('has the Insights section exactly when an article is published, and not a trace of it otherwise', () => {
  const section = publishedArticles().length > 0;
  const pages = listBuiltPages('dist').filter((page) => page.kind !== 'redirect');
  expect(pages.length, 'no pages in dist/: run "npm run build" first').toBeGreaterThan(20);
  const html = (file: string) => readFileSync(join('dist', file), 'utf8');
  const region = (text: string, tag: string) => text.slice(text.indexOf(`<${tag}`), text.indexOf(`</${tag}>`));
  const wrong = pages.flatMap(({ file }) => {
    const page = html(file);
    return [
      region(page, 'header').includes('href="/insights/"') === section ? [] : [`${file}: header link`],
      region(page, 'footer').includes('href="/insights/"') === section ? [] : [`${file}: footer link`],
      page.includes(FEED_LINK) === section ? [] : [`${file}: feed link`],
    ].flat();
  });
  expect(wrong, section ? 'pages without the section linked' : 'pages that link a section there is not').toEqual([]);
  expect(existsSync('dist/insights/index.html'), 'the listing').toBe(section);
  expect(existsSync('dist/insights/rss.xml'), 'the feed').toBe(section);
  if (!section) expect(existsSync('dist/insights'), 'anything under /insights/').toBe(false);
  const sitemap = readdirSync('dist')
    .filter((file) => /^sitemap-\d+\.xml$/.test(file))
    .map((file) => html(file))
    .join('');
  expect(sitemap.includes('/insights/'), 'the sitemap').toBe(section);
});

// Over the build (npm run test:dist, after astro build): every address on another site that the
// built pages show (studio/links-out.ts, as the weekly check reads them: links, photos, the map) is
// written in a content file, in a field the report can name by its label in the studio. A link no
// content file holds (one written in the site's code) would reach the editors without a field to
// change; this fails first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { linksOutOf, WrittenLinks } from '../../studio/links-out';
import { listBuiltPages } from '../../scripts/site-pages.mjs';

const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { agency: { url: string } };

it('every link out of the built site maps to a content file and a field', () => {
  const pages = listBuiltPages('dist')
    .filter((page) => page.kind === 'page')
    .map((page) => ({ route: page.route, html: readFileSync(join('dist', page.file), 'utf8') }));
  const links = linksOutOf(pages, site.agency.url);
  const written = new WrittenLinks(
    readdirSync('content', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(json|ya?ml|md)$/.test(file))
      .map((file) => ({ path: `content/${file}`, text: readFileSync(join('content', file), 'utf8') })),
  );
  // The footer's profiles at least, on every page.
  expect(links.filter((link) => link.kind === 'link' && link.pages.length === pages.length).length).toBeGreaterThan(0);
  expect(
    links
      .filter((link) => written.placesOf(link).length === 0)
      .map((link) => `${link.url} on ${link.pages.join(', ')}`),
  ).toEqual([]);
});

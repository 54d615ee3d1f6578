// The draft check's reading of links (studio/draft-links.ts) against the real build: over every
// content file, every internal address it holds lands on a page of dist/ (or the client portal),
// so when a draft's site check fails, the draft check names only links that truly go nowhere; and
// a mistyped one in a real file is named with the page it meant. And the site's rule for a page's
// address (src/lib/browser/page-addresses.ts), by which the local studio knows the pages its content
// makes and the live studio the page of an entry saved in the same session, gives the pages built.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { listBuiltFiles, listRoutes } from '../../scripts/site-pages.mjs';
import { isContentFile } from '../../studio/draft-check';
import { linkProblems, sitePagesOf, writtenLinks, type SitePages } from '../../studio/draft-links';
import { PAGE_TEXT_LABEL } from '../../studio/model';
import { pagesOfContent } from '../../studio/site-pages';

const contentFiles = listBuiltFiles('content')
  .map((file) => `content/${file}`)
  .filter(isContentFile)
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const agency = (
  JSON.parse(readFileSync('content/site.json', 'utf8')) as { agency: { url: string; clientPortalUrl: string } }
).agency;
const site: SitePages = {
  pages: sitePagesOf(listBuiltFiles('dist')),
  siteUrl: agency.url,
  otherSystems: [agency.clientPortalUrl],
};

it("every content file's links land on a page of the build", () => {
  expect(contentFiles.length).toBeGreaterThan(50);
  // The reading finds links at all: in fields and in pages' text.
  const links = contentFiles.flatMap((file) => writtenLinks(file.path, file.text, agency.url));
  expect(links.length).toBeGreaterThan(20);
  expect(links.some((link) => link.label === PAGE_TEXT_LABEL)).toBe(true);
  expect(linkProblems(contentFiles, site)).toEqual([]);
});

it('a link mistyped in any file that has one is named, with the page it meant', () => {
  let tried = 0;
  for (const file of contentFiles) {
    const [first] = writtenLinks(file.path, file.text, agency.url).filter(
      (link) => link.href.startsWith('/') && link.href.length > 4 && !link.href.startsWith(agency.clientPortalUrl),
    );
    if (!first || !file.text.includes(first.href)) continue;
    const mistyped = `${first.href.replace(/\/$/, '')}x`;
    const [found] = linkProblems([{ path: file.path, text: file.text.replace(first.href, mistyped) }], site);
    tried += 1;
    expect(found?.problems[0], file.path).toMatch(
      new RegExp(
        `^“${first.label.replace(/[()]/g, '\\$&')}” goes to no page of this site: did you mean .+ It goes to ${mistyped}\\.$`,
      ),
    );
  }
  expect(tried).toBeGreaterThan(10);
});

it("the pages the content makes, by the site's rule, are the pages built", () => {
  const fromContent = [...pagesOfContent(contentFiles.map((file) => file.path))].sort();
  expect(fromContent.length).toBeGreaterThan(20);
  expect(fromContent).toEqual(listRoutes('dist').sort());
});

it("the local studio, knowing the pages its content makes, refuses none of content/'s links", () => {
  const pages = pagesOfContent(contentFiles.map((file) => file.path));
  const local: SitePages = { ...site, pages, pagesOnly: true };
  expect(linkProblems(contentFiles, local)).toEqual([]);
});

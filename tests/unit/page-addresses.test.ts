// The site's one rule for a page's address (src/lib/browser/page-addresses.ts): which content makes
// which page, and where a built file is served. tests/build-checks/draft-links.test.ts holds the
// rule to the real build: the pages the content makes are exactly the pages built.
import { describe, expect, it } from 'vitest';
import { entryPage, entryPageTemplate, routeOf, SINGLE_FILE_PAGES } from '../../src/lib/browser/page-addresses';
import { ensureTrailingSlash } from '../../src/lib/browser/urls';

describe('routeOf', () => {
  it.each([
    ['index.html', '/'],
    ['about/index.html', '/about/'],
    ['work/central-highlands-coffee/index.html', '/work/central-highlands-coffee/'],
    ['404.html', '/404'],
    ['og/about.png', '/og/about.png'],
    ['robots.txt', '/robots.txt'],
  ])('%s is served at %s', (file, route) => expect(routeOf(file)).toBe(route));
});

describe('entryPage', () => {
  it.each([
    ['caseStudies', 'lakeside-clinic', '/work/lakeside-clinic/'],
    ['services', 'design', '/services/design/'],
    ['industries', 'healthcare', '/industries/healthcare/'],
    ['pages', 'privacy', '/privacy/'],
  ] as const)('an entry of %s named %s is at %s', (collection, id, page) => {
    expect(entryPage(collection, id)).toBe(page);
    expect(`/${entryPageTemplate(collection, '{{slug}}').replace('{{slug}}', id)}`).toBe(page);
  });
  it('every address is in the served form', () => {
    for (const page of [...Object.values(SINGLE_FILE_PAGES), entryPage('pages', 'terms')])
      expect(ensureTrailingSlash(page)).toBe(page);
  });
});

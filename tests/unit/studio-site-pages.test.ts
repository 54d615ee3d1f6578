// What a studio knows of the site's pages at save (studio/site-pages.ts, studio/live/save-links.ts):
// the page each content file makes, by the site's rule, and a save's links read against the
// pages known, those of entries saved since included.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { saveLinkProblems, sitePagesOf } from '../../studio/draft-links';
import { saveLinkCheck } from '../../studio/live/save-links';
import { fieldLabel } from '../../studio/refusal';
import { modelForPath } from '../../studio/model';
import { pageOfContentFile, pagesOfContent } from '../../studio/site-pages';

const INDUSTRY = 'content/industries/healthcare.yaml';
const industry = load(readFileSync(INDUSTRY, 'utf8')) as { hero: { actions: { href: string }[] } };
const label = fieldLabel(modelForPath(INDUSTRY)!.model, ['hero', 'actions', 1, 'href']);
const BUILT = ['index.html', 'contact/index.html', 'work/index.html', 'llms.txt'];
const withLink = (href: string) => ({
  ...industry,
  hero: { ...industry.hero, actions: industry.hero.actions.map((a, i) => (i === 1 ? { ...a, href } : a)) },
});

describe('pageOfContentFile', () => {
  it.each([
    ['content/home.json', '/'],
    ['content/about.json', '/about/'],
    ['content/work-page.json', '/work/'],
    ['content/case-studies/projects/lakeside-clinic.yaml', '/work/lakeside-clinic/'],
    ['content/case-studies/podcasts/femininity-podcast.yaml', '/work/femininity-podcast/'],
    ['content/services/design.md', '/services/design/'],
    ['content/industries/healthcare.yaml', '/industries/healthcare/'],
    ['content/pages/privacy.md', '/privacy/'],
  ])('%s makes %s', (path, page) => expect(pageOfContentFile(path)).toBe(page));
  it.each([
    'content/site.json',
    'content/not-found-page.json',
    'content/work/lakeside-clinic.json',
    'content/faq/pricing.json',
    'content/images/a.jpg',
    'content/services/nested/design.md',
  ])('%s makes no page of its own', (path) => expect(pageOfContentFile(path)).toBeUndefined());
  it('reads a list of files into their pages', () => {
    expect([...pagesOfContent(['content/home.json', 'content/site.json', 'content/pages/terms.md'])]).toEqual([
      '/',
      '/terms/',
    ]);
  });
});

describe('saveLinkProblems', () => {
  const site = { pages: sitePagesOf(BUILT) };
  it('refuses a link to no page, offering the page meant', () => {
    expect(saveLinkProblems(INDUSTRY, withLink('/wrok/'), undefined, site)).toEqual([
      `“${label}” goes to no page of this site: did you mean /work/? Correct the address, or remove the link. It goes to /wrok/.`,
    ]);
  });
  it('takes a link to a page, a file of the build, and a page written without its slash', () => {
    for (const href of ['/work', '/work/', '/llms.txt', '/contact#form'])
      expect(saveLinkProblems(INDUSTRY, withLink(href), undefined, site), href).toEqual([]);
  });
  it('reads the links a page text holds', () => {
    const [problem] = saveLinkProblems('content/pages/terms.md', {}, 'See [us](/contcat).', site);
    expect(problem).toMatch(/goes to no page of this site: did you mean \/contact\/\? .* It goes to \/contcat\.$/);
  });
  it('leaves a file to the build when it knows the pages only', () => {
    expect(saveLinkProblems(INDUSTRY, withLink('/nothing.pdf'), undefined, { ...site, pagesOnly: true })).toEqual([]);
    expect(saveLinkProblems(INDUSTRY, withLink('/nothing.pdf'), undefined, site)).toHaveLength(1);
  });
});

describe("the live studio's save check", () => {
  it('knows the page of an entry saved in the same session', () => {
    const check = saveLinkCheck({ pages: [...sitePagesOf(BUILT)] });
    const data = withLink('/work/lakeside-clinic/') as unknown as Record<string, unknown>;
    expect(check.problems(INDUSTRY, data)).toHaveLength(1);
    check.saved('content/work/lakeside-clinic.json'); // a card makes no page
    expect(check.problems(INDUSTRY, data)).toHaveLength(1);
    check.saved('content/case-studies/projects/lakeside-clinic.yaml');
    expect(check.problems(INDUSTRY, data)).toEqual([]);
  });
  it("reads a markdown entry's text apart from its fields", () => {
    const check = saveLinkCheck({ pages: [...sitePagesOf(BUILT)] });
    expect(check.problems('content/pages/terms.md', { title: 'Terms', body: 'Write to [us](/contcat).' })).toHaveLength(
      1,
    );
  });
});

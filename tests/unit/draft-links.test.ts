// A draft's links that go nowhere (studio/draft-links.ts): every internal address a content file
// holds is found with the label of its field in the form (a page's text too), checked where the
// build would link it (the served form, an alias's target), and one that lands on no page is named
// with the address and what to write instead. The same reading over every file of content/ against
// the real build is tests/build-checks/draft-links.test.ts.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  editDistance,
  linkProblems,
  nearestPage,
  sitePagesOf,
  writtenLinks,
  type SitePages,
} from '../../studio/draft-links';
import { failureDescription, DESCRIPTION_LIMIT } from '../../studio/draft-check';
import { fieldLabel } from '../../studio/refusal';
import { modelForPath, PAGE_TEXT_LABEL } from '../../studio/model';
import { SITE_REDIRECTS } from '../../src/lib/browser/redirects';
import { pageText } from '../../src/lib/studio/front-matter';

const INDUSTRY = 'content/industries/healthcare.yaml';
const PRIVACY = 'content/pages/privacy.md';
const SITE = 'content/site.json';
const industry = readFileSync(INDUSTRY, 'utf8');
const privacy = readFileSync(PRIVACY, 'utf8');
const site = readFileSync(SITE, 'utf8');
const actions = (load(industry) as { hero: { actions: { href: string }[] } }).hero.actions;
const secondLabel = fieldLabel(modelForPath(INDUSTRY)!.model, ['hero', 'actions', 1, 'href']);
const portal = (JSON.parse(site) as { agency: { clientPortalUrl: string; url: string } }).agency;

/** A small build's pages: what each address of the files above lands on. */
const PAGES: SitePages = {
  pages: sitePagesOf([
    'index.html',
    'contact/index.html',
    'work/index.html',
    'about/index.html',
    'services/index.html',
    'services/design/index.html',
    'privacy/index.html',
    'images/team.jpg',
  ]),
  siteUrl: portal.url,
  otherSystems: [portal.clientPortalUrl],
};

describe('sitePagesOf', () => {
  it('answers every file at its path and every index.html at its folder', () => {
    const pages = sitePagesOf(['index.html', 'about/index.html', '_astro/site.css', '404.html']);
    expect([...pages].sort()).toEqual([
      '/',
      '/404',
      '/404.html',
      '/_astro/site.css',
      '/about/',
      '/about/index.html',
      '/index.html',
    ]);
  });
});

describe('writtenLinks', () => {
  it("finds each field's address with the field's label in the form", () => {
    const links = writtenLinks(INDUSTRY, industry);
    expect(links).toContainEqual({ label: secondLabel, href: actions[1]!.href });
    expect(secondLabel).toMatch(/\(item 2\) › Link$/);
  });

  it("finds the links in a page's text, and a singleton's fields without its key", () => {
    const inText = pageTextLinks(privacy);
    expect(inText.length).toBeGreaterThan(0);
    expect(
      writtenLinks(PRIVACY, privacy)
        .filter((l) => l.label === PAGE_TEXT_LABEL)
        .map((l) => l.href),
    ).toEqual(inText);
    const siteLinks = writtenLinks(SITE, site);
    expect(siteLinks.map((l) => l.href)).toContain(portal.clientPortalUrl);
    expect(siteLinks.every((l) => !l.label.startsWith('Site ›'))).toBe(true);
  });

  it('takes a link field whole, and from any other text only the links written in it', () => {
    const summary = (load(industry) as { summary: string }).summary;
    const text = industry.replace(
      `summary: ${summary}`,
      'summary: /month, or see [the work](/wrok) first, [a font](//cdn.example/f.woff2) aside',
    );
    const summaryLabel = fieldLabel(modelForPath(INDUSTRY)!.model, ['summary']);
    expect(writtenLinks(INDUSTRY, text).filter((l) => l.label === summaryLabel)).toEqual([
      { label: summaryLabel, href: '/wrok' },
    ]);
  });

  it("reads a full address on the site's own origin as its path, and leaves other sites, text and files as they are", () => {
    const text = JSON.stringify({
      ...JSON.parse(readFileSync('content/work/central-highlands-coffee.json', 'utf8')),
      link: `${portal.url}/contcat`,
    });
    expect(writtenLinks('content/work/central-highlands-coffee.json', text, portal.url).map((l) => l.href)).toContain(
      '/contcat',
    );
    expect(writtenLinks('content/work/central-highlands-coffee.json', text).map((l) => l.href)).not.toContain(
      '/contcat',
    );
  });
});

/** The `](/…)` links of a markdown page's text, as written. */
const pageTextLinks = (text: string) => [...pageText(text).matchAll(/\]\((\/[^)\s]*)/g)].map((match) => match[1]!);

describe('linkProblems', () => {
  it('passes the files as they are: "/contact" lands on /contact/', () => {
    expect(
      linkProblems(
        [
          { path: INDUSTRY, text: industry },
          { path: PRIVACY, text: privacy },
        ],
        PAGES,
      ),
    ).toEqual([]);
  });

  it("leaves the client portal's addresses to the portal, on this origin or not", () => {
    // This small build lacks most of the pages site.json links; the portal is never among those named.
    const named = linkProblems([{ path: SITE, text: site }], PAGES).flatMap((f) => f.problems);
    expect(named.length).toBeGreaterThan(0);
    expect(named.join('\n')).not.toContain(portal.clientPortalUrl);
    expect(
      linkProblems([{ path: SITE, text: site }], { ...PAGES, otherSystems: [] })
        .flatMap((f) => f.problems)
        .join('\n'),
    ).toContain(`It goes to ${portal.clientPortalUrl}.`);
  });

  it("names a mistyped address by its field's label, with the page meant", () => {
    const text = industry.replace(`href: ${actions[1]!.href}\n`, 'href: /wrok\n');
    expect(linkProblems([{ path: INDUSTRY, text }], PAGES)).toEqual([
      {
        path: INDUSTRY,
        problems: [
          `“${secondLabel}” goes to no page of this site: did you mean /work/? Correct the address, or remove the link. It goes to /wrok.`,
        ],
      },
    ]);
  });

  it("names a mistyped link in an article's text, as in every page's text", () => {
    const path = 'content/insights/why-alt-text-matters.md';
    const text = `---\ntitle: Why alt text matters\n---\n\nSee [our work](/wrok/) and [the contact page](/contact).\n`;
    expect(linkProblems([{ path, text }], PAGES)).toEqual([
      {
        path,
        problems: [
          `“${PAGE_TEXT_LABEL}” goes to no page of this site: did you mean /work/? Correct the address, or remove the link. It goes to /wrok/.`,
        ],
      },
    ]);
  });

  it("names a dead link in a page's text, and says what to write when no page is near", () => {
    const text = `${privacy}\nSee [our archive](/archive-of-old-things-2019).\n`;
    const [found] = linkProblems([{ path: PRIVACY, text }], PAGES);
    expect(found?.problems).toEqual([
      `“${PAGE_TEXT_LABEL}” goes to no page of this site: correct the address (a page's, as the address bar shows it, e.g. /contact/), or remove the link. It goes to /archive-of-old-things-2019.`,
    ]);
    // The status line still names the file, the field and what to change within GitHub's limit
    // (the file without its folder: the whole line is too long).
    const status = failureDescription([found!]);
    expect(status.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(status).toMatch(
      new RegExp(`^privacy\\.md: “${PAGE_TEXT_LABEL}” goes to no page of this site: correct the address`),
    );
  });

  it('follows an alias to its target, as the build links it, and ignores a fragment or query', () => {
    const [alias, target] = Object.entries(SITE_REDIRECTS)[0]!;
    const pages: SitePages = {
      pages: sitePagesOf([`${target.replace(/^\/|\/$/g, '')}/index.html`, 'contact/index.html']),
    };
    const text = `${privacy}\n[a](${alias}) [b](/contact#form) [c](/contact?from=privacy)\n`;
    const found = linkProblems([{ path: PRIVACY, text }], pages);
    // Only the launch text's own links to pages this small build lacks remain.
    expect(found.flatMap((f) => f.problems).join('\n')).not.toMatch(
      new RegExp(`It goes to (${alias}|/contact#form|/contact\\?from)`),
    );
  });

  it('names an address with a stray "%" instead of failing', () => {
    const text = industry.replace(`href: ${actions[1]!.href}\n`, 'href: /work%\n');
    expect(linkProblems([{ path: INDUSTRY, text }], PAGES)[0]?.problems[0]).toMatch(
      /^“.+” goes to no page of this site: .* It goes to \/work%\.$/,
    );
  });

  it('leaves a file that does not parse to the fields step, and files the studio does not edit alone', () => {
    expect(
      linkProblems(
        [
          { path: INDUSTRY, text: 'hero: [' },
          { path: 'src/pages/index.astro', text: '/nowhere' },
        ],
        PAGES,
      ),
    ).toEqual([]);
  });
});

describe('nearestPage and editDistance', () => {
  it('counts single edits, and offers a page only when it is near', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(nearestPage('/contcat/', PAGES.pages)).toBe('/contact/');
    expect(nearestPage('/services/desing/', PAGES.pages)).toBe('/services/design/');
    expect(nearestPage('/blog/', PAGES.pages)).toBeUndefined();
  });
});

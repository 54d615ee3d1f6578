// The Insights section's rules: which article is published as of a build, the listing's pages,
// related articles, previous/next, reading time, the menus' link, the sitemap's lastmod.
import { describe, expect, it } from 'vitest';
import {
  articlesByTag,
  isPublished,
  lastChangeOf,
  listingClash,
  listingPages,
  menusWithInsights,
  neighbours,
  publishedNewestFirst,
  readingMinutes,
  relatedArticles,
  withLastChange,
  wordCount,
} from '../../src/lib/build/insights';

const day = (d: string) => new Date(`${d}T00:00:00Z`);
const article = (id: string, published: string, tags: string[] = [], draft = false) => ({
  id,
  published: day(published),
  draft,
  tags,
});

describe('isPublished', () => {
  it('is out from its own day (UTC), whatever the hour of the build', () => {
    const a = article('a', '2027-03-01');
    expect(isPublished(a, new Date('2027-02-28T23:59:59Z'))).toBe(false);
    expect(isPublished(a, new Date('2027-03-01T00:00:00Z'))).toBe(true);
    expect(isPublished(a, new Date('2027-03-01T23:00:00Z'))).toBe(true);
    expect(isPublished(a, new Date('2028-01-01T00:00:00Z'))).toBe(true);
  });

  it('never for a draft, whatever its date', () => {
    expect(isPublished(article('a', '2020-01-01', [], true), day('2030-01-01'))).toBe(false);
  });

  it('compares a dated time by its UTC day', () => {
    const late = { draft: false, published: new Date('2027-03-01T22:00:00-05:00') }; // 2 March in UTC
    expect(isPublished(late, new Date('2027-03-01T12:00:00Z'))).toBe(false);
    expect(isPublished(late, new Date('2027-03-02T00:00:00Z'))).toBe(true);
  });
});

describe('publishedNewestFirst', () => {
  it('drops drafts and future articles and puts the newest first, ties by file name', () => {
    const list = [
      article('b', '2027-01-01'),
      article('future', '2027-09-01'),
      article('draft', '2027-01-05', [], true),
      article('c', '2027-02-01'),
      article('a', '2027-01-01'),
    ];
    expect(publishedNewestFirst(list, day('2027-06-01')).map((a) => a.id)).toEqual(['c', 'a', 'b']);
    expect(publishedNewestFirst(list, day('2027-09-01')).map((a) => a.id)).toEqual(['future', 'c', 'a', 'b']);
    expect(publishedNewestFirst([], day('2027-09-01'))).toEqual([]);
  });
});

describe('listingPages', () => {
  it('makes no page for no article', () => {
    expect(listingPages([])).toEqual([]);
  });

  it('puts 12 on a page, the first at /insights/, the next at /insights/2/, linked both ways', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const pages = listingPages(items);
    expect(pages.map((p) => [p.path, p.items.length, p.newer, p.older])).toEqual([
      ['/insights/', 12, undefined, '/insights/2/'],
      ['/insights/2/', 12, '/insights/', '/insights/3/'],
      ['/insights/3/', 1, '/insights/2/', undefined],
    ]);
    expect(listingPages(items.slice(0, 12))).toHaveLength(1);
  });
});

describe('relatedArticles', () => {
  const list = [
    article('n1', '2027-05-01', ['x']),
    article('n2', '2027-04-01', ['x', 'y']),
    article('self', '2027-03-01', ['x', 'y']),
    article('n3', '2027-02-01', ['z']),
    article('n4', '2027-01-01', ['y']),
    article('n5', '2026-12-01', ['x']),
  ];

  it('ranks by shared tags, then newest; never itself, never one without a shared tag', () => {
    expect(relatedArticles(list[2]!, list).map((a) => a.id)).toEqual(['n2', 'n1', 'n4']);
    expect(relatedArticles(list[3]!, list)).toEqual([]);
  });
});

describe('neighbours', () => {
  const list = [article('newest', '2027-03-01'), article('middle', '2027-02-01'), article('oldest', '2027-01-01')];
  it('gives the older article as previous and the newer as next', () => {
    expect(neighbours('middle', list)).toEqual({ previous: list[2], next: list[0] });
    expect(neighbours('newest', list)).toEqual({ previous: list[1], next: undefined });
    expect(neighbours('oldest', list)).toEqual({ previous: undefined, next: list[1] });
    expect(neighbours('gone', list)).toEqual({});
  });
});

describe('articlesByTag', () => {
  it('lists each tag in use with its articles, in the order given', () => {
    const list = [article('a', '2027-02-01', ['x', 'y']), article('b', '2027-01-01', ['x'])];
    expect([...articlesByTag(list)].map(([tag, as]) => [tag, as.map((a) => a.id)])).toEqual([
      ['x', ['a', 'b']],
      ['y', ['a']],
    ]);
  });
});

describe('reading time', () => {
  it('counts the words a reader reads, not the markdown around them', () => {
    expect(wordCount('## A heading\n\nSome **bold** text with [a link](https://example.com/a-b-c).')).toBe(8);
    expect(wordCount('![A chart](../images/x.png)\n\n```ts\nconst x = 1;\n```')).toBe(5);
  });

  it('rounds up to whole minutes, one at least', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(3000)).toBe(14);
  });
});

describe('listingClash', () => {
  it('refuses a file name the listing uses for its pages, naming the file', () => {
    expect(listingClash('2')).toMatch(/^content\/insights\/2\.md: .*\/insights\/2\//);
    expect(listingClash('top-10-tips')).toBeUndefined();
  });
});

describe('menusWithInsights', () => {
  const menus = {
    nav: [
      { label: 'Home', href: '/' },
      { label: 'Work', href: '/work/' },
      { label: 'Contact', href: '/contact/' },
    ],
    footerNav: [
      { heading: 'Company', links: [{ label: 'About', href: '/about/' }] },
      { heading: 'Services', links: [] },
    ],
  };
  const link = { label: 'Insights', href: '/insights/' };

  it('leaves the menus as they are without a link (no article published)', () => {
    expect(menusWithInsights(menus, undefined)).toBe(menus);
  });

  it('puts the link after Work in the header and last in the footer first column', () => {
    const out = menusWithInsights(menus, link);
    expect(out.nav.map((i) => i.label)).toEqual(['Home', 'Work', 'Insights', 'Contact']);
    expect(out.footerNav[0]!.links.map((l) => l.label)).toEqual(['About', 'Insights']);
    expect(out.footerNav[1]).toBe(menus.footerNav[1]);
    expect(menus.nav).toHaveLength(3);
  });

  it('puts it last in the header when the menu has no work page', () => {
    expect(menusWithInsights({ nav: [menus.nav[0]!], footerNav: [] }, link).nav.at(-1)).toBe(link);
  });
});

describe('sitemap lastmod', () => {
  const file = (front: string) => `---\ntitle: A\n${front}\n---\n\nupdated: 1999-01-01 in the text\n`;

  it('is the day of the last update, else of publication, from the front matter only', () => {
    expect(lastChangeOf(file('published: 2027-01-04\nupdated: 2027-02-01'))).toBe('2027-02-01');
    expect(lastChangeOf(file("published: '2027-01-04'"))).toBe('2027-01-04');
    expect(lastChangeOf('no front matter')).toBeUndefined();
  });

  it("sets an article page's lastmod and leaves every other page as it is", () => {
    const changes = new Map([['a', '2027-02-01']]);
    expect(withLastChange({ url: 'https://x.example/insights/a/' }, changes)).toEqual({
      url: 'https://x.example/insights/a/',
      lastmod: '2027-02-01',
    });
    const other = { url: 'https://x.example/about/' };
    expect(withLastChange(other, changes)).toBe(other);
    expect(withLastChange({ url: 'https://x.example/insights/' }, changes)).toEqual({
      url: 'https://x.example/insights/',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  ALL,
  cardPhoto,
  categoryFromSearch,
  categorySlug,
  filterOptions,
  filterWork,
  firstRowPhotos,
  orderWork,
  resultsAnnouncement,
  searchWithCategory,
  toWorkCard,
  visibleTags,
  WORK_CARD_SIZES,
  workHref,
} from '../../src/lib/browser/work-filter';
import { WORK_CATEGORIES } from '../../src/schemas/work';

// The categories, in order, as the site passes them to the filter.
const CATEGORIES = [...WORK_CATEGORIES];

const items = [
  { id: 'coffee', category: 'Web Development' },
  { id: 'dealer', category: 'Podcast Management' },
  { id: 'femininity', category: 'Podcast Management' },
  { id: 'marty', category: 'Podcast Management' },
];

describe('filterOptions', () => {
  it("puts 'All' before the seven categories", () => {
    expect(filterOptions(CATEGORIES)).toEqual(['All', ...WORK_CATEGORIES]);
  });
});

describe('filterWork', () => {
  it.each<[string, string[]]>([
    [ALL, ['coffee', 'dealer', 'femininity', 'marty']],
    ['Web Development', ['coffee']],
    ['Podcast Management', ['dealer', 'femininity', 'marty']],
    ['Branding', []],
    ['Mobile App', []],
    ['podcast management', []],
    ['Podcast', []],
  ])('%s → %j', (category, expected) => {
    expect(filterWork(items, category).map((i) => i.id)).toEqual(expected);
  });
});

describe('orderWork', () => {
  it.each<[string, { id: string; featured?: boolean }[], string[]]>([
    ['keeps content order without featured items', [{ id: 'a' }, { id: 'b' }], ['a', 'b']],
    [
      'puts featured items first, keeping order within each group',
      [{ id: 'a' }, { id: 'b', featured: true }, { id: 'c' }, { id: 'd', featured: true }],
      ['b', 'd', 'a', 'c'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(orderWork(input).map((i) => i.id)).toEqual(expected);
  });
});

describe('visibleTags', () => {
  it.each<[number, string[], string | null]>([
    [0, [], null],
    [2, ['t1', 't2'], null],
    [3, ['t1', 't2', 't3'], null],
    [4, ['t1', 't2', 't3'], '+1 more'],
    [6, ['t1', 't2', 't3'], '+3 more'],
  ])('%i tags → %j and %j', (count, shown, more) => {
    const tags = Array.from({ length: count }, (_, i) => `t${i + 1}`);
    expect(visibleTags(tags)).toEqual({ shown, more });
  });

  it('takes another maximum', () => {
    expect(visibleTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: '+2 more' });
  });
});

describe('workHref', () => {
  it.each<[string, { id: string; link?: string }, string]>([
    ['the case study by default', { id: 'central-highlands-coffee' }, '/work/central-highlands-coffee/'],
    ["the item's own link", { id: 'x', link: 'https://example.com/show' }, 'https://example.com/show'],
    ["the item's own site path", { id: 'x', link: '/services/podcast-management/' }, '/services/podcast-management/'],
  ])('%s', (_name, item, expected) => {
    expect(workHref(item)).toBe(expected);
  });
});

describe('categorySlug / categoryFromSearch / searchWithCategory', () => {
  it.each([
    ['Web Development', 'web-development'],
    ['UI/UX Design', 'ui-ux-design'],
    ['E-commerce', 'e-commerce'],
    ['Podcast Management', 'podcast-management'],
  ])('categorySlug(%j) → %j', (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
  });

  it.each([
    ['?category=podcast-management', 'Podcast Management'],
    ['?category=ui-ux-design', 'UI/UX Design'],
    ['?category=Branding', 'Branding'],
    ['?category=BRANDING', 'Branding'],
    ['?category=Podcast+Management', 'Podcast Management'],
    ['?category=unknown', ALL],
    ['?category=', ALL],
    ['', ALL],
  ])('categoryFromSearch(%j) → %j', (search, expected) => {
    expect(categoryFromSearch(search, CATEGORIES)).toBe(expected);
  });

  it.each([
    ['', 'Branding', '?category=branding'],
    ['?category=branding', ALL, ''],
    ['?utm_source=x', 'UI/UX Design', '?utm_source=x&category=ui-ux-design'],
    ['?utm_source=x&category=branding', ALL, '?utm_source=x'],
  ])('searchWithCategory(%j, %j) → %j', (search, category, expected) => {
    expect(searchWithCategory(search, category)).toBe(expected);
  });

  it('round-trips every category', () => {
    for (const category of CATEGORIES)
      expect(categoryFromSearch(searchWithCategory('', category), CATEGORIES)).toBe(category);
  });
});

describe('resultsAnnouncement', () => {
  // The editors' templates (content/work-page.json `filter`), reworded here: the test is of the filling.
  const copy = {
    emptyTitle: 'None',
    emptyText: 'Pick another.',
    showingAll: 'All {{count}} {{projects}} listed',
    showingSome: '{{count}} {{projects}} under {{category}}',
    showingNone: 'Nothing under {{category}}',
    project: 'item',
    projects: 'items',
  };
  it.each<[number, string, string]>([
    [4, ALL, 'All 4 items listed'],
    [1, ALL, 'All 1 item listed'],
    [3, 'Podcast Management', '3 items under Podcast Management'],
    [1, 'Web Development', '1 item under Web Development'],
    [0, 'Branding', 'Nothing under Branding'],
  ])('%i in %s', (count, category, expected) => {
    expect(resultsAnnouncement(count, category, copy)).toBe(expected);
  });
});

describe('toWorkCard', () => {
  const base = {
    id: 'central-highlands-coffee',
    name: 'Acme Roasters',
    category: 'Web Development',
    client: 'Acme Roasters Ltd',
    description: 'A storefront.',
    year: '2024',
    image: { src: 'https://images.unsplash.com/photo-1?w=1200&q=80', alt: 'Beans' },
    services: ['A', 'B'],
    featured: true,
  };
  it('keeps what the card shows and adds where it leads', () => {
    expect(toWorkCard(base)).toEqual({ ...base, href: '/work/central-highlands-coffee/' });
    expect(toWorkCard({ ...base, link: 'https://example.com' }).href).toBe('https://example.com');
  });
  it('copies the lists, so the card is plain serializable data', () => {
    const card = toWorkCard(base);
    expect(card.services).not.toBe(base.services);
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });
});

describe('cardPhoto / firstRowPhotos', () => {
  const stock = (id: number) => ({ image: { src: `https://images.unsplash.com/photo-${id}?w=2000`, alt: '' } });

  it('names a stock photo at the card width, its widths, and the card box sizes', () => {
    const at = (w: number) => `https://images.unsplash.com/photo-1?w=${w}&q=60&auto=format&fit=crop`;
    expect(cardPhoto(stock(1))).toEqual({
      href: at(640),
      srcset: [400, 640, 720, 960, 1280].map((w) => `${at(w)} ${w}w`).join(', '),
      sizes: WORK_CARD_SIZES,
    });
  });

  it("keeps a local file's own srcset (the build resized it)", () => {
    const local = { image: { src: '/_astro/a.webp', srcset: '/_astro/a_400.webp 400w', alt: '' } };
    expect(cardPhoto(local)).toEqual({
      href: '/_astro/a.webp',
      srcset: '/_astro/a_400.webp 400w',
      sizes: WORK_CARD_SIZES,
    });
  });

  it("is the first row of a desktop's three columns", () => {
    const items = [1, 2, 3, 4, 5].map(stock);
    expect(firstRowPhotos(items)).toEqual(items.slice(0, 3).map(cardPhoto));
    expect(firstRowPhotos(items.slice(0, 2))).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildBreadcrumbs,
  buildCreativeWork,
  buildPodcastSeries,
  buildWebPage,
  type OrgFacts,
} from '../../src/lib/build/structured-data';
import { serializeJsonLd } from '../../src/lib/build/json-ld';

const org: OrgFacts = {
  name: 'Kilele Digital',
  url: 'https://kileledigital.com',
  description: 'An agency.',
  email: 'hello@kileledigital.com',
  foundingYear: 2023,
  logo: '/favicon.svg',
  phones: [],
  address: {
    street: '1 Example Street',
    locality: 'Melbourne',
    region: 'VIC',
    postalCode: '3000',
    countryCode: 'AU',
  },
  sameAs: [],
};

describe('buildBreadcrumbs for the industry and case-study trails', () => {
  it.each([
    [
      [
        { name: 'Industries', path: '/industries/' },
        { name: 'Healthcare', path: '/industries/healthcare/' },
      ],
      ['Home', 'Industries', 'Healthcare'],
    ],
    [
      [
        { name: 'Work', path: '/work/' },
        { name: 'Marty Party', path: '/work/marty-party-podcast/' },
      ],
      ['Home', 'Work', 'Marty Party'],
    ],
  ])('%o', (crumbs, names) => {
    const list = buildBreadcrumbs(org.url, crumbs);
    // schema-dts types itemListElement as any Thing; the builder emits ListItems.
    const items = list.itemListElement as unknown as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.name)).toEqual(names);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[2]?.item).toBe(`https://kileledigital.com${crumbs[1]?.path}`);
  });
});

describe('buildPodcastSeries', () => {
  const base = {
    name: 'Marty Party',
    description: 'A show.',
    path: '/work/marty-party-podcast/',
    image: 'https://images.unsplash.com/x',
    host: 'Marty Kamau',
  };
  it('describes a running show: start, no end, host as author, the agency as producer', () => {
    const ld = buildPodcastSeries(org, { ...base, startDate: '2023' });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastSeries',
      name: 'Marty Party',
      url: 'https://kileledigital.com/work/marty-party-podcast/',
      startDate: '2023',
      author: { '@type': 'Person', name: 'Marty Kamau' },
      producer: { '@type': 'Organization', name: 'Kilele Digital', '@id': 'https://kileledigital.com/#organization' },
    });
    expect(ld).not.toHaveProperty('endDate');
    expect(ld).not.toHaveProperty('sameAs');
  });
  it('gives a finished show its end date', () => {
    expect(buildPodcastSeries(org, { ...base, startDate: '2022', endDate: '2024' })).toMatchObject({
      startDate: '2022',
      endDate: '2024',
    });
  });
  it('serializes to JSON that parses back', () => {
    expect(JSON.parse(serializeJsonLd(buildPodcastSeries(org, { ...base, startDate: '2023' })))).toMatchObject({
      '@type': 'PodcastSeries',
    });
  });
});

describe('buildCreativeWork for the project case study', () => {
  it('names client, year and tools', () => {
    const ld = buildCreativeWork(org, {
      name: 'Acme Roasters',
      description: 'A storefront.',
      path: '/work/central-highlands-coffee/',
      image: 'https://images.unsplash.com/y',
      client: 'Acme Roasters Ltd',
      dateCreated: '2024',
      keywords: ['Web Development', 'SEO'],
    });
    expect(ld).toMatchObject({
      '@type': 'CreativeWork',
      url: 'https://kileledigital.com/work/central-highlands-coffee/',
      dateCreated: '2024',
      keywords: 'Web Development, SEO',
      sourceOrganization: { '@type': 'Organization', name: 'Acme Roasters Ltd' },
      creator: { '@id': 'https://kileledigital.com/#organization' },
    });
  });
});

describe('buildWebPage for industry pages', () => {
  it('points at the page and the publisher', () => {
    expect(
      buildWebPage(org, {
        name: 'Finance pages',
        description: 'Finance.',
        path: '/industries/finance/',
      }),
    ).toMatchObject({
      '@type': 'WebPage',
      url: 'https://kileledigital.com/industries/finance/',
      publisher: { '@id': 'https://kileledigital.com/#organization' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildBreadcrumbs,
  buildCreativeWork,
  buildFaqPage,
  buildOrganization,
  buildService,
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
  phones: [{ label: 'Kenya', number: '+254 20 700 0001' }],
  address: {
    street: '1 Example Street',
    locality: 'Melbourne',
    region: 'VIC',
    postalCode: '3000',
    countryCode: 'AU',
  },
  sameAs: ['https://github.com/kileledigital'],
};

describe('structured data builders', () => {
  it('organization carries the founding year, address and absolute URLs', () => {
    const o = buildOrganization(org) as unknown as Record<string, unknown>;
    expect(o['@type']).toBe('Organization');
    expect(o['foundingDate']).toBe('2023');
    expect(o['logo']).toBe('https://kileledigital.com/favicon.svg');
    expect(o['@id']).toBe('https://kileledigital.com/#organization');
  });

  it('web page points at its publisher', () => {
    const p = buildWebPage(org, { name: 'Home', description: 'd', path: '/' }) as unknown as Record<string, unknown>;
    expect(p['url']).toBe('https://kileledigital.com/');
    expect(p['publisher']).toEqual({ '@id': 'https://kileledigital.com/#organization' });
  });

  it.each([
    [[{ name: 'About', path: '/about/' }], ['Home', 'About']],
    [
      [
        { name: 'Services', path: '/services/' },
        { name: 'Branding', path: '/services/branding/' },
      ],
      ['Home', 'Services', 'Branding'],
    ],
    [[{ name: 'Home', path: '/' }], ['Home']],
  ])('breadcrumbs start at Home and count from 1', (crumbs, names) => {
    const list = buildBreadcrumbs(org.url, crumbs) as unknown as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(list.itemListElement.map((i) => i.name)).toEqual(names);
    expect(list.itemListElement.map((i) => i.position)).toEqual(names.map((_, i) => i + 1));
    expect(list.itemListElement[0]!.item).toBe('https://kileledigital.com/');
  });

  it('FAQ page keeps questions in order with their answers', () => {
    const faq = buildFaqPage([
      { question: 'Q1?', answer: 'A1' },
      { question: 'Q2?', answer: 'A2' },
    ]) as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual([
      ['Q1?', 'A1'],
      ['Q2?', 'A2'],
    ]);
  });

  it('service and creative work name the agency', () => {
    const s = buildService(org, {
      name: 'Branding',
      description: 'd',
      path: '/services/branding/',
    }) as unknown as Record<string, unknown>;
    expect(s['provider']).toMatchObject({ name: 'Kilele Digital' });
    const w = buildCreativeWork(org, {
      name: 'Coffee',
      description: 'd',
      path: '/work/c/',
      image: 'https://x/y.jpg',
      client: 'C Co',
      dateCreated: '2024',
    }) as unknown as Record<string, unknown>;
    expect(w['creator']).toMatchObject({ name: 'Kilele Digital' });
    expect(w['dateCreated']).toBe('2024');
  });

  it('serializes without letting text close the script tag', () => {
    const out = serializeJsonLd(buildFaqPage([{ question: '</script><script>alert(1)</script>', answer: 'x' }]));
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('structured data of the core pages', () => {
  const ORG_ID = 'https://kileledigital.com/#organization';
  const both: OrgFacts = { ...org, phones: [...org.phones, { label: 'Australia', number: '+61 3 9000 0002' }] };

  it('the organization lists a contact point per office', () => {
    const o = JSON.parse(JSON.stringify(buildOrganization(both))) as {
      contactPoint: { telephone: string; areaServed: string }[];
    };
    expect(o.contactPoint.map((c) => [c.areaServed, c.telephone])).toEqual([
      ['Kenya', '+254 20 700 0001'],
      ['Australia', '+61 3 9000 0002'],
    ]);
  });

  it('the home page: a WebPage of exactly these fields', () => {
    expect(buildWebPage(org, { name: 'Kilele Digital | Home', description: 'd', path: '/' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Kilele Digital | Home',
      description: 'd',
      url: 'https://kileledigital.com/',
      publisher: { '@id': ORG_ID },
    });
  });

  it('a service page: the Service has its absolute URL and points to the organization', () => {
    expect(buildService(org, { name: 'Content Creation', description: 'd', path: '/services/content/' })).toMatchObject(
      {
        '@type': 'Service',
        name: 'Content Creation',
        url: 'https://kileledigital.com/services/content/',
        provider: { '@type': 'Organization', '@id': ORG_ID },
      },
    );
  });
});

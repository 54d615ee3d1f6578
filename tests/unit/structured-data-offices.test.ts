import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../src/content.config';
import { graphProblems } from '../support/json-ld-graph';
import { parseDays, resolveOffices, to24h } from '../../src/lib/build/offices';
import {
  buildBreadcrumbs,
  buildFaqPage,
  buildOffice,
  buildOrganization,
  buildWebPage,
  organizationId,
} from '../../src/lib/build/structured-data';
import { toOrgFacts } from '../../src/data/site';

const site = siteSchema.parse(JSON.parse(readFileSync('content/site.json', 'utf8')).agency);
const org = toOrgFacts(site);
const offices = resolveOffices(site);
const phone = (label: string) => site.phones.find((p) => p.label === label)?.number;

/** The contact page's structured data, built as src/pages/contact.astro builds it, from the real content. */
const contactGraph = () => [
  buildOrganization(org),
  ...offices.map((office) => buildOffice(org, office)),
  buildFaqPage([{ question: 'Q?', answer: 'A' }]),
];
/** The home page's, as src/pages/index.astro builds it: the organisation without the offices. */
const homeGraph = () => [
  buildWebPage(org, { name: 'Kilele Digital | Home', description: 'd', path: '/' }),
  buildOrganization({ ...org, offices: [] }),
  buildBreadcrumbs(site.url, [{ name: 'Home', path: '/' }]),
  buildFaqPage([{ question: 'Q?', answer: 'A' }]),
];
/** The graph as plain JSON objects, as a search engine reads it. */
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>[];

describe('opening hours in schema.org form', () => {
  it.each([
    ['Monday to Thursday', ['Monday', 'Tuesday', 'Wednesday', 'Thursday']],
    ['Saturday', ['Saturday']],
    ['Saturday and Sunday', ['Saturday', 'Sunday']],
    ['Monday, Wednesday and Friday', ['Monday', 'Wednesday', 'Friday']],
  ])('%s', (days, expected) => expect(parseDays(days)).toEqual(expected));

  it.each(['Mon to Fri', 'Friday to Monday', 'Weekdays'])('refuses "%s" with a message', (days) =>
    expect(() => parseDays(days)).toThrow(/days/),
  );

  it.each([
    ['9:00 AM', '09:00'],
    ['12:00 PM', '12:00'],
    ['12:30 AM', '00:30'],
    ['5:30 PM', '17:30'],
  ])('%s → %s', (time, expected) => expect(to24h(time)).toBe(expected));
});

describe('both offices in the contact page graph', () => {
  it('content/site.json has the Nairobi and Melbourne offices with their own phone, address and hours', () => {
    expect(offices.map((o) => [o.city, o.telephone, o.address.locality, o.address.countryCode])).toEqual([
      ['Nairobi', phone('Kenya'), 'Nairobi', 'KE'],
      ['Melbourne', phone('Australia'), 'Melbourne', 'AU'],
    ]);
    // Melbourne keeps the contact page's address and hours: one source for each fact.
    expect(offices[1]?.address).toEqual(site.address);
    expect(offices[1]?.openingHours).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { days: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
  });

  it('is a valid graph: one Organization, every @id referenced exists, each office meets the LocalBusiness guidance', () => {
    expect(graphProblems(json(contactGraph()))).toEqual([]);
  });

  it("leaves the home page's organisation whole and valid without them", () => {
    const graph = json(homeGraph());
    expect(graphProblems(graph)).toEqual([]);
    expect(graph.filter((n) => n['@type'] === 'ProfessionalService')).toEqual([]);
    expect(graph.find((n) => n['@type'] === 'Organization')).not.toHaveProperty('department');
  });

  it('each office is a ProfessionalService of the organisation, which lists both', () => {
    const graph = json(contactGraph());
    const services = graph.filter((n) => n['@type'] === 'ProfessionalService');
    expect(services.map((s) => s['name'])).toEqual(['Kilele Digital Nairobi', 'Kilele Digital Melbourne']);
    expect(services.map((s) => s['parentOrganization'])).toEqual([
      { '@id': organizationId(org) },
      { '@id': organizationId(org) },
    ]);
    const organization = graph.find((n) => n['@type'] === 'Organization');
    expect(organization?.['department']).toEqual(services.map((s) => ({ '@id': s['@id'] })));
  });

  it('fails on a dangling @id', () => {
    const graph = json(contactGraph());
    const dangling = graph.map((n) =>
      n['@type'] === 'ProfessionalService' && n['name'] === 'Kilele Digital Nairobi'
        ? { ...n, parentOrganization: { '@id': 'https://kileledigital.com/#agency' } }
        : n,
    );
    expect(graphProblems(dangling)).toEqual([
      'ProfessionalService https://kileledigital.com/#office-nairobi.parentOrganization points at https://kileledigital.com/#agency, which the page does not define',
      'ProfessionalService https://kileledigital.com/#office-nairobi: "parentOrganization" must point at the Organization\'s @id',
    ]);
  });

  it('fails when an office misses what Google requires, or the organisation appears twice', () => {
    const graph = json(contactGraph());
    const broken = graph.map((n) =>
      n['@type'] === 'ProfessionalService' && n['name'] === 'Kilele Digital Melbourne'
        ? { ...n, address: undefined, telephone: undefined }
        : n,
    );
    expect(graphProblems(json(broken))).toEqual([
      'ProfessionalService https://kileledigital.com/#office-melbourne: "telephone" is missing',
      'ProfessionalService https://kileledigital.com/#office-melbourne: "address" must be a PostalAddress',
    ]);
    const twice = [
      ...graph,
      { ...graph.find((n) => n['@type'] === 'Organization'), '@id': 'https://kileledigital.com/#org2' },
    ];
    expect(graphProblems(twice)).toContain('expected one Organization, found 2');
  });
});

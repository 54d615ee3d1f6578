// What the build dates, built "as of" a day (BUILD_DATE): the footer every page carries (BaseLayout
// renders Footer.astro) and /.well-known/security.txt, rendered by Astro's Container API from the
// real component and route with content/site.json's values, a fresh module graph per date since
// src/data/build-date.ts reads the setting once, as a build does. About half a second for all dates,
// where a build per date of the real project takes a minute or more each. The content store is
// empty outside a build, so the route's getSite() answers content/site.json's own entry.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { site } from '../support/content';
import { parseSecurityTxt } from '../support/security-txt';

vi.mock('../../src/data/site', () => ({ getSite: async () => site() }));

const DAY = 24 * 60 * 60 * 1000;
const FOOTER = '../../src/components/layout/Footer.astro';
const agency = site<{ name: string; url: string; copyright: string; securityTxt: { expiresInDays: number } }>();
const FILE_URL = new URL('/.well-known/security.txt', agency.url).href;
const setting = process.env['BUILD_DATE'];
afterAll(() => {
  if (setting === undefined) delete process.env['BUILD_DATE'];
  else process.env['BUILD_DATE'] = setting;
});

/** The footer's text and security.txt as a build of `buildDate` writes them. */
async function buildAsOf(buildDate: string) {
  process.env['BUILD_DATE'] = buildDate;
  vi.resetModules();
  // By a path in a variable: tsc, unlike astro check and vite, has no type for an .astro module.
  const { default: Footer } = (await import(/* @vite-ignore */ FOOTER)) as { default: AstroComponentFactory };
  const route = await import('../../src/pages/.well-known/security.txt.ts');
  const container = await AstroContainer.create();
  const footer = await container.renderToString(Footer, { props: { site: site() } });
  const response = await container.renderToResponse(route as never, { routeType: 'endpoint' } as never);
  const text = await response.text();
  const copyright = /<p>\s*&copy;\s*(.*?)\s*<\/p>/s.exec(footer)?.[1]?.replace(/\s+/g, ' ');
  return { copyright, text, contentType: response.headers.get('content-type') };
}

describe('built as of a day', () => {
  it.each([
    ['2026-12-31', 2026],
    ['2027-01-01', 2027],
    ['2027-01-01T00:00:00+03:00', 2026], // midnight in Nairobi is still 2026 in UTC, the build's zone
  ])('as of %s the footer says © %i and security.txt expires expiresInDays later', async (buildDate, year) => {
    const { copyright, text, contentType } = await buildAsOf(buildDate);
    expect(copyright).toBe(`${year} ${agency.name}. ${agency.copyright}`);
    expect(contentType).toBe('text/plain; charset=utf-8');
    const built = new Date(/^\d{4}-\d{2}-\d{2}$/.test(buildDate) ? `${buildDate}T00:00:00Z` : buildDate);
    const file = parseSecurityTxt(text, FILE_URL, built);
    expect(file.problems).toEqual([]);
    const expires = Date.parse(file.fields.get('expires')![0]!);
    expect(expires - built.getTime()).toBe(agency.securityTxt.expiresInDays * DAY);
  });

  it('security.txt built on a day stays valid to the last day before its Expires, and lapses after', async () => {
    const { text } = await buildAsOf('2026-12-31');
    const expires = Date.parse(
      parseSecurityTxt(text, FILE_URL, new Date('2026-12-31T00:00:00Z')).fields.get('expires')![0]!,
    );
    // The last day before Expires passes: a second before it, still valid.
    expect(parseSecurityTxt(text, FILE_URL, new Date(expires - DAY)).problems).toEqual([]);
    expect(parseSecurityTxt(text, FILE_URL, new Date(expires - 1000)).problems).toEqual([]);
    expect(parseSecurityTxt(text, FILE_URL, new Date(expires + 1000)).problems).toEqual([
      `Expires is in the past: ${new Date(expires).toISOString().replace('.000Z', 'Z')}`,
    ]);
  });

  it('built as of that last day, the file is valid again for expiresInDays', async () => {
    const lastDay = new Date(Date.parse('2026-12-31T00:00:00Z') + (agency.securityTxt.expiresInDays - 1) * DAY);
    const { copyright, text } = await buildAsOf(lastDay.toISOString().slice(0, 10));
    expect(copyright).toBe(`${lastDay.getUTCFullYear()} ${agency.name}. ${agency.copyright}`);
    const later = new Date(lastDay.getTime() + (agency.securityTxt.expiresInDays - 1) * DAY);
    expect(parseSecurityTxt(text, FILE_URL, later).problems).toEqual([]);
  });
});

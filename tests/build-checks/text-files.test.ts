// Over the build: /llms.txt lists every page a visitor reaches (the pages are found in dist/, not in
// a list, so a page added without its line fails here), and /.well-known/security.txt passes
// RFC 9116's rules today (its Expires counts from the build).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../scripts/site-pages.mjs';
import { SECURITY_TXT_PATH } from '../../src/lib/build/security-txt';
import { site } from '../support/content';
import { parseSecurityTxt } from '../support/security-txt';

const agency = site<{ name: string; url: string; securityTxt: { contacts: string[] } }>();

describe('/llms.txt', () => {
  const text = readFileSync('dist/llms.txt', 'utf8');
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((m) => m[1]!);

  it('is the agency in a line, then its pages', () => {
    expect(text.startsWith(`# ${agency.name}\n\n> `)).toBe(true);
    expect(links.length).toBeGreaterThan(20);
  });

  it('links every page of the build once, and nothing else', () => {
    const pages = listRoutes('dist').map((route) => new URL(route, agency.url).href);
    expect([...links].sort()).toEqual(pages.sort());
  });
});

describe(SECURITY_TXT_PATH, () => {
  const text = readFileSync(`dist${SECURITY_TXT_PATH}`, 'utf8');
  const parsed = parseSecurityTxt(text, new URL(SECURITY_TXT_PATH, agency.url).href, new Date());

  it('passes RFC 9116: Contact, one Expires within a year, its own Canonical', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.fields.get('canonical')).toEqual([new URL(SECURITY_TXT_PATH, agency.url).href]);
  });

  it('gives the contacts of content/site.json, in order', () => {
    expect(parsed.fields.get('contact')).toEqual(agency.securityTxt.contacts);
  });
});

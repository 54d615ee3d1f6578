// Over the build made without any analytics setting (the test build): not one byte of analytics in
// any file, no analytics section on the privacy page, and every page's CSP exactly what the site's
// policy gives without analytics (docs/analytics.md, "Off").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltFiles, listBuiltPages } from '../../scripts/site-pages.mjs';
import { LOCAL_BACKEND_URL } from '../../scripts/local-backend/config.mjs';
import { metaDirectives, policySources } from '../../src/lib/build/security-headers';
import { readMarkdown } from '../support/content';

const DIST = 'dist';
/** The directives Astro writes itself, with the hashes of the site's scripts and styles. */
const ASTRO_DIRECTIVES = ['script-src', 'style-src', 'style-src-elem', 'style-src-attr'];
const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { agency: { address: { mapEmbedUrl?: string } } };

/** What the analytics sender carries on: providers' names, endpoints and opt-out keys, its event names' signal. */
const TRACES = [/plausible/i, /umami/i, /\/api\/event\b/, /\/api\/send\b/, /\{\{[#/]?analytics/];

it('no built file carries any of analytics', () => {
  const files = listBuiltFiles(DIST).filter((file: string) => /\.(html|js|mjs|txt|xml|json|webmanifest)$/.test(file));
  const found = files.flatMap((file: string) => {
    const text = readFileSync(join(DIST, file), 'utf8');
    return TRACES.filter((trace) => trace.test(text)).map((trace) => `${file}: ${trace}`);
  });
  expect(found).toEqual([]);
  expect(files.length).toBeGreaterThan(30);
});

it("the privacy page leaves out its analytics section, whose words are the editors' (content/pages/privacy.md)", () => {
  const { body } = readMarkdown('pages/privacy.md');
  const section = /\{\{#analytics\}\}([\s\S]*?)\{\{\/analytics\}\}/.exec(body)?.[1] ?? '';
  const headings = [...section.matchAll(/^##+\s+(.+)$/gm)].map((m) => m[1]!.trim());
  expect(headings.length, 'the privacy page has an analytics section with a heading').toBeGreaterThan(0);
  const html = readFileSync(join(DIST, 'privacy', 'index.html'), 'utf8');
  for (const heading of headings) expect(html).not.toContain(`>${heading}</h2>`);
  expect(html).not.toContain('{{');
});

it("every page's CSP is the site's policy without analytics: connect-src the backend alone, the same script hashes on every page", () => {
  const expected = metaDirectives(policySources(site.agency.address.mapEmbedUrl, LOCAL_BACKEND_URL));
  const pages = listBuiltPages(DIST).filter((page) => page.kind !== 'redirect');
  const htmlOf = (file: string) => readFileSync(join(DIST, file), 'utf8');
  const scriptSrc = (html: string) =>
    /<meta http-equiv="content-security-policy" content="[^"]*?(script-src [^;"]*)/.exec(html)?.[1];
  const firstHashes = scriptSrc(htmlOf('index.html'));
  const problems = pages.flatMap(({ route, file }) => {
    const html = htmlOf(file);
    const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];
    if (!csp) return [`${route}: no CSP`];
    const directives = csp.split(';').map((d) => d.trim());
    const found: string[] = [];
    for (const directive of expected) if (!directives.includes(directive)) found.push(`${route}: lacks "${directive}"`);
    const allowed = new Set([...expected.map((d) => d.split(' ')[0]), ...ASTRO_DIRECTIVES]);
    for (const directive of directives.filter(Boolean))
      if (!allowed.has(directive.split(' ')[0])) found.push(`${route}: has "${directive}"`);
    // The script hashes: the same list on every page (Astro names the site's scripts in each), so
    // no page carries one of its own. What analytics on adds to it: tests/e2e-analytics/builds.spec.ts.
    const hashes = directives.find((d) => d.startsWith('script-src '))!;
    if (hashes !== firstHashes) found.push(`${route}: its script-src differs from the home page's`);
    return found;
  });
  expect(problems).toEqual([]);
  expect(pages.length).toBeGreaterThan(20);
});

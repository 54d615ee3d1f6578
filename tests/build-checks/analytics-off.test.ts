// Over the build made without any analytics setting (the test build): not one byte of analytics in
// any file, no analytics section on the privacy page, and every page's CSP exactly what the site's
// policy gives without analytics (docs/analytics.md, "Off").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltFiles, listBuiltPages } from '../../scripts/site-pages.mjs';
import { LOCAL_BACKEND_URL } from '../../scripts/local-backend/config.mjs';
import { metaDirectives, policySources } from '../../src/lib/build/security-headers';
import { sha256 } from '../../integrations/csp-hashes';
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

it("every page's CSP is the site's policy without analytics: connect-src the backend alone, no script hash but its own scripts'", () => {
  const expected = metaDirectives(policySources(site.agency.address.mapEmbedUrl, LOCAL_BACKEND_URL));
  const pages = listBuiltPages(DIST).filter((page) => page.kind !== 'redirect');
  const problems = pages.flatMap(({ route, file }) => {
    const html = readFileSync(join(DIST, file), 'utf8');
    const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];
    if (!csp) return [`${route}: no CSP`];
    const directives = csp.split(';').map((d) => d.trim());
    const found: string[] = [];
    for (const directive of expected) if (!directives.includes(directive)) found.push(`${route}: lacks "${directive}"`);
    const allowed = new Set([...expected.map((d) => d.split(' ')[0]), ...ASTRO_DIRECTIVES]);
    for (const directive of directives.filter(Boolean))
      if (!allowed.has(directive.split(' ')[0])) found.push(`${route}: has "${directive}"`);
    // Each page's policy names its own inline scripts (integrations/page-css.ts): a hash of no script
    // on the page is one analytics would have added. What analytics on adds: tests/e2e-analytics/builds.spec.ts.
    const own = new Set([...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'${sha256(m[1]!)}'`));
    const hashes = directives
      .find((d) => d.startsWith('script-src '))!
      .split(' ')
      .filter((s) => s.startsWith("'sha256-"));
    for (const hash of hashes)
      if (!own.has(hash)) found.push(`${route}: script-src allows ${hash}, no script of the page`);
    return found;
  });
  expect(problems).toEqual([]);
  expect(pages.length).toBeGreaterThan(20);
});

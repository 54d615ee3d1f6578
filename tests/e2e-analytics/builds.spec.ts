// Each provider's build beside the build without analytics (dist/, made by the same run from the
// same tree): every page differs by the one inline script, its hash in script-src and the event
// API in connect-src, and nothing else; the privacy page also by its analytics section, which
// names the provider (docs/analytics.md, "The CSP" and "The privacy page, on and off").
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { listBuiltPages } from '../../scripts/site-pages.mjs';
import { analyticsFacts } from '../../src/lib/build/analytics-settings';
import { readMarkdown } from '../support/content';
import { ANALYTICS_SITES } from './sites';

const OFF = 'dist';
const CSP = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
const directivesOf = (html: string) =>
  new Map(
    CSP.exec(html)![1]!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const),
  );

// eslint-disable-next-line no-empty-pattern -- Playwright hands fixtures first; only testInfo is needed
test('every page of the build with analytics on is the page without it, plus the sender, its hash and its endpoint', ({}, testInfo) => {
  const site = ANALYTICS_SITES.find((s) => s.provider === testInfo.project.name)!;
  expect(existsSync(join(OFF, 'index.html')), `no build without analytics in ${OFF}/: run the test build first`).toBe(
    true,
  );
  const pages = listBuiltPages(site.outDir).filter((page) => page.kind !== 'redirect');
  const privacy = readMarkdown('pages/privacy.md').body;
  const section = /\{\{#analytics\}\}([\s\S]*?)\{\{\/analytics\}\}/.exec(privacy)![1]!;
  const heading = /^##\s+(.+)$/m.exec(section)![1]!.trim();
  const problems = pages.flatMap(({ route, file }) => {
    const on = readFileSync(join(site.outDir, file), 'utf8');
    const off = readFileSync(join(OFF, file), 'utf8');
    const senders = [...on.matchAll(/<script type="module">([^<]*?)<\/script>/g)].filter((m) =>
      m[1]!.includes(site.endpoint),
    );
    if (senders.length !== 1) return [`${route}: ${senders.length} analytics scripts`];
    const sender = senders[0]!;
    const hash = `'sha256-${createHash('sha256').update(sender[1]!).digest('base64')}'`;
    const found: string[] = [];
    const [onCsp, offCsp] = [directivesOf(on), directivesOf(off)];
    for (const [name, sources] of onCsp) {
      const added = sources.filter((s) => !offCsp.get(name)?.includes(s));
      const expected = name === 'connect-src' ? [site.endpoint] : name === 'script-src' ? [hash] : [];
      if (JSON.stringify(added) !== JSON.stringify(expected))
        found.push(`${route}: ${name} adds ${added.join(' ') || 'nothing'}`);
      if (sources.length !== (offCsp.get(name)?.length ?? 0) + expected.length)
        found.push(`${route}: ${name} lost a source`);
    }
    const rest = on.replace(sender[0], '').replace(CSP, off.match(CSP)![0]);
    if (route === '/privacy/') {
      if (!on.includes(`>${heading}</h2>`) || off.includes(`>${heading}</h2>`))
        found.push(`${route}: the section "${heading}"`);
      const { analyticsProvider } = analyticsFacts(
        { provider: site.provider, endpoint: site.endpoint, site: '' },
        'https://a.b',
      );
      if (!on.includes(`>${analyticsProvider.text}</a>`)) found.push(`${route}: names no ${analyticsProvider.text}`);
    } else if (rest !== off) found.push(`${route}: differs beyond the sender and the CSP`);
    return found;
  });
  expect(problems).toEqual([]);
  expect(pages.length).toBeGreaterThan(20);
});

// eslint-disable-next-line no-empty-pattern -- Playwright hands fixtures first; only testInfo is needed
test('analytics on adds no file to fetch and at most 3 kB gzip of script to a page', ({}, testInfo) => {
  const site = ANALYTICS_SITES.find((s) => s.provider === testInfo.project.name)!;
  const scripts = (dir: string) => readdirSync(join(dir, '_astro')).filter((name) => /\.m?js$/.test(name));
  expect(scripts(site.outDir)).toEqual(scripts(OFF));
  const home = readFileSync(join(site.outDir, 'index.html'), 'utf8');
  const sender = [...home.matchAll(/<script type="module">([^<]*?)<\/script>/g)].find((m) =>
    m[1]!.includes(site.endpoint),
  )!;
  expect(gzipSync(sender[1]!, { level: 9 }).length).toBeLessThanOrEqual(3 * 1024);
});

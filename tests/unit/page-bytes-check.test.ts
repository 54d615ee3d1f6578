// The page-bytes check (tests/build-checks/checks/page-bytes.mjs): what it measures on strings, and
// that it fails a build whose first screen or page is too heavy, or whose first screen has no end
// (tests/fixtures/heavy-page/).
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measurePageBytes, pageBytesProblems } from '../build-checks/checks/page-bytes.mjs';

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

describe('measurePageBytes', () => {
  const head = '<!doctype html><html lang="en"><head><title>t</title></head><body><h1>Hero</h1>';
  const rest = '<p>After the first screen.</p>'.repeat(50) + '</body></html>';
  const html = `${head}<span id="first-screen-end" hidden></span>${rest}`;

  it('measures the whole page and what comes before the marker, as gzip -9', () => {
    expect(measurePageBytes(html)).toEqual({ pageGzip: gzip(html), firstScreenGzip: gzip(head) });
  });

  it('counts what is moved after the marker in the page, not in the first screen', () => {
    const script = `<script>${'var a = 1;'.repeat(40)}${Math.random()}</script>`;
    const before = measurePageBytes(html.replace('<h1>', `${script}<h1>`));
    const after = measurePageBytes(html.replace('</body>', `${script}</body>`));
    expect(after.firstScreenGzip).toBeLessThan(before.firstScreenGzip!);
    expect(Math.abs(after.pageGzip - before.pageGzip)).toBeLessThan(10);
  });

  it('has no first screen without the marker', () => {
    expect(measurePageBytes(head + rest).firstScreenGzip).toBeUndefined();
  });
});

describe('pageBytesProblems', () => {
  it('fails a heavy first screen, a heavy page and a page without the marker', () => {
    // Budgets of its own: the fixture's home page (21.4 kB) fails its first screen only, /about/ (32 kB) its page.
    expect(pageBytesProblems(fixture('heavy-page'), { firstScreenGzip: 14_000, pageGzip: 25_000 })).toEqual([
      expect.stringMatching(/^\/: first screen \d+\.\d kB > \d+\.\d kB \(gzip\)$/),
      expect.stringMatching(/^\/about\/: page \d+\.\d kB > \d+\.\d kB \(gzip\)$/),
      '/contact/: no first-screen marker (<span id="first-screen-end" hidden>)',
    ]);
  });

  it('passes the same pages under budgets they keep', () => {
    expect(pageBytesProblems(fixture('heavy-page'), { firstScreenGzip: 30_000, pageGzip: 40_000 })).toEqual([
      '/contact/: no first-screen marker (<span id="first-screen-end" hidden>)',
    ]);
  });
});

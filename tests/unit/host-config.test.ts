// The hosts' files (public/_headers, vercel.json; written by `npm run generate`, checked up to date
// by generated-files.test.ts) say the same thing as each other and as astro.config.
import { readdirSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.mjs';
import { vercelSource } from '../../src/lib/build/security-headers';
import { redirectEntries, type RedirectTarget } from '../../src/lib/browser/redirects';
import { parseAllHeaders } from '@netlify/headers-parser';

const root = new URL('../../', import.meta.url);
const redirects = redirectEntries((astroConfig.redirects ?? {}) as Record<string, RedirectTarget>);

interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  redirects: { source: string; destination: string; statusCode: number }[];
}

/** Reads the committed file . */
const committed = (name: string) => readFileSync(new URL(name, root), 'utf8');

describe('committed host configuration', () => {
  it('public/_headers (as Netlify reads it) and vercel.json send the same headers for the same paths', async () => {
    const parsed = await parseAllHeaders({
      headersFiles: [new URL('public/_headers', root).pathname],
      configHeaders: [],
      minimal: true,
    });
    const netlify = (parsed.headers as { for: string; values: Record<string, string> }[]).map((rule) => ({
      source: vercelSource(rule.for),
      headers: Object.entries(rule.values),
    }));
    const vercel = (JSON.parse(committed('vercel.json')) as VercelConfig).headers.map((rule) => ({
      source: rule.source,
      headers: rule.headers.map(({ key, value }) => [key, value]),
    }));
    expect(vercel).toEqual(netlify);
  });

  it('vercel.json redirects exactly what astro.config redirects', () => {
    const vercel = (JSON.parse(committed('vercel.json')) as VercelConfig).redirects;
    expect(vercel.map((r) => ({ from: r.source, to: r.destination, status: r.statusCode }))).toEqual(redirects);
  });
});

describe('GitHub Pages', () => {
  type Step = { uses?: string; with?: Record<string, unknown> };
  const workflows = readdirSync(new URL('.github/workflows/', root)).filter((f) => /\.ya?ml$/.test(f));
  const uploads = workflows.flatMap((file) => {
    const flow = yaml.load(committed(`.github/workflows/${file}`)) as { jobs: Record<string, { steps?: Step[] }> };
    return Object.values(flow.jobs)
      .flatMap((job) => job.steps ?? [])
      .filter((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))
      .map((step) => ({ file, step }));
  });

  // From v4 the action leaves out every path starting with a dot, /.well-known/security.txt included.
  it('every upload of the site keeps /.well-known/ (upload-pages-artifact v3, or hidden files asked for)', () => {
    expect(uploads.length).toBeGreaterThan(0);
    const dropping = uploads.filter(({ step }) => {
      const major = Number(/@v(\d+)/.exec(step.uses!)?.[1] ?? Infinity);
      return major > 3 && step.with?.['include-hidden-files'] !== true;
    });
    expect(dropping.map(({ file, step }) => `${file}: ${step.uses}`)).toEqual([]);
  });
});

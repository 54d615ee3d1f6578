// The host files as the hosts' own code reads them: Netlify's parsers (@netlify/headers-parser,
// @netlify/redirect-parser) on public/_headers and the generated _redirects, and vercel.json against
// the schemas Vercel publishes on the npm registry (@vercel/routing-utils) plus its documented keys.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { getTransformedRoutes, headersSchema, redirectsSchema, trailingSlashSchema } from '@vercel/routing-utils';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { redirectEntries, SITE_REDIRECTS, toRedirectsFile } from '../../src/lib/browser/redirects';
import {
  headerRules,
  policySources,
  securityHeaders,
  STUDIO_PATH,
  studioPolicy,
} from '../../src/lib/build/security-headers';

const root = new URL('../../', import.meta.url);
const site = JSON.parse(readFileSync(new URL('content/site.json', root), 'utf8')) as {
  agency: { address: { mapEmbedUrl: string } };
};
const rules = headerRules(policySources(site.agency.address.mapEmbedUrl));
const dir = mkdtempSync(join(tmpdir(), 'host-parsers-'));
/** A file for the parsers, which read paths. */
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("Netlify's parsers", () => {
  it('read public/_headers without an error, as exactly the rules of security-headers.ts', async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [new URL('public/_headers', root).pathname],
      configHeaders: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    expect(headers).toEqual(rules.map((rule) => ({ for: rule.pattern, values: Object.fromEntries(rule.headers) })));
  });

  it("give /studio/ the studio's policy and the pages theirs (the later matching rule's value wins)", async () => {
    const { headers } = await parseAllHeaders({
      headersFiles: [new URL('public/_headers', root).pathname],
      configHeaders: [],
      minimal: false,
    });
    // How Netlify picks a path's headers (netlify-cli's headersForPath): every matching rule, in order.
    const forPath = (path: string): Record<string, string> =>
      Object.assign({}, ...headers.filter((h) => 'forRegExp' in h && h.forRegExp.test(path)).map((h) => h.values));
    const sources = policySources(site.agency.address.mapEmbedUrl);
    expect(forPath(STUDIO_PATH)['Content-Security-Policy']).toBe(studioPolicy(sources));
    expect(forPath(STUDIO_PATH)['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(forPath('/work/')['Content-Security-Policy']).toBe(
      Object.fromEntries(securityHeaders(sources))['Content-Security-Policy'],
    );
  });

  it('report a header line they cannot read, and drop a header without a value (the checks can fail)', async () => {
    const { errors } = await parseAllHeaders({
      headersFiles: [file('_headers-broken', '  X-Frame-Options: DENY\n')],
      configHeaders: [],
      minimal: true,
    });
    expect(errors.length).toBeGreaterThan(0);
    // No error for this one: Netlify silently drops the header, which the comparison above catches.
    const dropped = await parseAllHeaders({
      headersFiles: [file('_headers-dropped', '/*\n  X-Frame-Options\n')],
      configHeaders: [],
      minimal: true,
    });
    expect(dropped.headers).toEqual([]);
  });

  it.each([
    ['elsewhere', false],
    ['on Netlify (forced)', true],
  ])('read the generated _redirects (%s) as exactly the aliases, each to its final URL', async (_where, force) => {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [file(`_redirects-${force}`, `${toRedirectsFile(SITE_REDIRECTS, { force })}\n`)],
      configRedirects: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    expect(redirects).toEqual(
      redirectEntries(SITE_REDIRECTS).map((r) =>
        expect.objectContaining({ from: r.from, to: r.to, status: r.status, force }),
      ),
    );
  });

  it('report a redirect line they cannot read (the check can fail)', async () => {
    const { errors } = await parseAllRedirects({
      redirectsFiles: [file('_redirects-broken', '/only-a-path\n')],
      configRedirects: [],
      minimal: true,
    });
    expect(errors.length).toBeGreaterThan(0);
  });
});

/** The top-level keys of vercel.json Vercel documents (vercel.com/docs/project-configuration). */
const VERCEL_KEYS = [
  '$schema',
  'buildCommand',
  'cleanUrls',
  'crons',
  'devCommand',
  'framework',
  'functions',
  'git',
  'github',
  'headers',
  'ignoreCommand',
  'images',
  'installCommand',
  'outputDirectory',
  'public',
  'redirects',
  'regions',
  'rewrites',
  'routes',
  'trailingSlash',
];

describe("Vercel's schema", () => {
  const vercel = JSON.parse(readFileSync(new URL('vercel.json', root), 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });

  it.each([
    ['headers', headersSchema],
    ['redirects', redirectsSchema],
    ['trailingSlash', trailingSlashSchema],
  ])('vercel.json %s match the schema Vercel publishes', (key, schema) => {
    const validate = ajv.compile(schema);
    expect(validate(vercel[key]), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('uses only documented top-level keys', () => {
    expect(Object.keys(vercel).filter((key) => !VERCEL_KEYS.includes(key))).toEqual([]);
  });

  it('the schema refuses a malformed rule (the check can fail)', () => {
    expect(ajv.compile(redirectsSchema)([{ source: '/a', destination: '/b', statusCode: 'permanent' }])).toBe(false);
  });

  /** The first status route Vercel's own routing compiles for a path: what Vercel answers. */
  function vercelAnswer(path: string) {
    const { routes, error } = getTransformedRoutes({
      trailingSlash: vercel.trailingSlash as boolean,
      redirects: vercel.redirects as never,
    });
    expect(error).toBeNull();
    for (const route of routes ?? []) {
      if ('handle' in route || !route.status) continue;
      const match = new RegExp(route.src).exec(path);
      const location = route.headers?.Location?.replace(
        /\$(\d)/g,
        (_whole: string, i: string) => match?.[Number(i)] ?? '',
      );
      if (match) return { status: route.status, location };
    }
    return { status: 200 };
  }

  it('serves /about/ without a redirect, sends /about there, and each alias to its target', () => {
    expect(vercelAnswer('/about/')).toEqual({ status: 200 });
    expect(vercelAnswer('/about')).toEqual({ status: 308, location: '/about/' });
    expect(vercelAnswer('/services/web-design/')).toEqual({ status: 301, location: '/services/design/' });
    // Vercel adds the slash before it reads the redirects: the bare alias is two hops there (README).
    expect(vercelAnswer('/services/web-design')).toEqual({ status: 308, location: '/services/web-design/' });
  });
});

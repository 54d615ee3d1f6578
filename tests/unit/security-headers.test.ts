import { describe, expect, it } from 'vitest';
import {
  connectSources,
  frameSource,
  headerPolicy,
  headerRules,
  metaDirectives,
  policySources,
  renderHeadersFile,
  renderVercelConfig,
  securityHeaders,
  STUDIO_PATH,
  TEXT_FILES,
  studioPolicy,
  urlSource,
  vercelSource,
} from '../../src/lib/build/security-headers';

const MAP = 'https://www.google.com/maps?q=120+Collins+Street+Melbourne+VIC+3000&output=embed';
const sources = policySources(MAP, 'https://abcd.supabase.co');

/** "a b; c d" → { a: "b", c: "d" } */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );

describe('sources', () => {
  it.each([
    ['https://abcd.supabase.co', 'https://abcd.supabase.co'],
    ['https://abcd.supabase.co/', 'https://abcd.supabase.co'],
    ['http://127.0.0.1:54321', 'http://127.0.0.1:54321'],
    ['https://api.example.com/supabase', 'https://api.example.com/supabase/'],
  ])('urlSource(%s) = %s', (url, source) => {
    expect(urlSource(url)).toBe(source);
  });

  it.each([
    [undefined, "'self'"],
    ['', "'self'"],
    ['https://abcd.supabase.co', "'self' https://abcd.supabase.co"],
  ])('connect-src for backend %s is %s', (url, value) => {
    expect(connectSources(url)).toBe(value);
  });

  it('adds exactly the analytics endpoint to connect-src when analytics is on, and nothing when off', () => {
    const on = policySources(MAP, 'https://abcd.supabase.co', 'https://plausible.io/api/event');
    expect(directives(metaDirectives(on).join('; '))['connect-src']).toBe(
      "'self' https://abcd.supabase.co https://plausible.io/api/event",
    );
    expect(metaDirectives(policySources(MAP, 'https://abcd.supabase.co', undefined))).toEqual(metaDirectives(sources));
    // The header policy never carries connect-src: the same for every build.
    expect(headerPolicy(on)).toBe(headerPolicy(sources));
  });

  it('frames the map by origin and path, never by query', () => {
    expect(frameSource(MAP)).toBe('https://www.google.com/maps');
  });
});

describe('meta policy', () => {
  const meta = directives(metaDirectives(sources).join('; '));

  it('allows exactly its own origin and the configured backend, the stock-photo host and the map embed', () => {
    expect(meta['default-src']).toBe("'self'");
    expect(meta['connect-src']).toBe("'self' https://abcd.supabase.co");
    expect(meta['img-src']).toBe("'self' https://images.unsplash.com");
    expect(meta['frame-src']).toBe('https://www.google.com/maps');
    expect(meta['object-src']).toBe("'none'");
    expect(meta['base-uri']).toBe("'none'");
    expect(meta['form-action']).toBe("'self'");
  });

  it('leaves out what a meta policy cannot carry and what Astro writes itself', () => {
    for (const name of ['frame-ancestors', 'script-src', 'style-src', 'report-uri', 'sandbox'])
      expect(meta[name]).toBeUndefined();
  });

  it('connects only to its own origin when the build has no backend', () => {
    expect(directives(metaDirectives(policySources(MAP)).join('; '))['connect-src']).toBe("'self'");
  });
});

describe('header policy', () => {
  const header = directives(headerPolicy(sources));

  it('carries frame-ancestors and blocks inline handlers', () => {
    expect(header['frame-ancestors']).toBe("'none'");
    expect(header['script-src-attr']).toBe("'none'");
    expect(header['object-src']).toBe("'none'");
  });

  it('never contradicts the meta policy: no default-src, script-src or style-src, nothing unsafe', () => {
    for (const name of ['default-src', 'script-src', 'style-src', 'connect-src']) expect(header[name]).toBeUndefined();
    expect(headerPolicy(sources)).not.toMatch(/unsafe/);
  });

  it('agrees with the meta policy on every directive both carry', () => {
    const meta = directives(metaDirectives(sources).join('; '));
    for (const [name, value] of Object.entries(header)) if (name in meta) expect(value, name).toBe(meta[name]);
  });

  it('is the same whatever the backend (it is committed, not built)', () => {
    expect(headerPolicy(policySources(MAP, 'https://other.supabase.co'))).toBe(headerPolicy(sources));
  });
});

describe('security headers', () => {
  it('sends every header the issue names', () => {
    const names = securityHeaders(sources).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
      ]),
    );
  });

  it("sends no opener policy on the public pages: a phone's first tasks in a new renderer cost more than it guards", () => {
    expect(securityHeaders(sources).map(([name]) => name)).not.toContain('Cross-Origin-Opener-Policy');
  });

  it('keeps every header line under Cloudflare Pages’ 2,000-character limit', () => {
    for (const line of renderHeadersFile(headerRules(sources)).split('\n')) expect(line.length).toBeLessThan(2000);
  });
});

describe('rule files', () => {
  const rules = headerRules(sources);

  it.each([
    ['/*', '/(.*)'],
    ['/_astro/*', '/_astro/(.*)'],
    ['/about', '/about'],
  ])('vercelSource(%s) = %s', (pattern, source) => {
    expect(vercelSource(pattern)).toBe(source);
  });

  it('renders _headers blocks with indented headers', () => {
    const text = renderHeadersFile([{ pattern: '/*', headers: [['X-A', '1']] }]);
    expect(text).toMatch(/^# .*\n\/\*\n {2}X-A: 1\n$/);
  });

  it('renders the same headers and the redirects into vercel.json', () => {
    const vercel = renderVercelConfig(rules, [{ from: '/a', to: '/b', status: 301 }]);
    expect(vercel.redirects).toEqual([{ source: '/a', destination: '/b', statusCode: 301 }]);
    expect(vercel.headers[0]?.source).toBe('/(.*)');
    expect(vercel.headers[0]?.headers).toEqual(securityHeaders(sources).map(([key, value]) => ({ key, value })));
  });
});

describe('the live studio', () => {
  const rules = headerRules(sources);
  const studio = rules.find((rule) => rule.pattern === `${STUDIO_PATH}*`)!;

  it('has its own policy: its script and WebAssembly, inline styles, GitHub, photo previews', () => {
    const policy = directives(studioPolicy(sources));
    expect(policy['script-src']).toBe("'self' 'wasm-unsafe-eval'");
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['connect-src']).toBe("'self' blob: data: https://api.github.com https://www.githubstatus.com");
    expect(policy['img-src']).toBe(
      "'self' blob: data: https://images.unsplash.com https://avatars.githubusercontent.com",
    );
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['object-src']).toBe("'none'");
  });

  it("replaces the public pages' policy on /studio/* instead of adding to it, and adds an opener policy", () => {
    expect(rules.at(-1)).toBe(studio);
    expect(studio.replaces).toEqual(['Content-Security-Policy']);
    expect(Object.fromEntries(studio.headers)).toMatchObject({
      'Content-Security-Policy': studioPolicy(sources),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    const text = renderHeadersFile(rules);
    expect(text).toContain(
      `\n/studio/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${studioPolicy(sources)}\n`,
    );
    // Vercel: the last matching rule's value wins, so the studio's rule comes after the site's.
    const vercel = renderVercelConfig(rules, []);
    expect(vercel.headers.map((h) => h.source)).toEqual(['/(.*)', '/_astro/(.*)', ...TEXT_FILES, '/studio/(.*)']);
  });

  it("leaves the public pages' headers as they were", () => {
    expect(rules[0]).toEqual({ pattern: '/*', headers: securityHeaders(sources) });
    expect(headerPolicy(sources)).not.toContain('wasm');
  });
});

describe('the plain-text files (security.txt, llms.txt)', () => {
  const rules = headerRules(policySources(undefined));
  it.each(TEXT_FILES)('%s is UTF-8 text in _headers and vercel.json, beside the headers of every path', (path) => {
    expect(renderHeadersFile(rules)).toContain(`\n${path}\n  Content-Type: text/plain; charset=utf-8\n`);
    const vercel = renderVercelConfig(rules, []).headers.find((h) => h.source === path);
    expect(vercel?.headers).toEqual([{ key: 'Content-Type', value: 'text/plain; charset=utf-8' }]);
    // The security headers come from the rule for every path, which matches it too.
    expect(rules[0]!.pattern).toBe('/*');
  });
});

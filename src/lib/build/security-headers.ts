/**
 * The site's security policy in one place: the Content-Security-Policy that Astro puts in every
 * page's `<meta>` (with its script and style hashes), and the response headers every static host
 * sends (`public/_headers` for Netlify and Cloudflare Pages, `vercel.json` for Vercel).
 *
 * Both policies apply to a page, so a request must satisfy both:
 * - the meta policy is the complete one: `default-src 'self'`, hashed scripts and styles, and
 *   `connect-src` set to the site's own origin and exactly the backend URL the build was made
 *   with (it changes per build);
 * - the header policy holds what does not change per build and what a `<meta>` cannot carry
 *   (`frame-ancestors`). It leaves `script-src`, `style-src` and `connect-src` to the meta
 *   policy: a static header cannot know each build's hashes or backend URL, and a header
 *   `default-src` would block the hashed inline scripts the meta policy allows.
 */

import type { Redirect } from '../browser/redirects';

/** Where a page may load things from, besides its own origin. */
export interface PolicySources {
  /** Origins of remote images (stock photos). */
  imageOrigins: readonly string[];
  /** The URLs the page may frame (the map embed, loaded only when the visitor asks). */
  frameSources: readonly string[];
  /** PUBLIC_SUPABASE_URL of the build; absent means the page connects nowhere. */
  backendUrl?: string | undefined;
  /** The analytics event API when analytics is on (src/lib/build/analytics-settings.ts); absent when off. */
  analyticsSource?: string | undefined;
}

/** One `_headers` block: a path pattern and the headers sent for it. */
export interface HeaderRule {
  /** Netlify / Cloudflare Pages pattern: "/*" or a path prefix ending in "*". */
  pattern: string;
  headers: readonly (readonly [name: string, value: string])[];
  /**
   * Headers of an earlier rule this one replaces rather than adds to. Cloudflare Pages joins a
   * header two matching rules set into one list (two policies, both enforced) unless the later
   * rule detaches it (`! Name`); Netlify and Vercel let the later rule's value win, and Netlify's
   * parser skips a line without a colon, so the detach line is for Cloudflare alone.
   */
  replaces?: readonly string[];
}

/** The stock-photo host (most photos load from it). */
export const IMAGE_ORIGINS = ['https://images.unsplash.com'] as const;

/** The sources for this site: stock photos, the map embed of content/site.json, the build's backend and analytics. */
export function policySources(
  mapEmbedUrl: string | undefined,
  backendUrl?: string,
  analyticsSource?: string,
): PolicySources {
  return {
    imageOrigins: IMAGE_ORIGINS,
    frameSources: mapEmbedUrl ? [frameSource(mapEmbedUrl)] : [],
    backendUrl,
    ...(analyticsSource ? { analyticsSource } : {}),
  };
}

/**
 * The CSP source for a URL: its origin, plus its path when it has one (a self-hosted backend
 * behind a path prefix), with a trailing slash so everything under that path matches.
 */
export function urlSource(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  return path ? `${parsed.origin}${path}/` : parsed.origin;
}

/** The CSP source of a frame URL: origin and path, no query (CSP ignores queries). */
export function frameSource(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/**
 * `connect-src`'s value: the site's own origin (it serves only static files; Lighthouse's in-page
 * robots.txt check fetches from it), exactly the configured backend and, when analytics is on,
 * exactly its event API's URL; nothing else.
 */
export function connectSources(backendUrl: string | undefined, analyticsSource?: string): string {
  return ["'self'", ...(backendUrl ? [urlSource(backendUrl)] : []), ...(analyticsSource ? [analyticsSource] : [])].join(
    ' ',
  );
}

/** A directive as Astro's `security.csp.directives` accepts it (script-src/style-src are Astro's). */
export type Directive = `${
  | 'default-src'
  | 'connect-src'
  | 'img-src'
  | 'frame-src'
  | 'font-src'
  | 'media-src'
  | 'manifest-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'} ${string}`;

/** The directives both policies carry (fetch directives that do not change per build). */
function sharedDirectives(sources: Omit<PolicySources, 'backendUrl' | 'analyticsSource'>): Directive[] {
  return [
    `img-src ${["'self'", ...sources.imageOrigins].join(' ')}`,
    `frame-src ${sources.frameSources.length ? sources.frameSources.join(' ') : "'none'"}`,
    "font-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
}

/**
 * The `<meta>` policy's directives beyond script-src/style-src (which Astro writes with their
 * hashes): `security.csp.directives` in astro.config.mjs.
 */
export function metaDirectives(sources: PolicySources): Directive[] {
  return [
    "default-src 'self'",
    `connect-src ${connectSources(sources.backendUrl, sources.analyticsSource)}`,
    ...sharedDirectives(sources),
  ];
}

/**
 * The header policy: the shared directives, `frame-ancestors` (a meta policy cannot carry it)
 * and `script-src-attr 'none'` (no inline event handler runs, whatever the meta policy says).
 */
export function headerPolicy(sources: Omit<PolicySources, 'backendUrl'>): string {
  return [...sharedDirectives(sources), "frame-ancestors 'none'", "script-src-attr 'none'"].join('; ');
}

/**
 * The headers every response carries, in the order the rule files list them.
 *
 * No `Cross-Origin-Opener-Policy` on the public pages: it cost a phone more than it protects here.
 * A page that sends it cannot stay in the browsing context group it was opened from, so Chromium
 * commits it in a new renderer, whose first tasks (commit, first parse) took two to three times as
 * long; on Lighthouse's phone at 8x that doubled the Total Blocking Time (one alternating run of
 * four routes, three rounds: median 271 ms with it, 153 ms without; AstroWind 154 without it, 130
 * with it, its work being before its first paint). What it guards, a cross-origin window holding
 * ours, reaches only public pages with no signed-in state. The studio, which holds an editor's
 * GitHub token, keeps its own (studioRule).
 */
export function securityHeaders(sources: Omit<PolicySources, 'backendUrl'>): [string, string][] {
  return [
    ['Content-Security-Policy', headerPolicy(sources)],
    // Two years; subdomains too. Not `preload`: joining the browsers' list is a separate decision.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}

/** Powerful features the site never uses, switched off for it and any frame (the map included). */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Hashed file names under /_astro/ never change content, so browsers may keep them for a year. */
const IMMUTABLE_ASSETS: HeaderRule = {
  pattern: '/_astro/*',
  headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
};

/**
 * The plain-text files people and programs read at fixed addresses (/.well-known/security.txt,
 * /llms.txt): said to be UTF-8 text on every host, whatever its own table of file types says
 * (RFC 9116 requires `text/plain; charset=utf-8`). The hosts take the rule's value instead of
 * their own: Cloudflare Pages' runtime answers with one Content-Type, checked end to end.
 */
export const TEXT_FILES = ['/.well-known/security.txt', '/llms.txt'] as const;

const textFileRules: HeaderRule[] = TEXT_FILES.map((pattern) => ({
  pattern,
  headers: [['Content-Type', 'text/plain; charset=utf-8']],
}));

/** Where the live content studio is served (Sveltia CMS; integrations/live-studio.ts builds it). */
export const STUDIO_PATH = '/studio/';

/** GitHub's API (the studio reads and commits through it) and its status page (checked at sign-in). */
const STUDIO_CONNECT_ORIGINS = ['https://api.github.com', 'https://www.githubstatus.com'] as const;

/**
 * The studio's own policy, sent as a header on /studio/* and written in its page's `<meta>`:
 * its one script file (and the WebAssembly image encoder it compiles), the inline styles its
 * components set, GitHub's API, photos as blobs and data URLs (previews of uploads), the stock
 * photos and GitHub avatars. Nothing of it reaches a public page, whose policy stays as it is.
 */
export function studioPolicy(sources: Pick<PolicySources, 'imageOrigins'>): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data: ${[...sources.imageOrigins, 'https://avatars.githubusercontent.com'].join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' blob: data: ${STUDIO_CONNECT_ORIGINS.join(' ')}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The studio's headers: its own policy instead of the public pages', and an opener policy that
 * keeps its window out of any other site's reach (it holds an editor's GitHub token) while the
 * sign-in window it opens (GitHub's OAuth through the authenticator) can hand the token back,
 * which `same-origin` would cut off.
 */
function studioRule(sources: Pick<PolicySources, 'imageOrigins'>): HeaderRule {
  return {
    pattern: `${STUDIO_PATH}*`,
    replaces: ['Content-Security-Policy'],
    headers: [
      ['Content-Security-Policy', studioPolicy(sources)],
      ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
      ['X-Robots-Tag', 'noindex'],
    ],
  };
}

/** Every rule a static host applies: security headers on every path, caching for assets, the text files' type, the studio's own. */
export function headerRules(sources: Omit<PolicySources, 'backendUrl'>): HeaderRule[] {
  return [
    { pattern: '/*', headers: securityHeaders(sources) },
    IMMUTABLE_ASSETS,
    ...textFileRules,
    studioRule(sources),
  ];
}

const GENERATED_NOTE =
  'Generated from src/lib/build/security-headers.ts by `npm run generate`: edit that file, not this one.';

/** `_headers` as Netlify and Cloudflare Pages read it. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      rule.pattern,
      ...(rule.replaces ?? []).map((name) => `  ! ${name}`),
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return `# ${GENERATED_NOTE}\n${blocks.join('\n')}\n`;
}

/** A `_headers` pattern as a Vercel `source` ("/*" → "/(.*)"). */
export function vercelSource(pattern: string): string {
  return pattern.endsWith('*') ? `${pattern.slice(0, -1)}(.*)` : pattern;
}

/** vercel.json: the same headers and redirects, in Vercel's shape. */
export function renderVercelConfig(rules: readonly HeaderRule[], redirects: readonly Redirect[]) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    framework: 'astro',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    // The site's URL form (src/lib/browser/urls.ts): /about/ is the page, /about redirects to it.
    trailingSlash: true,
    headers: rules.map((rule) => ({
      source: vercelSource(rule.pattern),
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
    redirects: redirects.map((r) => ({ source: r.from, destination: r.to, statusCode: r.status })),
  };
}

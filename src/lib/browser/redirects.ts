/** A redirect as Astro's `redirects` config holds it: a target path, or a target and a status. */
export type RedirectTarget = string | { destination: string; status: number };

/**
 * The site's redirect aliases (footer links to pages the site names differently lead to the pages
 * that cover them), Astro's `redirects` in astro.config.mjs. Each target is the final URL, so an
 * alias is one hop to a 200; the site's own links go straight to the target (src/lib/browser/urls.ts).
 */
export const SITE_REDIRECTS = {
  '/services/web-design': '/services/design/',
  '/services/strategy': '/services/consulting/',
} as const satisfies Record<string, RedirectTarget>;

/** One redirect as the hosts' rule files write it (`_redirects`, vercel.json). */
export interface Redirect {
  from: string;
  to: string;
  status: number;
}

/**
 * Astro's `redirects` as the hosts' rules (301 unless a status is given, as Astro does). Each alias
 * gets a rule for both spellings, "/old" and "/old/", so both are one hop to the target: Cloudflare
 * Pages matches a rule's path exactly, and would serve Astro's HTML fallback at "/old/". Dynamic
 * routes ("/blog/[slug]") have no single spelling across hosts, so they are refused by name.
 */
export function redirectEntries(redirects: Readonly<Record<string, RedirectTarget>>): Redirect[] {
  return Object.entries(redirects).flatMap(([from, to]) => {
    const entry = typeof to === 'string' ? { from, to, status: 301 } : { from, to: to.destination, status: to.status };
    if (/[[\]*]/.test(entry.from + entry.to))
      throw new Error(`Redirect ${from}: dynamic segments are not written into the host files; add that rule by hand.`);
    const bare = entry.from.length > 1 ? entry.from.replace(/\/+$/, '') : entry.from;
    return bare === '/'
      ? [entry]
      : [
          { ...entry, from: bare },
          { ...entry, from: `${bare}/` },
        ];
  });
}

/**
 * `_redirects` lines (Netlify / Cloudflare Pages format, "from to status") for Astro's
 * `redirects`, so a static host answers with a real redirect; Astro's HTML page stays the fallback.
 * Netlify serves that existing page before an unforced rule, so its builds need the force flag
 * (`force`: "301!"), which Cloudflare Pages rejects.
 */
export function toRedirectsFile(redirects: Readonly<Record<string, RedirectTarget>>, { force = false } = {}): string {
  return redirectEntries(redirects)
    .map((r) => `${r.from} ${r.to} ${r.status}${force ? '!' : ''}`)
    .join('\n');
}

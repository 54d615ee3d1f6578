/** A redirect as Astro's `redirects` config holds it: a target path, or a target and a status. */
export type RedirectTarget = string | { destination: string; status: number };

/**
 * `_redirects` lines (Netlify / Cloudflare Pages format, "from to status") for Astro's
 * `redirects`, so a static host answers with a real redirect; Astro's HTML page stays the fallback.
 */
export function toRedirectsFile(redirects: Readonly<Record<string, RedirectTarget>>): string {
  return Object.entries(redirects)
    .map(([from, to]) => (typeof to === 'string' ? `${from} ${to} 301` : `${from} ${to.destination} ${to.status}`))
    .join('\n');
}

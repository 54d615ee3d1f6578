/**
 * Speculation Rules: the page a visitor points at (a hover that rests ~200 ms) or starts to touch
 * (pointerdown) is prerendered, so it shows at once on the click. Only this site's own pages:
 * never another origin (the pattern is relative, so it matches this origin only), a download, a
 * file that is not a page, the client portal (another application on this origin) or a link that
 * opens elsewhere. Browsers without Speculation Rules ignore the script and navigate as before.
 */

/**
 * URL patterns (relative to the page) of the links that are never speculated: the client portal's
 * whole section of this origin (its first path segment: `/client-portal/login` → `/client-portal/*`),
 * so the rule set is the same whichever form the setting is written in. A portal on another
 * origin needs nothing: the rules match this origin only.
 */
export function excludedPaths(clientPortalUrl: string): string[] {
  const portal = new URL(clientPortalUrl, 'https://site.invalid');
  if (portal.origin !== 'https://site.invalid') return [];
  const section = portal.pathname.split('/').filter(Boolean)[0];
  return section ? [`/${section}`, `/${section}/*`] : [];
}

export interface SpeculationRules {
  prerender: {
    source: 'document';
    where: unknown;
    eagerness: 'moderate';
  }[];
}

/**
 * The rule set: every same-origin page link (`/` or a path ending in `/`, the one URL each page
 * has; files such as `/og/index.png` or `/sitemap-index.xml` do not end in `/`), minus the client
 * portal and links marked `download`, `target` or `rel="external"`/`nofollow`. A pattern without a
 * query or fragment matches any (`/work/?category=branding`).
 */
export function speculationRules(clientPortalUrl: string): SpeculationRules {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: ['/', '/*/'] },
            ...(excludedPaths(clientPortalUrl).length
              ? [{ not: { href_matches: excludedPaths(clientPortalUrl) } }]
              : []),
            { not: { selector_matches: 'a[download], a[target], a[rel~="external"], a[rel~="nofollow"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The exact text of the inline `<script type="speculationrules">`, hashed into the CSP. */
export function speculationRulesScript(clientPortalUrl: string): string {
  return JSON.stringify(speculationRules(clientPortalUrl));
}

/**
 * The inline `<head>` script that holds the loading screen while a page is prerendered (hidden),
 * so it plays its 300 ms when the visitor is shown the page: `<html class="prerendering">` until
 * `prerenderingchange`. Plain ES5 before any module; its CSP hash comes from this string.
 */
export const PRERENDER_SCRIPT = `(function(){var d=document;if(!d.prerendering)return;var h=d.documentElement;h.classList.add('prerendering');d.addEventListener('prerenderingchange',function(){h.classList.remove('prerendering')},{once:true})})();`;

import { getCollection } from 'astro:content';
import {
  PUBLIC_ANALYTICS_ENDPOINT,
  PUBLIC_ANALYTICS_PROVIDER,
  PUBLIC_PLAUSIBLE_DOMAIN,
  PUBLIC_UMAMI_WEBSITE_ID,
} from 'astro:env/client';
import { analyticsFacts, analyticsSettings } from '../lib/build/analytics-settings';
import { applyConditionalSections } from '../lib/build/conditional-sections';
import { entryPath } from '../lib/build/content-paths';
import { fillPlaceholders } from '../lib/build/placeholders';
import { PRIVACY_PAGE, privacyPeriodProblems, retentionText } from '../lib/build/retention';
import { siteLinksInHtml } from '../lib/browser/urls';
import { RETENTION_MONTHS } from './retention';
import { getSite } from './site';

/**
 * The markdown pages (privacy, terms, careers), rendered. Facts such as the e-mail address stay in
 * content/site.json, how long contact messages are kept in the database's migrations, and the
 * markdown names them as {{email}} or {{retention}}; links to pages come out in the served form
 * ("/contact" → "/contact/"). A section between {{#analytics}} and {{/analytics}} lines is in the
 * page only when the build has analytics on, with {{analyticsProvider}} and {{analyticsHost}}
 * filled from its settings. A privacy page that states another period than the database's stops
 * the build (integrations/retention-check.ts stops `astro sync` before it).
 */
export async function listMarkdownPages() {
  const [pages, site] = await Promise.all([getCollection('pages'), getSite()]);
  // The build's analytics (docs/analytics.md): a page's {{#analytics}} section shows only when it is on.
  const analytics = analyticsSettings({
    PUBLIC_ANALYTICS_PROVIDER,
    PUBLIC_ANALYTICS_ENDPOINT,
    PUBLIC_PLAUSIBLE_DOMAIN,
    PUBLIC_UMAMI_WEBSITE_ID,
  }).config;
  const facts = {
    name: { text: site.name },
    email: { text: site.email, href: `mailto:${site.email}` },
    supportEmail: { text: site.supportEmail, href: `mailto:${site.supportEmail}` },
    retention: { text: retentionText(RETENTION_MONTHS) },
    ...(analytics ? analyticsFacts(analytics, site.url) : {}),
  };
  for (const page of pages) {
    const problems = entryPath(page) === PRIVACY_PAGE ? privacyPeriodProblems(page.body ?? '', RETENTION_MONTHS) : [];
    if (problems.length) throw new Error(`${PRIVACY_PAGE}: ${problems.join('; ')}`);
  }
  return pages.map((page) => ({
    id: page.id,
    data: page.data,
    html: siteLinksInHtml(
      fillPlaceholders(
        applyConditionalSections(page.rendered?.html ?? '', { analytics: Boolean(analytics) }, entryPath(page)),
        facts,
        entryPath(page),
      ),
    ),
  }));
}

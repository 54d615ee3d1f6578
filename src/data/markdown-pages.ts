import { getCollection } from 'astro:content';
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
 * ("/contact" → "/contact/"). A privacy page that states another period than the database's stops
 * the build (integrations/retention-check.ts stops `astro sync` before it).
 */
export async function listMarkdownPages() {
  const [pages, site] = await Promise.all([getCollection('pages'), getSite()]);
  const facts = {
    name: { text: site.name },
    email: { text: site.email, href: `mailto:${site.email}` },
    supportEmail: { text: site.supportEmail, href: `mailto:${site.supportEmail}` },
    retention: { text: retentionText(RETENTION_MONTHS) },
  };
  for (const page of pages) {
    const problems = entryPath(page) === PRIVACY_PAGE ? privacyPeriodProblems(page.body ?? '', RETENTION_MONTHS) : [];
    if (problems.length) throw new Error(`${PRIVACY_PAGE}: ${problems.join('; ')}`);
  }
  return pages.map((page) => ({
    id: page.id,
    data: page.data,
    html: siteLinksInHtml(fillPlaceholders(page.rendered?.html ?? '', facts, entryPath(page))),
  }));
}

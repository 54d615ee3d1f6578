import { getCollection } from 'astro:content';
import { entryPath } from '../lib/content-paths';
import { fillPlaceholders } from '../lib/placeholders';
import { retentionText } from '../lib/retention';
import { siteLinksInHtml } from '../lib/urls';
import { getSite } from './site';

/**
 * The markdown pages (privacy, terms, careers), rendered. Facts such as the e-mail address or how
 * long contact messages are kept stay in content/site.json and the markdown names them as
 * {{email}} or {{retention}}; links to pages come out in the served form ("/contact" → "/contact/").
 */
export async function listMarkdownPages() {
  const [pages, site] = await Promise.all([getCollection('pages'), getSite()]);
  const facts = {
    name: { text: site.name },
    email: { text: site.email, href: `mailto:${site.email}` },
    supportEmail: { text: site.supportEmail, href: `mailto:${site.supportEmail}` },
    retention: { text: retentionText(site.contactRetentionMonths) },
  };
  return pages.map((page) => ({
    id: page.id,
    data: page.data,
    html: siteLinksInHtml(fillPlaceholders(page.rendered?.html ?? '', facts, entryPath(page))),
  }));
}

/**
 * The page on the live site where an entry shows, by its content file: the page the studio's
 * "Live since …" opens. A file that makes a page, that page (the site's one rule,
 * `pageOfContentFile` of ./site-pages.ts); what shows on several pages (the site's facts,
 * FAQ answers, team members …) the page that lists it, else the home page. Every address is
 * written in the site's one served form (`siteLink`, src/lib/browser/urls.ts).
 */
import { siteLink } from '../src/lib/browser/urls';
import { pageOfContentFile } from './site-pages';

/** The page that lists each folder's entries, where they have no page of their own. */
const PAGE_OF_LIST: Readonly<Record<string, string>> = {
  'content/work': '/work/',
  'content/faq': '/faq/',
  'content/faq-groups': '/faq/',
  'content/team': '/about/',
  'content/values': '/about/',
  'content/timeline': '/about/',
  'content/processes': '/process/',
};

/** The address of the page that shows the entry in `path` ("content/services/branding.md" → "/services/branding/"). */
export function entryPage(path: string): string {
  return pageOfContentFile(path) ?? siteLink(PAGE_OF_LIST[path.replace(/\/[^/]+$/, '')] ?? '/');
}

/** The entry's page on the live site at `siteUrl`. */
export const entryPageUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/$/, '')}${entryPage(path)}`;

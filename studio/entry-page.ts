/**
 * The page on the live site where an entry shows, by its content file: the page the studio's
 * "Live since …" opens. A list's entries follow `PAGE_OF_FOLDER` (studio/sveltia.ts, Sveltia's
 * `preview_path`); a page's own file its page; what shows on several pages (the site's facts,
 * FAQ answers, team members …) the page that lists it, else the home page. Every address is
 * written in the site's one served form (`siteLink`, src/lib/browser/urls.ts).
 */
import { siteLink } from '../src/lib/browser/urls';
import { PAGE_OF_FOLDER } from './sveltia';

/** A page's own file, and the page that lists each folder without pages of its own. */
const PAGE_OF_FILE: Readonly<Record<string, string>> = {
  'content/home.json': '/',
  'content/about.json': '/about/',
  'content/process-page.json': '/process/',
  'content/work-page.json': '/work/',
  'content/faq-page.json': '/faq/',
  'content/contact-page.json': '/contact/',
  'content/industries-page.json': '/industries/',
  'content/services-page.json': '/services/',
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
  const folder = path.replace(/\/[^/]+$/, '');
  const slug = path.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const pattern = PAGE_OF_FOLDER[folder];
  if (pattern) return siteLink(`/${pattern.replace('{{slug}}', slug)}`);
  return siteLink(PAGE_OF_FILE[path] ?? PAGE_OF_FILE[folder] ?? '/');
}

/** The entry's page on the live site at `siteUrl`. */
export const entryPageUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/$/, '')}${entryPage(path)}`;

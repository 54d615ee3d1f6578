/**
 * The site's one rule for a page's address, read by the build (its route table, src/data/routes.ts),
 * the checks over a build (scripts/site-pages.mjs) and both studios (a link to a page an editor
 * added in the same session is a page): which content makes which page, and where a built file is
 * served. Every address is in the served form of ./urls.ts ("/about/", never "/about").
 */

/** The pages made from one content file of their own, by the file's collection (src/schemas/index.ts). */
export const SINGLE_FILE_PAGES = {
  home: '/',
  about: '/about/',
  processPage: '/process/',
  servicesPage: '/services/',
  industriesPage: '/industries/',
  workPage: '/work/',
  faqPage: '/faq/',
  contactPage: '/contact/',
} as const satisfies Record<string, string>;

/** The collections of one file per page, and the folder of the site their pages sit in. */
export const ENTRY_PAGE_FOLDERS = {
  services: 'services/',
  industries: 'industries/',
  caseStudies: 'work/',
  insights: 'insights/',
  pages: '',
} as const satisfies Record<string, string>;

export type EntryPageCollection = keyof typeof ENTRY_PAGE_FOLDERS;

/** The page of an entry of a collection in ENTRY_PAGE_FOLDERS: its id is the last segment ("/work/{id}/"). */
export function entryPage(collection: EntryPageCollection, id: string): string {
  return `/${ENTRY_PAGE_FOLDERS[collection]}${id}/`;
}

/**
 * The same address as a template relative to the site's root, with `placeholder` for the entry's
 * id ("work/{{slug}}/"): what a studio's preview link is made from.
 */
export function entryPageTemplate(collection: EntryPageCollection, placeholder: string): string {
  return `${ENTRY_PAGE_FOLDERS[collection]}${placeholder}/`;
}

/**
 * The address a built file is served at without a redirect: "about/index.html" → "/about/",
 * "index.html" → "/", "404.html" → "/404", "og/about.png" → "/og/about.png".
 * @param file a path relative to the build, with "/" separators
 */
export function routeOf(file: string): string {
  return `/${file}`.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
}

/** Every address a build answers, from its files (relative to it): each file's own, and a page's served form. */
export function servedAddresses(files: readonly string[]): string[] {
  return [...new Set(files.flatMap((file) => [`/${file}`, routeOf(file)]))];
}

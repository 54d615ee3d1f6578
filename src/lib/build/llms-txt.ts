/**
 * /llms.txt (llmstxt.org): the site for a language model, in markdown: the agency's name, its
 * description, then its pages by section, each a link with its one-line summary. Made from the
 * route table (src/data/routes.ts), the list the pages and their social cards come from.
 */

/** A page of the route table. */
export interface SiteRoute {
  /** The served path, with a trailing slash: "/", "/services/branding/". */
  route: string;
  /** The page's title, from its content. */
  title: string;
  /** Which kind of page: "Service", "Industry", "Case study"… (the social card's label). */
  section: string;
  /** One line about the page: its meta description. */
  summary: string;
  /** Case studies: the client and the year. */
  details?: string[] | undefined;
  /** The index page it is listed under ("/services/" for a service page). */
  parent?: string | undefined;
  /** A page a reader can skip (privacy, terms): llms.txt lists it under "Optional". */
  secondary?: boolean | undefined;
}

/** The section of the pages without a parent; "Optional" is the format's own name for what may be skipped. */
const MAIN_SECTION = 'Pages';
export const OPTIONAL_SECTION = 'Optional';

/** One line of the format's list: "- [Title](url): summary". */
function linkLine(route: SiteRoute, siteUrl: string): string {
  const title = route.title.replace(/([[\]\\])/g, '\\$1');
  return `- [${title}](${new URL(route.route, siteUrl).href}): ${route.summary.replace(/\s+/g, ' ').trim()}`;
}

/**
 * The file: "# name", "> description", then a section of the main pages, one per index page
 * with children (named by the index page's title, in the table's order), and "Optional" last.
 */
export function buildLlmsTxt(
  agency: { name: string; description: string; url: string },
  routes: readonly SiteRoute[],
): string {
  const main = routes.filter((r) => !r.parent && !r.secondary);
  const parents = main.filter((p) => routes.some((r) => r.parent === p.route));
  const sections: [string, SiteRoute[]][] = [
    [MAIN_SECTION, main],
    ...parents.map((p): [string, SiteRoute[]] => [p.title, routes.filter((r) => r.parent === p.route)]),
    [OPTIONAL_SECTION, routes.filter((r) => r.secondary)],
  ];
  const orphans = routes.filter((r) => r.parent && !parents.includes(routes.find((p) => p.route === r.parent)!));
  if (orphans.length) throw new Error(`llms.txt: no index page for ${orphans.map((r) => r.route).join(', ')}`);
  const blocks = sections
    .filter(([, list]) => list.length > 0)
    .map(([title, list]) => [`## ${title}`, '', ...list.map((r) => linkLine(r, agency.url))].join('\n'));
  return [`# ${agency.name}`, `> ${agency.description}`, ...blocks].join('\n\n') + '\n';
}

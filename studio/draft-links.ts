/**
 * A draft's links that go nowhere, in the editor's words. A link field takes any address that
 * starts with "/" (the schema cannot know the site's pages), so a mistyped one ("/contcat") saves
 * and builds, and only the check over the built site (`npm run test:content`'s link check) finds
 * it. When that check fails, the draft check (scripts/draft-check.mjs `done`) reads each changed
 * content file's links against the pages of the draft's own build and names the field, the
 * address and what to write instead, as a refused save names a field (studio/refusal.ts).
 */
import { siteLink } from '../src/lib/browser/urls';
import { anyHref } from '../src/schemas/shared';
import { pageText } from '../src/lib/studio/front-matter';
import { servedAddresses } from '../src/lib/browser/page-addresses';
import type { FileProblems } from './draft-check';
import { modelForPath, modelOf, PAGE_TEXT_LABEL, type FieldModel } from './model';
import { fieldLabel } from './refusal';
import { dataOf } from './save';

/** What a draft's links are checked against: the addresses its build serves, and what is not the site's to check. */
export interface SitePages {
  /** Every address the build answers: "/", "/about/" for about/index.html, "/images/a.jpg" for a file. */
  pages: ReadonlySet<string>;
  /** The site's own origin ("https://kilele.example"): a full address on it is checked as its path. */
  siteUrl?: string;
  /** Paths that belong to other systems on the same origin (the client portal's "/client-portal/login" and below). */
  otherSystems?: readonly string[];
  /**
   * Whether `pages` holds the pages only, not the files (the local studio knows the pages its
   * content makes, not the build's files): a link to a file ("/llms.txt") is then left to the
   * link check over the build.
   */
  pagesOnly?: boolean;
}

/** The addresses a build serves, from its files (paths relative to dist/, `/`-separated): each file's, and the page's served form. */
export function sitePagesOf(files: readonly string[]): Set<string> {
  return new Set(servedAddresses(files));
}

/** A link an editor wrote: where in the file (the field's label) and the address as written. */
export interface WrittenLink {
  label: string;
  href: string;
}

/** The rule every link field of the schemas shares (`anyHref`: "/…" or "http(s)://…"), as the form's model reads it. */
const LINK_RULE = (() => {
  const model = modelOf(anyHref);
  return model.type === 'string' ? model.pattern?.regex.source : undefined;
})();

/** Whether a field holds a link: a text field with the link fields' rule. */
const isLinkField = (model: FieldModel | undefined): boolean =>
  model?.type === 'string' && LINK_RULE !== undefined && model.pattern?.regex.source === LINK_RULE;

/** An address that points into this site: "/about", "/faq/#pricing" (not "//cdn…", not text with spaces). */
const INTERNAL = /^\/(?!\/)\S*$/;
/** Links inside a text: markdown's `[text](/path "title")` and HTML's `href="/path"`. */
const IN_TEXT = /\]\(\s*<?(\/[^)\s>]*)|\bhref="(\/[^"]*)"/g;

function linksInText(text: string): string[] {
  return [...text.matchAll(IN_TEXT)].map((match) => (match[1] ?? match[2])!).filter((href) => INTERNAL.test(href));
}

/**
 * Every internal address in a content file: each link field's, the links written inside any other
 * text (markdown's or HTML's), and those of a page's text. A text that merely starts with "/"
 * ("/month") is no link.
 */
export function writtenLinks(path: string, text: string, siteUrl?: string): WrittenLink[] {
  return linksOf(path, dataOf(path, text), path.endsWith('.md') ? pageText(text) : undefined, siteUrl);
}

/**
 * The same, from a file's data as a studio's form hands it over (`body`: a markdown file's page
 * text, which is no field of its front matter).
 */
export function linksOf(path: string, data: unknown, body?: unknown, siteUrl?: string): WrittenLink[] {
  const form = modelForPath(path);
  if (!form) return [];
  const inner = form.key && data && typeof data === 'object' ? (data as Record<string, unknown>)[form.key] : data;
  const local = (href: string) =>
    siteUrl && href.startsWith(`${siteUrl.replace(/\/$/, '')}/`) ? href.slice(siteUrl.replace(/\/$/, '').length) : href;
  const found: WrittenLink[] = [];
  const visit = (value: unknown, model: FieldModel | undefined, at: PropertyKey[]) => {
    if (typeof value === 'string') {
      // A link field's whole value is an address; any other text may hold links written in it.
      const hrefs = isLinkField(model)
        ? [local(value.trim())].filter((href) => INTERNAL.test(href))
        : linksInText(value);
      for (const href of hrefs) found.push({ label: fieldLabel(form.model, at), href });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, model?.type === 'array' ? model.element : undefined, [...at, i]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        visit(item, model?.type === 'object' ? model.fields[key] : undefined, [...at, key]);
    }
  };
  visit(inner, form.model, []);
  if (typeof body === 'string') for (const href of linksInText(body)) found.push({ label: PAGE_TEXT_LABEL, href });
  return found;
}

/** The number of single-character edits between two texts (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The page (an address ending in "/") nearest to `path`, if it is near enough to be what was meant. */
export function nearestPage(path: string, pages: ReadonlySet<string>): string | undefined {
  let best: { page: string; distance: number } | undefined;
  for (const page of pages) {
    if (!page.endsWith('/')) continue;
    const distance = editDistance(path, page);
    if (!best || distance < best.distance) best = { page, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(path.length / 4)) ? best.page : undefined;
}

/** Where a written link lands on the built site, without its query and fragment. */
function landing(href: string): string {
  const served = siteLink(href);
  const cut = served.search(/[?#]/);
  const path = cut === -1 ? served : served.slice(0, cut);
  try {
    return decodeURI(path);
  } catch {
    return path; // a stray "%": the address as written, which no page has
  }
}

/** One link that goes nowhere, as the editor reads it. */
export function deadLinkProblem(link: WrittenLink, site: SitePages): string {
  const near = nearestPage(landing(link.href), site.pages);
  // What to change before the address as written: a status keeps 140 characters (failureDescription).
  return near
    ? `“${link.label}” goes to no page of this site: did you mean ${near}? Correct the address, or remove the link. It goes to ${link.href}.`
    : `“${link.label}” goes to no page of this site: correct the address (a page's, as the address bar shows it, e.g. /contact/), or remove the link. It goes to ${link.href}.`;
}

/** The links among `links` that land on no page of the site. */
function deadLinks(links: readonly WrittenLink[], site: SitePages): WrittenLink[] {
  const otherSystem = (path: string) =>
    (site.otherSystems ?? []).some((prefix) => path === prefix || path.startsWith(`${prefix.replace(/\/$/, '')}/`));
  return links.filter((link) => {
    const path = landing(link.href);
    if (site.pagesOnly && !path.endsWith('/')) return false; // a file: the build's link check judges it
    return !site.pages.has(path) && !otherSystem(path);
  });
}

/** Every changed content file's links that land on no page of the draft's build, by file. */
export function linkProblems(files: readonly { path: string; text: string }[], site: SitePages): FileProblems[] {
  return files
    .map((file) => {
      let links: WrittenLink[];
      try {
        links = writtenLinks(file.path, file.text, site.siteUrl);
      } catch {
        return { path: file.path, problems: [] }; // a file that does not parse is the fields step's to name
      }
      return { path: file.path, problems: deadLinks(links, site).map((link) => deadLinkProblem(link, site)) };
    })
    .filter((found) => found.problems.length > 0);
}

/**
 * A save's links that land on no page the studio knows, in the words of a refused field: both
 * studios refuse such a save (studio/api.ts, studio/live/main.ts), as the draft check names it.
 */
export function saveLinkProblems(path: string, data: unknown, body: unknown, site: SitePages): string[] {
  return deadLinks(linksOf(path, data, body, site.siteUrl), site).map((link) => deadLinkProblem(link, site));
}

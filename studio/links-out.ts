/**
 * The links out of the site, in the editors' words. The weekly check
 * (scripts/schedule/check-links-out.mjs, .github/workflows/links-out.yml) reads every address on
 * another site from the built pages (never a list kept by hand), has a link checker try each, and
 * reports each dead one as the content file and the field that holds it, by the labels the studio
 * shows ("Case studies: web projects › Live website"), the pages it is on and the address, with
 * what happened in plain words, in one GitHub issue that the next run rewrites and closes.
 */
import { pageText } from '../src/lib/studio/front-matter';
import { modelForPath, PAGE_TEXT_LABEL } from './model';
import { textsOf } from './site-failures';

/** What a visitor meets at the address: a link to follow, a photo shown, the map loaded on demand. */
export type LinkKind = 'link' | 'photo' | 'map';

/** One address on another site, and the pages of the build that show it. */
export interface LinkOut {
  /** The address as checked: absolute, without its fragment (which never reaches the other site). */
  url: string;
  kind: LinkKind;
  /** The pages (their addresses, "/work/x/") it is on, sorted. */
  pages: string[];
}

/** A built page: its address and its HTML. */
export interface BuiltPage {
  route: string;
  html: string;
}

/** Which attribute of which element holds an address the visitor's browser goes to. */
const ATTRIBUTES: readonly { tag?: string; attribute: string; kind: LinkKind }[] = [
  { tag: 'a', attribute: 'href', kind: 'link' },
  // The photo itself, not its srcset's widths nor a preload of them: one address per photo.
  { tag: 'img', attribute: 'src', kind: 'photo' },
  { tag: 'iframe', attribute: 'src', kind: 'map' },
  // The contact page's map: its embed's address waits in an attribute until the visitor asks for it.
  { attribute: 'data-map-src', kind: 'map' },
];

/** A start tag, its attributes' values quoted or not (a quoted value may hold ">"). */
const START_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
/** What holds no element a visitor sees: scripts (JSON-LD among them), styles, comments. */
const NOT_MARKUP = /<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** An attribute's value as the browser reads it: its character references decoded. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return NAMED_ENTITIES[name!.toLowerCase()] ?? whole;
  });
}

/** An address in its checked form (absolute, fragment dropped), or undefined when it is no http(s) address. */
export function checkedForm(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.hash = '';
  return url.href;
}

/** The addresses on other sites in one page's HTML, each with its kind. */
export function addressesIn(html: string, siteUrl: string): { url: string; kind: LinkKind }[] {
  const own = new URL(siteUrl).origin;
  const found: { url: string; kind: LinkKind }[] = [];
  for (const [, tag, attributes] of html.replace(NOT_MARKUP, '').matchAll(START_TAG)) {
    const values = new Map<string, string>();
    for (const [, name, double, single, bare] of attributes!.matchAll(ATTRIBUTE))
      values.set(name!.toLowerCase(), decodeAttribute(double ?? single ?? bare ?? ''));
    for (const wanted of ATTRIBUTES) {
      if (wanted.tag && wanted.tag !== tag!.toLowerCase()) continue;
      const value = values.get(wanted.attribute);
      const url = value === undefined ? undefined : checkedForm(value);
      if (url && new URL(url).origin !== own) found.push({ url, kind: wanted.kind });
    }
  }
  return found;
}

/** A photo's address without its query: the build asks the photo host for other widths and formats. */
const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/**
 * Every address on another site in the build's pages, once, with the pages that show it; sorted by
 * address. A photo shown at several widths is one photo: checked once, at the first width found.
 */
export function linksOutOf(pages: readonly BuiltPage[], siteUrl: string): LinkOut[] {
  const byUrl = new Map<string, LinkOut>();
  for (const page of pages) {
    for (const { url, kind } of addressesIn(page.html, siteUrl)) {
      const key = kind === 'photo' ? `photo ${withoutQuery(url)}` : url;
      const link = byUrl.get(key) ?? { url, kind, pages: [] };
      if (!link.pages.includes(page.route)) link.pages.push(page.route);
      byUrl.set(key, link);
    }
  }
  return [...byUrl.values()]
    .map((link) => ({ ...link, pages: link.pages.sort() }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Where an editor wrote an address: the content file, and the field as the studio labels it. */
export interface WrittenPlace {
  path: string;
  /** Where the studio lists the file, then the field's labels: "Case studies: web projects › Live website". */
  field: string;
}

/**
 * Addresses written in a text: a link field's whole value, a markdown or HTML link, a bare address,
 * and a bare "www.example.com", which the page text's markdown links as http://www.example.com.
 */
const ADDRESS_IN_TEXT = /https?:\/\/[^\s<>"'()[\]]+|(?<![\w/.@:-])www\.[\w-]+(?:\.[\w-]+)+[^\s<>"'()[\]]*/g;

/** The addresses in a text, in their checked form (a sentence's full stop after one is no part of it). */
export const addressesWritten = (text: string): string[] =>
  [...text.matchAll(ADDRESS_IN_TEXT)].flatMap(([match]) => {
    const address = match.replace(/[.,;:!?]+$/, '');
    return checkedForm(address.startsWith('www.') ? `http://${address}` : address) ?? [];
  });

/** Every address on another site written in the content files, and where: the index the report looks links up in. */
export class WrittenLinks {
  private readonly exact = new Map<string, WrittenPlace[]>();
  private readonly photos = new Map<string, WrittenPlace[]>();

  constructor(files: readonly { path: string; text: string }[]) {
    for (const file of files) {
      const form = modelForPath(file.path);
      if (!form) continue;
      const texts = textsOf(file);
      if (file.path.endsWith('.md')) texts.push({ label: PAGE_TEXT_LABEL, value: pageText(file.text) });
      for (const { label, value } of texts) {
        const place = { path: file.path, field: `${form.label} › ${label}` };
        for (const url of addressesWritten(value)) {
          this.add(this.exact, url, place);
          this.add(this.photos, withoutQuery(url), place);
        }
      }
    }
  }

  private add(index: Map<string, WrittenPlace[]>, key: string, place: WrittenPlace) {
    const places = index.get(key) ?? [];
    if (!places.some((p) => p.path === place.path && p.field === place.field)) places.push(place);
    index.set(key, places);
  }

  /** The places that hold a link's address (a photo's also with other widths), none when no content file does. */
  placesOf(link: Pick<LinkOut, 'url' | 'kind'>): WrittenPlace[] {
    return (
      this.exact.get(link.url) ?? (link.kind === 'photo' ? this.photos.get(withoutQuery(link.url)) : undefined) ?? []
    );
  }
}

/** What the link checker found at an address (linkinator's result, after its retries). */
export interface CheckResult {
  /** The last HTTP status, 0 for none (no answer, refused, a name that does not resolve). */
  status: number;
  /** Why there was no answer: the errors' names, messages and codes ("TimeoutError", "ENOTFOUND"). */
  errors: { name?: string; message?: string; code?: string }[];
}

/** A link's fate: alive, dead (reported), or not known (the site turns automated checks away). */
export type Verdict = { state: 'alive' } | { state: 'dead'; problem: string } | { state: 'unknown'; problem: string };

/**
 * Statuses with which a site turns a robot away from a page a person can open (sign-in walls,
 * bot guards: LinkedIn answers 999): not reported, since an editor could do nothing about them.
 */
const TURNED_AWAY = new Set([401, 403, 429, 999]);

/** One check's result in plain words, and whether the link is dead. */
export function verdictOf(result: CheckResult, timeoutSeconds: number): Verdict {
  const { status } = result;
  if (status >= 200 && status < 300) return { state: 'alive' };
  if (status === 404)
    return { state: 'dead', problem: 'the other site answers “page not found” (404): the page was moved or removed' };
  if (status === 410) return { state: 'dead', problem: 'the other site says the page is gone for good (410)' };
  if (TURNED_AWAY.has(status))
    return {
      state: 'unknown',
      problem: `the other site turns automated checks away (${status}); a person may still see the page`,
    };
  if (status >= 500)
    return { state: 'dead', problem: `the other site fails with a server error (${status}) on every try` };
  if (status >= 300 && status < 400) return { state: 'dead', problem: `the other site redirects nowhere (${status})` };
  if (status > 0) return { state: 'dead', problem: `the other site refuses the address (${status})` };
  const codes = new Set(result.errors.flatMap((e) => [e.name, e.code]));
  if (codes.has('TimeoutError') || codes.has('UND_ERR_CONNECT_TIMEOUT') || codes.has('UND_ERR_HEADERS_TIMEOUT'))
    return { state: 'dead', problem: `no answer within ${timeoutSeconds} seconds, on every try` };
  if (codes.has('ENOTFOUND'))
    return { state: 'dead', problem: 'the site’s name no longer exists (the domain may have lapsed)' };
  if (codes.has('ECONNREFUSED') || codes.has('ECONNRESET'))
    return { state: 'dead', problem: 'the other site’s server refuses the connection, on every try' };
  if ([...codes].some((code) => /CERT|SSL|TLS/i.test(code ?? '')))
    return {
      state: 'dead',
      problem: 'the other site’s security certificate is not valid: browsers warn visitors away',
    };
  const why = result.errors.map((e) => e.message).find(Boolean);
  return { state: 'dead', problem: `the other site could not be reached${why ? ` (${why})` : ''}, on every try` };
}

/** A dead link, as the report names it. */
export interface DeadLink extends LinkOut {
  problem: string;
  places: WrittenPlace[];
}

/** The label the report's issue carries: how the next run finds it. */
export const ISSUE_LABEL = 'links-out';
export const ISSUE_TITLE = 'Links to other sites that no longer work';

const KIND_WORDS: Readonly<Record<LinkKind, string>> = { link: 'Link', photo: 'Photo', map: 'Map' };
/** How many pages the report names before it counts the rest. */
const PAGES_NAMED = 5;

const pagesInWords = (pages: readonly string[], siteUrl: string) => {
  const site = siteUrl.replace(/\/$/, '');
  const named = pages.slice(0, PAGES_NAMED).map((route) => `[${route}](${site}${route})`);
  const rest = pages.length - named.length;
  return `${named.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
};

/** One dead link in the report: the address, what happened, where to change it, where visitors meet it. */
function deadLinkSection(link: DeadLink, siteUrl: string): string {
  const where = link.places.length
    ? link.places.map((place) => `  - **${place.field}** (\`${place.path}\`)`).join('\n')
    : '  - in no content file: written in the site’s code; ask the site’s engineer';
  return [
    `### ${KIND_WORDS[link.kind]}: <${link.url}>`,
    '',
    `- **What happened:** ${link.problem}.`,
    `- **Where to change it** (in the studio, or the file):`,
    where,
    `- **On the page${link.pages.length === 1 ? '' : 's'}:** ${pagesInWords(link.pages, siteUrl)}`,
  ].join('\n');
}

/** The issue's text: every dead link, sorted by file, then how to fix one. */
export function reportBody(
  dead: readonly DeadLink[],
  context: { siteUrl: string; checkedAt: string; checked: number; runUrl?: string },
): string {
  const count = dead.length === 1 ? 'One link' : `${dead.length} links`;
  // By file; what no content file holds (the site's code) last.
  const byFile = [...dead].sort(
    (a, b) =>
      Number(!a.places.length) - Number(!b.places.length) ||
      (a.places[0]?.path ?? '').localeCompare(b.places[0]?.path ?? '') ||
      a.url.localeCompare(b.url),
  );
  return [
    `${count} on the site ${dead.length === 1 ? 'leads' : 'lead'} to another site that no longer answers as it should (checked ${context.checkedAt}, ${context.checked} addresses on other sites tried, each again before giving up).`,
    '',
    ...byFile.flatMap((link) => [deadLinkSection(link, context.siteUrl), '']),
    '## How to fix one',
    '',
    'Open the address yourself first: if it works in your browser, the other site was down for a while, and the next check will close this issue by itself.',
    'Otherwise, in the studio, open the entry the file above names, find the field by its label, and replace the address with where the page lives now (search the other site or ask its owner) or remove it. Save and publish as usual.',
    '',
    `This issue is rewritten by every weekly check and closed when every link works again${context.runUrl ? ` ([the last check](${context.runUrl}))` : ''}.`,
  ].join('\n');
}

/** The comment the issue is closed with. */
export const allPassComment = (checked: number, checkedAt: string): string =>
  `Every link to another site works again (checked ${checkedAt}, ${checked} addresses): closing.`;

/**
 * Every failure of a content-only deploy (or a draft's check) named by file and field, past the
 * dead links of studio/draft-links.ts: the HTML checker's refusal of a page's text, a social card
 * that did not render, a photo the build could not read. Where a failure cannot be tied to a
 * field, the words say which page and what happened. scripts/draft-check.mjs `done --outcome
 * failure` reads the changed content files, the build (what of it there is) and the log of
 * `npm run test:content` through these, and posts what they find as the commit status and comment.
 */
import type { FileProblems } from './draft-check';
import { entryPage } from './entry-page';
import { modelForPath, PAGE_TEXT_LABEL, type FieldModel } from './model';
import { fieldLabel } from './refusal';
import { dataOf } from './save';

/** A changed content file: its path and its text at the commit checked. */
export interface ChangedFile {
  path: string;
  text: string;
}

/** One refusal of the HTML checker (html-validate's message): where in the page and what. */
export interface HtmlMessage {
  message: string;
  /** The offset of the refused markup in the page, and its length. */
  offset: number;
  size: number;
}

/** What of the build there is to read: a page's HTML and a built file's bytes, by address. */
export interface BuiltSite {
  page(route: string): string | undefined;
  file(path: string): Uint8Array | undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height of a PNG (its IHDR chunk), or undefined for anything else. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The markdown body of a content file (after its front matter). */
const bodyOf = (text: string): string => text.replace(/^---\n[\s\S]*?\n---\n?/, '');

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The HTML checker's refusals on the pages of changed markdown files: a refusal whose markup was
 * written in the file's page text names "Page text"; another names the page. `validate` runs the
 * checker (html-validate with the project's rules) on one page.
 */
export async function pageTextProblems(
  files: readonly ChangedFile[],
  site: BuiltSite,
  validate: (html: string) => Promise<HtmlMessage[]>,
): Promise<FileProblems[]> {
  const found: FileProblems[] = [];
  for (const file of files.filter((f) => f.path.endsWith('.md'))) {
    const route = entryPage(file.path);
    const html = site.page(route);
    if (!html) continue;
    const body = squeeze(bodyOf(file.text));
    const problems = (await validate(html)).map((m) => {
      // The whole tag the refusal points into, as the page text would have it written.
      const start = html.lastIndexOf('<', m.offset);
      const end = html.indexOf('>', m.offset + m.size - 1);
      const markup =
        start >= 0 && end >= m.offset ? html.slice(start, end + 1) : html.slice(m.offset, m.offset + m.size);
      const what = m.message.replace(/\.?$/, '');
      // What to change comes before the checker's words: a status keeps 140 characters (failureDescription).
      return markup && body.includes(squeeze(markup))
        ? `“${PAGE_TEXT_LABEL}” has markup the HTML checker refuses: correct or remove it; plain text and markdown are fine. The checker says: ${what} (at ${squeeze(markup).slice(0, 60)}).`
        : `The page's own markup (no field) fails the HTML checker: ask the site's engineer. On ${route}: ${what}.`;
    });
    if (problems.length) found.push({ path: file.path, problems: [...new Set(problems)] });
  }
  return found;
}

/** The card the build makes for a page ("/services/branding/" → "/og/services/branding.png"). */
const cardOf = (route: string) => `/og/${route.replace(/^\/+|\/+$/g, '') || 'index'}.png`;

/** The field a page's card shows as its title, as the form labels it. */
function cardTitleField(path: string): string {
  const form = modelForPath(path);
  const model = form?.model;
  const fields = model?.type === 'object' ? model.fields : {};
  const seo = fields.seo;
  if (seo?.type === 'object' && seo.fields.title) return fieldLabel(model!, ['seo', 'title']);
  return fields.name ? fieldLabel(model!, ['name']) : fieldLabel(model!, ['title']);
}

/**
 * The social cards of changed files' pages that the build did not make as a 1200×630 PNG, or
 * whose rendering the build log names as failed: named by the field the card shows.
 */
export function socialCardProblems(files: readonly ChangedFile[], site: BuiltSite, log = ''): FileProblems[] {
  const found: FileProblems[] = [];
  for (const file of files) {
    if (!modelForPath(file.path)) continue;
    const route = entryPage(file.path);
    if (route === '/' && file.path !== 'content/home.json') continue; // an entry without a page of its own
    const card = cardOf(route);
    const bytes = site.file(card);
    const size = bytes && pngSize(bytes);
    const failedInLog = log.split('\n').some((line) => line.includes(card) && /error|fail/i.test(line));
    const made = size?.width === 1200 && size.height === 630;
    if (made && !failedInLog) continue;
    if (!bytes && !failedInLog && !site.page(route)) continue; // no build to read: the log says the rest
    found.push({
      path: file.path,
      problems: [
        `“${cardTitleField(file.path)}”: shorten it or remove unusual characters, then save again: the social card of ${route} that shows it (${card}) ${bytes && !size ? 'is not a picture' : 'did not render'}. If it still fails, ask the site's engineer.`,
      ],
    });
  }
  return found;
}

/** Every text value of a content file with the field's label, as the form shows it (none when it does not parse). */
export function textsOf(file: ChangedFile): { label: string; value: string }[] {
  const form = modelForPath(file.path);
  if (!form) return [];
  let data: unknown;
  try {
    data = dataOf(file.path, file.text);
  } catch {
    return [];
  }
  const inner = form.key && data && typeof data === 'object' ? (data as Record<string, unknown>)[form.key] : data;
  const found: { label: string; value: string }[] = [];
  const visit = (value: unknown, at: PropertyKey[], model: FieldModel | undefined) => {
    if (typeof value === 'string') found.push({ label: fieldLabel(form.model, at), value });
    else if (Array.isArray(value))
      value.forEach((item, i) => visit(item, [...at, i], model?.type === 'array' ? model.element : undefined));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        visit(item, [...at, key], model?.type === 'object' ? model.fields[key] : undefined);
  };
  visit(inner, [], form.model);
  return found;
}

/** The photo addresses the build log says it could not read (Astro's image errors, a failed fetch). */
const PHOTO_ERRORS = [
  /Could not find requested image `([^`]+)`/g,
  /Could not process image metadata for `([^`]+)`/g,
  /Failed to (?:get the dimensions|fetch|load)[^\n]*?(https?:\/\/[^\s`'"]+?)[.`'"]?(?:\s|$)/g,
  /unsupported image format[^\n]*?((?:\.\.\/)*images\/[^\s`'"]+)/gi,
];

/** The photos of changed files that the build could not fetch or read, named by their field. */
export function photoProblems(files: readonly ChangedFile[], log: string): FileProblems[] {
  const failed = new Set(PHOTO_ERRORS.flatMap((pattern) => [...log.matchAll(pattern)].map((m) => m[1]!)));
  if (!failed.size) return [];
  const found: FileProblems[] = [];
  for (const file of files) {
    const problems = textsOf(file).flatMap(({ label, value }) => {
      const hit = [...failed].find(
        (photo) => value === photo || (value.length > 8 && photo.endsWith(value.replace(/^(\.\.\/)+/, ''))),
      );
      if (!hit) return [];
      return /^https?:/.test(value)
        ? [
            `“${label}”: check the address or upload the photo instead; the build could not fetch the photo at ${value} (open it in a browser to see why).`,
          ]
        : [
            `“${label}”: upload this photo again or choose another; the build could not read ${value} (a JPEG, PNG, WebP or AVIF file is needed).`,
          ];
    });
    if (problems.length) found.push({ path: file.path, problems });
  }
  return found;
}

/**
 * When nothing can be tied to a field: which step of the checks failed and, where the log names
 * one, which page, in one sentence (never only "the build failed").
 */
export function siteFailureSummary(log: string): string | undefined {
  const step = /✘ (.+?) failed after/.exec(log)?.[1];
  if (!step) return undefined;
  const page = /(?:^|\s)(\/[\w\-/.]*\/)(?=[\s:])/m.exec(
    log.slice(Math.max(0, log.lastIndexOf('▶ '))).replace(/\n\s*✘[^\n]*$/, ''),
  )?.[1];
  return `The change's fields pass, but the site's check “${step}” failed: ask the site's engineer (Details has its log)${page ? `. The page: ${page}` : ''}.`;
}

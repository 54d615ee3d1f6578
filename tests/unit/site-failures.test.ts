// Every kind of failure a content-only deploy can meet, named by file and field
// (studio/site-failures.ts, which scripts/draft-check.mjs `done --outcome failure` posts): a page
// text the HTML checker refuses, a social card that did not render, a photo the build could not
// read, and, where no field explains it, the check and the page. Each on a fixture that causes it
// (tests/fixtures/deploy-failures/: a built page around a page text, the log of a failed build),
// with the real content files changed as an editor would, and the checker with the project's rules.
// Every refusal the deploy posts (these, a dead link's, a field's) keeps the field and what to change
// within the 140 characters GitHub keeps of a status, with a long file name and a long detail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import {
  CHANGE_SITE_CHECK_FAILED,
  DESCRIPTION_LIMIT,
  failureDescription,
  SITE_CHECK_FAILED,
} from '../../studio/draft-check';
import { linkProblems, sitePagesOf } from '../../studio/draft-links';
import { PAGE_TEXT_LABEL } from '../../studio/model';
import { saveProblems } from '../../studio/save';
import {
  pageTextProblems,
  photoProblems,
  pngSize,
  siteFailureSummary,
  socialCardProblems,
  type BuiltSite,
} from '../../studio/site-failures';

const FIXTURES = 'tests/fixtures/deploy-failures';
const BRANDING = 'content/services/branding.md';
const COFFEE = 'content/case-studies/projects/central-highlands-coffee.yaml';
const branding = readFileSync(BRANDING, 'utf8');
const coffee = readFileSync(COFFEE, 'utf8');
/** What an editor can type into a page text that the checker refuses: a link inside a link. */
const NESTED = '<a href="/contact/">Talk to us about <a href="/work/">our work</a></a>';
const page = (body: string) => readFileSync(join(FIXTURES, 'page.html'), 'utf8').replace('{{body}}', body);
const checker = new HtmlValidate(new FileSystemConfigLoader());
const validate = async (html: string) =>
  (await checker.validateString(html, 'dist/index.html')).results.flatMap((r) =>
    r.messages.map((m) => ({ message: m.message, offset: m.offset, size: m.size })),
  );
/** A 1200×630 PNG's first bytes, as the build writes a card. */
const card = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};
const siteOf = (pages: Record<string, string>, files: Record<string, Uint8Array> = {}): BuiltSite => ({
  page: (route) => pages[route],
  file: (path) => files[path],
});

describe('a page text the HTML checker refuses', () => {
  it('names the file and “Page text” with what the checker says and where', async () => {
    const text = `${branding.trimEnd()}\n\n${NESTED}\n`;
    const body = `<p>${branding.split('\n---\n')[1]!.trim()}</p><p>${NESTED}</p>`;
    const found = await pageTextProblems(
      [{ path: BRANDING, text }],
      siteOf({ '/services/branding/': page(body) }),
      validate,
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.path).toBe(BRANDING);
    // What to change before the checker's words, which a status may cut.
    expect(found[0]!.problems[0]).toMatch(
      new RegExp(`^“${PAGE_TEXT_LABEL}” has markup the HTML checker refuses: correct or remove it; .*<a`),
    );
  });

  it("names the page, not a field, when the refused markup is not the editor's", async () => {
    const found = await pageTextProblems(
      [{ path: BRANDING, text: branding }],
      siteOf({ '/services/branding/': page('<p>Fine.</p>').replace('<main>', '<main><div><li>stray</li></div>') }),
      validate,
    );
    expect(found[0]!.problems[0]).toMatch(
      /^The page's own markup \(no field\) fails the HTML checker: ask the site's engineer\. On \/services\/branding\/: /,
    );
  });

  it('says nothing of a page the checker accepts', async () => {
    const found = await pageTextProblems(
      [{ path: BRANDING, text: branding }],
      siteOf({ '/services/branding/': page('<p>Fine.</p>') }),
      validate,
    );
    expect(found).toEqual([]);
  });
});

describe('a social card that did not render', () => {
  const log = readFileSync(join(FIXTURES, 'build.log'), 'utf8');
  it('names the field the card shows, from the build log or a card not made as 1200×630', () => {
    const fromLog = socialCardProblems([{ path: BRANDING, text: branding }], siteOf({}), log);
    expect(fromLog).toEqual([
      {
        path: BRANDING,
        problems: [
          expect.stringMatching(
            /^“SEO › Title”: shorten it or remove unusual characters, then save again: the social card of \/services\/branding\/ that shows it \(\/og\/services\/branding\.png\) did not render/,
          ),
        ],
      },
    ]);
    const wrongSize = socialCardProblems(
      [{ path: BRANDING, text: branding }],
      siteOf({ '/services/branding/': page('') }, { '/og/services/branding.png': card(600, 315) }),
    );
    expect(wrongSize[0]!.problems[0]).toContain('did not render');
    const ok = socialCardProblems(
      [{ path: BRANDING, text: branding }],
      siteOf({ '/services/branding/': page('') }, { '/og/services/branding.png': card(1200, 630) }),
    );
    expect(ok).toEqual([]);
    expect(pngSize(card(1200, 630))).toEqual({ width: 1200, height: 630 });
  });
});

describe('a photo the build could not read', () => {
  it('names the photo field by its label', () => {
    const photo = /file: (\.\.\/\S+)/.exec(coffee)![1]!;
    const missing = photo.replace(/file\.png$/, 'gone.png');
    const text = coffee.replace(photo, missing);
    const log = readFileSync(join(FIXTURES, 'build.log'), 'utf8').replace('{{photo}}', missing);
    const found = photoProblems([{ path: COFFEE, text }], log);
    expect(found).toEqual([
      {
        path: COFFEE,
        problems: [
          expect.stringMatching(
            /^“Gallery \(item \d+\) › Image › Image file”: upload this photo again or choose another; the build could not read .*gone\.png/,
          ),
        ],
      },
    ]);
  });

  it('names a photo address that could not be fetched', () => {
    const url = /src: (https:\S+)/.exec(coffee)![1]!;
    const found = photoProblems([{ path: COFFEE, text: coffee }], `[ERROR] Failed to fetch ${url} (404)\n`);
    expect(found[0]!.problems[0]).toMatch(
      /^“.* › Image URL”: check the address or upload the photo instead; the build could not fetch the photo at https:/,
    );
  });
});

describe('a failure no field explains', () => {
  it('says which check failed, never only that the build failed', () => {
    expect(siteFailureSummary(readFileSync(join(FIXTURES, 'build.log'), 'utf8'))).toMatch(
      /^The change's fields pass, but the site's check “build” failed/,
    );
    expect(siteFailureSummary('')).toBeUndefined();
  });
});

describe("every refusal the deploy posts, within GitHub's 140 characters", () => {
  // A long file name (an entry an editor named at length) and a long detail (the checker's words,
  // an address as written): the status still says the field and what to change, before any cut.
  const id = 'lakeside-family-clinic-online-bookings';
  const service = `content/services/${id}.md`;
  const study = `content/case-studies/projects/${id}.yaml`;
  const card = `content/work/${id}.json`;
  const long = 'x'.repeat(300);
  const photo = /file: (\.\.\/\S+)/.exec(coffee)![1]!;
  const url = /src: (https:\S+)/.exec(coffee)![1]!;
  const missing = photo.replace(/[^/]+$/, `${long}.png`);
  const farUrl = `${url}&${long}`;
  const route = `/services/${id}/`;
  const buildLog = readFileSync(join(FIXTURES, 'build.log'), 'utf8');
  const workCard = JSON.parse(readFileSync('content/work/central-highlands-coffee.json', 'utf8')) as object;
  const pages = sitePagesOf(['index.html', 'work/index.html', 'contact/index.html', `services/${id}/index.html`]);
  const withText = (text: string) => `${branding.trimEnd()}\n\n${text}\n`;
  /** A service page whose only link is the one in its text. */
  const linking = (link: string) => `---\nname: Bookings\n---\nSee ${link}.\n`;

  type Found = { path: string; problems: string[] }[];
  /** Each kind of refusal (the fields step's and the done step's), and the words that must survive. */
  const kinds: [string, () => Found | Promise<Found>, string][] = [
    [
      'a page text the HTML checker refuses',
      () =>
        pageTextProblems(
          [{ path: service, text: withText(`<a href="/contact/">${long} <a href="/work/">${long}</a></a>`) }],
          siteOf({ [route]: page(`<p><a href="/contact/">${long} <a href="/work/">${long}</a></a></p>`) }),
          validate,
        ),
      `“${PAGE_TEXT_LABEL}” has markup the HTML checker refuses: correct or remove it;`,
    ],
    [
      "markup in no field on the entry's page",
      () =>
        pageTextProblems(
          [{ path: service, text: branding }],
          siteOf({ [route]: page('<p>Fine.</p>').replace('<main>', `<main><div><li>${long}</li></div>`) }),
          validate,
        ),
      "fails the HTML checker: ask the site's engineer.",
    ],
    [
      'a social card that did not render',
      () =>
        socialCardProblems(
          [{ path: service, text: branding }],
          siteOf({}),
          `[ERROR] /og/services/${id}.png failed: ${long}`,
        ),
      '“SEO › Title”: shorten it or remove unusual characters, then save again',
    ],
    [
      'a photo the build could not read',
      () =>
        photoProblems([{ path: study, text: coffee.replace(photo, missing) }], buildLog.replace('{{photo}}', missing)),
      ': upload this photo again or choose another;',
    ],
    [
      'a photo the build could not fetch',
      () =>
        photoProblems(
          [{ path: study, text: coffee.replace(url, farUrl) }],
          `[ERROR] Failed to fetch ${farUrl} (404)\n`,
        ),
      ': check the address or upload the photo instead;',
    ],
    [
      'a link to no page, with the page meant',
      () => linkProblems([{ path: service, text: linking(`[our work](/wrok/?from=${long})`) }], { pages }),
      `“${PAGE_TEXT_LABEL}” goes to no page of this site: did you mean /work/?`,
    ],
    [
      'a link to no page, none near',
      () => linkProblems([{ path: service, text: linking(`[old](/archive/${long})`) }], { pages }),
      `“${PAGE_TEXT_LABEL}” goes to no page of this site: correct the address`,
    ],
    [
      "a field over its limit (the fields step's refusal)",
      () => [
        {
          path: service,
          problems: saveProblems(service, branding.replace(/^( {2}description: .*)$/m, `$1 ${'More. '.repeat(40)}`)),
        },
      ],
      'is too long: shorten it by',
    ],
    [
      'a field the site does not use',
      () => [{ path: card, problems: saveProblems(card, JSON.stringify({ ...workCard, [long]: 'x' })) }],
      'This entry has a field the site does not use: remove it',
    ],
  ];

  it.each(kinds)('%s', async (_kind, refuse, instruction) => {
    const found = await refuse();
    expect(found).toHaveLength(1);
    const line = failureDescription(found);
    expect(line.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(line).toMatch(new RegExp(`^${found[0]!.path.split('/').pop()!.replace(/\./g, '\\.')}: `));
    expect(line).toContain(instruction);
  });

  it('a failure no field explains, and the words when the log names no check', () => {
    const summary = siteFailureSummary(
      `▶ checks over the built site: npx vitest run\n  ${route}${long}/ refused\n\n✘ checks over the built site failed after 9.0 s\n`,
    )!;
    expect(summary.slice(0, DESCRIPTION_LIMIT)).toContain("failed: ask the site's engineer");
    for (const words of [SITE_CHECK_FAILED, CHANGE_SITE_CHECK_FAILED])
      expect(words.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
  });
});

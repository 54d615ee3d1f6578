// Every kind of failure a content-only deploy can meet, named by file and field
// (studio/site-failures.ts, which scripts/draft-check.mjs `done --outcome failure` posts): a page
// text the HTML checker refuses, a social card that did not render, a photo the build could not
// read, and, where no field explains it, the check and the page. Each on a fixture that causes it
// (tests/fixtures/deploy-failures/: a built page around a page text, the log of a failed build),
// with the real content files changed as an editor would, and the checker with the project's rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_LABEL } from '../../studio/model';
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
    expect(found[0]!.problems[0]).toMatch(
      new RegExp(`^“${PAGE_TEXT_LABEL}” has markup the HTML checker refuses: .*<a`),
    );
    expect(found[0]!.problems[0]).toContain('Correct or remove that markup');
  });

  it("names the page, not a field, when the refused markup is not the editor's", async () => {
    const found = await pageTextProblems(
      [{ path: BRANDING, text: branding }],
      siteOf({ '/services/branding/': page('<p>Fine.</p>').replace('<main>', '<main><div><li>stray</li></div>') }),
      validate,
    );
    expect(found[0]!.problems[0]).toMatch(
      /^The page \/services\/branding\/ has markup the HTML checker refuses: .*not in a field/,
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
            /^the social card of \/services\/branding\/ \(\/og\/services\/branding\.png\) did not render: it shows “SEO › Title”/,
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
            /^“Gallery \(item \d+\) › Image › Image file”: the photo .*gone\.png could not be read/,
          ),
        ],
      },
    ]);
  });

  it('names a photo address that could not be fetched', () => {
    const url = /src: (https:\S+)/.exec(coffee)![1]!;
    const found = photoProblems([{ path: COFFEE, text: coffee }], `[ERROR] Failed to fetch ${url} (404)\n`);
    expect(found[0]!.problems[0]).toMatch(/^“.* › Image URL”: the photo at https:.* could not be fetched/);
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

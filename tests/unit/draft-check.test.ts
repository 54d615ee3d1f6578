// A draft's content check (review mode) in the editor's words: the refusals of the files a draft
// changes are the save's (studio/save.ts), the status line fits GitHub's 140 characters and still
// names the file and the field, and the pull request's comment lists every problem by file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHECK_CONTEXT,
  COMMENT_MARKER,
  DESCRIPTION_LIMIT,
  draftBranchOf,
  draftComment,
  failureDescription,
  isContentFile,
  passedDescription,
  previewUrlFromWrangler,
  SITE_CHECK_FAILED,
} from '../../studio/draft-check';
import { fieldLabel } from '../../studio/refusal';
import { modelForPath } from '../../studio/model';
import { draftProblems, saveProblems } from '../../studio/save';

const BRANDING = 'content/services/branding.md';
const WORK = 'content/work/central-highlands-coffee.json';
const branding = readFileSync(BRANDING, 'utf8');
const description = /^ {2}description: (.*)$/m.exec(branding)![1]!;
/** The Branding page with its search description over the schema's 170 characters, as a hand edit on GitHub could leave it. */
const tooLong = branding.replace(
  `  description: ${description}`,
  `  description: ${description} ${'More. '.repeat(12)}`,
);
const work = JSON.parse(readFileSync(WORK, 'utf8')) as Record<string, unknown>;
/** The case study with its year in words, which the form's pattern refuses. */
const badYear = JSON.stringify({ ...work, year: 'last year' });
const seoLabel = fieldLabel(modelForPath(BRANDING)!.model, ['seo', 'description']);

describe("a draft's content check", () => {
  it('refuses what a save refuses, in the same words, file by file, and passes what passes', () => {
    const found = draftProblems([
      { path: BRANDING, text: tooLong },
      { path: WORK, text: badYear },
      { path: 'content/services/consulting.md', text: readFileSync('content/services/consulting.md', 'utf8') },
      { path: 'src/pages/index.astro', text: 'not content' },
    ]);
    expect(found).toEqual([
      { path: BRANDING, problems: saveProblems(BRANDING, tooLong) },
      { path: WORK, problems: saveProblems(WORK, badYear) },
    ]);
    expect(found[0]!.problems.join(' ')).toContain(`“${seoLabel}” is too long`);
  });

  it('says a file that no longer parses cannot be read, instead of failing', () => {
    const [found] = draftProblems([{ path: WORK, text: '{ "title": ' }]);
    expect(found?.problems).toEqual([expect.stringMatching(/^This file cannot be read: .+ Undo the last change/)]);
  });

  it('reads only the content files the studio edits', () => {
    expect(isContentFile(BRANDING)).toBe(true);
    expect(isContentFile('content/site.json')).toBe(true);
    expect(isContentFile('content/images/logo.png')).toBe(false);
    expect(isContentFile('src/content.config.ts')).toBe(false);
  });

  it("puts the file, the field's label and what to change in the status, within GitHub's 140 characters", () => {
    const found = draftProblems([{ path: BRANDING, text: tooLong }]);
    const line = failureDescription(found);
    expect(line.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(line).toMatch(new RegExp(`^services/branding\\.md: “${seoLabel}” is too long`));
    const two = failureDescription([...found, ...draftProblems([{ path: WORK, text: badYear }])]);
    expect(two.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(two).toMatch(new RegExp(`^services/branding\\.md: “${seoLabel}” .+ \\(and 1 more\\)$`));
    // A long label in a long file, with more after it: what to change still fits, before the counts.
    const deep = failureDescription([
      {
        path: 'content/case-studies/projects/a-regional-coffee-roaster-and-its-online-storefront.yaml',
        problems: [found[0]!.problems[0]!.replace(seoLabel, 'Gallery › Second photo › Text for screen readers'), 'x'],
      },
    ]);
    expect(deep.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(deep).toMatch(
      /^a-regional-.+\.yaml: “Gallery › Second photo › Text for screen readers” is too long: shorten it by \d+ characters/,
    );
    const long = failureDescription([{ path: WORK, problems: ['x'.repeat(400)] }]);
    expect(long).toHaveLength(DESCRIPTION_LIMIT);
    expect(long.endsWith('…')).toBe(true);
  });

  it('comments every problem by file, or that the site failed, or that all passed with the preview', () => {
    const found = draftProblems([
      { path: BRANDING, text: tooLong },
      { path: WORK, text: badYear },
    ]);
    const refused = draftComment({ found });
    expect(refused.startsWith(`${COMMENT_MARKER}\n`)).toBe(true);
    for (const file of found) {
      expect(refused).toContain(`- \`${file.path}\``);
      for (const problem of file.problems) expect(refused).toContain(`  - ${problem}`);
    }
    expect(refused).toContain('cannot be published until they are changed');
    expect(draftComment({ siteFailed: true })).toContain(SITE_CHECK_FAILED);
    expect(draftComment({ previewUrl: 'https://cms-x.example.pages.dev' })).toContain(
      'The preview of this draft: https://cms-x.example.pages.dev',
    );
    expect(passedDescription('https://p.example')).not.toBe(passedDescription());
    expect(CHECK_CONTEXT).toBe('content checks');
  });

  it('finds the draft branch of the entry the studio shows', () => {
    expect(draftBranchOf('#/collections/services/entries/branding')).toBe('cms/services/branding');
    expect(draftBranchOf('#/collections/caseStudyProjects/entries/central-highlands-coffee?x=1')).toBe(
      'cms/caseStudyProjects/central-highlands-coffee',
    );
    expect(draftBranchOf('#/collections/services')).toBeUndefined();
    expect(draftBranchOf('#/workflow')).toBeUndefined();
  });

  it("reads the preview's address from wrangler's output file: the branch alias, else the deployment's URL", () => {
    // As wrangler 4 writes it (writeOutput in wrangler-dist/cli.js: one JSON entry a line, a timestamp added).
    const entry = (alias: string | null) =>
      JSON.stringify({
        type: 'pages-deploy-detailed',
        version: 1,
        pages_project: 'kilele-website',
        deployment_id: 'd1',
        url: 'https://3f2a9c1e.kilele-website.pages.dev',
        alias,
        environment: 'preview',
        production_branch: 'main',
        deployment_trigger: { metadata: { commit_hash: 'abc' } },
        timestamp: '2026-11-27T18:00:00.000Z',
      });
    const start = JSON.stringify({ type: 'wrangler-session', version: 1, wrangler_version: '4.164.0' });
    const deploy = JSON.stringify({ type: 'pages-deploy', version: 1, pages_project: 'kilele-website' });
    expect(
      previewUrlFromWrangler(
        `${start}\n${deploy}\n${entry('https://cms-services-branding.kilele-website.pages.dev')}\n`,
      ),
    ).toBe('https://cms-services-branding.kilele-website.pages.dev');
    expect(previewUrlFromWrangler(`${entry(null)}\n`)).toBe('https://3f2a9c1e.kilele-website.pages.dev');
    expect(previewUrlFromWrangler(`${start}\n`)).toBeUndefined();
  });
});

// A broken content file must stop the build with a message naming the file and the field, and
// every path a message names must exist, so the editor can open it. Each case copies the project
// to a temp dir, breaks it, and runs `astro sync` (schema errors) or `astro build` (references,
// resolved when pages are built) there.
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsIn } from '../../integrations/retention-check';
import { PRIVACY_PAGE, retentionMonthsOf, retentionText } from '../../src/lib/build/retention';
import { astro, copyProject, edit, removeCopies } from '../support/project-copy';

const cases = [
  {
    name: 'a missing field in a list entry (stat label)',
    file: 'content/stats/home.json',
    change: (t: string) => t.replace('"label": "Projects Completed"', '"caption": "Projects Completed"'),
    field: 'items.1.label',
  },
  {
    name: 'a wrong value in markdown frontmatter (unknown icon)',
    file: 'content/services/branding.md',
    change: (t: string) => t.replace(/^ {2}icon: palette$/m, '  icon: paintbrush'),
    field: 'card.icon',
  },
  {
    name: 'a missing field in page copy (home hero headline)',
    file: 'content/home.json',
    change: (t: string) => t.replace(/"title": "Unlocking Your Potential in the Digital Landscape\.",\n\s*/, ''),
    field: 'hero.title',
  },
] as const;

// The copies go when every case of the file has finished (the cases of both tables run at once).
afterAll(removeCopies);

describe('a broken content file fails the build, naming the file and the field', () => {
  // All copies sync at once so the whole table costs about one sync.
  const runs = cases.map((c) => {
    const dir = copyProject('content-errors-');
    edit(dir, c.file, c.change);
    return astro(dir, 'sync');
  });

  it.each(cases.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const { code, output } = await runs[i]!;
    expect(code).not.toBe(0);
    expect(output).toContain('does not match collection schema');
    expect(output).toContain(c.file);
    expect(output).toContain(c.field);
  });
}, 90_000);

/** Every "content/…" path a message names. */
const namedPaths = (output: string) => [...new Set(output.match(/content\/[\w./-]*[\w-]/g) ?? [])];

const messageCases = [
  {
    name: 'a FAQ group naming a question that does not exist',
    command: 'build',
    change: (dir: string) =>
      edit(dir, 'content/faq-groups/general.json', (t) =>
        t.replace('"which-industries-do-you-serve"', '"which-sectors-do-you-serve"'),
      ),
    message:
      'content/faq-groups/general.json: field "questions.3" names "which-sectors-do-you-serve", but content/faq/ has no such entry',
  },
  {
    name: 'an id field that differs from its file name',
    command: 'sync',
    change: (dir: string) =>
      edit(dir, 'content/faq/who-is-kilele-digital.json', (t) =>
        t.replace('"id": "who-is-kilele-digital"', '"id": "who-we-are"'),
      ),
    message: 'content/faq/who-is-kilele-digital.json: field "id" is "who-we-are" but must be "who-is-kilele-digital"',
  },
  {
    name: 'a case study without its work card',
    command: 'build',
    change: (dir: string) => {
      const from = join(dir, 'content/case-studies/podcasts/marty-party-podcast.yaml');
      renameSync(from, join(dir, 'content/case-studies/podcasts/ghost-show.yaml'));
      edit(dir, 'content/case-studies/podcasts/ghost-show.yaml', (t) =>
        t.replace(/^work: marty-party-podcast$/m, 'work: ghost-show'),
      );
    },
    message:
      'content/case-studies/podcasts/ghost-show.yaml: field "work" names "ghost-show", but content/work/ has no such entry',
  },
  {
    name: "an article's tag that is not in the editors' list",
    command: 'build',
    change: (dir: string) => {
      mkdirSync(join(dir, 'content/insights'), { recursive: true });
      const [author] = readdirSync(join(dir, 'content/team')).map((f) => f.replace(/\.json$/, ''));
      writeFileSync(
        join(dir, 'content/insights/a-tag-misspelt.md'),
        [
          '---',
          'title: A tag misspelt',
          'description: An article whose one tag is not in the list of tags that the editors keep.',
          'published: 2026-01-05',
          `author: ${author}`,
          'tags:',
          '  - desing',
          '---',
          '',
          'The text.',
          '',
        ].join('\n'),
      );
    },
    message:
      'content/insights/a-tag-misspelt.md: field "tags.0" names "desing", but content/insight-tags/ has no such entry',
  },
] as const;

describe('every message about content names a file and a field that exist', () => {
  const runs = messageCases.map((c) => {
    const dir = copyProject('content-errors-');
    c.change(dir);
    return astro(dir, c.command).then((result) => ({ ...result, dir }));
  });

  it.each(messageCases.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const { code, output, dir } = await runs[i]!;
    expect(code).not.toBe(0);
    expect(output).toContain(c.message);
    const paths = namedPaths(c.message);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(existsSync(join(dir, path)), `${path} is named but does not exist`).toBe(true);
  });
}, 240_000);

describe('the content check every deploy path runs first refuses a privacy page with another retention period', () => {
  // `astro sync` is the first step of `npm run test:content` (the content-only deploy) and runs
  // inside every `astro build` (the hosts that build themselves); integrations/retention-check.ts.
  const months = retentionMonthsOf(migrationsIn(process.cwd()));
  const other = retentionText(months + 6);
  const run = (() => {
    const dir = copyProject('content-errors-');
    edit(dir, PRIVACY_PAGE, (t) => t.replaceAll('{{retention}}', other));
    return astro(dir, 'sync');
  })();

  it('names the page, the period it states and the one the database keeps', async () => {
    const { code, output } = await run;
    expect(code).not.toBe(0);
    expect(output).toContain(
      `${PRIVACY_PAGE}: the privacy page says "${other}", but the database deletes contact messages after ${retentionText(months)}`,
    );
  });
}, 120_000);

// Every message and comment that sends a reader to a document names one that exists, and the
// section it quotes is a heading of that document: a pointer that leads nowhere is a dead end.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['src', 'scripts', 'integrations', 'studio', 'supabase', 'tests', '.github'];
const FILES = ['astro.config.mjs', 'package.json', 'netlify.toml', '.ci/run'];

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'fixtures' ? [] : walk(join(dir, e.name))) : [join(dir, e.name)],
  );

/** `README` or `docs/x.md`, then optionally a quoted section: `README, "A heading"`, `docs/x.md: 'A heading'`. */
const REFERENCE =
  /\b(README(?:\.md)?|docs\/[\w-]+\.md)(?:(?:,|:)?\s*(?:"([A-Za-z][^"\n]*)"|'([A-Za-z][^'\n]*)'|“([A-Za-z][^”\n]*)”))?/g;

export interface DocReference {
  where: string;
  file: string;
  section: string | undefined;
}

/** Every reference to a document in a text. */
export function references(where: string, text: string): DocReference[] {
  return [...text.matchAll(REFERENCE)].map((m) => ({
    where,
    file: m[1]!.startsWith('README') ? 'README.md' : m[1]!,
    section: m[2] ?? m[3] ?? m[4],
  }));
}

/** A document's headings as a reader sees them (code marks dropped). */
const headings = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1]!.replace(/`/g, '').trim());

/** What is wrong with a reference: a missing document, or a section it does not have. */
export function problem(ref: DocReference): string | undefined {
  if (!existsSync(ref.file)) return `${ref.where}: ${ref.file} does not exist`;
  if (ref.section === undefined) return undefined;
  const wanted = ref.section.replace(/`/g, '').replace(/[.,]$/, '').trim();
  return headings(ref.file).includes(wanted) ? undefined : `${ref.where}: ${ref.file} has no heading "${wanted}"`;
}

// This file's own examples point nowhere on purpose. A migration is the record of what a database
// ran: once it lands it is never edited, comments included, so its pointers stay as written.
const sources = [...FOLDERS.filter(existsSync).flatMap(walk), ...FILES.filter(existsSync)].filter(
  (f) =>
    /\.(ts|tsx|mts|mjs|js|astro|sql|ya?ml|toml|json)$|\/run$/.test(f) &&
    !f.endsWith('doc-references.test.ts') &&
    !f.startsWith(join('supabase', 'migrations')),
);
const all = sources.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => references(`${file}:${i + 1}`, line)),
);

describe('pointers to documents', () => {
  it('there are pointers with a section to check', () => {
    expect(all.filter((r) => r.section).length).toBeGreaterThan(5);
  });

  it('each names a document that exists and, when it quotes a section, a heading it has', () => {
    expect(all.map(problem).filter(Boolean)).toEqual([]);
  });

  it.each([
    ['README: "The contact backend"', 'README.md has no heading "The contact backend"'],
    ["docs/backend.md, 'No such part'", 'docs/backend.md has no heading "No such part"'],
    ['docs/missing.md', 'docs/missing.md does not exist'],
  ])('fails on %s', (text, message) => {
    expect(references('x', text).map(problem)).toEqual([`x: ${message}`]);
  });

  it.each([
    ['README, "Changing content"'],
    ['docs/notifications.md, "Telling the agency about a new message"'],
    ['docs/backend.md, "Locally: no account, no `.env`"'],
  ])('resolves %s', (text) => {
    expect(references('x', text).map(problem)).toEqual([undefined]);
  });
});

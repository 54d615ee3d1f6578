// Every sentence a visitor reads is the editors': none is written in src/. Labels of fewer than
// three words ("Open menu", "Next slide") may stay in code; the content model's help for editors,
// errors and logs are not read by visitors.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyInCode, isSentence } from '../support/copy-in-code';

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

/**
 * Not read by visitors: the content model (editors' help), the studios' settings, and the build's
 * own logic, whose sentences are its errors for editors and the host files' comments.
 */
const NOT_FOR_VISITORS = ['src/schemas/', 'src/lib/studio/', 'src/lib/build/'];
/** The interface labels: the one place where words a visitor reads may stay in code. */
const LABELS = 'src/lib/browser/ui-labels.ts';
const code = walk('src').filter(
  (f) => /\.(ts|tsx|astro)$/.test(f) && f !== LABELS && !NOT_FOR_VISITORS.some((d) => f.startsWith(d)),
);

/** Texts in code that read like copy but are not shown: a typeface's name, words matched in the database's refusal. */
const NOT_COPY = new Set(['Plus Jakarta Sans', 'from your network']);

describe('no sentence of copy in src/', () => {
  it('reads every file of the site’s code', () => {
    expect(code.length).toBeGreaterThan(100);
    expect(code.filter((f) => f.endsWith('.astro')).length).toBeGreaterThan(40);
  });

  const hits = code.flatMap((file) => copyInCode(file)).filter((h) => !NOT_COPY.has(h.text));

  it('finds none', () => {
    expect(hits.map((h) => `${h.file}:${h.line}: ${JSON.stringify(h.text)}`)).toEqual([]);
  });
});

describe('the search itself', () => {
  it.each([
    ['JSX text', 'src/x.tsx', 'const a = <p>Thank you for writing to us.</p>;'],
    ['a string', 'src/x.ts', "export const toast = 'It did not go through. Please try once more.';"],
    ['a template', 'src/x.ts', 'const status = (n: number) => `${n} questions match your search`;'],
    ['an aria-label', 'src/x.tsx', 'const a = <nav aria-label="Filter projects by category" />;'],
    ['text beside a value', 'src/x.tsx', 'const a = <p>© {year} {name}. All rights reserved.</p>;'],
    [
      'an .astro template',
      'src/x.astro',
      '---\nconst a = 1;\n---\n<!doctype html>\n<p class="mt-4">Browse all questions</p>\n',
    ],
    ['an .astro front matter', 'src/x.astro', "---\nconst label = 'Read this whole story';\n---\n<p>{label}</p>\n"],
  ])('finds %s', (_, file, source) => {
    expect(copyInCode(file, source)).toHaveLength(1);
  });

  it.each([
    ['a label', 'src/x.tsx', 'const a = <button aria-label="Open menu">Next slide</button>;'],
    ['a class list', 'src/x.tsx', 'const a = <p className="mt-4 text-sm font-semibold uppercase text-muted" />;'],
    ['an error', 'src/x.ts', "throw new Error('the privacy page must say how long messages are kept');"],
    ['schema help', 'src/x.ts', "const s = z.string().describe('The heading above the form');"],
    ['a link address', 'src/x.tsx', 'const a = <a href="/services/web-design/">x</a>;'],
  ])('leaves %s', (_, file, source) => {
    expect(copyInCode(file, source)).toEqual([]);
  });

  it('names the line of an .astro file', () => {
    expect(
      copyInCode('src/x.astro', '---\nconst a = 1;\n---\n<div>\n  <p>Browse all the questions</p>\n</div>\n'),
    ).toEqual([{ file: 'src/x.astro', line: 5, text: 'Browse all the questions' }]);
  });

  it('refuses a file it cannot read, rather than finding nothing in it', () => {
    expect(() => copyInCode('src/x.tsx', 'const a = <p>unclosed;')).toThrow('cannot read it as code');
  });

  it.each([
    ['Thank you for writing.', true],
    ['Nothing matched your words', true],
    ['Open menu', false],
    ['max-lg:flex max-lg:flex-col', false],
    ['mx-auto grid max-w-7xl', false],
  ])('isSentence(%j) is %s', (text, expected) => {
    expect(isSentence(text)).toBe(expected);
  });
});

// Every sentence a visitor reads is the editors': none is written in src/. No word shown as an
// element's text or read from an aria-label, title, alt or placeholder is written there either,
// whatever its length: interface labels ("Open menu", "Next slide") live in one place,
// src/lib/browser/ui-labels.ts. The content model's help for editors, errors and logs are not read
// by visitors.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyInCode, hasWords, isSentence } from '../support/copy-in-code';

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

/**
 * Not read by visitors: the content model (editors' help), the studios' settings, the build's
 * own logic, whose sentences are its errors for editors and the host files' comments, and the
 * scheduled checks', whose sentences go to the agency in an issue or an e-mail.
 */
const NOT_FOR_VISITORS = ['src/schemas/', 'src/lib/studio/', 'src/lib/build/', 'src/lib/schedule/'];
/** The interface labels: the one place where words a visitor reads may stay in code. */
const LABELS = 'src/lib/browser/ui-labels.ts';
const code = walk('src').filter(
  (f) => /\.(ts|tsx|astro)$/.test(f) && f !== LABELS && !NOT_FOR_VISITORS.some((d) => f.startsWith(d)),
);

/** Texts in code that read like copy but are not shown: a typeface's name, words matched in the database's refusal. */
const NOT_COPY = new Set(['Plus Jakarta Sans', 'from your network']);

describe('no copy in src/', () => {
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
    ['a one-word heading', 'src/x.astro', '---\n---\n<h3 class="font-semibold">Email</h3>\n'],
    ['a label beside a value', 'src/x.astro', '---\n---\n<li>General:{\' \'}<a href="mailto:a@b.c">{email}</a></li>\n'],
    ['a two-word button', 'src/x.tsx', 'const a = <button type="button">Show Map</button>;'],
    ['a string as text', 'src/x.tsx', "const a = <summary>{'Menu'}</summary>;"],
    ['a short aria-label', 'src/x.tsx', 'const a = <nav aria-label="Main" />;'],
    ['a short title', 'src/x.tsx', 'const a = <button title={"Dark theme"} />;'],
    ['a component’s short label prop', 'src/x.astro', '---\n---\n<SocialLinks label="Social media" />\n'],
    ['a component’s short title prop', 'src/x.astro', '---\n---\n<Section title="Overview" />\n'],
  ])('finds %s', (_, file, source) => {
    expect(copyInCode(file, source)).toHaveLength(1);
  });

  it.each([
    [
      'a label from the labels module',
      'src/x.tsx',
      'const a = <nav aria-label={UI_LABELS.main}>{UI_LABELS.menu}</nav>;',
    ],
    ['punctuation and values', 'src/x.astro', "---\n---\n<p>{`${a}: `}{' '}&middot; {b} — ©</p>\n"],
    ['a short prop value', 'src/x.astro', '---\n---\n<LinkButton variant="secondary" size="lg">{label}</LinkButton>\n'],
    ['an attribute no one reads', 'src/x.tsx', 'const a = <svg aria-hidden="true" role="img" />;'],
    ['a short string in code', 'src/x.ts', "export const variant = 'secondary';"],
    ['a class list', 'src/x.tsx', 'const a = <p className="mt-4 text-sm font-semibold uppercase text-muted" />;'],
    ['an error', 'src/x.ts', "throw new Error('the privacy page must say how long messages are kept');"],
    ['schema help', 'src/x.ts', "const s = z.string().describe('The heading above the form');"],
    ['a link address', 'src/x.tsx', 'const a = <a href="/services/web-design/">{label}</a>;'],
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
    ['Email', true],
    ['General:', true],
    ['&nbsp;—', false],
    [': ', false],
    ['© 2026', false],
  ])('hasWords(%j) is %s', (text, expected) => {
    expect(hasWords(text)).toBe(expected);
  });

  it.each([
    ['Thank you for writing.', true],
    ['Please come back later', true],
    ['Open menu', false],
    ['max-lg:flex max-lg:flex-col', false],
    ['mx-auto grid max-w-7xl', false],
  ])('isSentence(%j) is %s', (text, expected) => {
    expect(isSentence(text)).toBe(expected);
  });
});

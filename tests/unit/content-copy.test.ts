// The copy belongs to the editors: a test that spells out a sentence of content/ fails on their next save.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSentences, copyInFiles, literals, sentences, testFiles } from '../support/content-copy';

describe('no test holds a sentence of content/', () => {
  it('content/ has sentences to look for', () => {
    expect(contentSentences('content').size).toBeGreaterThan(500);
  });

  it('tests/ (fixtures aside) holds none of them', () => {
    const hits = copyInFiles(testFiles('tests'), 'content').map(
      (h) => `${relative('.', h.file)}:${h.line}: ${JSON.stringify(h.literal)} (content: "${h.sentence}")`,
    );
    expect(hits).toEqual([]);
  });
});

describe('the search itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-copy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'content/pages'), { recursive: true });
  writeFileSync(
    join(dir, 'content/home.json'),
    JSON.stringify({ home: { title: 'Unlocking Your Potential Online.', id: 'a-b-c', cta: 'Send it' } }),
  );
  writeFileSync(
    join(dir, 'content/pages/terms.md'),
    '---\ntitle: Terms of the House\n---\nWe keep [your data](/privacy) safe.\n',
  );
  const spec = (name: string, code: string): string => {
    const file = join(dir, name);
    writeFileSync(file, code);
    return file;
  };
  const found = (code: string) => copyInFiles([spec('probe.spec.ts', code)], join(dir, 'content'));

  it('reads JSON values, front matter and markdown bodies as sentences', () => {
    expect([...contentSentences(join(dir, 'content'))].sort()).toEqual([
      'terms of the house',
      'unlocking your potential online',
      'we keep your data safe',
    ]);
  });

  it.each([
    ['a string', `expect(h1).toHaveText('Unlocking your potential online.');`],
    ['a template part', 'const t = `${x} Unlocking your potential online ${y}`;'],
    ['a regular expression', `await expect(p).toHaveText(/we keep your data\\s+safe/i);`],
    ['a run of four words of a sentence', `getByText('We keep your data')`],
    ['JSX text', `render(<p>Terms of the House</p>);`],
  ])('finds %s', (_, code) => {
    expect(found(code)).toHaveLength(1);
  });

  it.each([
    ['two words', `getByRole('button', { name: 'Send it' })`],
    ['three common words inside a sentence', `getByText('keep your data')`],
    ['an id', `entry('a-b-c')`],
    ['words content does not hold', `test('the hero has a headline', () => {})`],
    ['a comment', `// Unlocking your potential online`],
  ])('ignores %s', (_, code) => {
    expect(found(code)).toEqual([]);
  });

  it('splits at sentence punctuation, keeping runs of three words or more', () => {
    expect(sentences('One two. Three four five! Six: seven eight nine ten')).toEqual([
      'three four five',
      'seven eight nine ten',
    ]);
  });

  it('sees literals the way the code holds them', () => {
    expect(
      literals('x.ts', "const a = 'one'; const b = `two ${a} three`; const r = /four\\.five/;").map((l) => l.text),
    ).toEqual(['one', 'two ', ' three', 'four.five']);
  });
});

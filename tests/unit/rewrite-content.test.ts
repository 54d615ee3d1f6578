// The editor's rewrite the rewritten-content run applies: prose changes, what code reads stays.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reverseWords, rewriteContent, rewriteMarkdown, rewriteValue } from '../../scripts/rewrite-content.mjs';

describe('rewriteValue', () => {
  it('reverses the words of prose, keeping its length', () => {
    expect(reverseWords('Zebras paint quiet harbours.')).toBe('harbours. quiet paint Zebras');
    expect(rewriteValue({ title: 'Zebras paint quiet harbours.' })).toEqual({ title: 'harbours. quiet paint Zebras' });
  });

  it.each([
    ['an id', { id: 'a-b-c' }],
    ['a link', { href: '/contact' }],
    ['a URL', { src: 'https://example.com/a b' }],
    ['an e-mail', { email: 'a@example.com' }],
    ['a phone', { number: '+61 3 9000 0002' }],
    ['opening hours', { days: 'Tuesday to Friday', opens: '9:00 AM', closes: '6:00 PM' }],
    ['a category', { category: 'Web Development' }],
    ['a number', { order: 3 }],
  ])('keeps %s', (_, value) => expect(rewriteValue(value)).toEqual(value));

  it("reverses the lists whose order is the editors', and no other", () => {
    expect(rewriteValue({ claims: ['a', 'b'], actions: ['c', 'd'] })).toEqual({
      claims: ['b', 'a'],
      actions: ['c', 'd'],
    });
  });
});

describe('rewriteMarkdown', () => {
  it('rewrites headings, list items and paragraphs; lines with links, marks or placeholders stay', () => {
    expect(
      rewriteMarkdown(
        '## Where it goes\n\n- one two three\nWe keep [it](/privacy) safe.\nMail {{email}} now.\nPlain words here.',
      ),
    ).toBe('## goes it Where\n\n- three two one\nWe keep [it](/privacy) safe.\nMail {{email}} now.\nhere. words Plain');
  });
});

describe('rewriteContent', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rewrite-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites JSON, YAML and markdown in place and turns each folder order around', () => {
    mkdirSync(join(dir, 'values'));
    writeFileSync(join(dir, 'values/a.json'), JSON.stringify({ slug: 'a', order: 1, title: 'First of all' }));
    writeFileSync(join(dir, 'values/b.json'), JSON.stringify({ slug: 'b', order: 3, title: 'Last of all' }));
    writeFileSync(join(dir, 'x.yaml'), 'name: Two words here\nupdated: 2025-06-01\n');
    writeFileSync(join(dir, 'p.md'), '---\ntitle: A page title\nupdated: 2025-06-01\n---\nOne two three.\n');
    expect(rewriteContent(dir)).toBe(5);
    expect(JSON.parse(readFileSync(join(dir, 'values/a.json'), 'utf8'))).toEqual({
      slug: 'a',
      order: 3,
      title: 'all of First',
    });
    expect(JSON.parse(readFileSync(join(dir, 'values/b.json'), 'utf8'))).toEqual({
      slug: 'b',
      order: 1,
      title: 'all of Last',
    });
    expect(readFileSync(join(dir, 'x.yaml'), 'utf8')).toBe('name: here words Two\nupdated: 2025-06-01\n');
    expect(readFileSync(join(dir, 'p.md'), 'utf8')).toBe(
      '---\ntitle: title page A\nupdated: 2025-06-01\n---\nthree. two One\n',
    );
  });
});

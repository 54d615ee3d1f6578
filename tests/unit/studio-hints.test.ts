// Every help text reads as written in both studios. The live studio (Sveltia) shows a hint as
// markdown rendered to sanitised HTML, so studio/sveltia.ts escapes each description (hintOf);
// tests/e2e/live-studio-hints.spec.ts renders every hint with the studio page's own marked and
// DOMPurify. The local studio (Keystatic) hands each description to @keystar/ui's field, which
// renders it as text: here every description of the content model goes through that component.
// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { KeystarProvider } from '@keystar/ui/core';
import { TextField } from '@keystar/ui/text-field';
import { describe, expect, it } from 'vitest';
import { hintOf } from '../../studio/sveltia';
import { FIELD_DESCRIPTIONS as ALL } from '../support/field-descriptions';

describe('the local studio (Keystatic)', () => {
  it('renders every description as its text, markup characters and all', () => {
    expect(ALL.length).toBeGreaterThan(200);
    const shown = ALL.map(([path, text]) => {
      const html = renderToStaticMarkup(
        createElement(KeystarProvider, null, createElement(TextField, { label: 'Field', description: text })),
      );
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const id = doc.querySelector('input')!.getAttribute('aria-describedby')!.split(' ')[0]!;
      return [path, doc.getElementById(id)?.textContent];
    });
    expect(shown).toEqual(ALL);
  }, 120_000);
});

describe('hintOf (the live studio)', () => {
  // Markdown's backslash escapes and HTML's &#92; read back: what a reader sees of the hint
  // (the e2e renders every hint with Sveltia's own marked and DOMPurify).
  const read = (hint: string) => hint.replace(/\\([!-/:-@[-`{-~])/g, '$1').replace(/&#92;/g, '\\');
  it.each([
    ['an element name', 'The <title> (the agency name is added)'],
    ['markdown emphasis and code', 'Use *stars*, _underscores_ and `ticks` as typed'],
    ['a link and an address', 'See [the page](/about) or https://example.com/?a=1&b=2'],
    ['a backslash before an n', 'A path like C:\\new stays'],
    ['an HTML entity', 'Write &amp; as it is'],
  ])('keeps %s as written', (_what, text) => {
    const hint = hintOf(text);
    expect(read(hint)).toBe(text);
    // Nothing left for markdown or HTML to read as markup, and no "\n" for Sveltia's line break.
    expect(hint.replaceAll('&#92;', '')).not.toMatch(/(^|[^\\])[<>&*_`[\]()]/);
    expect(hint).not.toContain('\\n');
  });
  it('escapes nothing a reader would see in a plain sentence', () => {
    expect(hintOf('Shown under the title')).toBe('Shown under the title');
  });
});

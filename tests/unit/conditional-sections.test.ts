import { expect, it } from 'vitest';
import { applyConditionalSections } from '../../src/lib/build/conditional-sections';

const html = [
  '<p>Always.</p>',
  '<p>{{#analytics}}</p>',
  '<h2>Counting visits</h2>',
  '<p>We count.</p>',
  '<p>{{/analytics}}</p>',
  '<p>After.</p>',
].join('\n');

it('keeps a section without its marker lines when on', () => {
  expect(applyConditionalSections(html, { analytics: true })).toBe(
    '<p>Always.</p>\n<h2>Counting visits</h2>\n<p>We count.</p>\n<p>After.</p>',
  );
});

it('leaves the section out, markers and all, when off', () => {
  expect(applyConditionalSections(html, { analytics: false })).toBe('<p>Always.</p>\n<p>After.</p>');
});

it('handles two sections and leaves other placeholders alone', () => {
  const two = `${html}\n<p>{{#analytics}}</p>\n<p>{{email}} too.</p>\n<p>{{/analytics}}</p>`;
  expect(applyConditionalSections(two, { analytics: false })).toBe('<p>Always.</p>\n<p>After.</p>\n');
  expect(applyConditionalSections(two, { analytics: true })).toContain('<p>{{email}} too.</p>');
});

it.each([
  ['an opening line alone', '<p>{{#analytics}}</p>\n<p>x</p>'],
  ['a closing line alone', '<p>x</p>\n<p>{{/analytics}}</p>'],
  ['a closing line first', '<p>{{/analytics}}</p>\n<p>{{#analytics}}</p>'],
  ['nested sections', '<p>{{#analytics}}</p>\n<p>{{#analytics}}</p>\n<p>{{/analytics}}</p>\n<p>{{/analytics}}</p>'],
])('%s throws, naming the file', (_label, broken) => {
  expect(() => applyConditionalSections(broken, { analytics: true }, 'content/pages/privacy.md')).toThrow(
    /content\/pages\/privacy\.md: every \{\{#analytics\}\} line needs its own \{\{\/analytics\}\}/,
  );
});

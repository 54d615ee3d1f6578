import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillTextPlaceholders } from '../../src/lib/build/placeholders';

const values = {
  name: { text: 'Kilele Digital' },
  email: { text: 'hello@kileledigital.com', href: 'mailto:hello@kileledigital.com' },
};

describe('fillPlaceholders', () => {
  it.each([
    ['plain text', '<p>{{name}} is an agency.</p>', '<p>Kilele Digital is an agency.</p>'],
    [
      'a link',
      '<p>Write to {{email}}.</p>',
      '<p>Write to <a href="mailto:hello@kileledigital.com">hello@kileledigital.com</a>.</p>',
    ],
    ['spaces inside the braces', '<p>{{ name }}</p>', '<p>Kilele Digital</p>'],
    ['every occurrence', '{{name}} and {{name}}', 'Kilele Digital and Kilele Digital'],
    ['no tokens', '<p>Nothing to fill.</p>', '<p>Nothing to fill.</p>'],
  ])('%s', (_name, html, out) => expect(fillPlaceholders(html, values)).toBe(out));

  it('escapes values', () => {
    expect(fillPlaceholders('{{x}}', { x: { text: '<b>"A & B"</b>', href: 'https://e.com/?a=1&b="2"' } })).toBe(
      '<a href="https://e.com/?a=1&amp;b=&quot;2&quot;">&lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;</a>',
    );
  });

  it('fails on an unknown token, naming it, the source and the known ones', () => {
    expect(() => fillPlaceholders('<p>{{emial}}</p>', values, 'content/pages/privacy.md')).toThrow(
      'content/pages/privacy.md: unknown placeholder {{emial}}; use one of {{name}}, {{email}}',
    );
  });
});

describe('fillTextPlaceholders', () => {
  it('fills every token of plain text, unescaped', () => {
    expect(fillTextPlaceholders('At {{address}} & {{ address }}.', { address: '1 A St' }, 'x')).toBe(
      'At 1 A St & 1 A St.',
    );
  });
  it('fails on an unknown token, naming the source and the tokens it may use', () => {
    expect(() =>
      fillTextPlaceholders('{{street}}', { address: 'a' }, 'content/contact-page.json, field "location.intro"'),
    ).toThrow(
      'content/contact-page.json, field "location.intro": unknown placeholder {{street}}; use one of {{address}}',
    );
  });
});

// /llms.txt in llmstxt.org's format, from the route table.
import { describe, expect, it } from 'vitest';
import { buildLlmsTxt, OPTIONAL_SECTION, type SiteRoute } from '../../src/lib/build/llms-txt';

const agency = { name: 'Example Studio', description: 'A studio that makes things.', url: 'https://example.com' };
const route = (path: string, title: string, extra: Partial<SiteRoute> = {}): SiteRoute => ({
  route: path,
  title,
  section: 'Page',
  summary: `About ${title}.`,
  ...extra,
});
const routes = [
  route('/', 'Home'),
  route('/services/', 'Our Services'),
  route('/services/a/', 'Service A', { parent: '/services/' }),
  route('/contact/', 'Contact'),
  route('/privacy/', 'Privacy', { secondary: true }),
];

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt(agency, routes);

  it('starts with the name as the one H1 and the description as a blockquote', () => {
    expect(text.split('\n').slice(0, 3)).toEqual(['# Example Studio', '', '> A studio that makes things.']);
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it('lists the main pages, then each index page’s children under its title, then the skippable ones', () => {
    expect(text.match(/^## .*/gm)).toEqual(['## Pages', '## Our Services', `## ${OPTIONAL_SECTION}`]);
    expect(text).toContain(
      '## Pages\n\n- [Home](https://example.com/): About Home.\n- [Our Services](https://example.com/services/): About Our Services.\n- [Contact](https://example.com/contact/): About Contact.\n',
    );
    expect(text).toContain('## Our Services\n\n- [Service A](https://example.com/services/a/): About Service A.\n');
    expect(text.endsWith('## Optional\n\n- [Privacy](https://example.com/privacy/): About Privacy.\n')).toBe(true);
  });

  it('lists every route once, as an absolute link', () => {
    const links = [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\): /gm)].map((m) => m[1]);
    expect([...links].sort()).toEqual(routes.map((r) => `https://example.com${r.route}`).sort());
  });

  it('keeps a summary on its line and escapes brackets in a title', () => {
    const odd = buildLlmsTxt(agency, [route('/', 'A [draft] page', { summary: 'Two\nlines.' })]);
    expect(odd).toContain('- [A \\[draft\\] page](https://example.com/): Two lines.\n');
  });

  it('refuses a page whose index page is not in the table', () => {
    expect(() => buildLlmsTxt(agency, [route('/x/y/', 'Y', { parent: '/x/' })])).toThrow('no index page for /x/y/');
  });
});

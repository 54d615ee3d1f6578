// The live studio (Sveltia CMS) writes what the local studio and a code editor write: every file of
// content/ reads and writes back unchanged through the house formats (studio/live/formats.ts), and
// a save the build would refuse is refused before it is committed (prepareSave of studio/save.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUSE_FORMATS } from '../../studio/live/formats';
import { prepareSave } from '../../studio/save';

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
const files = walk('content').filter((f) => /\.(json|yaml|md)$/.test(f));
const formatOf = (file: string) => HOUSE_FORMATS.find((f) => file.endsWith(`.${f.extension}`))!;
/** A YAML file's leading comment lines: the one thing a studio save does not keep (docs/content.md). */
const withoutHeader = (text: string) => text.replace(/^(?:#.*\n)*/, '');

describe('the house formats', () => {
  it('register one format per content file extension', () => {
    expect(HOUSE_FORMATS.map((f) => [f.name, f.extension])).toEqual([
      ['house-json', 'json'],
      ['house-yaml', 'yaml'],
      ['house-frontmatter', 'md'],
    ]);
    expect(new Set(files.map((f) => f.split('.').pop()))).toEqual(new Set(['json', 'yaml', 'md']));
  });

  it.each(files)('%s reads and writes back unchanged', (file) => {
    const text = readFileSync(file, 'utf8');
    const format = formatOf(file);
    expect(format.toFile(format.fromFile(text))).toBe(withoutHeader(text));
  });

  it('reads a markdown page into its fields and its text', () => {
    const data = formatOf('x.md').fromFile('---\ntitle: Terms\nupdated: 2025-06-01\n---\n\nYou may **browse**.\n');
    expect(data).toEqual({ title: 'Terms', updated: '2025-06-01', body: 'You may **browse**.\n' });
    expect(formatOf('x.md').toFile(data)).toBe('---\ntitle: Terms\nupdated: 2025-06-01\n---\n\nYou may **browse**.\n');
  });
});

describe('prepareSave', () => {
  it('takes every file of content/ as it is', () => {
    const changed = files.flatMap((file) => {
      const data = formatOf(file).fromFile(readFileSync(file, 'utf8'));
      const saved = prepareSave(file, data);
      return saved.problems.length || JSON.stringify(saved.data) !== JSON.stringify(data) ? [file] : [];
    });
    expect(changed).toEqual([]);
  });

  it('drops the empty optional values a form leaves', () => {
    const file = 'content/work/central-highlands-coffee.json';
    const data = formatOf(file).fromFile(readFileSync(file, 'utf8'));
    // `link` is optional: a form leaves it as an empty text.
    const saved = prepareSave(file, { ...data, link: '' });
    expect(saved.problems).toEqual([]);
    expect(Object.keys(saved.data as object)).toEqual(Object.keys(data));
  });

  it('refuses what the build refuses, naming the field', () => {
    const file = 'content/work/central-highlands-coffee.json';
    const data = formatOf(file).fromFile(readFileSync(file, 'utf8'));
    const image = { ...(data['image'] as object), file: '../images/x.png' };
    expect(prepareSave(file, { ...data, image }).problems).toEqual([
      expect.stringMatching(/^“Image › Image URL”: give either an image URL or an uploaded file/),
    ]);
    const site = 'content/site.json';
    const siteData = formatOf(site).fromFile(readFileSync(site, 'utf8'));
    const agency = { ...(siteData['agency'] as object), email: 'not an address' };
    expect(prepareSave(site, { agency }).problems).toEqual([
      expect.stringMatching(/^“Email” must be an e-mail address/),
    ]);
  });

  it("keeps a markdown page's text", () => {
    const file = 'content/pages/terms.md';
    const data = formatOf(file).fromFile(readFileSync(file, 'utf8'));
    expect((prepareSave(file, data).data as { body: string }).body).toBe(data['body']);
  });
});

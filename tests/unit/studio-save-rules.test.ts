// What the studio accepts, the build accepts: a save is checked against the build's own schemas
// (studio/save.ts), refinements across fields included, and each rule's form field carries it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MODEL } from '../../src/schemas/index';
import { modelOf, studioContext, type FieldModel } from '../../studio/model';
import { saveProblems } from '../../studio/save';

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

/** A content file with one change, as the studio would send it. */
const changed = (file: string, change: (data: Record<string, unknown>) => void): string => {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(data);
  return JSON.stringify(data);
};
const WORK = 'content/work/central-highlands-coffee.json';
const SITE = 'content/site.json';
const agency = (data: Record<string, unknown>) =>
  data['agency'] as Record<string, Record<string, unknown>[]> & Record<string, unknown>;

describe('a save the build would refuse is refused', () => {
  it('every file of content/ saves as it is', () => {
    const files = walk('content').filter((f) => /\.(json|ya?ml|md)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((f) => saveProblems(f, readFileSync(f, 'utf8')).map((p) => `${f}: ${p}`))).toEqual([]);
  });

  it.each<[string, string, (d: Record<string, unknown>) => void, RegExp]>([
    [
      'an image with both a URL and a file',
      WORK,
      (d) => ((d['image'] as Record<string, unknown>)['file'] = '../images/x.png'),
      /“Image › Image URL”: give either an image URL or an uploaded file/,
    ],
    [
      'an image with neither',
      WORK,
      (d) => delete (d['image'] as Record<string, unknown>)['src'],
      /“Image › Image URL”: give either/,
    ],
    [
      'an image URL that is not https or a site path',
      WORK,
      (d) => ((d['image'] as Record<string, unknown>)['src'] = 'http://example.com/a.jpg'),
      /“Image › Image URL” must be a site path or an https URL/,
    ],
    [
      'a link that is neither a site path nor a URL',
      SITE,
      (d) => ((agency(d)['nav']![0] as Record<string, unknown>)['href'] = 'about'),
      /“Nav \(item 1\) › Link” must start with "\/"/,
    ],
    ['a year that is not a year or a span', WORK, (d) => (d['year'] = 'last year'), /“Year” must be a year/],
    [
      'a category outside the list',
      WORK,
      (d) => (d['category'] = 'Gardening'),
      /“Category” must be one of the choices/,
    ],
    [
      'an id that is not a slug',
      WORK,
      (d) => (d['id'] = 'Central Highlands'),
      /“Id” must be lowercase words joined by hyphens/,
    ],
    [
      'a phone that is not international',
      SITE,
      (d) => ((agency(d)['phones']![0] as Record<string, unknown>)['number'] = '020 765 4321'),
      /“Phones \(item 1\) › Number” must be international/,
    ],
    [
      'a time that is not a clock time',
      SITE,
      (d) => ((agency(d)['hours']![0] as Record<string, unknown>)['opens'] = 'nine'),
      /“Hours \(item 1\) › Opens” must be a time/,
    ],
    [
      'a colour that is not a hex colour',
      SITE,
      (d) => ((agency(d)['brand'] as unknown as Record<string, unknown>)['primary'] = 'blue'),
      /“Brand › Primary” must be a colour/,
    ],
    [
      'a field the schema does not know',
      WORK,
      (d) => (d['subtitle'] = 'x'),
      /This entry has a field the site does not use: remove it \(subtitle\)/,
    ],
  ])('%s', (_, file, change, problem) => {
    const problems = saveProblems(file, changed(file, change));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('a stat figure that is not a figure', () => {
    const file = 'content/stats/home.json';
    const problems = saveProblems(
      file,
      changed(file, (d) => ((d['items'] as Record<string, unknown>[])[0]!['value'] = 'lots')),
    );
    expect(problems).toEqual([expect.stringMatching(/“Items \(item 1\) › Value” must be a figure such as/)]);
  });
});

describe('a new article (content/insights/) saves as the build takes it, and no other way', () => {
  const FILE = 'content/insights/why-alt-text-matters.md';
  const article = (front: string) =>
    `---\n${front}\n---\n\nAlt text says what a picture shows, for people who cannot see it.\n`;
  const good = [
    'title: Why alt text matters',
    'description: What alt text is for, how to write it well, and the three mistakes we see most on client sites.',
    'published: 2027-01-04',
    'author: emily-carter',
    'tags:',
    '  - design',
  ].join('\n');

  it('saves with a title, a description, a date, an author and a tag', () => {
    expect(saveProblems(FILE, article(good))).toEqual([]);
  });

  it.each<[string, string, RegExp]>([
    ['a description under 50 characters', good.replace(/description: .*/, 'description: Too short.'), /“Description”/],
    ['no date', good.replace(/published: .*\n/, ''), /“Published”/],
    ['no tag', good.replace(/tags:\n {2}- design/, 'tags: []'), /“Tags”/],
    ['a date that is not a date', good.replace('2027-01-04', 'next week'), /“Published”/],
  ])('refuses %s, naming the field', (_, front, problem) => {
    const problems = saveProblems(FILE, article(front));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });
});

describe("the form fields carry the schema's patterns, so the field is marked before a save", () => {
  const field = (model: FieldModel, path: string[]): FieldModel =>
    path.reduce<FieldModel>(
      (m, key) => (m.type === 'object' ? m.fields[key]! : m.type === 'array' ? m.element : m),
      model,
    );
  const work = modelOf(CONTENT_MODEL.work.schema(studioContext));
  const site = modelOf(CONTENT_MODEL.site.schema(studioContext));

  it.each<[string, FieldModel, string[], string, string]>([
    ['a link', site, ['nav', '', 'href'], '/about', 'about'],
    ['an image URL', work, ['image', 'src'], 'https://images.unsplash.com/x', 'http://images.unsplash.com/x'],
    ['a year', work, ['year'], '2022-Present', 'last year'],
  ])('%s', (_, model, path, good, bad) => {
    const target = field(model, path);
    expect(target.type).toBe('string');
    const pattern = target.type === 'string' ? target.pattern?.regex : undefined;
    expect(pattern?.test(good)).toBe(true);
    expect(pattern?.test(bad)).toBe(false);
  });
});

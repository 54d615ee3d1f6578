// A refused save speaks the editor's language: for each kind of check (required, length, pattern,
// choices, image, and a field the site does not use) the message a live save shows names the field
// by the labels of the form and says what to change, with no schema path in it. The files are
// those of content/, each with one field broken as an editor could break it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOUSE_FORMATS } from '../../studio/live/formats';
import { fieldLabel, refusalMessage } from '../../studio/refusal';
import { modelForPath } from '../../studio/model';
import { prepareSave } from '../../studio/save';

type Data = Record<string, unknown>;
const formatOf = (file: string) => HOUSE_FORMATS.find((f) => file.endsWith(`.${f.extension}`))!;
const read = (file: string): Data => formatOf(file).fromFile(readFileSync(file, 'utf8'));
const at = (data: unknown, path: (string | number)[]): Data =>
  path.reduce<unknown>((d, k) => (d as Record<string | number, unknown>)[k], data) as Data;

/** The editor-facing text of a save of `file` with `change` made, as the live studio shows it. */
function refusal(file: string, change: (data: Data) => void): string {
  const data = read(file);
  change(data);
  const { problems } = prepareSave(file, data);
  expect(problems, 'the save is refused').not.toEqual([]);
  return refusalMessage(file, problems);
}

/** The form's label of a field (read from the model, not restated here). */
const label = (file: string, path: (string | number)[]) => fieldLabel(modelForPath(file)!.model, path);

/** A schema path as the old messages wrote it: `hero.title`, `agency.hours.0.opens`, `image.src`. */
const SCHEMA_PATH = /\b[a-z][A-Za-z]*(?:\.(?:\d+|[a-z][A-Za-z]*))+\b/;
const SERVICE = 'content/services/branding.md';
const WORK = 'content/work/central-highlands-coffee.json';
const HOME = 'content/home.json';
const SITE = 'content/site.json';

describe('a refused save names the field by its label and says what to change', () => {
  it.each<[string, string, (d: Data) => void, (string | number)[], RegExp]>([
    [
      'required: a text emptied',
      SERVICE,
      (d) => (at(d, ['hero'])['title'] = ''),
      ['hero', 'title'],
      /is empty: fill it in/,
    ],
    [
      'required: a list emptied',
      SERVICE,
      (d) => (at(d, ['card'])['features'] = []),
      ['card', 'features'],
      /is empty: add at least 3 items/,
    ],
    [
      'length: a headline over its limit',
      HOME,
      (d) => (at(d, ['home', 'hero'])['title'] = 'x'.repeat(93)),
      ['hero', 'title'],
      /is too long: shorten it by \d+ characters?; it has 93, and at most \d+ fit/,
    ],
    [
      'length: a description under its minimum',
      WORK,
      (d) => (d['description'] = 'Too short.'),
      ['description'],
      /is too short: add \d+ more characters?; it has 10, and needs at least \d+/,
    ],
    [
      'pattern: a time that is not a clock time',
      SITE,
      (d) => (at(d, ['agency', 'hours', 0])['opens'] = 'nine'),
      ['hours', 0, 'opens'],
      /must be a time like/,
    ],
    [
      'pattern: a link that is neither a page nor an address',
      WORK,
      (d) => (d['link'] = 'www.example.com'),
      ['link'],
      /must start with "\/"/,
    ],
    [
      'pattern: a web address that is not one',
      SITE,
      (d) => (at(d, ['agency'])['url'] = 'example.com'),
      ['url'],
      /must be a full web address, starting with https:\/\//,
    ],
    [
      'choices: a category outside the list',
      WORK,
      (d) => (d['category'] = 'Gardening'),
      ['category'],
      /must be one of the choices in its list: pick one there \(.+\)/,
    ],
    [
      'image: both a URL and an uploaded file',
      WORK,
      (d) => (at(d, ['image'])['file'] = '../images/x.png'),
      ['image', 'src'],
      /give either an image URL or an uploaded file/,
    ],
    [
      'image: neither a URL nor a file',
      SERVICE,
      (d) => delete at(d, ['hero', 'image'])['src'],
      ['hero', 'image', 'src'],
      /give either an image URL or an uploaded file/,
    ],
  ])('%s', (_, file, change, path, advice) => {
    const text = refusal(file, change);
    const name = label(file, path);
    expect(text).toContain(`“${name}”`);
    expect(text).toMatch(advice);
    expect(text).toMatch(/^Not saved, and trying again will not help until this field is changed: /);
    expect(text.replace(` (${file})`, '')).not.toMatch(SCHEMA_PATH);
    expect(text).not.toMatch(/expected \w+, received/);
  });

  it('labels read as the form shows them: sections, list items, fields', () => {
    expect(label(SITE, ['hours', 0, 'opens'])).toBe('Hours (item 1) › Opens');
    expect(label(HOME, ['hero', 'image', 'src'])).toBe('Hero › Image › Image URL');
    expect(label(SERVICE, ['offerings', 'items', 1, 'title'])).toBe('Offerings › Items (item 2) › Title');
  });

  it('names every field of a save refused on several', () => {
    const text = refusal(WORK, (d) => {
      d['category'] = 'Gardening';
      d['description'] = '';
    });
    expect(text).toMatch(/^Not saved, and trying again will not help until these 2 fields are changed: /);
    expect(text).toContain(`“${label(WORK, ['category'])}”`);
    expect(text).toContain(`“${label(WORK, ['description'])}”`);
  });
});

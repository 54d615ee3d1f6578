// Every file an editor owns saves from the live studio: each file under content/ (found by walking
// the folder, so a new file is covered as it lands) goes through the path a live save takes, the
// form's data (tests/support/studio-form.ts: every optional field the file lacks as the form hands
// it over) through prepareSave (studio/save.ts, the preSave hook) and the house format
// (studio/live/formats.ts). Saved unchanged, the file comes out byte for byte as it is; with one
// text changed, exactly that line changes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUSE_FORMATS } from '../../studio/live/formats';
import type { FieldModel } from '../../studio/model';
import { modelForPath } from '../../studio/model';
import { prepareSave } from '../../studio/save';
import { ALL_EMPTY, ALL_NULL, SVELTIA_ABSENT, asTheFormSends, type AbsentValues } from '../support/studio-form';

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
/** Every file the studio edits: content/ less the uploaded photos. */
const files = walk('content')
  .filter((f) => !f.startsWith(join('content', 'images')))
  .sort();
const formatOf = (file: string) => HOUSE_FORMATS.find((f) => file.endsWith(`.${f.extension}`));

/** The entry as the form hands it to the save hook. */
function formData(file: string, absent: AbsentValues): Record<string, unknown> {
  const found = modelForPath(file)!;
  const data = formatOf(file)!.fromFile(readFileSync(file, 'utf8'));
  const { body, ...fields } = data;
  const sent = found.key
    ? { [found.key]: asTheFormSends(found.model, fields[found.key], absent) }
    : (asTheFormSends(found.model, fields, absent) as Record<string, unknown>);
  return file.endsWith('.md') ? { ...sent, body } : sent;
}

/** What the studio would commit for the form's data, or the refusal. */
function save(file: string, data: Record<string, unknown>): string {
  const { data: saved, problems } = prepareSave(file, data);
  if (problems.length) return `refused: ${problems.join('; ')}`;
  return formatOf(file)!.toFile(saved as Record<string, unknown>);
}

/**
 * The first text of the entry that an editor might rewrite (prose of two words or more, no
 * pattern, link or choice), as a path into the data, with its new value (its words reversed).
 */
function firstProse(
  model: FieldModel,
  data: unknown,
  path: (string | number)[] = [],
): [(string | number)[], string] | undefined {
  if (model.type === 'string' && !model.pattern && !model.format && typeof data === 'string') {
    const reversed = data.split(' ').reverse().join(' ');
    return reversed !== data ? [path, reversed] : undefined;
  }
  if (model.type === 'array' && Array.isArray(data))
    for (const [i, item] of data.entries()) {
      const found = firstProse(model.element, item, [...path, i]);
      if (found) return found;
    }
  if (model.type === 'object' && typeof data === 'object' && data !== null)
    for (const [key, field] of Object.entries(model.fields)) {
      const found = firstProse(field, (data as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  return undefined;
}

const setAt = (data: unknown, path: (string | number)[], value: string): void => {
  const parent = path.slice(0, -1).reduce<unknown>((d, k) => (d as Record<string | number, unknown>)[k], data);
  (parent as Record<string | number, unknown>)[path.at(-1)!] = value;
};

describe('every file of content/ saves from the live studio', () => {
  it('walks every content file, and the studio edits each', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(files.filter((f) => !formatOf(f) || !modelForPath(f))).toEqual([]);
  });

  describe.each<[string, AbsentValues]>([
    ['as Sveltia hands it over', SVELTIA_ABSENT],
    ['with every absent value null', ALL_NULL],
    ['with every absent section an empty object', ALL_EMPTY],
  ])('saved unchanged, %s', (_, absent) => {
    it('no file is refused and none changes', () => {
      const differing = files.filter((file) => save(file, formData(file, absent)) !== readFileSync(file, 'utf8'));
      expect(differing).toEqual([]);
    });
  });

  it.each(files)('%s: one text changed changes that one line', (file) => {
    const found = modelForPath(file)!;
    const data = formData(file, SVELTIA_ABSENT);
    const root = found.key ? data[found.key] : data;
    const prose = firstProse(found.model, root);
    expect(prose, 'a text an editor can change').toBeDefined();
    setAt(root, prose![0], prose![1]);
    const before = readFileSync(file, 'utf8').split('\n');
    const after = save(file, data).split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [i]));
    expect(changed).toHaveLength(1);
    expect(after[changed[0]!]).toContain(prose![1]);
  });
});

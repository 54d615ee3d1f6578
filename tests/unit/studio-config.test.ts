// The content studio's forms (studio/keystatic.config.ts) and the zod schemas (src/schemas/) are
// one content model: every schema field has a form field and the other way round, with the same
// required/optional status, enum options and limits. The forms are derived from the schemas; this
// test reads the finished Keystatic config back (validating values as the form does), so a
// hand-edited or wrongly derived field fails it.
import { fields } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import type { ComponentSchema } from '@keystatic/core';
import { describe, expect, test } from 'vitest';
import config from '../../studio/keystatic.config';
import { modelOf, studioContext, type FieldModel } from '../../studio/model';
import { CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';

type AnyField = ComponentSchema & Record<string, unknown>;

/** The message the form shows for `value`, or undefined when it accepts it. */
function formError(field: AnyField, value: unknown): string | undefined {
  try {
    (field.validate as (v: unknown, args?: unknown) => unknown)(value, undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The shortest and longest text the form accepts (lengths only: patterns are the schema's). */
function textLimits(field: AnyField): { min: number; max: number | undefined } {
  const lengthError = (n: number) => /at least|not be empty|no longer than/.test(formError(field, 'x'.repeat(n)) ?? '');
  let min = 0;
  while (min < 2000 && lengthError(min)) min++;
  let max: number | undefined;
  for (let n = min; n <= 2000; n++)
    if (lengthError(n)) {
      max = n - 1;
      break;
    }
  return { min, max };
}

/** Where `model` (the schema) and `field` (the form) disagree, one line each. */
export function drift(model: FieldModel, field: AnyField, path: string, slugPath?: string, relaxed = false): string[] {
  const out: string[] = [];
  const kind = field.kind as string;
  // Inside an optional section the form lets every field stay empty (studio/fields.ts).
  const required = model.common.required && !relaxed;
  switch (model.type) {
    case 'object': {
      if (kind !== 'object') return [`${path}: the schema has an object, the form a ${kind} field`];
      const formFields = field.fields as Record<string, AnyField>;
      for (const key of Object.keys(model.fields)) if (!(key in formFields)) out.push(`${path}.${key}: no form field`);
      for (const key of Object.keys(formFields))
        if (!(key in model.fields)) out.push(`${path}.${key}: no schema field`);
      for (const key of Object.keys(model.fields))
        if (key in formFields)
          out.push(...drift(model.fields[key]!, formFields[key]!, `${path}.${key}`, slugPath, !required));
      return out;
    }
    case 'array': {
      if (kind !== 'array') return [`${path}: the schema has a list, the form a ${kind} field`];
      const length = (field.validation as { length?: { min?: number; max?: number } } | undefined)?.length ?? {};
      const expectedMin = required ? (model.min ?? 0) : 0;
      if ((length.min ?? 0) !== expectedMin)
        out.push(`${path}: at least ${expectedMin} items in the schema, ${length.min ?? 0} in the form`);
      if (length.max !== model.max)
        out.push(`${path}: at most ${model.max} items in the schema, ${length.max} in the form`);
      return [...out, ...drift(model.element, field.element as AnyField, `${path}[]`, slugPath, relaxed)];
    }
    case 'enum': {
      const options = (field.options as { value: string }[] | undefined)?.map((o) => o.value);
      if (JSON.stringify(options) !== JSON.stringify(model.options))
        out.push(
          `${path}: options ${JSON.stringify(model.options)} in the schema, ${JSON.stringify(options)} in the form`,
        );
      return out;
    }
    case 'string': {
      if (path === slugPath) {
        // The slug field: the entry's id and file name.
        if (formError(field, { name: '', slug: '' }) === undefined)
          out.push(`${path}: the id may be empty in the form`);
        return out;
      }
      if (model.format === 'date') {
        if ((formError(field, null) !== undefined) !== required)
          out.push(`${path}: required ${required} in the schema, not in the form`);
        return out;
      }
      const { min, max } = textLimits(field);
      const expectedMin = required ? Math.max(1, model.min ?? 0) : 0;
      if (min !== expectedMin)
        out.push(
          `${path}: shortest ${expectedMin} in the schema (${required ? 'required' : 'optional'}), ${min} in the form`,
        );
      if (max !== model.max) out.push(`${path}: longest ${model.max} in the schema, ${max} in the form`);
      return out;
    }
    case 'number': {
      if ((formError(field, null) !== undefined) !== required)
        out.push(`${path}: required ${required} in the schema, not so in the form`);
      if (
        model.min !== undefined &&
        (formError(field, model.min) !== undefined || formError(field, model.min - 1) === undefined)
      )
        out.push(`${path}: minimum ${model.min} in the schema, not in the form`);
      if (
        model.max !== undefined &&
        (formError(field, model.max) !== undefined || formError(field, model.max + 1) === undefined)
      )
        out.push(`${path}: maximum ${model.max} in the schema, not in the form`);
      if (model.integer && formError(field, 1.5) === undefined)
        out.push(`${path}: whole numbers in the schema, any number in the form`);
      return out;
    }
    case 'reference':
    case 'image':
      if ((formError(field, null) !== undefined) !== required)
        out.push(`${path}: required ${required} in the schema, not so in the form`);
      return out;
    case 'boolean':
      if (field.formKind !== undefined || typeof (field.defaultValue as () => unknown)() !== 'boolean')
        out.push(`${path}: a yes/no in the schema, not a checkbox in the form`);
      return out;
  }
}

/** Every form of the studio beside the schema it edits. */
interface Pair {
  name: string;
  model: FieldModel;
  form: AnyField;
  slugPath?: string;
}
function pairs(studio: typeof config): Pair[] {
  const out: Pair[] = [];
  for (const [name, collection] of Object.entries(CONTENT_MODEL) as [string, CollectionModel][]) {
    const { storage } = collection;
    if (storage.kind === 'singleton') {
      const form = studio.singletons![name]!.schema[storage.key] as AnyField;
      out.push({ name, model: modelOf(collection.schema(studioContext)), form });
      continue;
    }
    for (const part of collection.parts ?? [{ name, schema: collection.schema }]) {
      const { schema: formSchema, slugField } = studio.collections![part.name]!;
      const schema = { ...formSchema } as Record<string, AnyField>;
      delete schema.body; // the markdown text below the front matter, not a schema field
      out.push({
        name: part.name,
        model: modelOf(part.schema(studioContext)),
        form: fields.object(schema) as AnyField,
        slugPath: `${part.name}.${slugField}`,
      });
    }
  }
  return out;
}

describe('the studio edits exactly the content model', () => {
  test('every collection and singleton has its form', () => {
    const names = [...Object.keys(config.collections ?? {}), ...Object.keys(config.singletons ?? {})].sort();
    expect(names).toEqual(
      pairs(config)
        .map((p) => p.name)
        .sort(),
    );
  });
  test.each(pairs(config).map((p) => [p.name, p] as const))(
    '%s: no drift between the form and the schema',
    (_name, { model, form, slugPath }) => {
      expect(drift(model, form, _name, slugPath)).toEqual([]);
    },
  );
  test('the studio opens every entry in content/ without a form error (it could not save it otherwise)', async () => {
    const reader = createReader(process.cwd(), config);
    const problems: string[] = [];
    for (const [name, collection] of Object.entries(reader.collections)) {
      for (const slug of await collection.list()) {
        await collection.read(slug).catch((error: Error) => problems.push(`${name}/${slug}: ${error.message}`));
      }
    }
    for (const [name, singleton] of Object.entries(reader.singletons)) {
      await singleton.read().catch((error: Error) => problems.push(`${name}: ${error.message}`));
    }
    expect(problems).toEqual([]);
  });
  test("help texts are the schemas' descriptions", () => {
    const work = config.collections!.work!.schema as Record<string, AnyField>;
    expect(work.description!.Input).toBeTypeOf('function');
    expect(JSON.stringify(work.category!.options)).toContain('Podcast Management');
  });
});

describe('a drifted form field fails the check', () => {
  const work = () => ({ ...(config.collections!.work!.schema as Record<string, AnyField>) });
  const model = modelOf(CONTENT_MODEL.work.schema(studioContext));
  const cases: [string, (f: Record<string, AnyField>) => void, RegExp][] = [
    [
      'a longer limit',
      (f) =>
        void (f.description = fields.text({
          label: 'Description',
          validation: { length: { min: 20, max: 300 } },
        }) as AnyField),
      /work\.description: longest 220 in the schema, 300 in the form/,
    ],
    ['a missing field', (f) => void delete f.client, /work\.client: no form field/],
    [
      'an extra field',
      (f) => void (f.subtitle = fields.text({ label: 'Subtitle' }) as AnyField),
      /work\.subtitle: no schema field/,
    ],
    [
      'an optional field made required',
      (f) => void (f.link = fields.text({ label: 'Link', validation: { isRequired: true } }) as AnyField),
      /work\.link: shortest 0 in the schema \(optional\), 1 in the form/,
    ],
    [
      'an enum option less',
      (f) =>
        void (f.category = fields.select({
          label: 'Category',
          options: [{ label: 'Branding', value: 'Branding' }],
          defaultValue: 'Branding',
        }) as AnyField),
      /work\.category: options/,
    ],
  ];
  test.each(cases)('%s', (_what, change, message) => {
    const drifted = work();
    change(drifted);
    expect(drift(model, fields.object(drifted) as AnyField, 'work', 'work.id').join('\n')).toMatch(message);
  });
});

describe('an article in the content studio', () => {
  const { schema, path } = config.collections!['insights']!;
  const form = schema as Record<string, AnyField>;

  test('is a markdown file in content/insights/: author and one to five tags required, a date required', () => {
    expect(path).toBe('content/insights/*');
    expect(formError(form['author']!, null)).toBeDefined();
    expect(form['tags']).toMatchObject({ kind: 'array', validation: { length: { min: 1, max: 5 } } });
    expect(formError(form['published']!, null)).toBeDefined();
    expect(formError(form['published']!, '2027-03-01')).toBeUndefined();
    expect(formError(form['updated']!, null)).toBeUndefined();
  });

  test('uploads a photo in its text where every photo is kept', () => {
    expect(form['body']).toMatchObject({
      formKind: 'content',
      contentExtension: '.md',
      directories: ['content/images'],
    });
  });
});

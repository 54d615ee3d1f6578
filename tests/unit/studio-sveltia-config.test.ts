// The live studio's forms (studio/sveltia.ts, Sveltia CMS) and the zod schemas (src/schemas/) are
// one content model: every schema field has a form field and the other way round, with the same
// required/optional status, options, limits, patterns, references and image folders. The config
// is read back as Sveltia receives it, so a hand-edited or wrongly derived field fails here.
import { dirname, posix } from 'node:path';
import type { Collection, CollectionFile, Field } from '@sveltia/cms';
import { describe, expect, test } from 'vitest';
import { CONTENT_IMAGES_FOLDER, CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';
import { modelOf, studioContext, type FieldModel } from '../../studio/model';
import { hintOf, sveltiaConfig } from '../../studio/sveltia';

const config = sveltiaConfig({
  repo: 'kilele/website',
  branch: 'main',
  authUrl: 'https://auth.example.workers.dev',
  review: false,
  publishPollSeconds: 30,
  siteUrl: 'https://example.com',
});
type AnyField = Field & Record<string, unknown>;

/** Where `model` (the schema) and `field` (the form) disagree, one line each. */
function drift(model: FieldModel, field: AnyField, path: string, folder: string, relaxed = false): string[] {
  const out: string[] = [];
  const required = model.common.required && !relaxed;
  const widget = field.widget as string;
  const expectWidget = (...names: string[]) =>
    names.includes(widget) ? [] : [`${path}: the schema has a ${model.type}, the form a ${widget} field`];
  if (model.type !== 'boolean' && (field.required ?? true) !== required)
    out.push(`${path}: required is ${String(field.required)} in the form, ${required} in the schema`);
  if (model.common.description && field.hint !== hintOf(model.common.description))
    out.push(`${path}: the help text differs`);
  switch (model.type) {
    case 'object': {
      const found = expectWidget('object');
      if (found.length) return found;
      const formFields = new Map((field.fields as AnyField[]).map((f) => [f.name, f]));
      for (const key of Object.keys(model.fields)) if (!formFields.has(key)) out.push(`${path}.${key}: no form field`);
      for (const key of formFields.keys()) if (!(key in model.fields)) out.push(`${path}.${key}: no schema field`);
      for (const [key, sub] of Object.entries(model.fields))
        if (formFields.has(key)) out.push(...drift(sub, formFields.get(key)!, `${path}.${key}`, folder, !required));
      return out;
    }
    case 'array': {
      const found = expectWidget('list');
      if (found.length) return found;
      if ((field.min as number | undefined) !== (required ? model.min : undefined)) out.push(`${path}: min differs`);
      if ((field.max as number | undefined) !== model.max) out.push(`${path}: max differs`);
      const item =
        model.element.type === 'object'
          ? // the list's own item: no form field of its own, so nothing to disagree on but its fields
            ({
              widget: 'object',
              name: path,
              fields: field.fields,
              required: model.element.common.required && !relaxed,
            } as unknown as AnyField)
          : (field.field as AnyField);
      if (!item) return [...out, `${path}: the list has no item field`];
      return [
        ...out,
        ...drift(
          { ...model.element, common: { ...model.element.common } },
          { ...item, hint: model.element.common.description },
          `${path}[]`,
          folder,
          relaxed,
        ),
      ];
    }
    case 'string': {
      if (model.format === 'date') return [...out, ...expectWidget('datetime')];
      out.push(...expectWidget('string', 'text'));
      if ((field.maxlength as number | undefined) !== model.max) out.push(`${path}: maxlength differs`);
      if ((field.minlength as number | undefined) !== (required ? model.min : undefined))
        out.push(`${path}: minlength differs`);
      const pattern = field.pattern as [string, string] | undefined;
      if (!!pattern !== !!model.pattern) out.push(`${path}: the pattern is missing on one side`);
      if (pattern && model.pattern) {
        const regex = new RegExp(pattern[0], model.pattern.regex.flags);
        if (!required && !regex.test('')) out.push(`${path}: an optional field refuses an empty value`);
        if (model.pattern.message && pattern[1] !== model.pattern.message)
          out.push(`${path}: the pattern's message differs`);
      }
      return out;
    }
    case 'number':
      out.push(...expectWidget('number'));
      if (field.value_type !== (model.integer ? 'int' : 'float')) out.push(`${path}: the number type differs`);
      if (field.min !== model.min || field.max !== model.max) out.push(`${path}: the limits differ`);
      return out;
    case 'boolean':
      return [...out, ...expectWidget('boolean')];
    case 'enum':
      out.push(...expectWidget('select'));
      if (JSON.stringify(field.options) !== JSON.stringify(model.options)) out.push(`${path}: the options differ`);
      return out;
    case 'reference':
      out.push(...expectWidget('relation'));
      if (field.collection !== model.collection) out.push(`${path}: refers to ${String(field.collection)}`);
      if (!config.collections!.some((c) => 'name' in c && c.name === model.collection))
        out.push(`${path}: no collection ${model.collection} to refer to`);
      return out;
    case 'image': {
      out.push(...expectWidget('image'));
      // The path the file writes must lead from the file's folder to the uploaded photo.
      for (const key of ['media_folder', 'public_folder'] as const)
        if (posix.normalize(posix.join(folder, String(field[key]))) !== CONTENT_IMAGES_FOLDER)
          out.push(`${path}: ${key} ${String(field[key])} does not lead from ${folder} to ${CONTENT_IMAGES_FOLDER}`);
      return out;
    }
  }
}

/** Every form of the studio beside the schema it edits. */
function pairs() {
  const collections = config.collections as Collection[];
  const singletons = collections.flatMap((c) => ('files' in c ? (c.files as CollectionFile[]) : []));
  const out: { name: string; model: FieldModel; fields: AnyField[]; folder: string }[] = [];
  for (const [name, collection] of Object.entries(CONTENT_MODEL) as [string, CollectionModel][]) {
    const { storage } = collection;
    if (storage.kind === 'singleton') {
      const form = singletons.find((s) => s.file === storage.file);
      const inner = modelOf(collection.schema(studioContext));
      out.push({
        name,
        model: {
          type: 'object',
          fields: { [storage.key]: { ...inner, common: { ...inner.common, description: collection.label } } },
          common: { required: true },
        },
        fields: (form?.fields ?? []) as AnyField[],
        folder: dirname(storage.file),
      });
      continue;
    }
    for (const part of collection.parts ?? [{ name, schema: collection.schema, folder: storage.folder }]) {
      const form = collections.find((c) => c.name === part.name && 'folder' in c) as
        (Collection & { fields: AnyField[] }) | undefined;
      out.push({
        name: part.name,
        model: modelOf(part.schema(studioContext)),
        // The markdown text below the front matter is not a schema field.
        fields: (form?.fields ?? []).filter((f) => !(storage.extension === 'md' && f.name === 'body')),
        folder: part.folder,
      });
    }
  }
  return out;
}

describe('the live studio edits exactly the content model', () => {
  test('every collection and single file has its form, with its folder, format and file names', () => {
    const folders = (config.collections as (Collection & Record<string, unknown>)[]).filter((c) => 'folder' in c);
    const files = (config.collections as Collection[]).flatMap((c) =>
      'files' in c ? (c.files as CollectionFile[]) : [],
    );
    expect(config.singletons).toBeUndefined();
    expect([...folders.map((c) => c.name), ...files.map((f) => f.file)].sort()).toEqual(
      (Object.entries(CONTENT_MODEL) as [string, CollectionModel][])
        .flatMap(([name, c]) =>
          c.storage.kind === 'singleton' ? [c.storage.file] : (c.parts?.map((p) => p.name) ?? [name]),
        )
        .sort(),
    );
    for (const collection of folders) {
      expect(collection.format).toBe(
        collection.extension === 'md' ? 'house-frontmatter' : `house-${String(collection.extension)}`,
      );
      expect(String(collection.slug)).toMatch(/^\{\{(?:slug|fields\.\w+)\}\}$/);
    }
    for (const file of files) expect(file.format).toBe('house-json');
  });

  test.each(pairs().map((p) => [p.name, p] as const))('%s: no drift between the form and the schema', (name, pair) => {
    const form = { widget: 'object', name, required: true, fields: pair.fields } as unknown as AnyField;
    expect(drift(pair.model, form, name, pair.folder)).toEqual([]);
  });

  test('the check finds a drifted field', () => {
    const work = pairs().find((p) => p.name === 'work')!;
    const form = {
      widget: 'object',
      name: 'work',
      required: true,
      fields: work.fields.slice(1),
    } as unknown as AnyField;
    expect(drift(work.model, form, 'work', work.folder)).toEqual([
      `work.${Object.keys((work.model as { fields: object }).fields)[0]}: no form field`,
    ]);
  });

  test('signs in and commits as the settings say', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'kilele/website',
      branch: 'main',
      base_url: 'https://auth.example.workers.dev',
    });
    expect(config.publish_mode).toBeUndefined();
    expect(
      sveltiaConfig({ repo: 'a/b', branch: 'main', authUrl: 'https://x.dev', review: true, publishPollSeconds: 30 })
        .publish_mode,
    ).toBe('editorial_workflow');
  });
});

describe('the forms fit their content', () => {
  type AnyCollection = Collection & Record<string, unknown>;
  const collections = config.collections as AnyCollection[];
  /** Every text field of every form, with its key, schema model and widget. */
  const texts = pairs().flatMap(({ model, fields }) => {
    const out: [string, Extract<FieldModel, { type: 'string' }>, string][] = [];
    const visit = (m: FieldModel, f: AnyField | undefined, key: string) => {
      if (!f) return;
      if (m.type === 'string' && m.format !== 'date') out.push([key, m, f.widget as string]);
      if (m.type === 'object')
        for (const [k, inner] of Object.entries(m.fields))
          visit(
            inner,
            ((f.fields as AnyField[] | undefined) ?? []).find((x) => x.name === k),
            k,
          );
      if (m.type === 'array') {
        const item =
          m.element.type === 'object' ? ({ ...f, widget: 'object' } as AnyField) : (f.field as AnyField | undefined);
        visit(m.element, item, key);
      }
    };
    if (model.type === 'object')
      for (const [k, inner] of Object.entries(model.fields))
        visit(
          inner,
          fields.find((x) => x.name === k),
          k,
        );
    return out;
  });

  test('ids, labels, links, titles, names and patterned texts are one line; prose is multi-line', () => {
    const oneLine = texts.filter(
      ([key, m]) => m.pattern || m.format || /^(id|slug|label|href|link|title|name|heading|eyebrow)$/.test(key),
    );
    expect(oneLine.length).toBeGreaterThan(20);
    expect(oneLine.filter(([, m, widget]) => widget !== 'string' && (m.max ?? 0) <= 120).map(([k]) => k)).toEqual([]);
    const prose = texts.filter(([key]) => /^(description|answer|bio|quote|intro|summary)$/.test(key));
    expect(prose.length).toBeGreaterThan(10);
    expect(prose.filter(([, m, widget]) => widget !== 'text' && (m.max ?? Infinity) > 120).map(([k]) => k)).toEqual([]);
  });

  test("each list of entries shows the entry's question, name or title where it has one", () => {
    const byName = Object.fromEntries(collections.map((c) => [c.name, c]));
    expect(byName['faq']!.identifier_field).toBe('question');
    expect(byName['work']!.identifier_field).toBe('name');
    expect(byName['team']!.identifier_field).toBe('name');
    expect(byName['services']!.identifier_field).toBe('name');
    for (const c of collections) expect(c.identifier_field, c.name).not.toBe('id');
  });

  test('commit messages name the kind of entry and the entry in words', () => {
    for (const c of collections) expect(c.label_singular, c.name).toMatch(/^[a-zA-Z ]+$/);
    const template = String((config.backend as { commit_messages?: Record<string, string> }).commit_messages?.update);
    // Sveltia fills {{collection}} with the singular label and {{slug}} with the file's name.
    const message = (collection: string, slug: string) =>
      template
        .replace('{{collection}}', String(collections.find((c) => c.name === collection)!.label_singular))
        .replace('{{slug}}', slug);
    expect(message('services', 'branding')).toBe('Update service page “branding” (content studio)');
    const pages = collections.find((c) => c.name === 'site-pages')!.files as CollectionFile[];
    expect(pages.find((f) => f.file === 'content/home.json')!.name).toBe('home');
    expect(pages.find((f) => f.file === 'content/faq-page.json')!.name).toBe('faq');
    expect(message('site-pages', 'faq')).toBe('Update page “faq” (content studio)');
    expect(message('site', 'site')).toBe('Update site facts “site” (content studio)');
  });
});

describe('an article in the live studio', () => {
  const form = (config.collections as (Collection & Record<string, unknown>)[]).find((c) => c.name === 'insights')!;
  const field = (name: string) => (form.fields as AnyField[]).find((f) => f.name === name)!;

  test('is a new markdown file named by its title, previewed at its own address', () => {
    expect(form).toMatchObject({ folder: 'content/insights', extension: 'md', create: true, slug: '{{slug}}' });
    expect(form['preview_path']).toBe('insights/{{slug}}/');
  });

  test('picks its author from the team and its tags from the list, dates from a calendar', () => {
    expect(field('author')).toMatchObject({ widget: 'relation', collection: 'team', required: true });
    expect(field('tags')).toMatchObject({ widget: 'list', required: true, min: 1, max: 5 });
    expect(JSON.stringify(field('tags'))).toContain('"collection":"insightTags"');
    expect(field('published')).toMatchObject({ widget: 'datetime', time_format: false, required: true });
    expect(field('updated')).toMatchObject({ widget: 'datetime', time_format: false, required: false });
    expect(field('draft')).toMatchObject({ widget: 'boolean', required: false });
  });

  test("counts the description's characters against its limits", () => {
    expect(field('description')).toMatchObject({ minlength: 50, maxlength: 160 });
  });

  test('uploads a photo in its text where every photo is kept', () => {
    const body = field('body');
    expect(body['widget']).toBe('markdown');
    for (const key of ['media_folder', 'public_folder'] as const)
      expect(posix.normalize(posix.join('content/insights', String(body[key])))).toBe(CONTENT_IMAGES_FOLDER);
  });
});

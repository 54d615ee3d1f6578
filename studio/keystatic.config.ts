/**
 * The content studio's configuration (Keystatic, at /keystatic under `npm start`), derived from
 * the content model (src/schemas/index.ts): one form per collection, every field from its zod
 * schema. Nothing here is written by hand per field, so the forms cannot drift from the schemas
 * (tests/unit/studio-config.test.ts holds them together anyway).
 */
import { collection, config, fields, singleton } from '@keystatic/core';
import type { ComponentSchema } from '@keystatic/core';
import { CONTENT_MODEL, type CollectionModel, type FolderStorage } from '../src/schemas/index';
import { fieldFor, patternOf, type FieldOptions } from './fields';
import { imagesFrom, labelFor, modelOf, PAGE_TEXT_LABEL, slugFieldOf, studioContext, type FieldModel } from './model';
import site from '../content/site.json';

function slugField(key: string, model: FieldModel): ComponentSchema {
  const pattern = model.type === 'string' ? model.pattern : undefined;
  const max = model.type === 'string' ? model.max : undefined;
  return fields.slug({
    name: {
      label: labelFor(key),
      ...(model.common.description ? { description: model.common.description } : {}),
      validation: {
        isRequired: true,
        ...(max !== undefined ? { length: { max } } : {}),
        ...(pattern ? { pattern: patternOf(pattern) } : {}),
      },
    },
    slug: { label: 'File name', description: 'The file in content/ that holds this entry; for ids, the same as above' },
  });
}

/** A schema's form fields (keyed like the schema), with the slug field in place when there is one. */
export function formFields(
  schema: CollectionModel['schema'],
  options: FieldOptions,
  slugKey?: string,
): Record<string, ComponentSchema> {
  const model = modelOf(schema(studioContext));
  if (model.type !== 'object') throw new Error('a collection schema is an object');
  return Object.fromEntries(
    Object.entries(model.fields).map(([key, field]) => [
      key,
      key === slugKey ? slugField(key, field) : fieldFor(key, field, options),
    ]),
  );
}

function folderCollection(
  label: string,
  storage: FolderStorage,
  schema: CollectionModel['schema'],
  folder = storage.folder,
) {
  const key = slugFieldOf(storage, modelOf(schema(studioContext)));
  const options = imagesFrom(folder);
  const schemaFields = formFields(schema, options, key);
  if (storage.extension === 'md') {
    return collection({
      label,
      path: `${folder}/*`,
      slugField: key as never, // Keystatic types it from a literal schema; ours is built
      format: { contentField: 'body' },
      schema: {
        ...schemaFields,
        body: fields.markdoc({
          label: PAGE_TEXT_LABEL,
          extension: 'md',
          // A photo in the text is uploaded where every photo is kept (content/images/).
          ...(storage.bodyImages ? { options: { image: options.images } } : {}),
        }),
      },
    });
  }
  return collection({
    label,
    path: `${folder}/*`,
    slugField: key as never,
    format: { data: storage.extension },
    schema: schemaFields,
  });
}

function studioCollections() {
  const collections: Record<string, ReturnType<typeof folderCollection>> = {};
  const singletons: Record<string, ReturnType<typeof singleton>> = {};
  for (const [name, model] of Object.entries(CONTENT_MODEL) as [string, CollectionModel][]) {
    const { storage } = model;
    if (storage.kind === 'singleton') {
      const path = storage.file.replace(/\.json$/, '');
      const inner = modelOf(model.schema(studioContext));
      singletons[name] = singleton({
        label: model.label,
        path,
        format: { data: 'json' },
        schema: {
          [storage.key]: fieldFor(
            storage.key,
            { ...inner, common: { ...inner.common, description: model.label } },
            imagesFrom(storage.file.replace(/\/[^/]+$/, '')),
          ),
        },
      });
    } else if (model.parts) {
      for (const part of model.parts)
        collections[part.name] = folderCollection(part.label, storage, part.schema, part.folder);
    } else {
      collections[name] = folderCollection(model.label, storage, model.schema);
    }
  }
  return { collections, singletons };
}

export default config({
  storage: { kind: 'local' },
  ui: { brand: { name: `${site.agency.name} content` } },
  ...studioCollections(),
});

/**
 * Reads a zod schema of src/schemas/ into a plain description of its fields: type, required or
 * optional, limits, enum options, references, local images and the `.describe()` help text. The
 * studio's forms are built from it (studio/fields.ts) and the drift test compares them with it.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from '../src/schemas/context';
import { checksOf, defOf } from './zod-adapter';
import { CONTENT_IMAGES_FOLDER, CONTENT_MODEL, type CollectionModel, type FolderStorage } from '../src/schemas/index';

export type FieldModel =
  | {
      type: 'string';
      format?: 'url' | 'email' | 'date' | undefined;
      min?: number | undefined;
      max?: number | undefined;
      pattern?: { regex: RegExp; message?: string | undefined } | undefined;
      common: Common;
    }
  | { type: 'number'; integer: boolean; min?: number | undefined; max?: number | undefined; common: Common }
  | { type: 'boolean'; common: Common }
  | { type: 'enum'; options: string[]; common: Common }
  | { type: 'reference'; collection: string; common: Common }
  | { type: 'image'; common: Common }
  | { type: 'object'; fields: Record<string, FieldModel>; common: Common }
  | { type: 'array'; element: FieldModel; min?: number | undefined; max?: number | undefined; common: Common };

interface Common {
  required: boolean;
  description?: string | undefined;
  default?: unknown;
  /** A field of a union member that only some members have (site hours: `closed` or `opens`). */
  flag?: boolean;
}

/** What the studio passes its schemas instead of Astro's image() and reference(): markers. */
export const studioContext: SchemaContext = {
  image: (() => z.string().meta({ studioImage: true })) as unknown as SchemaContext['image'],
  reference: ((collection: string) =>
    z.string().meta({ studioReference: collection })) as unknown as SchemaContext['reference'],
};

function limits(schema: z.ZodType) {
  let min: number | undefined;
  let max: number | undefined;
  let pattern: { regex: RegExp; message?: string | undefined } | undefined;
  let integer = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') min = c.minimum;
    else if (c.check === 'max_length') max = c.maximum;
    else if (c.check === 'length_equals') min = max = c.length;
    else if (c.check === 'greater_than') min = c.value;
    else if (c.check === 'less_than') max = c.value;
    else if (c.check === 'number_format' && c.format === 'safeint') integer = true;
    else if (c.check === 'string_format' && c.pattern) {
      const message = c.error?.({});
      pattern = { regex: c.pattern, message: typeof message === 'string' ? message : undefined };
    }
  }
  return { min, max, pattern, integer };
}

/** The description of one zod schema (the input side: before transforms and defaults). */
export function modelOf(schema: z.ZodType, outer: Partial<Common> = {}): FieldModel {
  const def = defOf(schema);
  const meta = (z.globalRegistry.get(schema) ?? {}) as {
    description?: string;
    studioImage?: boolean;
    studioReference?: string;
  };
  const common: Common = {
    required: outer.required ?? true,
    description: outer.description ?? meta.description,
    ...(outer.default !== undefined ? { default: outer.default } : {}),
  };
  switch (def.type) {
    case 'optional':
      return modelOf(def.innerType as z.ZodType, { ...common, required: false });
    case 'default':
      return modelOf(def.innerType as z.ZodType, { ...common, required: false, default: def.defaultValue });
    case 'pipe':
      return modelOf(def.in as z.ZodType, common);
    case 'string': {
      if (meta.studioImage) return { type: 'image', common };
      if (meta.studioReference) return { type: 'reference', collection: meta.studioReference, common };
      const { min, max, pattern } = limits(schema);
      const format = def.format === 'url' || def.format === 'email' ? def.format : undefined;
      return { type: 'string', format, min, max, pattern, common };
    }
    case 'date':
      return { type: 'string', format: 'date', common };
    case 'number': {
      const { min, max, integer } = limits(schema);
      return { type: 'number', integer, min, max, common };
    }
    case 'boolean':
      return { type: 'boolean', common };
    case 'enum':
      return { type: 'enum', options: Object.values(def.entries as Record<string, string>), common };
    case 'literal':
      return (def.values as unknown[]).every((v) => v === true)
        ? { type: 'boolean', common }
        : { type: 'enum', options: (def.values as unknown[]).map(String), common };
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return {
        type: 'object',
        fields: Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, modelOf(value)])),
        common,
      };
    }
    case 'array': {
      const { min, max } = limits(schema);
      return { type: 'array', element: modelOf(def.element as z.ZodType), min, max, common };
    }
    case 'union': {
      // An object that takes one of several shapes (site hours): one form with every member's
      // fields; those not in every member are optional, and the schema checks the combination.
      const members = (def.options as z.ZodType[]).map((option) => modelOf(option));
      if (!members.every((m) => m.type === 'object')) throw new Error('the studio edits unions of objects only');
      const fields: Record<string, FieldModel> = {};
      for (const member of members) {
        for (const [key, field] of Object.entries(member.fields)) {
          const inEvery = members.every((m) => key in m.fields);
          fields[key] ??= inEvery
            ? field
            : ({ ...field, common: { ...field.common, required: false, flag: true } } as FieldModel);
        }
      }
      return { type: 'object', fields, common };
    }
    default:
      throw new Error(`the studio cannot edit a zod ${def.type} field`);
  }
}

/** The label of a markdown entry's text (its body, not a field of the schema) in both studios' forms. */
export const PAGE_TEXT_LABEL = 'Page text';

/** Keys whose label is not their words. */
const LABELS: Record<string, string> = {
  src: 'Image URL',
  file: 'Image file',
  alt: 'Alt text',
  seo: 'SEO',
  cta: 'Call to action',
  href: 'Link',
  url: 'URL',
};

/** "featuredWork" → "Featured work". */
export function labelFor(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a file in `folder` reaches content/images/ (Astro's image() resolves it from the file). */
export function imagesFrom(folder: string): { images: { directory: string; publicPath: string } } {
  const depth = folder.split('/').length - 1;
  const images = CONTENT_IMAGES_FOLDER.split('/').slice(1).join('/');
  return {
    images: {
      directory: CONTENT_IMAGES_FOLDER,
      publicPath: depth === 0 ? `./${images}/` : `${'../'.repeat(depth)}${images}/`,
    },
  };
}

/** The field that names each entry's file: the id field, else the entry's name or title. */
export function slugFieldOf(storage: FolderStorage, model: FieldModel): string {
  if (model.type !== 'object') throw new Error('a collection schema is an object');
  const key = storage.idField ?? ['name', 'title'].find((k) => k in model.fields);
  if (!key) throw new Error(`${storage.folder}: no field names the entries`);
  return key;
}

/** Texts that are prose even without a length limit: they get a multi-line box. */
const PROSE_KEYS = new Set(['intro', 'text', 'description', 'answer', 'bio', 'quote', 'summary', 'paragraphs']);

/**
 * Whether a text field is prose (a multi-line box) or a short text (one line: ids, labels, links,
 * titles, names): a text with a pattern or a format is short, one with a limit over 120
 * characters is prose, and one without a limit is prose when it must be 20 characters or more or
 * its key names prose (`intro`, `description` …).
 */
export function isMultiline(key: string, model: Extract<FieldModel, { type: 'string' }>): boolean {
  if (model.pattern || model.format) return false;
  if (model.max !== undefined) return model.max > 120;
  return (model.min ?? 0) >= 20 || PROSE_KEYS.has(key);
}

/** Fields that name an entry in words, in the order the studio's lists prefer them. */
const DISPLAY_KEYS = ['question', 'name', 'title', 'heading', 'label', 'author', 'city'];

/**
 * The field a list of entries shows for each entry: its question, name or title (a required
 * text), else the field that names its file.
 */
export function displayFieldOf(storage: FolderStorage, model: FieldModel): string {
  if (model.type !== 'object') throw new Error('a collection schema is an object');
  return (
    DISPLAY_KEYS.find((key) => {
      const field = model.fields[key];
      return field?.type === 'string' && field.common.required && !field.pattern;
    }) ?? slugFieldOf(storage, model)
  );
}

/**
 * The schema of the content file at `path` (repository-relative), if it is one, as the studio reads
 * it, and where the studio's sidebar lists it (`label`: "Case studies: web projects").
 */
export function modelForPath(path: string): { model: FieldModel; key?: string; label: string } | undefined {
  for (const collection of Object.values(CONTENT_MODEL) as CollectionModel[]) {
    const { storage } = collection;
    if (storage.kind === 'singleton') {
      if (path === storage.file)
        return { model: modelOf(collection.schema(studioContext)), key: storage.key, label: collection.label };
      continue;
    }
    for (const part of collection.parts ?? [
      { folder: storage.folder, schema: collection.schema, label: collection.label },
    ]) {
      if (path.startsWith(`${part.folder}/`) && !path.slice(part.folder.length + 1).includes('/'))
        return { model: modelOf(part.schema(studioContext)), label: part.label };
    }
  }
  return undefined;
}

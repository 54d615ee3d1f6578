/**
 * The live studio's configuration (Sveltia CMS, /studio/ on the deployed site), made from the same
 * content model as the local studio's forms (studio/model.ts reads each zod schema of
 * src/schemas/): the same collections, labels, help texts, required fields, limits, patterns,
 * options, references and image folders. Nothing here is written per field, so it cannot drift
 * from the schemas; tests/unit/studio-sveltia-config.test.ts holds it to them anyway.
 */
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import {
  CONTENT_IMAGES_FOLDER,
  CONTENT_MODEL,
  type CollectionModel,
  type FolderStorage,
  type SingletonStorage,
} from '../src/schemas/index';
import type { StudioSettings } from '../src/lib/studio/studio-settings';
import { entryPageTemplate } from '../src/lib/browser/page-addresses';
import {
  displayFieldOf,
  imagesFrom,
  isMultiline,
  labelFor,
  modelOf,
  PAGE_TEXT_LABEL,
  slugFieldOf,
  studioContext,
  type FieldModel,
} from './model';
import type { HouseFormat } from './live/formats';
import { isEntryPageCollection } from './site-pages';

/** The custom format (studio/live/formats.ts) of a file extension. */
const FORMAT: Record<FolderStorage['extension'], HouseFormat['name']> = {
  json: 'house-json',
  yaml: 'house-yaml',
  md: 'house-frontmatter',
};

/**
 * Where a file in `folder` keeps uploaded photos (content/images/) and the path it writes to reach
 * them, both relative to the entry's file as the content files have it (`../images/…`); Sveltia
 * resolves a relative media folder from the entry's folder.
 */
function mediaOf(folder: string) {
  const relative = imagesFrom(folder).images.publicPath.replace(/\/$/, '');
  return { media_folder: relative, public_folder: relative };
}

/** An optional pattern also takes an empty field (the schema checks a filled-in one). */
function patternFor(model: Extract<FieldModel, { type: 'string' }>, required: boolean): [string, string] | undefined {
  if (!model.pattern) return undefined;
  const source = required ? model.pattern.regex.source : `(?:${model.pattern.regex.source})|^$`;
  return [source, model.pattern.message ?? 'This text does not have the form it needs'];
}

/**
 * A help text as Sveltia's hint: Sveltia reads a hint as markdown and shows it as sanitised HTML
 * (`parseInline` of marked, then DOMPurify keeping `strong`, `em`, `del`, `code`, `a` and `br`:
 * `field-editor.svelte`), so a description's `<title>` became an element and swallowed the rest
 * of the line. Every ASCII punctuation mark is escaped for markdown (a backslash, which also keeps
 * `<`, `&`, `*` and `_` as they are), the backslash itself as HTML's `&#92;` (Sveltia reads the two
 * characters `\n` as a line break before markdown does): the hint shows the text as written.
 */
export function hintOf(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, (mark) => (mark === '\\' ? '&#92;' : `\\${mark}`));
}

/**
 * The form field for one schema field: the same choices as the local studio's (studio/fields.ts):
 * prose is multi-line, a short text one line (isMultiline of studio/model.ts); inside an optional section
 * every field may stay empty, and studio/save.ts drops what stays empty.
 */
export function sveltiaField(key: string, model: FieldModel, folder: string, relaxed = false): Field {
  const required = model.common.required && !relaxed;
  const common = {
    name: key,
    label: labelFor(key),
    required,
    ...(model.common.description ? { hint: hintOf(model.common.description) } : {}),
  };
  switch (model.type) {
    case 'string': {
      if (model.format === 'date')
        return { ...common, widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
      const multiline = isMultiline(key, model);
      const pattern = patternFor(model, required);
      return {
        ...common,
        widget: multiline ? 'text' : 'string',
        ...(model.min !== undefined && required ? { minlength: model.min } : {}),
        ...(model.max !== undefined ? { maxlength: model.max } : {}),
        ...(pattern ? { pattern } : {}),
      };
    }
    case 'number':
      return {
        ...common,
        widget: 'number',
        value_type: model.integer ? 'int' : 'float',
        ...(model.min !== undefined ? { min: model.min } : {}),
        ...(model.max !== undefined ? { max: model.max } : {}),
        ...(typeof model.common.default === 'number' ? { default: model.common.default } : {}),
      };
    case 'boolean':
      return { ...common, required: false, widget: 'boolean', default: model.common.default === true };
    case 'enum':
      return {
        ...common,
        widget: 'select',
        options: model.options,
        ...(typeof model.common.default === 'string' ? { default: model.common.default } : {}),
      };
    case 'reference':
      return { ...common, widget: 'relation', collection: model.collection, value_field: '{{slug}}' };
    case 'image':
      return { ...common, widget: 'image', ...mediaOf(folder) };
    case 'object':
      return {
        ...common,
        widget: 'object',
        fields: Object.entries(model.fields).map(([k, f]) => sveltiaField(k, f, folder, !required)),
      };
    case 'array': {
      const limits = {
        ...(model.min !== undefined && required ? { min: model.min } : {}),
        ...(model.max !== undefined ? { max: model.max } : {}),
      };
      const item = sveltiaField(key, model.element, folder, relaxed);
      // A list of objects lists their fields; a list of single values has one field per item.
      return model.element.type === 'object' && 'fields' in item
        ? { ...common, widget: 'list', ...limits, fields: item.fields }
        : { ...common, widget: 'list', ...limits, field: { ...item, label: labelFor(key) } };
    }
  }
}

/** The fields of a schema, in its order. */
function fieldsOf(schema: CollectionModel['schema'], folder: string): Field[] {
  const model = modelOf(schema(studioContext));
  if (model.type !== 'object') throw new Error('a collection schema is an object');
  return Object.entries(model.fields).map(([key, field]) => sveltiaField(key, field, folder));
}

/**
 * The page of an entry, by its folder, for Sveltia's `preview_path` (relative to the site's URL or a
 * draft's preview URL; `{{slug}}` is the file's name): **View Preview** opens the entry's own page,
 * not the home page. Folders without a page of their own (FAQ, team, stats …) have none.
 */
export const PAGE_OF_FOLDER: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.entries(CONTENT_MODEL) as [string, CollectionModel][]).flatMap(([name, model]) =>
    isEntryPageCollection(name) && model.storage.kind === 'folder'
      ? (model.parts?.map((part) => part.folder) ?? [model.storage.folder]).map((folder) => [
          folder,
          entryPageTemplate(name, '{{slug}}'),
        ])
      : [],
  ),
);

/** A folder of entries; its files are named by the entry's id (or its name or title, as a slug). */
function folderCollection(
  name: string,
  label: string,
  singular: string | undefined,
  storage: FolderStorage,
  schema: CollectionModel['schema'],
  folder = storage.folder,
): Collection {
  const model = modelOf(schema(studioContext));
  const key = slugFieldOf(storage, model);
  const fields = fieldsOf(schema, folder);
  return {
    name,
    label,
    // "Update service page “branding”" in the commit, "New service page" on the button.
    ...(singular ? { label_singular: singular } : {}),
    folder,
    extension: storage.extension,
    format: FORMAT[storage.extension],
    create: true,
    ...(PAGE_OF_FOLDER[folder] ? { preview_path: PAGE_OF_FOLDER[folder] } : {}),
    // The list shows each entry's question, name or title; without an id field, that field also
    // names a new entry's file ({{slug}}), so it stays the one slugFieldOf picks.
    identifier_field: storage.idField ? displayFieldOf(storage, model) : key,
    // An id field is the file name as it is; a name or title becomes one (lower case, dashes).
    slug: storage.idField ? `{{fields.${key}}}` : '{{slug}}',
    fields:
      storage.extension === 'md'
        ? [
            ...fields,
            {
              name: 'body',
              label: PAGE_TEXT_LABEL,
              widget: 'markdown',
              required: true,
              // A photo in the text is uploaded where every photo is kept (content/images/).
              ...(storage.bodyImages ? mediaOf(folder) : {}),
            },
          ]
        : fields,
  };
}

/**
 * Where a single file sits in the studio: the pages' own files in one list, "Pages" (the legal
 * pages' folder is the collection `pages`), and the site's facts in a list of their own. Sveltia's singletons would name every commit "Update Files “…”", so
 * single files are file collections, whose commits read "Update page “home”".
 */
export function singleFileOf(name: string, storage: SingletonStorage) {
  const entry = storage.file.replace(/^.*\//, '').replace(/(?:-page)?\.json$/, '');
  return name === 'site'
    ? { collection: 'site', label: CONTENT_MODEL.site.label, singular: 'site facts', entry }
    : { collection: 'site-pages', label: 'Pages', singular: 'page', entry };
}

/** Every collection of the content model: folders as collections, single files as file collections. */
export function sveltiaCollections(): Collection[] {
  const folders: Collection[] = [];
  const files = new Map<string, Collection & { files: CollectionFile[] }>();
  for (const [name, model] of Object.entries(CONTENT_MODEL) as [string, CollectionModel][]) {
    const { storage } = model;
    if (storage.kind === 'singleton') {
      const folder = storage.file.replace(/\/[^/]+$/, '');
      const inner = modelOf(model.schema(studioContext));
      const place = singleFileOf(name, storage);
      const group = files.get(place.collection) ?? {
        name: place.collection,
        label: place.label,
        label_singular: place.singular,
        files: [],
      };
      group.files.push({
        name: place.entry,
        label: model.label,
        file: storage.file,
        format: 'house-json',
        fields: [
          sveltiaField(storage.key, { ...inner, common: { ...inner.common, description: model.label } }, folder),
        ],
      });
      files.set(place.collection, group);
    } else if (model.parts) {
      for (const part of model.parts)
        folders.push(folderCollection(part.name, part.label, part.singular, storage, part.schema, part.folder));
    } else {
      folders.push(folderCollection(name, model.label, model.singular, storage, model.schema));
    }
  }
  // The site's facts and the pages first, as the sidebar listed them before.
  return [...files.values(), ...folders];
}

/** The whole configuration, for `CMS.init({ config })`. */
export function sveltiaConfig(settings: StudioSettings & { siteUrl?: string | undefined }): CmsConfig {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.authUrl,
      commit_messages: {
        create: 'Create {{collection}} “{{slug}}” (content studio)',
        update: 'Update {{collection}} “{{slug}}” (content studio)',
        delete: 'Delete {{collection}} “{{slug}}” (content studio)',
        uploadMedia: 'Upload “{{path}}” (content studio)',
        deleteMedia: 'Delete “{{path}}” (content studio)',
      },
    },
    ...(settings.review ? { publish_mode: 'editorial_workflow' as const } : {}),
    ...(settings.siteUrl ? { site_url: settings.siteUrl, display_url: settings.siteUrl } : {}),
    // What the media library (not a field) uploads to; Sveltia wants the public path absolute.
    media_folder: CONTENT_IMAGES_FOLDER,
    public_folder: `/${CONTENT_IMAGES_FOLDER}`,
    collections: sveltiaCollections(),
  };
}

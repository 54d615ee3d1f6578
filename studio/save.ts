/**
 * What the studio writes, in the house format: Keystatic sends whole files; each content file is
 * re-printed the way src/lib/content-format.ts prints it (so a save changes only what the editor
 * changed, and YAML keeps its header comments), without the empty optional fields a form leaves
 * behind (an untouched optional section would otherwise be saved as `{}` or `[]`).
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import { formatJson, formatYaml } from '../src/lib/content-format';
import { CONTENT_MODEL, type CollectionModel } from '../src/schemas/index';
import { modelOf, studioContext, type FieldModel } from './model';

/** Nothing filled in: no text, an empty list, or an object of such values (an untouched section). */
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isEmpty));

/** `value` without the empty values of optional fields, as the schema `model` describes it. */
export function pruneEmpty(model: FieldModel, value: unknown): unknown {
  if (model.type === 'array' && Array.isArray(value)) return value.map((item) => pruneEmpty(model.element, item));
  if (model.type !== 'object' || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const field = model.fields[key];
    const pruned = field ? pruneEmpty(field, item) : item;
    if (field && !field.common.required && isEmpty(pruned)) continue;
    out[key] = pruned;
  }
  return out;
}

/** The schema of the content file at `path` (repository-relative), if it is one. */
function modelForPath(path: string): { model: FieldModel; key?: string } | undefined {
  for (const collection of Object.values(CONTENT_MODEL) as CollectionModel[]) {
    const { storage } = collection;
    if (storage.kind === 'singleton') {
      if (path === storage.file) return { model: modelOf(collection.schema(studioContext)), key: storage.key };
      continue;
    }
    for (const part of collection.parts ?? [{ folder: storage.folder, schema: collection.schema }]) {
      if (path.startsWith(`${part.folder}/`) && !path.slice(part.folder.length + 1).includes('/'))
        return { model: modelOf(part.schema(studioContext)) };
    }
  }
  return undefined;
}

/** A file as the studio should write it; `previous` is the file on disk before the save. */
export function normalizeContentFile(path: string, text: string, previous = ''): string {
  const found = modelForPath(path);
  if (!found) return text;
  const prune = (data: unknown) =>
    found.key
      ? { [found.key]: pruneEmpty(found.model, (data as Record<string, unknown>)[found.key]) }
      : pruneEmpty(found.model, data);
  if (path.endsWith('.json')) return formatJson(prune(JSON.parse(text)));
  if (path.endsWith('.yaml')) return formatYaml(prune(load(text)), previous);
  if (path.endsWith('.md')) {
    const match = /^---\n([\s\S]*?)\n?---\n?([\s\S]*)$/.exec(text);
    if (!match) return text;
    const body = match[2]!.replace(/^\n*/, '');
    // The core schema keeps `updated: 2025-06-01` a plain, unquoted date string.
    return `---\n${formatYaml(prune(load(match[1]!, { schema: CORE_SCHEMA })), '', CORE_SCHEMA)}---\n\n${body}`;
  }
  return text;
}

/**
 * What the studio writes, in the house format: Keystatic sends whole files; each content file is
 * re-printed the way src/lib/studio/content-format.ts prints it (so a save changes only what the editor
 * changed, and YAML keeps its header comments), without the empty optional fields a form leaves
 * behind (an untouched optional section would otherwise be saved as `{}` or `[]`).
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import type { z } from 'astro/zod';
import { formatJson, formatYaml } from '../src/lib/studio/content-format';
import { pageText, splitFrontMatter } from '../src/lib/studio/front-matter';
import { RETENTION_MONTHS } from '../src/data/retention';
import { PRIVACY_PAGE, privacyPeriodProblems } from '../src/lib/build/retention';
import { CONTENT_MODEL, type CollectionModel } from '../src/schemas/index';
import { modelForPath, PAGE_TEXT_LABEL, studioContext, type FieldModel } from './model';
import { isContentFile, type FileProblems } from './draft-check';
import { describeIssue } from './refusal';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a form hands over for a value the file does not have: nothing, `null` (Sveltia's unticked
 * "Add …" box, at any depth), an empty text or list, or a section of such values.
 */
const isAbsent = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.values(value).every(isAbsent));

/** A value the build reads the same whether it is written or not: the field's default, or an unticked flag. */
const goesWithoutSaying = (field: FieldModel, value: unknown): boolean =>
  (field.common.default !== undefined && JSON.stringify(field.common.default) === JSON.stringify(value)) ||
  (field.common.flag === true && value === false);

/**
 * `value` as the file should hold it, as the schema `model` describes it: a field the form hands
 * over as absent (see isAbsent) is left out when it is optional, and a `null` is left out anywhere
 * (a required field left out is then refused as missing, by its label); a field at its default is
 * not written, so a file saved unchanged stays as it was.
 */
export function pruneEmpty(model: FieldModel, value: unknown): unknown {
  if (model.type === 'array' && Array.isArray(value)) return value.map((item) => pruneEmpty(model.element, item));
  if (model.type !== 'object' || !isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === undefined) continue;
    const field = model.fields[key];
    const pruned = field ? pruneEmpty(field, item) : item;
    if (field && !field.common.required && (isAbsent(pruned) || goesWithoutSaying(field, pruned))) continue;
    out[key] = pruned;
  }
  return out;
}

/** The zod schema of the content file at `path` (repository-relative) and its singleton key, if it is one. */
function schemaForPath(path: string): { schema: z.ZodType; key?: string } | undefined {
  for (const collection of Object.values(CONTENT_MODEL) as CollectionModel[]) {
    const { storage } = collection;
    if (storage.kind === 'singleton') {
      if (path === storage.file) return { schema: collection.schema(studioContext), key: storage.key };
      continue;
    }
    for (const part of collection.parts ?? [{ folder: storage.folder, schema: collection.schema }]) {
      if (path.startsWith(`${part.folder}/`) && !path.slice(part.folder.length + 1).includes('/'))
        return { schema: part.schema(studioContext) };
    }
  }
  return undefined;
}

/** A content file's data: JSON, YAML, or markdown's front matter. */
export function dataOf(path: string, text: string): unknown {
  if (path.endsWith('.json')) return JSON.parse(text);
  if (path.endsWith('.md')) return load(splitFrontMatter(text)?.yaml ?? '', { schema: CORE_SCHEMA });
  return load(text);
}

/**
 * Every rule the build's schema enforces that a file about to be saved breaks, in the editor's
 * words (studio/refusal.ts: the field by its label in the form, and what to change), refinements
 * across fields included, which a form field cannot check alone: the studio refuses such a save,
 * so what it saves, the build accepts.
 */
export function saveProblems(path: string, text: string): string[] {
  const body = path.endsWith('.md') ? pageText(text) : '';
  return [...brokenRules(path, dataOf(path, text) as Record<string, unknown>), ...pageTextProblems(path, body)];
}

/**
 * A markdown page's text against the facts it must agree with: the privacy page states the period
 * the database keeps contact messages (src/lib/build/retention.ts), which no editor can change.
 */
function pageTextProblems(path: string, body: unknown): string[] {
  if (path !== PRIVACY_PAGE) return [];
  return privacyPeriodProblems(typeof body === 'string' ? body : '', RETENTION_MONTHS).map(
    (problem) => `“${PAGE_TEXT_LABEL}”: ${problem.replace(/^the privacy page /, 'it ')}.`,
  );
}

/** The schema's refusals of a content file's data, in the editor's words. */
function brokenRules(path: string, data: Record<string, unknown>): string[] {
  const found = schemaForPath(path);
  const form = modelForPath(path);
  if (!found || !form) return [];
  const inner = found.key ? data[found.key] : data;
  const result = found.schema.safeParse(inner);
  if (result.success) return [];
  return result.error.issues.map((issue) => describeIssue(issue, form.model, inner));
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
    const parts = splitFrontMatter(text);
    if (!parts) return text;
    const body = parts.body.replace(/^\n*/, '');
    // The core schema keeps `updated: 2025-06-01` a plain, unquoted date string.
    return `---\n${formatYaml(prune(load(parts.yaml, { schema: CORE_SCHEMA })), '', CORE_SCHEMA)}---\n\n${body}`;
  }
  return text;
}

/**
 * A live-studio save (Sveltia CMS hands over the entry's data, not its text): the data without the
 * empty optional values a form leaves, and every rule of the build's schema it breaks ("field:
 * message"), so the studio refuses what the build would refuse. A markdown entry's `body` is its
 * text, not a schema field.
 */
export function prepareSave(path: string, data: Record<string, unknown>): { data: unknown; problems: string[] } {
  const found = modelForPath(path);
  const schema = schemaForPath(path);
  if (!found || !schema) return { data, problems: [] };
  const markdown = path.endsWith('.md');
  const { body, ...rest } = data;
  const fields = markdown ? rest : data;
  const pruned = (
    found.key ? { ...fields, [found.key]: pruneEmpty(found.model, fields[found.key]) } : pruneEmpty(found.model, fields)
  ) as Record<string, unknown>;
  return {
    data: markdown ? { ...pruned, body } : pruned,
    problems: [...brokenRules(path, pruned), ...(markdown ? pageTextProblems(path, body) : [])],
  };
}

/**
 * A draft's content check (review mode, scripts/draft-check.mjs): every changed content file's
 * refusals, the file's own rules as a save checks them, and a file that no longer parses.
 */
export function draftProblems(files: readonly { path: string; text: string }[]): FileProblems[] {
  return files
    .filter((file) => isContentFile(file.path))
    .map((file) => ({ path: file.path, problems: fileProblems(file.path, file.text) }))
    .filter((found) => found.problems.length > 0);
}

function fileProblems(path: string, text: string): string[] {
  try {
    return saveProblems(path, text);
  } catch (error) {
    // A file edited by hand (on GitHub) that no longer parses: the parser's first line says where.
    const first = String((error as Error).message).split('\n')[0] ?? '';
    return [`This file cannot be read: ${first.replace(/\.?$/, '.')} Undo the last change to it on GitHub.`];
  }
}

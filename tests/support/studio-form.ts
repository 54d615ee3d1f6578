// An entry as the live studio's form hands it to the save hook (Sveltia CMS's preSave): every field
// of the schema present, in the schema's order, and each optional field the file does not have
// given the value the form holds for an empty field of its kind.
import type { FieldModel } from '../../studio/model';

/** What the form holds for an optional field the file lacks, by kind of field. */
export type AbsentValues = Record<FieldModel['type'], unknown>;

/**
 * What Sveltia CMS 0.221 hands over, as recorded from the built studio in Chromium
 * (tests/e2e/live-studio-every-file.spec.ts records each kind and compares it with this table):
 * an unticked "Add …" section is `null`, an empty list `[]`, an empty text, choice, link or image
 * `''`, an empty number `null`, a switch `false`.
 */
export const SVELTIA_ABSENT: AbsentValues = {
  string: '',
  number: null,
  boolean: false,
  enum: '',
  reference: '',
  image: '',
  object: null,
  array: [],
};

/** Every absent value `null`, at any depth (TOOLCHAIN.md's note on Sveltia 0.221). */
export const ALL_NULL: AbsentValues = {
  string: null,
  number: null,
  boolean: null,
  enum: null,
  reference: null,
  image: null,
  object: null,
  array: null,
};

/** Every absent section an empty object of empty fields, every absent list an empty list. */
export const ALL_EMPTY: AbsentValues = { ...SVELTIA_ABSENT, object: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` (a file's data as read) as the form hands it over, with `absent` for what the file lacks. */
export function asTheFormSends(model: FieldModel, data: unknown, absent: AbsentValues): unknown {
  if (model.type === 'array' && Array.isArray(data))
    return data.map((item) => asTheFormSends(model.element, item, absent));
  if (model.type !== 'object' || !isRecord(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(model.fields)) {
    if (key in data) out[key] = asTheFormSends(field, data[key], absent);
    else if (!field.common.required) out[key] = emptyOf(field, absent);
  }
  // A key the schema does not know stays, so the schema refuses it as it would refuse the file.
  for (const [key, value] of Object.entries(data)) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * An absent field's value; a section given as an object has each of its fields absent (the
 * "empty object" case), as the form would hold a section ticked and left empty.
 */
function emptyOf(field: FieldModel, absent: AbsentValues): unknown {
  const value = absent[field.type];
  if (field.type === 'object' && isRecord(value))
    return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, emptyOf(inner, absent)]));
  return value;
}

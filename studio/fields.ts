/**
 * Keystatic form fields built from the content model (studio/model.ts): labels from the keys,
 * help texts from the schemas' `.describe()`, limits, options and references from the schemas.
 */
import { fields } from '@keystatic/core';
import type { ComponentSchema } from '@keystatic/core';
import { isMultiline, labelFor, type FieldModel } from './model';

export interface FieldOptions {
  /** Where uploaded images go (repository path) and how an entry file reaches them (relative). */
  images: { directory: string; publicPath: string };
}

/** A short title for a list item in the form: its first filled text. */
function itemLabel(props: unknown): string {
  const p = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  if (typeof p.value === 'string') return p.value || 'New item';
  for (const field of Object.values(p.fields ?? {}))
    if (typeof field.value === 'string' && field.value) return field.value;
  return 'Item';
}

/** A zod regex check as Keystatic's text validation takes it. */
export function patternOf(pattern: { regex: RegExp; message?: string | undefined }): {
  regex: RegExp;
  message?: string;
} {
  return { regex: pattern.regex, ...(pattern.message ? { message: pattern.message } : {}) };
}

/**
 * The form field for one schema field. Keystatic has no "optional section" or "optional list":
 * inside an optional object (`relaxed`) every field may stay empty, and an optional list may be
 * empty, so an unused section can be left alone; studio/save.ts drops what stays empty, and the
 * schema's limits for a filled-in section are checked by astro dev (file and field named).
 */
export function fieldFor(key: string, model: FieldModel, options: FieldOptions, relaxed = false): ComponentSchema {
  const label = labelFor(key);
  const required = model.common.required && !relaxed;
  const described = model.common.description ? { description: model.common.description } : {};
  switch (model.type) {
    case 'string': {
      if (model.format === 'date') return fields.date({ label, ...described, validation: { isRequired: required } });
      const { min, max, pattern } = model;
      const multiline = isMultiline(key, model);
      return fields.text({
        label,
        ...described,
        multiline,
        validation: {
          isRequired: required,
          // Keystatic makes any minimum length required; an optional field's minimum (for when it is
          // filled in) is left to the schema, which astro dev applies with the file and field named.
          length: { ...(min !== undefined && required ? { min } : {}), ...(max !== undefined ? { max } : {}) },
          // An empty optional field is not checked against the pattern (Keystatic would).
          ...(pattern
            ? {
                pattern: patternOf(
                  required
                    ? pattern
                    : { ...pattern, regex: new RegExp(`(?:${pattern.regex.source})|^$`, pattern.regex.flags) },
                ),
              }
            : {}),
        },
      });
    }
    case 'number':
      return (model.integer ? fields.integer : fields.number)({
        label,
        ...described,
        ...(typeof model.common.default === 'number' ? { defaultValue: model.common.default } : {}),
        validation: {
          isRequired: required,
          ...(model.min !== undefined ? { min: model.min } : {}),
          ...(model.max !== undefined ? { max: model.max } : {}),
        },
      });
    case 'boolean': {
      const checkbox = fields.checkbox({ label, ...described, defaultValue: model.common.default === true });
      // `closed: true` or nothing: an unticked box writes no key (the schema has no `closed: false`).
      return model.common.flag
        ? { ...checkbox, serialize: (value: boolean) => ({ value: value ? true : undefined }) }
        : checkbox;
    }
    case 'enum':
      return fields.select({
        label,
        ...described,
        options: model.options.map((value) => ({ label: value, value })),
        defaultValue: typeof model.common.default === 'string' ? model.common.default : model.options[0]!,
      });
    case 'reference':
      return fields.relationship({
        label,
        ...described,
        collection: model.collection,
        validation: { isRequired: required },
      });
    case 'image':
      return fields.image({
        label,
        ...described,
        directory: options.images.directory,
        publicPath: options.images.publicPath,
        validation: { isRequired: required },
      });
    case 'object':
      return fields.object(
        Object.fromEntries(Object.entries(model.fields).map(([k, f]) => [k, fieldFor(k, f, options, !required)])),
        { label, ...described },
      );
    case 'array':
      return fields.array(fieldFor(key, model.element, options, relaxed), {
        label,
        ...described,
        itemLabel,
        validation: {
          length: {
            ...(model.min !== undefined && required ? { min: model.min } : {}),
            ...(model.max !== undefined ? { max: model.max } : {}),
          },
        },
      });
  }
}

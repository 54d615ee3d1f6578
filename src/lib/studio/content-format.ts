import { dump, type Schema } from 'js-yaml';

/**
 * The house format of content files, which the content studio writes too (so a save changes only
 * what the editor changed). JSON: two-space indentation, and an object or array of plain values
 * on one line (`{ "src": "…", "alt": "…" }`) when it fits in INLINE_WIDTH characters.
 */
const INLINE_WIDTH = 200;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlain(value: Json): value is null | boolean | number | string {
  return value === null || typeof value !== 'object';
}

function inline(value: Json): string | undefined {
  if (isPlain(value)) return JSON.stringify(value);
  const items: Json[] = Array.isArray(value) ? value : Object.values(value);
  if (items.length === 0) return Array.isArray(value) ? '[]' : '{}';
  if (!items.every(isPlain)) return undefined;
  if (Array.isArray(value)) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(', ')} }`;
}

function print(value: Json, indent: string, prefixLength: number): string {
  const one = inline(value);
  if (one !== undefined && indent.length + prefixLength + one.length <= INLINE_WIDTH) return one;
  if (isPlain(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + print(v, inner, 0)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + print(v, inner, key.length);
  });
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** A JSON content file's text in the house format. */
export function formatJson(data: unknown): string {
  return `${print(data as Json, '', 0)}\n`;
}

/** A YAML content file's text: its leading comment lines (kept from `previous`), then the data. */
export function formatYaml(data: unknown, previous = '', schema?: Schema): string {
  const header = /^(?:#.*\n)*/.exec(previous)?.[0] ?? '';
  return header + dump(data, { lineWidth: -1, ...(schema ? { schema } : {}) });
}

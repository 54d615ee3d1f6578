// The files in content/ as the studio writes them: the house format (src/lib/studio/content-format.ts),
// keys in the schema's order, one file per entry named by its id. A studio save then changes only
// the lines an editor changed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { formatJson, formatYaml } from '../../src/lib/studio/content-format';
import { CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';
import { modelOf, studioContext, type FieldModel } from '../../studio/model';
import { normalizeContentFile } from '../../studio/save';

interface ContentFile {
  path: string;
  model: FieldModel;
  key?: string;
  idField?: string;
}

function contentFiles(): ContentFile[] {
  const out: ContentFile[] = [];
  for (const collection of Object.values(CONTENT_MODEL) as CollectionModel[]) {
    const { storage } = collection;
    if (storage.kind === 'singleton') {
      out.push({ path: storage.file, model: modelOf(collection.schema(studioContext)), key: storage.key });
      continue;
    }
    for (const part of collection.parts ?? [{ folder: storage.folder, schema: collection.schema }]) {
      // A folder that may be empty (content/insights/: no article ships) may be absent too.
      const names = storage.mayBeEmpty && !existsSync(part.folder) ? [] : readdirSync(part.folder);
      for (const name of names.filter((f) => f.endsWith(`.${storage.extension}`))) {
        out.push({
          path: `${part.folder}/${name}`,
          model: modelOf(part.schema(studioContext)),
          ...(storage.idField ? { idField: storage.idField } : {}),
        });
      }
    }
  }
  return out;
}

function data(file: ContentFile): unknown {
  const text = readFileSync(file.path, 'utf8');
  if (file.path.endsWith('.json')) return JSON.parse(text);
  if (file.path.endsWith('.yaml')) return load(text);
  return load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!, { schema: CORE_SCHEMA });
}

/** Keys out of the schema's order, as "path: key" lines. */
export function keysOutOfOrder(model: FieldModel, value: unknown, path = ''): string[] {
  if (model.type === 'array' && Array.isArray(value))
    return value.flatMap((item, i) => keysOutOfOrder(model.element, item, `${path}[${i}]`));
  if (model.type !== 'object' || typeof value !== 'object' || value === null) return [];
  const order = Object.keys(model.fields);
  const keys = Object.keys(value);
  const sorted = [...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const here =
    keys.join() === sorted.join()
      ? []
      : [`${path || '(top)'}: ${keys.join(', ')} (schema order: ${sorted.join(', ')})`];
  return [
    ...here,
    ...keys.flatMap((k) =>
      model.fields[k] ? keysOutOfOrder(model.fields[k], (value as Record<string, unknown>)[k], `${path}.${k}`) : [],
    ),
  ];
}

const files = contentFiles();

describe.each(files.map((f) => [f.path, f] as const))('%s', (path, file) => {
  test('is in the house format, as a studio save writes it', () => {
    const text = readFileSync(path, 'utf8');
    expect(normalizeContentFile(path, text, text)).toBe(text);
  });
  test("keeps the schema's key order", () => {
    const value = data(file);
    expect(keysOutOfOrder(file.model, file.key ? (value as Record<string, unknown>)[file.key] : value)).toEqual([]);
  });
  if (file.idField) {
    test('is named by its id', () => {
      expect((data(file) as Record<string, string>)[file.idField!]).toBe(
        path
          .split('/')
          .pop()!
          .replace(/\.\w+$/, ''),
      );
    });
  }
});

describe('the house format', () => {
  test('JSON: two spaces, flat objects on one line', () => {
    expect(formatJson({ a: [{ src: 'x', alt: 'y' }], b: { c: { d: 1 } } })).toBe(
      '{\n  "a": [\n    { "src": "x", "alt": "y" }\n  ],\n  "b": {\n    "c": { "d": 1 }\n  }\n}\n',
    );
  });
  test('YAML keeps the header comments of the file it replaces', () => {
    expect(formatYaml({ kind: 'project' }, '# /work/x\n# second line\nkind: podcast\n')).toBe(
      '# /work/x\n# second line\nkind: project\n',
    );
  });
  test('a key out of order is found', () => {
    const model = modelOf(CONTENT_MODEL.faq.schema(studioContext));
    expect(keysOutOfOrder(model, { question: 'q', id: 'x', answer: 'a' })).toEqual([
      '(top): question, id, answer (schema order: id, question, answer)',
    ]);
  });
});

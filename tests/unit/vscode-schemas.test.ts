// Completion and validation in VS Code for those who edit content/ files directly: a JSON Schema
// per collection, generated from the zod schemas (src/schemas/), in .vscode/schemas/, and
// .vscode/settings.json mapping the files to them (JSON: built in; YAML: Red Hat's YAML extension).
// This test regenerates them and fails when a committed one is stale: after changing a schema,
// `npm run vscode-schemas` rewrites them.
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import { CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';
import type { SchemaContext } from '../../src/schemas/context';

/** Images and references are file paths and entry ids in the files. */
const fileContext: SchemaContext = {
  image: (() => z.string().describe('A path to an image file, relative to this file (e.g. "../images/photo.jpg")')) as unknown as SchemaContext['image'],
  reference: ((collection: string) => z.string().describe(`The id of an entry of ${collection}`)) as unknown as SchemaContext['reference'],
};

/** Each JSON or YAML collection (or part): its schema, and the files it applies to. */
function targets(): { name: string; schema: z.ZodType; files: string; yaml: boolean }[] {
  const out: { name: string; schema: z.ZodType; files: string; yaml: boolean }[] = [];
  for (const [name, model] of Object.entries(CONTENT_MODEL) as [string, CollectionModel][]) {
    const { storage } = model;
    if (storage.kind === 'singleton') {
      out.push({ name, schema: z.object({ [storage.key]: model.schema(fileContext) }).strict(), files: storage.file, yaml: false });
    } else if (storage.extension !== 'md') {
      for (const part of model.parts ?? [{ name, folder: storage.folder, schema: model.schema }]) {
        out.push({ name: part.name, schema: part.schema(fileContext), files: `${part.folder}/*.${storage.extension}`, yaml: storage.extension === 'yaml' });
      }
    }
  }
  return out;
}

const jsonSchema = (schema: z.ZodType) => `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`;

describe('JSON Schemas of the content files, for the code editor', () => {
  test.each(targets().map((t) => [t.name, t] as const))('%s', async (name, { schema }) => {
    await expect(jsonSchema(schema)).toMatchFileSnapshot(`../../.vscode/schemas/${name}.schema.json`);
  });

  test('.vscode/settings.json maps every JSON and YAML content file to its schema', async () => {
    const all = targets();
    const settings = {
      'json.schemas': all.filter((t) => !t.yaml).map((t) => ({ fileMatch: [`/${t.files}`], url: `./.vscode/schemas/${t.name}.schema.json` })),
      'yaml.schemas': Object.fromEntries(all.filter((t) => t.yaml).map((t) => [`./.vscode/schemas/${t.name}.schema.json`, [t.files]])),
    };
    await expect(`${JSON.stringify(settings, null, 2)}\n`).toMatchFileSnapshot('../../.vscode/settings.json');
  });

  test('a schema that drifted from its collection fails the check', async () => {
    const stale = JSON.parse(readFileSync('.vscode/schemas/work.schema.json', 'utf8')) as { properties: Record<string, { maxLength?: number }> };
    stale.properties.description!.maxLength = 300;
    expect(`${JSON.stringify(stale, null, 2)}\n`).not.toBe(jsonSchema(targets().find((t) => t.name === 'work')!.schema));
  });
});

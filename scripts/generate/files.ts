/**
 * Files committed to the repository that are renderings of code: the hosts' headers and redirects
 * (from src/lib/build/security-headers.ts and the site's redirects) and the code editor's JSON Schemas
 * of the content files (from src/schemas/). `npm run generate` writes them; a test fails when a
 * committed one differs from what this returns.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';
import type { SchemaContext } from '../../src/schemas/context';
import { redirectEntries, SITE_REDIRECTS } from '../../src/lib/browser/redirects';
import {
  headerRules,
  policySources,
  renderHeadersFile,
  renderVercelConfig,
} from '../../src/lib/build/security-headers';

/** Reads a committed file, or undefined when there is none yet. */
export type ReadFile = (path: string) => string | undefined;

/** Images and references are file paths and entry ids in the files. */
const fileContext: SchemaContext = {
  image: (() =>
    z
      .string()
      .describe(
        'A path to an image file, relative to this file (e.g. "../images/photo.jpg")',
      )) as unknown as SchemaContext['image'],
  reference: ((collection: string) =>
    z.string().describe(`The id of an entry of ${collection}`)) as unknown as SchemaContext['reference'],
};

/** Each JSON or YAML collection (or part): its schema, and the files it applies to. */
function editorTargets(): { name: string; schema: z.ZodType; files: string; yaml: boolean }[] {
  const out: { name: string; schema: z.ZodType; files: string; yaml: boolean }[] = [];
  for (const [name, model] of Object.entries(CONTENT_MODEL) as [string, CollectionModel][]) {
    const { storage } = model;
    if (storage.kind === 'singleton') {
      out.push({
        name,
        schema: z.object({ [storage.key]: model.schema(fileContext) }).strict(),
        files: storage.file,
        yaml: false,
      });
    } else if (storage.extension !== 'md') {
      for (const part of model.parts ?? [{ name, folder: storage.folder, schema: model.schema }]) {
        out.push({
          name: part.name,
          schema: part.schema(fileContext),
          files: `${part.folder}/*.${storage.extension}`,
          yaml: storage.extension === 'yaml',
        });
      }
    }
  }
  return out;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The code editor's files: a JSON Schema per collection, and the two settings of
 * .vscode/settings.json that map the content files to them; any other setting there is the
 * developer's own and is kept.
 */
function editorFiles(read: ReadFile): Record<string, string> {
  const targets = editorTargets();
  const files: Record<string, string> = {};
  for (const t of targets)
    files[`.vscode/schemas/${t.name}.schema.json`] = json(
      z.toJSONSchema(t.schema, { io: 'input', unrepresentable: 'any' }),
    );
  const own = JSON.parse(read('.vscode/settings.json') ?? '{}') as Record<string, unknown>;
  files['.vscode/settings.json'] = json({
    ...own,
    'json.schemas': targets
      .filter((t) => !t.yaml)
      .map((t) => ({ fileMatch: [`/${t.files}`], url: `./.vscode/schemas/${t.name}.schema.json` })),
    'yaml.schemas': Object.fromEntries(
      targets.filter((t) => t.yaml).map((t) => [`./.vscode/schemas/${t.name}.schema.json`, [t.files]]),
    ),
  });
  return files;
}

/** The hosts' files: public/_headers (Cloudflare Pages, Netlify) and vercel.json. */
function hostFiles(read: ReadFile): Record<string, string> {
  const site = JSON.parse(read('content/site.json') ?? '{}') as { agency: { address: { mapEmbedUrl: string } } };
  const rules = headerRules(policySources(site.agency.address.mapEmbedUrl));
  return {
    'public/_headers': renderHeadersFile(rules),
    'vercel.json': json(renderVercelConfig(rules, redirectEntries(SITE_REDIRECTS))),
  };
}

/** Every generated file, path → content, given how the committed files read now. */
export function generatedFiles(read: ReadFile): Record<string, string> {
  return { ...hostFiles(read), ...editorFiles(read) };
}

/** The generated files whose committed copy differs (or is missing). */
export function staleFiles(read: ReadFile): string[] {
  return Object.entries(generatedFiles(read))
    .filter(([path, content]) => read(path) !== content)
    .map(([path]) => path);
}

/** Reads a file of the repository, relative to its root. */
export const readRepoFile: ReadFile = (path) => {
  try {
    return readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
};

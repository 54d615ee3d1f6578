/**
 * The content files' formats as the live studio (Sveltia CMS) reads and writes them: the house
 * format of src/lib/studio/content-format.ts, so a save in the browser changes the same lines a save in
 * the local studio or a code editor would. Registered with `CMS.registerCustomFormat` under these
 * names, which studio/sveltia.ts gives each collection as its `format`.
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import { formatJson, formatYaml } from '../../src/lib/studio/content-format';
import { splitFrontMatter } from '../../src/lib/studio/front-matter';

export interface HouseFormat {
  name: 'house-json' | 'house-yaml' | 'house-frontmatter';
  extension: 'json' | 'yaml' | 'md';
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (value: Record<string, unknown>) => string;
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const HOUSE_FORMATS: readonly HouseFormat[] = [
  { name: 'house-json', extension: 'json', fromFile: (text) => asObject(JSON.parse(text)), toFile: formatJson },
  {
    name: 'house-yaml',
    extension: 'yaml',
    fromFile: (text) => asObject(load(text)),
    toFile: (value) => formatYaml(value),
  },
  {
    // Front matter, then the page's text as the `body` field. Sveltia takes only a format whose
    // name ends in "-frontmatter" for a .md collection. The core schema keeps a date such
    // as `updated: 2025-06-01` a plain string both ways, as the local studio does.
    name: 'house-frontmatter',
    extension: 'md',
    fromFile: (text) => {
      const parts = splitFrontMatter(text);
      if (!parts) return { body: text };
      return { ...asObject(load(parts.yaml, { schema: CORE_SCHEMA })), body: parts.body.replace(/^\n*/, '') };
    },
    toFile: ({ body, ...data }) =>
      `---\n${formatYaml(data, '', CORE_SCHEMA)}---\n\n${typeof body === 'string' ? body.replace(/\n*$/, '\n') : ''}`,
  },
];

// View Preview opens an entry's own page: every folder whose entries are pages has a preview_path,
// and each names the route that builds those pages (src/pages/{dir}/[slug].astro or [page].astro).
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';
import { PAGE_OF_FOLDER, sveltiaCollections } from '../../studio/sveltia';

const PAGES = new URL('../../src/pages/', import.meta.url);

describe("the live studio's preview paths", () => {
  const folders = sveltiaCollections().filter((c) => 'folder' in c) as { folder: string; preview_path?: string }[];

  it.each(Object.entries(PAGE_OF_FOLDER))('%s → /%s is a route of the site', (folder, template) => {
    const dir = template.replace('{{slug}}/', '');
    const routes = readdirSync(new URL(dir || '.', PAGES)).filter((f) => /^\[\w+\]\.astro$/.test(f));
    expect(routes, `a dynamic route in src/pages/${dir}`).toHaveLength(1);
    // The folder holds the entries, unless it may ship none (content/insights/: no article ships).
    const mayBeEmpty = (Object.values(CONTENT_MODEL) as CollectionModel[]).some(
      ({ storage }) => storage.kind === 'folder' && storage.folder === folder && storage.mayBeEmpty,
    );
    expect(mayBeEmpty || existsSync(new URL(folder.replace(/^content\//, '../../content/'), import.meta.url))).toBe(
      true,
    );
  });

  it('every collection of those folders carries its preview path', () => {
    for (const [folder, template] of Object.entries(PAGE_OF_FOLDER))
      expect(folders.find((c) => c.folder === folder)?.preview_path, folder).toBe(template);
  });
});

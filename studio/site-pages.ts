/**
 * The pages a studio knows, so a link to a page that does not exist is refused at save: the pages
 * of the build it came with (the live studio; integrations/live-studio.ts hands it the build's
 * addresses) or of the content on disk (the local studio under npm start), and the pages of the
 * entries saved since, each at the address the site's one rule gives it
 * (src/lib/browser/page-addresses.ts).
 */
import {
  ENTRY_PAGE_FOLDERS,
  entryPage,
  SINGLE_FILE_PAGES,
  type EntryPageCollection,
} from '../src/lib/browser/page-addresses';
import { CONTENT_MODEL, type CollectionModel } from '../src/schemas/index';

export const isEntryPageCollection = (name: string): name is EntryPageCollection => name in ENTRY_PAGE_FOLDERS;
const isSingleFilePage = (name: string): name is keyof typeof SINGLE_FILE_PAGES => name in SINGLE_FILE_PAGES;

/**
 * The page a content file makes, if it makes one: "content/about.json" → "/about/",
 * "content/case-studies/projects/x.yaml" → "/work/x/" (its id is its file name).
 */
export function pageOfContentFile(path: string): string | undefined {
  for (const [name, model] of Object.entries(CONTENT_MODEL) as [string, CollectionModel][]) {
    const { storage } = model;
    if (storage.kind === 'singleton') {
      if (path === storage.file) return isSingleFilePage(name) ? SINGLE_FILE_PAGES[name] : undefined;
      continue;
    }
    if (!isEntryPageCollection(name)) continue;
    for (const folder of model.parts?.map((part) => part.folder) ?? [storage.folder]) {
      const rest = path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : '';
      const id = rest.endsWith(`.${storage.extension}`) ? rest.slice(0, -storage.extension.length - 1) : '';
      if (id && !id.includes('/')) return entryPage(name, id);
    }
  }
  return undefined;
}

/** The pages the given content files make (paths relative to the project, `/`-separated). */
export function pagesOfContent(paths: readonly string[]): Set<string> {
  return new Set(paths.flatMap((path) => pageOfContentFile(path) ?? []));
}

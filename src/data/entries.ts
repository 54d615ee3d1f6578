import { getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { entryPath, missingReference } from '../lib/build/content-paths';
import { CONTENT_MODEL, type CollectionModel } from '../schemas';

/** Where a collection's files are, as an editor finds them: "content/work" or "content/home.json". */
export function collectionLocation(collection: CollectionKey): string {
  const { storage } = CONTENT_MODEL[collection] as CollectionModel;
  return storage.kind === 'singleton' ? storage.file : storage.folder;
}

/** A page's copy file (a single-file collection's one entry); a missing one fails the build, naming the file. */
export async function requireEntry<C extends CollectionKey>(collection: C, id: string): Promise<CollectionEntry<C>> {
  const entry = (await getEntry(collection, id)) as CollectionEntry<C> | undefined;
  if (!entry)
    throw new Error(
      `${collectionLocation(collection)}: no entry "${id}" (the file must hold an object under the key "${id}")`,
    );
  return entry;
}

/** The entry a field of `from` names; a missing one fails the build, naming the file and the field. */
export async function resolveReference<C extends CollectionKey>(
  ref: { collection: C; id: string },
  from: { filePath?: string | undefined; collection: string; id: string },
  field: string,
): Promise<CollectionEntry<C>> {
  const entry = (await getEntry(ref.collection, ref.id)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(missingReference(entryPath(from), field, ref, collectionLocation(ref.collection)));
  return entry;
}

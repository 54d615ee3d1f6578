import { getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';

/** An entry a page cannot do without (its copy file); a missing one fails the build with its name. */
export async function requireEntry<C extends CollectionKey>(collection: C, id: string): Promise<CollectionEntry<C>> {
  const entry = (await getEntry(collection, id)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`content: the "${collection}" collection has no entry "${id}"`);
  return entry;
}

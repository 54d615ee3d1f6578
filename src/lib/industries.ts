/** Entries that carry an editor-set position (industries on /industries). */
export interface Ordered {
  id: string;
  data: { order: number };
}

/** By `order`, then by id so equal positions still come out the same on every build. */
export function sortByOrder<T extends Ordered>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

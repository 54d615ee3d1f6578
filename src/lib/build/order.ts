// Collections come back sorted by id, not in file order, so lists carry their own order.

/** Entries in the order editors set (`order`), ties broken by id so builds are stable. */
export function sortByOrder<T extends { id: string; data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** Timeline entries oldest first: by year, then month. */
export function sortChronologically<T extends { id: string; data: { year: number; month: number } }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort(
    (a, b) => a.data.year - b.data.year || a.data.month - b.data.month || a.id.localeCompare(b.id),
  );
}

/**
 * Focus kept inside a modal (the full-screen menu): Tab from the last element wraps to the first,
 * Shift+Tab from the first to the last. Returns the index to focus, or null to let the browser move.
 */
export function wrapFocus(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

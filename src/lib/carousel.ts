/**
 * The case-study carousel's rules (SPEC 2.14, WAI-ARIA carousel pattern): a bounded index, no
 * wrap-around (the buttons are disabled at the ends), arrow keys, slide labels "n of N".
 */

/** The index kept inside 0 … count - 1 (0 when there is nothing to show). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function canGoPrevious(index: number, count: number): boolean {
  return count > 0 && clampIndex(index, count) > 0;
}

export function canGoNext(index: number, count: number): boolean {
  return count > 0 && clampIndex(index, count) < count - 1;
}

/** One step back, stopping at the first slide. */
export function previousIndex(index: number, count: number): number {
  return clampIndex(index - 1, count);
}

/** One step on, stopping at the last slide. */
export function nextIndex(index: number, count: number): number {
  return clampIndex(index + 1, count);
}

/**
 * The index a key moves to, or null when the key is not the carousel's (so the browser keeps
 * its default). Only the left and right arrows move; at an end they stay put but are still ours.
 */
export function indexForKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowLeft') return previousIndex(index, count);
  if (key === 'ArrowRight') return nextIndex(index, count);
  return null;
}

/** The accessible label of a slide (0-based index): "1 of 3". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/**
 * The slide a scroll-snap row shows (before the island took over the visitor may have
 * scrolled it): the nearest whole slide, within bounds.
 */
export function indexFromScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0) return 0;
  return clampIndex(Math.round(scrollLeft / slideWidth), count);
}

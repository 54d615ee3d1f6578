/**
 * The case-study carousel's rules (the WAI-ARIA carousel pattern): a bounded index, no
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

/** The keys of a keydown, as the carousel reads them. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/**
 * The index a keydown moves to (`indexForKey`), or null when it is not the carousel's: a modified
 * arrow (Alt+Left goes back in history, Shift+Arrow selects) is the browser's.
 */
export function indexForKeyPress(press: KeyPress, index: number, count: number): number | null {
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  return indexForKey(press.key, index, count);
}

/** The accessible label of a slide (0-based index): "1 of 3". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/**
 * The distance between the starts of two neighbouring slides in a scroll-snap row of full-width
 * slides with gaps: the scrollable distance shared by the steps between them.
 */
export function slidePitch(scrollWidth: number, clientWidth: number, count: number): number {
  if (count <= 1) return clientWidth;
  return Math.max(scrollWidth - clientWidth, 0) / (count - 1);
}

/** The slide a scroll-snap row shows at a scroll offset: the nearest whole slide, within bounds. */
export function indexFromScroll(scrollLeft: number, pitch: number, count: number): number {
  if (pitch <= 0) return 0;
  return clampIndex(Math.round(scrollLeft / pitch), count);
}

/** What a screen reader hears after the visitor moves to a slide: "Slide 2 of 3: Title". */
export function slideAnnouncement(index: number, count: number, title: string): string {
  return `Slide ${slideLabel(index, count)}: ${title}`;
}

/** How toasts behave, in one place for the toast host and its tests. */

export const TOAST_OPTIONS = {
  /** How long a toast stays, in milliseconds. */
  duration: 4000,
  /** At most this many toasts show at once. */
  visibleToasts: 3,
  /** Width of a toast, in pixels (sonner's fixed width). */
  width: 356,
  /** Space between stacked toasts, in pixels. */
  gap: 14,
  /** A swipe at least this long dismisses a toast, in pixels. */
  swipeThreshold: 20,
} as const;

export type SwipeDirection = 'top' | 'bottom' | 'left' | 'right';

/** The directions a toast can be swiped away from its corner: "bottom-right" → bottom, right. */
export function swipeDirectionsFor(position: `${'top' | 'bottom'}-${'left' | 'right' | 'center'}`): SwipeDirection[] {
  const [y, x] = position.split('-') as [SwipeDirection, SwipeDirection | 'center'];
  return x === 'center' ? [y] : [y, x];
}

/**
 * Whether a drag of (dx, dy) pixels dismisses a toast: along its main axis, in an allowed
 * direction, at least the threshold long.
 */
export function swipeDismisses(
  dx: number,
  dy: number,
  directions: readonly SwipeDirection[],
  threshold: number = TOAST_OPTIONS.swipeThreshold,
): boolean {
  const horizontal = Math.abs(dx) > Math.abs(dy);
  const amount = horizontal ? dx : dy;
  if (Math.abs(amount) < threshold) return false;
  const direction: SwipeDirection = horizontal ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'bottom' : 'top';
  return directions.includes(direction);
}

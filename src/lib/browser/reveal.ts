/** Entrance animations last 0.5-0.7 s, items stagger by 0.1 s. */
export const REVEAL_DURATION_S = 0.6;
const REVEAL_STAGGER_S = 0.1;
/** Distance a section rises while it fades in. */
export const REVEAL_OFFSET_PX = 24;

/** Delay of the n-th item of a group (0-based). */
export function revealDelay(index: number): number {
  return Math.round(index * REVEAL_STAGGER_S * 100) / 100;
}

/** Where an element's box is, as the browser reports it (an IntersectionObserver entry's `boundingClientRect`). */
export interface RevealBox {
  top: number;
  width: number;
  height: number;
}

/**
 * Whether an element should animate in: never with reduced motion, and only when it starts
 * below the visible part of the page (what is already on screen is never hidden, not even for a frame).
 * An empty box has not been laid out: it sits in a section the browser skips because it is far
 * off screen (`content-visibility: auto` in global.css), or it is not displayed at all.
 */
export function shouldReveal(box: RevealBox, viewportHeight: number, reducedMotion: boolean): boolean {
  if (reducedMotion) return false;
  return box.top >= viewportHeight || (box.width === 0 && box.height === 0);
}

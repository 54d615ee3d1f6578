/** Entrance animations last 0.5-0.7 s, items stagger by 0.1 s. */
export const REVEAL_DURATION_S = 0.6;
const REVEAL_STAGGER_S = 0.1;
/** Distance a section rises while it fades in. */
export const REVEAL_OFFSET_PX = 24;

/** Delay of the n-th item of a group (0-based). */
export function revealDelay(index: number): number {
  return Math.round(index * REVEAL_STAGGER_S * 100) / 100;
}

/**
 * Whether an element should animate in: never with reduced motion, and only when it starts
 * below the visible part of the page (what is already on screen is never hidden, not even for a frame).
 */
export function shouldReveal(elementTop: number, viewportHeight: number, reducedMotion: boolean): boolean {
  return !reducedMotion && elementTop >= viewportHeight;
}

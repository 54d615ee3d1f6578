import { describe, expect, it } from 'vitest';
import { swipeDirectionsFor, swipeDismisses, TOAST_OPTIONS, type SwipeDirection } from '../../src/lib/browser/toasts';

describe('TOAST_OPTIONS', () => {
  it('are 4000 ms, three at most, 356 px wide, 14 px gap, 20 px swipe', () => {
    expect(TOAST_OPTIONS).toEqual({ duration: 4000, visibleToasts: 3, width: 356, gap: 14, swipeThreshold: 20 });
  });
});

describe('swipeDirectionsFor', () => {
  it.each<[Parameters<typeof swipeDirectionsFor>[0], SwipeDirection[]]>([
    ['bottom-right', ['bottom', 'right']],
    ['top-left', ['top', 'left']],
    ['bottom-center', ['bottom']],
  ])('%s → %j', (position, expected) => {
    expect(swipeDirectionsFor(position)).toEqual(expected);
  });
});

describe('swipeDismisses (bottom-right: right or down)', () => {
  const directions: SwipeDirection[] = ['bottom', 'right'];
  it.each<[string, number, number, boolean]>([
    ['20 px right', 20, 0, true],
    ['19 px right', 19, 0, false],
    ['45 px right', 45, 3, true],
    ['20 px down', 0, 20, true],
    ['30 px left (not allowed)', -30, 0, false],
    ['30 px up (not allowed)', 0, -30, false],
    ['mostly down with a little sideways drift', 5, 25, true],
    ['a click', 0, 0, false],
    ['diagonal left-down counts as down', -21, 22, true],
  ])('%s', (_name, dx, dy, expected) => {
    expect(swipeDismisses(dx, dy, directions)).toBe(expected);
  });

  it('takes another threshold', () => {
    expect(swipeDismisses(30, 0, directions, 45)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  clampIndex,
  indexForKey,
  indexForKeyPress,
  indexFromScroll,
  nextIndex,
  previousIndex,
  slideAnnouncement,
  slideLabel,
  slidePitch,
} from '../../src/lib/browser/carousel';

describe('clampIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 2],
    [99, 3, 2],
    [-1, 3, 0],
    [1.7, 3, 1],
    [Number.NaN, 3, 0],
    [0, 0, 0],
    [5, 0, 0],
    [4, 1, 0],
  ])('index %d of %d slides → %d', (index, count, out) => expect(clampIndex(index, count)).toBe(out));
});

describe('bounds of the buttons (3 slides)', () => {
  it.each([
    // index, previous enabled, next enabled, previous goes to, next goes to
    [0, false, true, 0, 1],
    [1, true, true, 0, 2],
    [2, true, false, 1, 2],
  ])('at %d: previous %s, next %s, previous → %d, next → %d', (index, prev, next, prevTo, nextTo) => {
    expect(canGoPrevious(index, 3)).toBe(prev);
    expect(canGoNext(index, 3)).toBe(next);
    expect(previousIndex(index, 3)).toBe(prevTo);
    expect(nextIndex(index, 3)).toBe(nextTo);
  });

  it.each([
    ['one slide', 0, 1, false, false],
    ['no slides', 0, 0, false, false],
    ['out-of-range index past the end', 7, 3, true, false],
    ['negative index', -2, 3, false, true],
  ])('%s: previous %s, next %s', (_name, index, count, prev, next) => {
    expect(canGoPrevious(index, count)).toBe(prev);
    expect(canGoNext(index, count)).toBe(next);
  });
});

describe('indexForKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 1, 2],
    ['ArrowRight', 2, 2],
    ['ArrowLeft', 2, 1],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 0],
    ['ArrowUp', 1, null],
    ['ArrowDown', 1, null],
    ['Home', 2, null],
    ['End', 0, null],
    ['Enter', 0, null],
    [' ', 0, null],
  ])('%s at %d of 3 → %s', (key, index, out) => expect(indexForKey(key, index, 3)).toBe(out));
});

describe('indexForKeyPress', () => {
  const plain = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };
  it('moves on a plain arrow as indexForKey does', () => {
    expect(indexForKeyPress({ ...plain, key: 'ArrowRight' }, 0, 3)).toBe(1);
    expect(indexForKeyPress({ ...plain, key: 'ArrowLeft' }, 0, 3)).toBe(0);
    expect(indexForKeyPress({ ...plain, key: 'Tab' }, 0, 3)).toBeNull();
  });
  it.each(['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const)(
    'leaves an arrow with %s to the browser (history, selection)',
    (modifier) => expect(indexForKeyPress({ ...plain, [modifier]: true, key: 'ArrowRight' }, 0, 3)).toBeNull(),
  );
});

describe('slideLabel', () => {
  it.each([
    [0, 3, '1 of 3'],
    [1, 3, '2 of 3'],
    [2, 3, '3 of 3'],
    [9, 12, '10 of 12'],
  ])('%d of %d → %s', (index, count, out) => expect(slideLabel(index, count)).toBe(out));
});

describe('slidePitch', () => {
  it.each([
    // scrollWidth, clientWidth, slides → pitch
    [2432, 800, 3, 816],
    [2400, 800, 3, 800],
    [800, 800, 1, 800],
    [0, 0, 3, 0],
    [500, 800, 3, 0],
  ])('scrollWidth %d, clientWidth %d, %d slides → %d', (sw, cw, count, out) =>
    expect(slidePitch(sw, cw, count)).toBe(out),
  );
});

describe('indexFromScroll', () => {
  it.each([
    [0, 816, 3, 0],
    [400, 816, 3, 0],
    [410, 816, 3, 1],
    [816, 816, 3, 1],
    [1632, 816, 3, 2],
    [5000, 816, 3, 2],
    [-20, 816, 3, 0],
    [300, 0, 3, 0],
  ])('scrollLeft %d, pitch %d, %d slides → %d', (left, pitch, count, out) =>
    expect(indexFromScroll(left, pitch, count)).toBe(out),
  );
});

describe('slideAnnouncement', () => {
  it.each([
    [0, 3, 'Storefront Homepage', 'Slide 1 of 3: Storefront Homepage'],
    [2, 3, 'Orders for Cafés & Bars', 'Slide 3 of 3: Orders for Cafés & Bars'],
  ])('%d of %d (%s) → %s', (index, count, title, out) => expect(slideAnnouncement(index, count, title)).toBe(out));
});

import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  clampIndex,
  indexForKey,
  indexFromScroll,
  nextIndex,
  previousIndex,
  slideLabel,
} from '../../src/lib/carousel';

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

describe('slideLabel', () => {
  it.each([
    [0, 3, '1 of 3'],
    [1, 3, '2 of 3'],
    [2, 3, '3 of 3'],
    [9, 12, '10 of 12'],
  ])('%d of %d → %s', (index, count, out) => expect(slideLabel(index, count)).toBe(out));
});

describe('indexFromScroll', () => {
  it.each([
    [0, 800, 3, 0],
    [390, 800, 3, 0],
    [410, 800, 3, 1],
    [1600, 800, 3, 2],
    [5000, 800, 3, 2],
    [-20, 800, 3, 0],
    [300, 0, 3, 0],
  ])('scrollLeft %d, slide width %d, %d slides → %d', (left, width, count, out) => expect(indexFromScroll(left, width, count)).toBe(out));
});

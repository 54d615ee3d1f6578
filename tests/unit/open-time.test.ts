import { describe, expect, it } from 'vitest';
import { openTime } from '../support/open-time';

describe('openTime', () => {
  it('is zero with no intervals, or an empty window', () => {
    expect(openTime([], 0, 100)).toBe(0);
    expect(openTime([[10, 20]], 50, 50)).toBe(0);
  });

  it('adds intervals apart from each other', () => {
    expect(
      openTime(
        [
          [10, 20],
          [30, 45],
        ],
        0,
        100,
      ),
    ).toBe(25);
  });

  it('counts overlapping intervals once, in any order', () => {
    expect(
      openTime(
        [
          [30, 50],
          [10, 40],
        ],
        0,
        100,
      ),
    ).toBe(40);
  });

  it('counts an interval nested in another once', () => {
    expect(
      openTime(
        [
          [10, 60],
          [20, 30],
          [25, 35],
        ],
        0,
        100,
      ),
    ).toBe(50);
  });

  it('keeps only the part inside the window', () => {
    expect(openTime([[0, 20]], 10, 100)).toBe(10);
    expect(openTime([[90, 130]], 0, 100)).toBe(10);
    expect(openTime([[0, 200]], 10, 100)).toBe(90);
  });

  it('leaves out intervals wholly before or after the window', () => {
    expect(
      openTime(
        [
          [0, 5],
          [120, 150],
          [40, 50],
        ],
        10,
        100,
      ),
    ).toBe(10);
  });

  it('does not count twice an interval that starts before the window and one nested after it', () => {
    expect(
      openTime(
        [
          [0, 50],
          [20, 40],
          [45, 70],
        ],
        10,
        100,
      ),
    ).toBe(60);
  });
});

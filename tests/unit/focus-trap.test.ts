import { describe, expect, it } from 'vitest';
import { wrapFocus } from '../../src/lib/browser/focus-trap';

describe('wrapFocus', () => {
  it.each<[string, number, number, boolean, number | null]>([
    ['Tab on the last wraps to the first', 4, 5, false, 0],
    ['Shift+Tab on the first wraps to the last', 0, 5, true, 4],
    ['Tab in the middle is the browser’s', 2, 5, false, null],
    ['Shift+Tab in the middle is the browser’s', 2, 5, true, null],
    ['Tab from outside the list is the browser’s', -1, 5, false, null],
    ['one element: Tab stays on it', 0, 1, false, 0],
    ['nothing to focus', 0, 0, false, null],
  ])('%s', (_, current, count, backwards, expected) => {
    expect(wrapFocus(current, count, backwards)).toBe(expected);
  });
});

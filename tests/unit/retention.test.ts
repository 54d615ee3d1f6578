import { describe, expect, it } from 'vitest';
import { retentionText } from '../../src/lib/retention';

describe('retentionText', () => {
  it.each([
    [24, '24 months'],
    [1, '1 month'],
    [6, '6 months'],
  ])('%i → %s', (months, text) => expect(retentionText(months)).toBe(text));

  it.each([0, -3, 2.5, Number.NaN])('refuses %s', (months) => expect(() => retentionText(months)).toThrow(/months/));
});

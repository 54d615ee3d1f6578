import { describe, expect, it } from 'vitest';
import { serviceHref, stepColumns } from '../../src/lib/build/services';

describe('serviceHref', () => {
  it.each([
    ['branding', '/services/branding/'],
    ['podcast-management', '/services/podcast-management/'],
  ])('%s → %s', (id, href) => expect(serviceHref(id)).toBe(href));
});

describe('stepColumns', () => {
  it.each([
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 6],
    [2, 3],
    [8, 6],
  ])('%d steps → %d columns', (count, cols) => expect(stepColumns(count)).toBe(cols));
});

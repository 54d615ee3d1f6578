import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/browser/slugify';

describe('slugify', () => {
  it.each([
    ['UI/UX Design', 'ui-ux-design'],
    ['Any More Questions?', 'any-more-questions'],
    ["Can't Find Your Field?", 'can-t-find-your-field'],
    ['  Nairobi ', 'nairobi'],
    ['E-commerce', 'e-commerce'],
    ['All', 'all'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});

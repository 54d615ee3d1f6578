import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/slugify';

describe('slugify', () => {
  it.each([
    ['UI/UX Design', 'ui-ux-design'],
    ['Still Have Questions?', 'still-have-questions'],
    ["Don't See Your Industry?", 'don-t-see-your-industry'],
    ['  Nairobi ', 'nairobi'],
    ['E-commerce', 'e-commerce'],
    ['All', 'all'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});

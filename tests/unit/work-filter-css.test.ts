import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORK_CATEGORIES } from '../../src/content.config';

// work-filter.css filters /work before and without hydration, one `:has()` rule per category.
// Quotes normalised: the formatter writes attribute selectors with single quotes.
const css = readFileSync(new URL('../../src/components/work/work-filter.css', import.meta.url), 'utf8').replace(
  /'/g,
  '"',
);
const ruleFor = (index: number) =>
  `[data-work-filter]:has(input[data-filter-index="${index}"]:checked) [data-work-card]:not([data-filter-index="${index}"])`;

describe('work-filter.css', () => {
  it('has a rule hiding the other cards for every category of the filter (index 0 is All)', () => {
    const missing = WORK_CATEGORIES.map((_, i) => i + 1).filter((index) => !css.includes(ruleFor(index)));
    expect(missing).toEqual([]);
    expect(css).not.toContain(ruleFor(0));
  });

  it('has no rule for a category the filter does not have', () => {
    const indexes = [...css.matchAll(/input\[data-filter-index="(\d+)"\]/g)].map((m) => Number(m[1]));
    expect(Math.max(...indexes)).toBe(WORK_CATEGORIES.length);
  });

  it('shows the empty state, and hides the grid, when the checked category has no items', () => {
    expect(css).toMatch(/\[data-work-empty\] \{\s*display: none;/);
    expect(css).toMatch(/:has\(input\[data-empty\]:checked\) \[data-work-empty\] \{\s*display: block;/);
    expect(css).toMatch(/:has\(input\[data-empty\]:checked\) \[data-work-grid\] \{\s*display: none;/);
  });
});

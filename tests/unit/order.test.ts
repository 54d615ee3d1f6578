import { describe, expect, it } from 'vitest';
import { sortByOrder, sortChronologically } from '../../src/lib/build/order';

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('sortByOrder', () => {
  it.each([
    [
      'by order',
      [
        { id: 'a', data: { order: 2 } },
        { id: 'b', data: { order: 1 } },
      ],
      ['b', 'a'],
    ],
    [
      'ties by id',
      [
        { id: 'z', data: { order: 1 } },
        { id: 'm', data: { order: 1 } },
      ],
      ['m', 'z'],
    ],
    ['empty', [], []],
  ])('%s', (_n, entries, out) => expect(ids(sortByOrder(entries))).toEqual(out));

  it('leaves the input alone', () => {
    const input = [
      { id: 'a', data: { order: 2 } },
      { id: 'b', data: { order: 1 } },
    ];
    sortByOrder(input);
    expect(ids(input)).toEqual(['a', 'b']);
  });
});

describe('sortChronologically', () => {
  it('orders by year, then month', () => {
    const entries = [
      { id: 'award', data: { year: 2025, month: 10 } },
      { id: 'founded', data: { year: 2023, month: 3 } },
      { id: 'ai', data: { year: 2025, month: 3 } },
      { id: 'podcasts', data: { year: 2023, month: 9 } },
    ];
    expect(ids(sortChronologically(entries))).toEqual(['founded', 'podcasts', 'ai', 'award']);
  });
});

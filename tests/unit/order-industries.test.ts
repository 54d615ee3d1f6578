import { describe, expect, it } from 'vitest';
import { sortByOrder } from '../../src/lib/order';

describe('sortByOrder', () => {
  const entry = (id: string, order: number) => ({ id, data: { order } });
  it.each([
    ['already sorted', [entry('a', 1), entry('b', 2)], ['a', 'b']],
    ['reversed', [entry('b', 2), entry('a', 1)], ['a', 'b']],
    ['ties broken by id', [entry('z', 1), entry('m', 1), entry('a', 2)], ['m', 'z', 'a']],
    ['empty', [], []],
  ])('%s', (_name, entries, ids) => expect(sortByOrder(entries).map((e) => e.id)).toEqual(ids));
  it('leaves its input alone', () => {
    const input = [entry('b', 2), entry('a', 1)];
    sortByOrder(input);
    expect(input.map((e) => e.id)).toEqual(['b', 'a']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  adoptOpen,
  headerFocusTarget,
  initialOpen,
  questionIdFromHash,
  toggleAccordion,
} from '../../src/lib/browser/accordion';

describe('toggleAccordion', () => {
  it.each<[string, string | null, string, string | null]>([
    ['opens an entry when none is open', null, 'a', 'a'],
    ['closes the open entry when it is activated again', 'a', 'a', null],
    ['opens another entry and closes the previous one', 'a', 'b', 'b'],
  ])('%s', (_name, open, id, expected) => {
    expect(toggleAccordion(open, id)).toBe(expected);
  });
});

describe('initialOpen', () => {
  const ids = ['first', 'second', 'third'];
  it.each<[string, { firstOpen: boolean; hash?: string }, string | null]>([
    ['home page: the first entry', { firstOpen: true }, 'first'],
    ['FAQ page: none', { firstOpen: false }, null],
    ['a #id link opens that entry', { firstOpen: false, hash: '#third' }, 'third'],
    ['a #id link wins over the first entry', { firstOpen: true, hash: '#second' }, 'second'],
    ['an unknown #id is ignored', { firstOpen: true, hash: '#nope' }, 'first'],
    ['an empty hash is ignored', { firstOpen: false, hash: '#' }, null],
  ])('%s', (_name, options, expected) => {
    expect(initialOpen(ids, options)).toBe(expected);
  });

  it('has nothing to open in an empty list', () => {
    expect(initialOpen([], { firstOpen: true })).toBeNull();
  });
});

describe('questionIdFromHash', () => {
  it.each<[string, string, string | null]>([
    ['with the leading #', '#deposit', 'deposit'],
    ['without the leading #', 'deposit', 'deposit'],
    ['percent-encoded', '#dep%6Fsit', 'deposit'],
    ['malformed escapes', '#%E0%A4%A', null],
    ['not an entry', '#main', null],
    ['empty', '', null],
  ])('%s', (_name, hash, expected) => {
    expect(questionIdFromHash(hash, ['deposit', 'timeline'])).toBe(expected);
  });
});

describe('headerFocusTarget', () => {
  it.each<[string, number, number, number | null]>([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', 1, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 1, 3, null],
    ['Tab', 1, 3, null],
    ['ArrowDown', 0, 0, null],
    ['ArrowDown', -1, 3, null],
  ])('%s from %i of %i → %s', (key, current, count, expected) => {
    expect(headerFocusTarget(key, current, count)).toBe(expected);
  });
});

describe('adoptOpen (hydrating the native <details name> accordion)', () => {
  it.each([
    // [what the page shows, what the server rendered, the #id entry, the result]
    ['duration', 'services', null, 'duration'], // the visitor opened another before hydration
    [null, 'services', null, null], // the visitor closed the first before hydration
    [null, 'services', 'support', null], // ... even on a #id link: what they did wins
    ['services', 'services', 'support', 'support'], // untouched, the browser did not open the link's entry
    ['support', 'services', 'support', 'support'], // the browser opened the link's entry itself
    [null, null, null, null],
    ['services', 'services', null, 'services'],
  ] as const)('shown %s, server %s, link %s: %s', (domOpen, serverOpen, linked, expected) => {
    expect(adoptOpen({ domOpen, serverOpen, linked })).toBe(expected);
  });
});

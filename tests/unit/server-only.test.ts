import { describe, expect, it } from 'vitest';
import { serverOnly } from '../../src/lib/browser/server-only';

describe('serverOnly', () => {
  it('holds the value for the server and leaves it out of the JSON an island is hydrated with', () => {
    const questions = [{ id: 'a', question: 'Q?', answer: 'A.' }];
    const held = serverOnly(questions);
    expect(held.value).toBe(questions);
    expect(JSON.stringify({ items: held, firstOpen: true })).toBe('{"items":{},"firstOpen":true}');
    expect(Object.entries(held)).toEqual([]);
  });
});

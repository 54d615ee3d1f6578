import { readFileSync } from 'node:fs';
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

describe('the privacy page', () => {
  const privacy = readFileSync('content/pages/privacy.md', 'utf8');

  // The period is a fact of content/site.json, the one the database deletes by.
  it('states the retention period through {{retention}}', () => expect(privacy).toContain('{{retention}}'));
  it('types no period of months or years of its own', () =>
    expect(privacy.match(/\b\d+\s*(?:months?|years?)\b/gi) ?? []).toEqual([]));
});

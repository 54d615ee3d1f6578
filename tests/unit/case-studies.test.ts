import { describe, expect, it } from 'vitest';
import { PLATFORM_LABELS, platformLinks, timelineDates } from '../../src/lib/build/case-studies';

describe('timelineDates', () => {
  it.each([
    ['2024', { start: '2024', end: '2024' }],
    ['2022-2024', { start: '2022', end: '2024' }],
    ['2022-Present', { start: '2022' }],
    ['2023-Present', { start: '2023' }],
  ])('%s → %o', (year, out) => expect(timelineDates(year)).toEqual(out));
});

describe('platformLinks', () => {
  const platforms = {
    google: 'https://g.example/show',
    apple: 'https://a.example/show',
    spotify: 'https://s.example/show',
  };
  it('lists Spotify, Apple, Google in that order whatever the object order', () => {
    expect(platformLinks(platforms)).toEqual([
      { platform: 'spotify', label: 'Spotify', href: 'https://s.example/show' },
      { platform: 'apple', label: 'Apple Podcasts', href: 'https://a.example/show' },
      { platform: 'google', label: 'Google', href: 'https://g.example/show' },
    ]);
  });
  it('has a label for every platform', () =>
    expect(Object.keys(PLATFORM_LABELS)).toEqual(['spotify', 'apple', 'google']));
});

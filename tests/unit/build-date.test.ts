// The build's date: one setting, a day or a time, refused by name when it is neither.
import { describe, expect, it } from 'vitest';
import { buildYear, parseBuildDate } from '../../src/lib/build/build-date';

const NOW = new Date('2026-11-29T03:15:00Z');

describe('parseBuildDate', () => {
  it('is the time of the build when the setting is unset or blank', () => {
    expect(parseBuildDate(undefined, NOW)).toBe(NOW);
    expect(parseBuildDate('', NOW)).toBe(NOW);
    expect(parseBuildDate('  ', NOW)).toBe(NOW);
  });

  it('takes a day as that day at midnight UTC', () => {
    expect(parseBuildDate('2027-01-01', NOW).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(parseBuildDate(' 2026-12-31 ', NOW).toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('takes a time with its zone', () => {
    expect(parseBuildDate('2027-01-01T06:00:00Z', NOW).toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(parseBuildDate('2027-01-01T09:00+03:00', NOW).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it.each(['tomorrow', '2027-02-30', '2027-13-01', '01/01/2027', '2027-01-01T06:00', '1735689600'])(
    'refuses %s, naming the setting and the forms it takes',
    (value) => {
      expect(() => parseBuildDate(value, NOW)).toThrow(
        `BUILD_DATE="${value}" is not a date: write a day as 2027-01-01 or a time as 2027-01-01T06:00:00Z`,
      );
    },
  );
});

describe('buildYear', () => {
  it('is the UTC year of the build date, so 31 December and 1 January differ', () => {
    expect(buildYear(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(buildYear(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});

import { describe, expect, it } from 'vitest';
import { hoursText, socialProfiles, telHref, type HoursEntry } from '../../src/lib/build/contact-info';

describe('hoursText', () => {
  it.each<[HoursEntry, string]>([
    [{ days: 'Tuesday to Friday', opens: '9:00 AM', closes: '6:00 PM' }, '9:00 AM to 6:00 PM'],
    [{ days: 'Saturday', opens: '10:00 AM', closes: '2:00 PM' }, '10:00 AM to 2:00 PM'],
    [{ days: 'Sunday', closed: true }, 'closed'],
  ])('%j → %j', (entry, expected) => {
    expect(hoursText(entry)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['+254 20 700 0001', 'tel:+254207000001'],
    ['+61 3 9000 0002', 'tel:+61390000002'],
  ])('%j → %j', (number, expected) => {
    expect(telHref(number)).toBe(expected);
  });
});

describe('socialProfiles', () => {
  const profiles = [
    { network: 'instagram', url: 'i' },
    { network: 'twitter', url: 't' },
    { network: 'github', url: 'g' },
  ] as const;
  it('keeps the order asked for and leaves out networks without a profile', () => {
    expect(socialProfiles(profiles, ['twitter', 'facebook', 'instagram']).map((p) => p.url)).toEqual(['t', 'i']);
  });
});

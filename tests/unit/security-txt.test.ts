// security.txt: what the build writes passes RFC 9116's rules, and the rules' reader fails on each break.
import { describe, expect, it } from 'vitest';
import { buildSecurityTxt, MAX_EXPIRY_DAYS, securityTxtExpiry } from '../../src/lib/build/security-txt';
import { parseSecurityTxt } from '../support/security-txt';

const NOW = new Date('2026-11-27T10:30:15.250Z');
const URL_OF_FILE = 'https://example.com/.well-known/security.txt';
const settings = {
  contacts: ['mailto:security@example.com', 'https://example.com/report'],
  expiresInDays: 180,
  preferredLanguages: ['en', 'sw'],
};

describe('buildSecurityTxt', () => {
  const text = buildSecurityTxt(settings, 'https://example.com', NOW);

  it('writes every contact, the expiry, the languages and its own URL as Canonical', () => {
    expect(text).toBe(
      [
        'Contact: mailto:security@example.com',
        'Contact: https://example.com/report',
        'Expires: 2027-05-26T10:30:15Z',
        'Preferred-Languages: en, sw',
        `Canonical: ${URL_OF_FILE}`,
        '',
      ].join('\n'),
    );
  });

  it('passes the RFC’s rules, at the build and until it expires, not after', () => {
    expect(parseSecurityTxt(text, URL_OF_FILE, NOW).problems).toEqual([]);
    expect(parseSecurityTxt(text, URL_OF_FILE, new Date('2027-05-26T10:30:14Z')).problems).toEqual([]);
    expect(parseSecurityTxt(text, URL_OF_FILE, new Date('2027-05-26T10:30:16Z')).problems).toEqual([
      'Expires is in the past: 2027-05-26T10:30:15Z',
    ]);
  });

  it('adds Policy when there is one', () => {
    const withPolicy = buildSecurityTxt(
      { ...settings, policy: 'https://example.com/security' },
      'https://example.com',
      NOW,
    );
    expect(withPolicy).toContain('\nPolicy: https://example.com/security\n');
    expect(parseSecurityTxt(withPolicy, URL_OF_FILE, NOW).problems).toEqual([]);
  });

  it('the longest period the schema allows is within the RFC’s year', () => {
    const longest = buildSecurityTxt({ ...settings, expiresInDays: MAX_EXPIRY_DAYS }, 'https://example.com', NOW);
    expect(parseSecurityTxt(longest, URL_OF_FILE, NOW).problems).toEqual([]);
    expect(securityTxtExpiry(NOW, MAX_EXPIRY_DAYS)).toBe('2027-11-27T10:30:15Z');
  });
});

describe('parseSecurityTxt fails on each broken rule', () => {
  const good = ['Contact: mailto:a@example.com', 'Expires: 2027-01-01T00:00:00Z'];
  const problemsOf = (lines: string[], from = URL_OF_FILE) => parseSecurityTxt(lines.join('\n'), from, NOW).problems;

  it('a good file, with comments, blank lines and CRLF', () => {
    expect(parseSecurityTxt(['# comment', '', ...good].join('\r\n'), URL_OF_FILE, NOW).problems).toEqual([]);
  });

  it.each([
    ['no Contact', ['Expires: 2027-01-01T00:00:00Z'], 'no Contact'],
    ['no Expires', ['Contact: mailto:a@example.com'], 'no Expires'],
    ['two Expires', [...good, 'Expires: 2027-01-02T00:00:00Z'], 'expires appears 2 times'],
    ['an Expires not in RFC 3339', ['Contact: mailto:a@example.com', 'Expires: 1 January 2027'], 'not an RFC 3339'],
    ['an Expires in the past', ['Contact: mailto:a@example.com', 'Expires: 2026-01-01T00:00:00Z'], 'in the past'],
    [
      'an Expires beyond a year',
      ['Contact: mailto:a@example.com', 'Expires: 2028-01-01T00:00:00Z'],
      'more than a year',
    ],
    ['a Contact that is not a URI', ['Contact: a@example.com', good[1]!], 'not a URI'],
    ['an http Contact', ['Contact: http://example.com/report', good[1]!], 'not https'],
    ['a Policy that is not https', [...good, 'Policy: ftp://example.com/policy'], 'not an https URI'],
    ['two Preferred-Languages', [...good, 'Preferred-Languages: en', 'Preferred-Languages: sw'], 'appears 2 times'],
    ['a Preferred-Languages not of tags', [...good, 'Preferred-Languages: English; Swahili'], 'not a list of language'],
    ['a Canonical elsewhere', [...good, 'Canonical: https://other.example/.well-known/security.txt'], 'does not name'],
    ['a line that is no field', [...good, 'Contact mailto:b@example.com'], 'is not "Field: value"'],
  ])('%s', (_, lines, problem) => {
    expect(problemsOf(lines).join('\n')).toContain(problem);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BUDGET_OPTIONS,
  buildContactMessage,
  DEFAULT_BUDGET,
  INITIAL_CONTACT_VALUES,
  type ContactFormValues,
} from '../../src/lib/browser/contact-message';
import { LEAD_SOURCE_LIMITS } from '../../src/lib/browser/lead-source';

const base: ContactFormValues = {
  name: 'Amina',
  email: 'amina@example.com',
  phone: '',
  subject: 'Rebrand',
  message: 'Hello',
  budget: '$1,500 - $5,000',
};

describe('buildContactMessage', () => {
  it.each<[string, Partial<ContactFormValues>, Record<string, string>]>([
    [
      'keeps clean values',
      {},
      {
        name: 'Amina',
        email: 'amina@example.com',
        subject: 'Rebrand',
        message: 'Hello\n\nPhone: Not provided\nBudget: $1,500 - $5,000',
      },
    ],
    [
      'trims name, email and subject',
      { name: '  Amina  ', email: ' amina@example.com\t', subject: '\nRebrand ' },
      { name: 'Amina', email: 'amina@example.com', subject: 'Rebrand' },
    ],
    [
      'trims the message before appending',
      { message: '  Hello there \n\n' },
      { message: 'Hello there\n\nPhone: Not provided\nBudget: $1,500 - $5,000' },
    ],
    [
      'appends a trimmed phone',
      { phone: '  +254 700 000 000 ' },
      { message: 'Hello\n\nPhone: +254 700 000 000\nBudget: $1,500 - $5,000' },
    ],
    [
      'says Not provided for a blank phone',
      { phone: '   ' },
      { message: 'Hello\n\nPhone: Not provided\nBudget: $1,500 - $5,000' },
    ],
    [
      'appends the chosen budget',
      { budget: '$50,000+' },
      { message: 'Hello\n\nPhone: Not provided\nBudget: $50,000+' },
    ],
    [
      'keeps inner line breaks of the message',
      { message: 'Line one\nLine two' },
      { message: 'Line one\nLine two\n\nPhone: Not provided\nBudget: $1,500 - $5,000' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(buildContactMessage({ ...base, ...input })).toMatchObject(expected);
  });

  it('sends exactly the four columns of contact_messages when the visit’s source is unknown', () => {
    expect(Object.keys(buildContactMessage(base)).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(Object.keys(buildContactMessage(base, {})).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('adds the visit’s source, each known column once', () => {
    const source = {
      landing_page: '/work/x/?utm_source=newsletter&utm_medium=email',
      referrer_host: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    };
    expect(buildContactMessage(base, source)).toEqual({
      name: 'Amina',
      email: 'amina@example.com',
      subject: 'Rebrand',
      message: 'Hello\n\nPhone: Not provided\nBudget: $1,500 - $5,000',
      ...source,
    });
  });

  it('cuts or leaves out a hostile source value, never the message', () => {
    const message = buildContactMessage(base, {
      landing_page: `/?q=${'x'.repeat(5000)}`,
      referrer_host: 'evil.example\r\nBcc: x@example.com',
      utm_source: 'news\r\nBcc: x@example.com',
      utm_medium: '<script>alert(1)</script>',
      utm_campaign: 'c'.repeat(5000),
    });
    expect(message).toMatchObject({ name: 'Amina', subject: 'Rebrand' });
    expect(message.landing_page).toHaveLength(LEAD_SOURCE_LIMITS.landing_page);
    expect(message.utm_source).toBe('news Bcc: x@example.com');
    expect(message.utm_campaign).toHaveLength(LEAD_SOURCE_LIMITS.utm_campaign);
    expect(message).not.toHaveProperty('referrer_host');
    expect(message).not.toHaveProperty('utm_medium');
  });
});

describe('budget options', () => {
  it('are the budget ranges in order with the first as default', () => {
    expect(BUDGET_OPTIONS).toEqual([
      '$1,500 - $5,000',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000+',
      'Not specified',
    ]);
    expect(DEFAULT_BUDGET).toBe('$1,500 - $5,000');
    expect(INITIAL_CONTACT_VALUES).toEqual({
      name: '',
      email: '',
      phone: '',
      subject: '',
      message: '',
      budget: '$1,500 - $5,000',
    });
  });
});

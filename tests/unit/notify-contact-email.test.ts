import { describe, expect, it } from 'vitest';
import {
  buildDigest,
  buildEmail,
  buildNotification,
  notificationPayloadFrom,
  type ContactRow,
} from '../../supabase/functions/notify-contact/email';

const row: ContactRow = {
  id: '7a1c2a52-46a4-4bde-9a3c-0d6c4f1b7f10',
  created_at: '2026-11-22T09:30:00.000+00:00',
  name: 'Amina Otieno',
  email: 'amina@example.com',
  subject: 'A new website',
  message: 'We need a new website.\n\nPhone: +254 700 123 456\nBudget: $10,000 - $25,000',
  landing_page: '/work/x/?utm_source=newsletter&utm_medium=email',
  referrer_host: 'news.example.com',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: null,
};
const ROW_SOURCE =
  '\nLanding page: /work/x/?utm_source=newsletter&utm_medium=email\nReferrer: news.example.com\nutm_source: newsletter\nutm_medium: email';
const second: ContactRow = {
  ...row,
  landing_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  id: '0b8d7c3e-1f2a-4c5b-9d6e-7f8a9b0c1d2e',
  created_at: '2026-11-22T09:31:00.000+00:00',
  name: 'Kofi Mensah',
  email: 'kofi@example.com',
  subject: 'Podcast',
  message: 'Can you edit our show?',
};
const addresses = { from: 'Website <web@kilele.example>', to: 'hello@kilele.example' };

describe('notificationPayloadFrom', () => {
  it.each([
    ['a single message', { kind: 'single', messages: [row] }],
    ['a digest', { kind: 'digest', messages: [row, second] }],
  ])('takes %s as the database posts it', (_label, payload) => {
    expect(notificationPayloadFrom(payload)).toEqual(payload);
  });

  it('leaves out a source value that is not text, never the message', () => {
    const payload = notificationPayloadFrom({
      kind: 'single',
      messages: [{ ...row, landing_page: 42, referrer_host: { a: 1 }, utm_source: null }],
    });
    const { landing_page: _landing, referrer_host: _host, ...kept } = row;
    expect(payload?.messages).toEqual([{ ...kept, utm_source: null }]);
  });

  it.each([
    ['no body', null],
    [
      'an old Database Webhook INSERT',
      { type: 'INSERT', table: 'contact_messages', schema: 'public', record: row, old_record: null },
    ],
    ['an unknown kind', { kind: 'bulk', messages: [row] }],
    ['a single of two messages', { kind: 'single', messages: [row, second] }],
    ['an empty digest', { kind: 'digest', messages: [] }],
    ['a row without a message', { kind: 'digest', messages: [row, { ...second, message: undefined }] }],
  ])('refuses %s', (_label, payload) => {
    expect(notificationPayloadFrom(payload)).toBeNull();
  });
});

describe('buildDigest', () => {
  it('lists every message, oldest first as given, each with its sender, time and id; no single reply-to', () => {
    const mail = buildDigest([row, second], addresses);
    expect(mail).toEqual({
      from: 'Website <web@kilele.example>',
      to: ['hello@kilele.example'],
      subject: 'Website enquiries: 2 messages (digest)',
      text: [
        '2 messages arrived after the hourly limit of single notification e-mails was reached. Reply to each sender at the address given.',
        '── 1 of 2: A new website\nFrom: Amina Otieno <amina@example.com>\nSent: 2026-11-22T09:30:00.000+00:00\nMessage id: 7a1c2a52-46a4-4bde-9a3c-0d6c4f1b7f10' +
          `${ROW_SOURCE}\n\n${row.message}`,
        '── 2 of 2: Podcast\nFrom: Kofi Mensah <kofi@example.com>\nSent: 2026-11-22T09:31:00.000+00:00\nMessage id: 0b8d7c3e-1f2a-4c5b-9d6e-7f8a9b0c1d2e\nSource: not recorded\n\nCan you edit our show?',
      ].join('\n\n'),
    });
  });

  it('says "1 message" for one, and keeps each heading on one line', () => {
    const mail = buildDigest([{ ...row, subject: 'Hi\r\nBcc: all@example.com' }], addresses);
    expect(mail.subject).toBe('Website enquiries: 1 message (digest)');
    expect(mail.text).toContain('── 1 of 1: Hi Bcc: all@example.com\n');
  });
});

describe('buildEmail', () => {
  it('sends a single as the one-message e-mail and a digest as the digest', () => {
    expect(buildEmail({ kind: 'single', messages: [row] }, addresses)).toEqual(buildNotification(row, addresses));
    expect(buildEmail({ kind: 'digest', messages: [row, second] }, addresses)).toEqual(
      buildDigest([row, second], addresses),
    );
  });
});

describe('buildNotification', () => {
  it('writes to the agency, replies to the visitor, quotes the message as sent', () => {
    expect(buildNotification(row, addresses)).toEqual({
      from: 'Website <web@kilele.example>',
      to: ['hello@kilele.example'],
      reply_to: 'amina@example.com',
      subject: 'Website enquiry: A new website (Amina Otieno)',
      text:
        'We need a new website.\n\nPhone: +254 700 123 456\nBudget: $10,000 - $25,000\n\n—\n' +
        'From: Amina Otieno <amina@example.com>\nSent: 2026-11-22T09:30:00.000+00:00\nMessage id: 7a1c2a52-46a4-4bde-9a3c-0d6c4f1b7f10' +
        ROW_SOURCE,
    });
  });

  it('keeps the message and every line of the e-mail whatever the source columns hold', () => {
    const hostile = {
      ...row,
      landing_page: '/a\r\nBcc: all@example.com',
      referrer_host: '<script>alert(1)</script>',
      utm_source: `news\u2028\u001b[2J${'x'.repeat(5000)}`,
      utm_medium: '\r\n\r\n',
    };
    const mail = buildNotification(hostile, addresses);
    expect(mail.subject).toBe('Website enquiry: A new website (Amina Otieno)');
    expect(mail.reply_to).toBe('amina@example.com');
    const lines = mail.text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['We need a new website.', '', 'Phone: +254 700 123 456']);
    expect(lines).toContain('Landing page: /a Bcc: all@example.com');
    expect(lines).toContain('Referrer: <script>alert(1)</script>');
    expect(lines.find((line) => line.startsWith('utm_source: '))).toHaveLength('utm_source: '.length + 500);
    expect(lines.some((line) => line.startsWith('Bcc') || line.startsWith('utm_medium'))).toBe(false);
    // eslint-disable-next-line no-control-regex -- finding control characters is what this does
    expect(mail.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  });

  it('keeps headers on one line whatever a row holds', () => {
    const mail = buildNotification({ ...row, subject: 'Hi\r\nBcc: all@example.com', name: 'A\tB' }, addresses);
    expect(mail.subject).toBe('Website enquiry: Hi Bcc: all@example.com (A B)');
  });

  it('shortens a subject past 200 characters', () => {
    expect(buildNotification({ ...row, subject: 's'.repeat(200) }, addresses).subject).toHaveLength(200);
  });
});

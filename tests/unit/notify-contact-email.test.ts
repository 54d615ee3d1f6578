import { describe, expect, it } from 'vitest';
import { buildNotification, contactRowFrom, type ContactRow } from '../../supabase/functions/notify-contact/email';

const row: ContactRow = {
  id: '7a1c2a52-46a4-4bde-9a3c-0d6c4f1b7f10',
  created_at: '2026-11-22T09:30:00.000+00:00',
  name: 'Amina Otieno',
  email: 'amina@example.com',
  subject: 'A new website',
  message: 'We need a new website.\n\nPhone: +254 700 123 456\nBudget: $10,000 - $25,000',
};
const webhook = { type: 'INSERT', table: 'contact_messages', schema: 'public', record: row, old_record: null };

describe('contactRowFrom', () => {
  it('takes the new row from a Database Webhook INSERT on public.contact_messages', () => {
    expect(contactRowFrom(webhook)).toEqual(row);
  });

  it.each([
    ['no body', null],
    ['an UPDATE', { ...webhook, type: 'UPDATE' }],
    ['another table', { ...webhook, table: 'users' }],
    ['another schema', { ...webhook, schema: 'private' }],
    ['a row without a message', { ...webhook, record: { ...row, message: undefined } }],
  ])('refuses %s', (_label, payload) => {
    expect(contactRowFrom(payload)).toBeNull();
  });
});

describe('buildNotification', () => {
  const addresses = { from: 'Website <web@kilele.example>', to: 'hello@kilele.example' };

  it('writes to the agency, replies to the visitor, quotes the message as sent', () => {
    expect(buildNotification(row, addresses)).toEqual({
      from: 'Website <web@kilele.example>',
      to: ['hello@kilele.example'],
      reply_to: 'amina@example.com',
      subject: 'Website enquiry: A new website (Amina Otieno)',
      text:
        'We need a new website.\n\nPhone: +254 700 123 456\nBudget: $10,000 - $25,000\n\n—\n' +
        'From: Amina Otieno <amina@example.com>\nSent: 2026-11-22T09:30:00.000+00:00\nMessage id: 7a1c2a52-46a4-4bde-9a3c-0d6c4f1b7f10',
    });
  });

  it('keeps headers on one line whatever a row holds', () => {
    const mail = buildNotification({ ...row, subject: 'Hi\r\nBcc: all@example.com', name: 'A\tB' }, addresses);
    expect(mail.subject).toBe('Website enquiry: Hi Bcc: all@example.com (A B)');
  });

  it('shortens a subject past 200 characters', () => {
    expect(buildNotification({ ...row, subject: 's'.repeat(200) }, addresses).subject).toHaveLength(200);
  });
});

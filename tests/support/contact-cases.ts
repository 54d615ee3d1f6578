/**
 * Messages the database must refuse, shared by the SQL tests (tests/db/contact-table.test.ts)
 * and the REST tests through supabase-js (tests/db/local-backend.test.ts): the same values,
 * the same SQLSTATE, and the HTTP status PostgREST gives it for a visitor (anon).
 */
import type { ContactMessage } from '../../src/lib/browser/contact-message';

export const GOOD_MESSAGE: ContactMessage = {
  name: 'Amina Otieno',
  email: 'amina@example.com',
  subject: 'A new website',
  message: 'We would like a new website.\n\nPhone: +254 700 123 456\nBudget: $10,000 - $25,000',
};

export interface RefusedCase {
  label: string;
  /** Replaces fields of GOOD_MESSAGE; `null` means the field is left out. */
  values: { [K in keyof ContactMessage]?: string | null };
  code: string;
  status: number;
}

export const REFUSED_MESSAGES: RefusedCase[] = [
  { label: 'a bad e-mail', values: { email: 'not-an-email' }, code: '23514', status: 400 },
  { label: 'an e-mail without a dot in its domain', values: { email: 'amina@example' }, code: '23514', status: 400 },
  { label: 'an e-mail with a space', values: { email: 'amina otieno@example.com' }, code: '23514', status: 400 },
  { label: 'an over-long e-mail', values: { email: `${'a'.repeat(243)}@example.com` }, code: '23514', status: 400 },
  { label: 'an empty name', values: { name: '' }, code: '23514', status: 400 },
  { label: 'a blank name', values: { name: '   ' }, code: '23514', status: 400 },
  { label: 'an over-long name', values: { name: 'n'.repeat(101) }, code: '23514', status: 400 },
  { label: 'an empty subject', values: { subject: '' }, code: '23514', status: 400 },
  { label: 'an over-long subject', values: { subject: 's'.repeat(201) }, code: '23514', status: 400 },
  { label: 'an empty message', values: { message: '' }, code: '23514', status: 400 },
  // The form trims with JavaScript's trim(); the database refuses what it would empty.
  { label: 'a message of only newlines and tabs', values: { message: '\n\t\r\n\t' }, code: '23514', status: 400 },
  {
    label: 'a message of Unicode white space',
    values: { message: '\u00a0\u2003\u3000\u2028\ufeff\u0085' },
    code: '23514',
    status: 400,
  },
  {
    label: 'a name of no-break and ideographic spaces',
    values: { name: '\u00a0\u3000\u202f' },
    code: '23514',
    status: 400,
  },
  { label: 'a subject of em spaces', values: { subject: '\u2003\u2003' }, code: '23514', status: 400 },
  { label: 'an over-long message', values: { message: 'm'.repeat(5101) }, code: '23514', status: 400 },
  { label: 'a missing name', values: { name: null }, code: '23502', status: 400 },
  { label: 'a missing e-mail', values: { email: null }, code: '23502', status: 400 },
  // The insert policy: these fields reach e-mail headers, so no line breaks (42501, 401 for anon).
  {
    label: 'a line break in the subject',
    values: { subject: 'Hello\r\nBcc: everyone@example.com' },
    code: '42501',
    status: 401,
  },
  { label: 'a control character in the name', values: { name: 'Amina\u0007' }, code: '42501', status: 401 },
];

/**
 * Limits high enough that a suite sending many messages from one address never meets them
 * (set through private.contact_settings, as the agency would); the abuse tests set their own.
 */
export const RAISED_LIMITS = { per_client_max: 100_000, per_sender_max: 100_000, global_max: 100_000 } as const;

/** GOOD_MESSAGE with a case's changes; fields set to null are left out. */
export function messageWith(values: RefusedCase['values']): Partial<ContactMessage> {
  const merged: Record<string, string | null> = { ...GOOD_MESSAGE, ...values };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null)) as Partial<ContactMessage>;
}

/**
 * The agency's e-mail about a new contact message, from the Database Webhook's payload. Pure,
 * so the site's unit tests cover it (tests/unit/notify-contact-email.test.ts); index.ts sends it.
 */

/** A row of public.contact_messages as the webhook sends it. */
export interface ContactRow {
  id: string;
  created_at: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The request body of Resend's `POST /emails`. */
export interface Notification {
  from: string;
  to: string[];
  reply_to: string;
  subject: string;
  text: string;
}

const FIELDS = ['id', 'created_at', 'name', 'email', 'subject', 'message'] as const;

/**
 * The new row, when `payload` is a Database Webhook's INSERT on public.contact_messages
 * (`{ type, table, schema, record, old_record }`); null for anything else.
 */
export function contactRowFrom(payload: unknown): ContactRow | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { type, table, schema, record } = payload as Record<string, unknown>;
  if (type !== 'INSERT' || table !== 'contact_messages' || schema !== 'public') return null;
  if (typeof record !== 'object' || record === null) return null;
  const row = record as Record<string, unknown>;
  return FIELDS.every((field) => typeof row[field] === 'string') ? (row as unknown as ContactRow) : null;
}

/** One line for a header: control characters (the policy already refuses them) become spaces. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** The e-mail to the agency: reply goes straight to the visitor; the message body as sent. */
export function buildNotification(row: ContactRow, { from, to }: { from: string; to: string }): Notification {
  const subject = `Website enquiry: ${oneLine(row.subject)} (${oneLine(row.name)})`;
  return {
    from,
    to: [to],
    reply_to: oneLine(row.email),
    subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject,
    text: [row.message, '', '—', `From: ${oneLine(row.name)} <${oneLine(row.email)}>`, `Sent: ${row.created_at}`, `Message id: ${row.id}`].join('\n'),
  };
}

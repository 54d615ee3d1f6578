/**
 * The agency's e-mails about contact messages, from the outbox (private.claim_contact_email in
 * supabase/migrations/…_contact_outbox.sql): one e-mail per message up to the hourly cap, then a
 * digest of the messages that waited. Pure, so the site's
 * unit tests cover them (tests/unit/notify-contact-email.test.ts); index.ts sends them.
 */

/** A row of public.contact_messages as the outbox hands it over. */
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
  /** The visitor, for a single message; a digest has many senders, so none. */
  reply_to?: string;
  subject: string;
  text: string;
}

const FIELDS = ['id', 'created_at', 'name', 'email', 'subject', 'message'] as const;

/** One e-mail of the outbox: one message, or the digest of every message that waited. */
export interface NotificationPayload {
  kind: 'single' | 'digest';
  messages: ContactRow[];
}

/** The payload, when it has that shape (a single holds exactly one message); null for anything else. */
export function notificationPayloadFrom(payload: unknown): NotificationPayload | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { kind, messages } = payload as Record<string, unknown>;
  if ((kind !== 'single' && kind !== 'digest') || !Array.isArray(messages)) return null;
  const rows = messages.filter(
    (row): row is ContactRow =>
      typeof row === 'object' &&
      row !== null &&
      FIELDS.every((field) => typeof (row as Record<string, unknown>)[field] === 'string'),
  );
  if (rows.length !== messages.length || rows.length === 0 || (kind === 'single' && rows.length !== 1)) return null;
  return { kind, messages: rows };
}

/** One line for a header: control characters (the policy already refuses them) become spaces. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this does
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** At most 200 characters, as the mail provider wants a subject. */
const subjectLine = (subject: string) => (subject.length > 200 ? `${subject.slice(0, 199)}…` : subject);

/** The lines that close every message in an e-mail: who, when, which row. */
const footer = (row: ContactRow) => [
  `From: ${oneLine(row.name)} <${oneLine(row.email)}>`,
  `Sent: ${row.created_at}`,
  `Message id: ${row.id}`,
];

/** The e-mail to the agency: reply goes straight to the visitor; the message body as sent. */
export function buildNotification(row: ContactRow, { from, to }: { from: string; to: string }): Notification {
  const subject = `Website enquiry: ${oneLine(row.subject)} (${oneLine(row.name)})`;
  return {
    from,
    to: [to],
    reply_to: oneLine(row.email),
    subject: subjectLine(subject),
    text: [row.message, '', '—', ...footer(row)].join('\n'),
  };
}

/**
 * One e-mail for every message that waited while the hourly cap of single e-mails was reached,
 * oldest first, each with its sender to reply to.
 */
export function buildDigest(rows: readonly ContactRow[], { from, to }: { from: string; to: string }): Notification {
  const count = `${rows.length} message${rows.length === 1 ? '' : 's'}`;
  const intro = `${count} arrived after the hourly limit of single notification e-mails was reached. Reply to each sender at the address given.`;
  const sections = rows.map((row, index) =>
    [`── ${index + 1} of ${rows.length}: ${oneLine(row.subject)}`, ...footer(row), '', row.message].join('\n'),
  );
  return {
    from,
    to: [to],
    subject: subjectLine(`Website enquiries: ${count} (digest)`),
    text: [intro, ...sections].join('\n\n'),
  };
}

/** The e-mail a payload asks for. */
export function buildEmail(payload: NotificationPayload, addresses: { from: string; to: string }): Notification {
  const [first] = payload.messages;
  return payload.kind === 'single' && first
    ? buildNotification(first, addresses)
    : buildDigest(payload.messages, addresses);
}

/**
 * The agency's e-mails about contact messages, from the outbox (private.claim_contact_email in
 * supabase/migrations/…_contact_outbox.sql): one e-mail per message up to the hourly cap, then a
 * digest of the messages that waited. Pure, so the site's
 * unit tests cover them (tests/unit/notify-contact-email.test.ts); index.ts sends them.
 */

/** Where the sender's visit came from (supabase/migrations/…_contact_lead_source.sql), each with its label. */
const SOURCE_FIELDS = [
  ['landing_page', 'Landing page'],
  ['referrer_host', 'Referrer'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
] as const;
type SourceField = (typeof SOURCE_FIELDS)[number][0];

/** A row of public.contact_messages as the outbox hands it over; a source column is null when not recorded. */
export interface ContactRow extends Partial<Record<SourceField, string | null>> {
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
  // A source value of any other kind is left out: it can never cost the e-mail (a null payload is never sent).
  return {
    kind,
    messages: rows.map((row) => {
      const kept = { ...row };
      for (const [field] of SOURCE_FIELDS)
        if (kept[field] !== null && typeof kept[field] !== 'string') delete kept[field];
      return kept;
    }),
  };
}

/** One line for a header: control characters (the policy already refuses them) become spaces. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this does
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** At most 200 characters, as the mail provider wants a subject. */
const subjectLine = (subject: string) => (subject.length > 200 ? `${subject.slice(0, 199)}…` : subject);

/** At most `max` code points on one line: every control character, line or paragraph separator a space. */
const sourceText = (text: string, max = 500) =>
  // eslint-disable-next-line no-control-regex -- finding control characters is what this does
  Array.from(text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim())
    .slice(0, max)
    .join('');

/**
 * Where the sender's visit came from, one line per value it has (`Landing page: /work/…`,
 * `Referrer: news.example.com`, `utm_source: newsletter`, …); `Source: not recorded` when none.
 * The database already bounds and cleans each value; this keeps every one on its own line whatever
 * the row holds. `npm run messages` prints the same lines (scripts/messages.mjs).
 */
export function leadSourceLines(row: Partial<Record<SourceField, unknown>>): string[] {
  const lines = SOURCE_FIELDS.flatMap(([field, label]) => {
    const value = row[field];
    const text = typeof value === 'string' ? sourceText(value) : '';
    return text ? [`${label}: ${text}`] : [];
  });
  return lines.length > 0 ? lines : ['Source: not recorded'];
}

/** The lines that close every message in an e-mail: who, when, which row, where the visit came from. */
const footer = (row: ContactRow) => [
  `From: ${oneLine(row.name)} <${oneLine(row.email)}>`,
  `Sent: ${row.created_at}`,
  `Message id: ${row.id}`,
  ...leadSourceLines(row),
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

/**
 * The contact form's rules: its states, the draft kept in
 * sessionStorage until the message is sent, and the honeypot that turns bots away.
 */
import { BUDGET_OPTIONS, CONTACT_LIMITS, INITIAL_CONTACT_VALUES, type ContactFormValues } from './contact-message';

/**
 * The limit that refused a message: per sender address, per network (the client address the
 * gateway passes, or the one shared bucket of requests that carry none), or the site's own cap.
 */
export type RateLimit = 'sender' | 'network' | 'site';

/** The toasts the form raises, as content/contact-page.json words them (`form.toasts`). */
export interface ContactToasts {
  sent: string;
  failed: string;
  tooManyFromSender: string;
  tooManyFromNetwork: string;
  tooManyForSite: string;
}

/**
 * The backend refused the message as one too many (HTTP 429, the database's PT429): the general
 * failure toast would tell the visitor to try again at once, so each limit has its own toast,
 * which says to wait, says truly why (only the sender limit counts this visitor's own messages),
 * and gives the agency's address as a way through.
 */
const RATE_LIMITED_TOASTS = {
  sender: 'tooManyFromSender',
  network: 'tooManyFromNetwork',
  site: 'tooManyForSite',
} as const satisfies Record<RateLimit, keyof ContactToasts>;

/** A sentence around its one `{{key}}`: the text before it and the text after it (all before when it has none). */
export function textAround(sentence: string, key: string): [before: string, after: string] {
  const [before = '', ...rest] = sentence.split(`{{${key}}}`);
  return [before, rest.join('')];
}

/**
 * Which limit refused, from the database's message ("Too many messages from your e-mail address…",
 * "…from your network…", "…to us right now…"); anything else is taken as the site's cap, the one
 * message that blames nobody.
 */
export function rateLimitOf(detail: string | undefined): RateLimit {
  if (detail?.includes('from your e-mail address')) return 'sender';
  if (detail?.includes('from your network')) return 'network';
  return 'site';
}

/** A limit's toast around the address: the text before it, the address, the text after it. */
export function rateLimitedToastParts(
  toasts: ContactToasts,
  email: string,
  limit: RateLimit,
): [before: string, email: string, after: string] {
  const [before, after] = textAround(toasts[RATE_LIMITED_TOASTS[limit]], 'email');
  return [before, email, after];
}

/** Which toast a failed send gets: a refusal for sending too much has its own; anything else gets the general failure toast. */
export function failureToastKind(reason: string): 'rate-limited' | 'failure' {
  return reason === 'rate-limited' ? 'rate-limited' : 'failure';
}

/** sessionStorage key of the unsent draft: it survives a reload, not the end of the tab. */
export const DRAFT_STORAGE_KEY = 'contact-form-draft';

/** The hidden field only bots fill in. Its name looks worth filling to a bot. */
export const HONEYPOT_FIELD = 'website';

type ContactStatus = 'editing' | 'sending' | 'sent';

export interface ContactFormState {
  values: ContactFormValues;
  status: ContactStatus;
}

export type ContactFormAction =
  | { type: 'change'; field: keyof ContactFormValues; value: string }
  | { type: 'restore'; values: ContactFormValues }
  /** Send, with the values the fields show (before React's first render of them, they are ahead of the state). */
  | { type: 'submit'; values: ContactFormValues }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'reset' };

export const INITIAL_CONTACT_STATE: ContactFormState = { values: INITIAL_CONTACT_VALUES, status: 'editing' };

/**
 * The form's state machine: editing → sending → sent, or back to editing with every value kept.
 * A second submit while sending is ignored (one click sends one message); edits wait until the
 * send is over; a success clears the values, so 'Send Another Message' starts afresh.
 */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'change':
      if (state.status !== 'editing') return state;
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'restore':
      return state.status === 'editing' ? { ...state, values: action.values } : state;
    case 'submit':
      return state.status === 'editing' ? { values: action.values, status: 'sending' } : state;
    case 'succeeded':
      return state.status === 'sending' ? { values: INITIAL_CONTACT_VALUES, status: 'sent' } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'editing' } : state;
    case 'reset':
      return INITIAL_CONTACT_STATE;
  }
}

/** A bot filled the honeypot: pretend success, send nothing. */
export function isSpamSubmission(honeypot: string): boolean {
  return honeypot.trim().length > 0;
}

/** Whether the values are the form's initial ones (then there is no draft worth keeping). */
export function isBlankDraft(values: ContactFormValues): boolean {
  return (Object.keys(INITIAL_CONTACT_VALUES) as (keyof ContactFormValues)[]).every(
    (k) => values[k] === INITIAL_CONTACT_VALUES[k],
  );
}

/** The draft as stored: null means "remove the stored draft". */
export function serializeDraft(values: ContactFormValues): string | null {
  return isBlankDraft(values) ? null : JSON.stringify(values);
}

/**
 * A stored draft back as form values, or null when there is none or it cannot be trusted
 * (not JSON, wrong types, an unknown budget). Over-long text is cut to the field's limit.
 */
export function parseDraft(raw: string | null | undefined): ContactFormValues | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const text = (field: keyof typeof CONTACT_LIMITS): string | null => {
    const value = record[field] ?? '';
    return typeof value === 'string' ? value.slice(0, CONTACT_LIMITS[field]) : null;
  };
  const budget = record['budget'] ?? INITIAL_CONTACT_VALUES.budget;
  if (typeof budget !== 'string' || !(BUDGET_OPTIONS as readonly string[]).includes(budget)) return null;
  const name = text('name');
  const email = text('email');
  const phone = text('phone');
  const subject = text('subject');
  const message = text('message');
  if (name === null || email === null || phone === null || subject === null || message === null) return null;
  const values = { name, email, phone, subject, message, budget };
  return isBlankDraft(values) ? null : values;
}

/**
 * The attribute the form carries when Send passed its check before the island hydrated: the
 * first-act script (src/directives/first-acts.ts) holds the send, and the island sends it on arrival.
 */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

/**
 * The browser's `required` accepts a field of spaces, which would be stored empty once trimmed;
 * such a field gets `message` (the editors' words for it) instead ('' = valid).
 */
export function blankFieldMessage(value: string, message: string): string {
  return value.length > 0 && value.trim() === '' ? message : '';
}

/**
 * The values the form starts from once it hydrates (it hydrates on the first interaction,
 * so the visitor may already be typing into the server-rendered fields): every field that differs
 * from the empty form in the page (`typed`) wins over the stored draft; null when neither has
 * anything.
 */
export function valuesAtHydration(draft: ContactFormValues | null, typed: ContactFormValues): ContactFormValues | null {
  const fields = Object.keys(INITIAL_CONTACT_VALUES) as (keyof ContactFormValues)[];
  const changed = fields.filter((field) => typed[field] !== INITIAL_CONTACT_VALUES[field]);
  if (!draft && changed.length === 0) return null;
  const values = { ...(draft ?? INITIAL_CONTACT_VALUES) };
  for (const field of changed) values[field] = typed[field];
  return values;
}

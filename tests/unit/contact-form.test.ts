import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blankFieldMessage,
  failureToastKind,
  rateLimitedToastParts,
  textAround,
  rateLimitOf,
  contactFormReducer,
  INITIAL_CONTACT_STATE,
  isBlankDraft,
  isSpamSubmission,
  parseDraft,
  serializeDraft,
  type ContactFormAction,
  type ContactFormState,
  valuesAtHydration,
} from '../../src/lib/browser/contact-form';
import { CONTACT_LIMITS, INITIAL_CONTACT_VALUES, type ContactFormValues } from '../../src/lib/browser/contact-message';
import { page } from '../support/content';

const filled: ContactFormValues = {
  name: 'Amina',
  email: 'amina@example.com',
  phone: '',
  subject: 'Rebrand',
  message: 'Hello',
  budget: '$5,000 - $10,000',
};
const editing: ContactFormState = { values: filled, status: 'editing' };
const sending: ContactFormState = { values: filled, status: 'sending' };
const sent: ContactFormState = { values: INITIAL_CONTACT_VALUES, status: 'sent' };

describe('contactFormReducer', () => {
  it.each<[string, ContactFormState, ContactFormAction, ContactFormState]>([
    [
      'an edit changes one field',
      INITIAL_CONTACT_STATE,
      { type: 'change', field: 'name', value: 'Amina' },
      { values: { ...INITIAL_CONTACT_VALUES, name: 'Amina' }, status: 'editing' },
    ],
    ['edits wait while sending', sending, { type: 'change', field: 'name', value: 'Other' }, sending],
    ['submit starts sending', editing, { type: 'submit', values: filled }, sending],
    [
      'a submit sends what the fields show, ahead of a restore not yet rendered',
      INITIAL_CONTACT_STATE,
      { type: 'submit', values: filled },
      sending,
    ],
    ['a second submit while sending is ignored', sending, { type: 'submit', values: INITIAL_CONTACT_VALUES }, sending],
    ['a submit on the success panel is ignored', sent, { type: 'submit', values: filled }, sent],
    ['success clears the values and shows the panel', sending, { type: 'succeeded' }, sent],
    ['failure returns to editing with every value kept', sending, { type: 'failed' }, editing],
    ['a late result outside sending is ignored', editing, { type: 'failed' }, editing],
    ['a success outside sending is ignored', editing, { type: 'succeeded' }, editing],
    ['reset returns to the initial values', sent, { type: 'reset' }, INITIAL_CONTACT_STATE],
    ['a draft is restored while editing', INITIAL_CONTACT_STATE, { type: 'restore', values: filled }, editing],
    [
      'a draft never overwrites a send in progress',
      sending,
      { type: 'restore', values: INITIAL_CONTACT_VALUES },
      sending,
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(contactFormReducer(state, action)).toEqual(expected);
  });

  it('starts editing with the budget default', () => {
    expect(INITIAL_CONTACT_STATE).toEqual({
      values: { name: '', email: '', phone: '', subject: '', message: '', budget: '$1,500 - $5,000' },
      status: 'editing',
    });
  });
});

describe('isSpamSubmission', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['   ', false],
    ['https://spam.example', true],
    ['x', true],
  ])('%j → %s', (value, expected) => {
    expect(isSpamSubmission(value)).toBe(expected);
  });
});

describe('draft serialization', () => {
  it.each<[string, ContactFormValues, boolean]>([
    ['the initial values', INITIAL_CONTACT_VALUES, true],
    ['a typed name', { ...INITIAL_CONTACT_VALUES, name: 'A' }, false],
    ['another budget', { ...INITIAL_CONTACT_VALUES, budget: '$50,000+' }, false],
  ])('isBlankDraft: %s → %s', (_name, values, expected) => {
    expect(isBlankDraft(values)).toBe(expected);
  });

  it('serializes nothing for a blank form (the stored draft is removed)', () => {
    expect(serializeDraft(INITIAL_CONTACT_VALUES)).toBeNull();
  });

  it('round-trips a filled form, line breaks and all', () => {
    const values = { ...filled, message: 'Line one\nLine two', phone: '+254 700 000 000' };
    expect(parseDraft(serializeDraft(values))).toEqual(values);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', '{name:'],
    ['an array', '[]'],
    ['a number', '42'],
    ['a field of the wrong type', JSON.stringify({ ...filled, name: 42 })],
    ['an unknown budget', JSON.stringify({ ...filled, budget: '$1' })],
    ['a blank draft', JSON.stringify(INITIAL_CONTACT_VALUES)],
  ])('parseDraft rejects %s', (_name, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });

  it('fills missing fields with the initial values', () => {
    expect(parseDraft(JSON.stringify({ name: 'Amina' }))).toEqual({ ...INITIAL_CONTACT_VALUES, name: 'Amina' });
  });

  it('cuts over-long values to the form limits and drops unknown keys', () => {
    const parsed = parseDraft(
      JSON.stringify({ ...filled, message: 'x'.repeat(CONTACT_LIMITS.message + 10), extra: 'nope' }),
    );
    expect(parsed?.message).toHaveLength(CONTACT_LIMITS.message);
    expect(parsed).not.toHaveProperty('extra');
  });
});

describe('blankFieldMessage', () => {
  const message = 'Fill this in.';
  it.each<[string, string]>([
    ['', ''],
    ['Amina', ''],
    ['  Amina ', ''],
    ['   ', message],
    ['\n\t', message],
  ])('%j → %j', (value, expected) => {
    expect(blankFieldMessage(value, message)).toBe(expected);
  });
});

describe('textAround', () => {
  it.each<[string, [string, string]]>([
    ['Write to {{email}} today.', ['Write to ', ' today.']],
    ['{{email}}', ['', '']],
    ['No address here.', ['No address here.', '']],
  ])('%j', (sentence, parts) => {
    expect(textAround(sentence, 'email')).toEqual(parts);
  });
});

describe('the rate-limited toasts', () => {
  // The three limits as the database names them in its refusal (the newest migration that defines the check).
  const migrations = readdirSync('supabase/migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(join('supabase/migrations', f), 'utf8'));
  const check = migrations.findLast((sql) => sql.includes("private.take_contact_slot('client:'"))!;
  // Each limit's slot by its key: a literal, or the function the sender's key comes from.
  const KEYS = { 'sender:': 'private\\.contact_sender_bucket\\(', 'client:': "'client:'", global: "'global'" };
  const named = (bucket: keyof typeof KEYS) =>
    new RegExp(`take_contact_slot\\(${KEYS[bucket]}[^;]*?'(from [^']+|to [^']+)'`, 's').exec(check)?.[1];
  const refusal = (what: string | undefined) =>
    `Too many messages ${what}. Please try again in 12 minutes (after 14:00 UTC).`;

  it.each([
    ['sender:', 'sender'],
    ['client:', 'network'],
    ['global', 'site'],
  ] as const)('reads the %s limit from the database’s refusal as %s', (bucket, limit) => {
    expect(named(bucket)).toBeTruthy();
    expect(rateLimitOf(refusal(named(bucket)))).toBe(limit);
  });

  it('takes an unknown refusal as the site’s cap, which blames nobody', () => {
    expect(rateLimitOf(undefined)).toBe('site');
    expect(rateLimitOf('Too many requests')).toBe('site');
  });

  it('gives each limit its own toast from content/, every one with the address where its {{email}} is', () => {
    const toasts = page('contact-page').form.toasts;
    const texts = (['sender', 'network', 'site'] as const).map((limit) =>
      rateLimitedToastParts(toasts, 'hello@example.com', limit),
    );
    expect(texts.map(([before, , after]) => `${before}{{email}}${after}`)).toEqual([
      toasts.tooManyFromSender,
      toasts.tooManyFromNetwork,
      toasts.tooManyForSite,
    ]);
    for (const [, email] of texts) expect(email).toBe('hello@example.com');
  });

  it.each([
    ['rate-limited', 'rate-limited'],
    ['error', 'failure'],
    ['timeout', 'failure'],
    ['not-configured', 'failure'],
  ])('a send that failed as %s gets the %s toast', (reason, kind) => {
    expect(failureToastKind(reason)).toBe(kind);
  });
});

describe('valuesAtHydration (the form hydrates on first interaction)', () => {
  const empty = INITIAL_CONTACT_VALUES;
  const draft = { ...empty, name: 'Draft Name', subject: 'Draft subject' };

  it('nothing typed and no draft: nothing to restore', () => {
    expect(valuesAtHydration(null, empty)).toBeNull();
  });
  it('nothing typed: the draft', () => {
    expect(valuesAtHydration(draft, empty)).toEqual(draft);
  });
  it('typed before hydration: the typed fields win, the draft fills the rest', () => {
    const typed = { ...empty, name: 'Amina Otieno', budget: '$50,000+' };
    expect(valuesAtHydration(draft, typed)).toEqual({ ...draft, name: 'Amina Otieno', budget: '$50,000+' });
    expect(valuesAtHydration(null, typed)).toEqual(typed);
  });
});

import { useEffect, useReducer, useRef, useState, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';
import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { preloadContactBackend, sendContactMessage } from '../backend/contact';
import type { ContactFormCopy } from '../content.config';
import {
  BUDGET_OPTIONS,
  buildContactMessage,
  CONTACT_LIMITS,
  INITIAL_CONTACT_VALUES,
  type ContactFormValues,
} from '../lib/browser/contact-message';
import {
  blankFieldMessage,
  type ContactToasts,
  contactFormReducer,
  DRAFT_STORAGE_KEY,
  failureToastKind,
  HONEYPOT_FIELD,
  INITIAL_CONTACT_STATE,
  isSpamSubmission,
  parseDraft,
  rateLimitedToastParts,
  rateLimitOf,
  type RateLimit,
  serializeDraft,
  SUBMIT_PENDING_ATTRIBUTE,
  textAround,
  valuesAtHydration,
} from '../lib/browser/contact-form';
import { leadSourceOfPage } from '../lib/browser/lead-source';

type ToastModule = typeof import('./ToastHost');
let toastModule: Promise<ToastModule> | undefined;
/** sonner (~10 kB gzip) loads when the visitor starts on the form, not with the page. */
const loadToasts = (): Promise<ToastModule> => (toastModule ??= import('./ToastHost'));

const inputClass =
  'mt-2 block w-full rounded-lg border border-border bg-bg px-4 py-3 text-base text-fg placeholder:text-muted read-only:opacity-70';
const labelClass = 'block text-sm font-medium text-fg';

/** The asterisk is for sighted visitors; `required` tells assistive tech, and names stay exact. */
const Required = () => (
  <span aria-hidden="true" className="ml-0.5 text-primary">
    *
  </span>
);

function readDraft(): ContactFormValues | null {
  try {
    return parseDraft(sessionStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return null; // Storage can be blocked; the form still works without a draft.
  }
}

/** What the form's fields hold in the page right now (empty when there is no form). */
function fieldValues(form: HTMLFormElement | null): ContactFormValues {
  const values = { ...INITIAL_CONTACT_VALUES };
  for (const field of Object.keys(values) as (keyof ContactFormValues)[]) {
    const el = form?.elements.namedItem(field);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
      values[field] = el.value;
  }
  return values;
}

function writeDraft(values: ContactFormValues): void {
  try {
    const draft = serializeDraft(values);
    if (draft === null) sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    else sessionStorage.setItem(DRAFT_STORAGE_KEY, draft);
  } catch {
    // Not kept across a reload, nothing more.
  }
}

/** A limit's toast, its address a mail link. */
function RateLimitedToast({ toasts, email, limit }: { toasts: ContactToasts; email: string; limit: RateLimit }) {
  const [before, address, after] = rateLimitedToastParts(toasts, email, limit);
  return (
    <span>
      {before}
      <a href={`mailto:${address}`} className="font-semibold underline">
        {address}
      </a>
      {after}
    </span>
  );
}

export interface ContactFormProps {
  /** The agency's e-mail (content/site.json), offered when the backend refuses one message too many. */
  agencyEmail: string;
  /** Every word the form says beyond its field labels (content/contact-page.json `form`). */
  copy: ContactFormCopy;
}

/**
 * The contact form: editing → sending ('Sending...', disabled) → the success
 * panel, or back to editing with every value kept and the failure toast (its own toast, with the
 * agency's address, when the backend answers 429). The draft lives in sessionStorage until it is
 * sent; a filled honeypot is thanked and never sent.
 */
export default function ContactForm({ agencyEmail, copy }: ContactFormProps) {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_STATE);
  const [ready, setReady] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const restored = useRef(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [ToastHost, setToastHost] = useState<ToastModule['default'] | null>(null);
  // Send was pressed and passed its check before hydration (src/directives/first-acts.ts held it).
  const [heldSend, setHeldSend] = useState(false);
  const { values, status } = state;

  // Mounts the toast host once its module is in; sonner replays toasts raised before that.
  const toast = (type: 'success' | 'error', message: ReactNode) =>
    loadToasts()
      .then((toasts) => {
        setToastHost(() => toasts.default);
        toasts.notify(type, message);
      })
      .catch(() => {
        // The module could not load (offline): the form's own state still says what happened.
      });

  const startOnForm = () => {
    preloadContactBackend();
    void loadToasts().then(
      (toasts) => setToastHost(() => toasts.default),
      () => undefined,
    );
  };

  // Hydration: what was typed into the server HTML before React came wins over the stored draft.
  useEffect(() => {
    const values = valuesAtHydration(readDraft(), fieldValues(formRef.current));
    if (values) dispatch({ type: 'restore', values });
    restored.current = true;
    setReady(true);
    if (formRef.current?.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)) {
      formRef.current.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
      setHeldSend(true);
    }
    // A focus into a field hydrated the form (client:interaction): React never saw that focus event.
    if (formRef.current?.contains(document.activeElement)) startOnForm();
  }, []);

  useEffect(() => {
    if (restored.current && status === 'editing') writeDraft(values);
  }, [values, status]);

  // The held send goes out once the restored values are React's (the render after hydration).
  useEffect(() => {
    if (!heldSend) return;
    setHeldSend(false);
    formRef.current?.requestSubmit();
  }, [heldSend]);

  // Focus follows the state: the success panel, the button again after a failure (disabling it
  // while sending took focus away), the first field after 'Send Another Message'.
  const previous = useRef(status);
  useEffect(() => {
    const from = previous.current;
    previous.current = status;
    if (from === 'sending' && status === 'sent') successRef.current?.focus();
    else if (from === 'sending' && status === 'editing') submitRef.current?.focus();
    else if (from === 'sent' && status === 'editing')
      formRef.current?.querySelector<HTMLInputElement>('#contact-name')?.focus();
  }, [status]);

  // A field of spaces passes `required` but would be stored empty: say so like an empty field.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const el = form.elements.namedItem(field);
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
        el.setCustomValidity(blankFieldMessage(values[field], copy.blankField));
    }
  }, [values, status, copy.blankField]);

  const change =
    (field: keyof ContactFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      dispatch({ type: 'change', field, value: event.target.value });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One click sends one message, however fast the second click comes.
    if (sending.current || status !== 'editing') return;
    sending.current = true;
    // What the fields show is what goes out. A Send in the first frames of the take-over comes
    // before React's render of the values typed into the server HTML (the restore after
    // hydration): its `values` are still the empty form's, which the backend refused.
    const form = event.currentTarget;
    const shown = fieldValues(form);
    const trap = form.elements.namedItem(HONEYPOT_FIELD);
    dispatch({ type: 'submit', values: shown });
    // With where the visit came from, recorded on its first page (src/lib/browser/lead-source.ts).
    const source = leadSourceOfPage(document, () => sessionStorage);
    const result = isSpamSubmission(trap instanceof HTMLInputElement ? trap.value : honeypot)
      ? ({ ok: true } as const)
      : await sendContactMessage(buildContactMessage(shown, source));
    sending.current = false;
    if (result.ok) {
      writeDraft(INITIAL_CONTACT_STATE.values);
      dispatch({ type: 'succeeded' });
      void toast('success', copy.toasts.sent);
    } else {
      dispatch({ type: 'failed' });
      void toast(
        'error',
        failureToastKind(result.reason) === 'rate-limited' ? (
          <RateLimitedToast
            toasts={copy.toasts}
            email={agencyEmail}
            limit={rateLimitOf(result.ok ? undefined : result.detail)}
          />
        ) : (
          copy.toasts.failed
        ),
      );
    }
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setHoneypot('');
  };

  const busy = status === 'sending';
  const [noteBefore, noteAfter] = textAround(copy.note, 'privacy');

  return (
    <div data-contact-form="" data-ready={ready ? '' : undefined}>
      {status === 'sent' ? (
        <div className="rounded-2xl border border-border bg-surface p-8 text-center sm:p-12">
          <CircleCheck aria-hidden="true" className="mx-auto size-14 text-accent" />
          <h3 ref={successRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-fg outline-none">
            {copy.sent.title}
          </h3>
          <p className="mt-3 text-muted">{copy.sent.text}</p>
          <button
            type="button"
            onClick={reset}
            className="mt-8 rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg hover:bg-primary-hover"
          >
            {copy.sent.again}
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          onSubmit={submit}
          onFocus={startOnForm}
          aria-busy={busy}
          // The first-act script's words for a field of spaces, before React is in (src/directives/first-acts.ts).
          data-blank-field={copy.blankField}
          className="grid gap-6 sm:grid-cols-2"
        >
          <div>
            <label htmlFor="contact-name" className={labelClass}>
              {copy.fields.name}
              <Required />
            </label>
            <input
              id="contact-name"
              name="name"
              type="text"
              required
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              value={values.name}
              onChange={change('name')}
              readOnly={busy}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="contact-email" className={labelClass}>
              {copy.fields.email}
              <Required />
            </label>
            <input
              id="contact-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              onChange={change('email')}
              readOnly={busy}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="contact-phone" className={labelClass}>
              {copy.fields.phone}
            </label>
            <input
              id="contact-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              value={values.phone}
              onChange={change('phone')}
              readOnly={busy}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="contact-budget" className={labelClass}>
              {copy.fields.budget}
            </label>
            <select
              id="contact-budget"
              name="budget"
              value={values.budget}
              onChange={change('budget')}
              className={inputClass}
            >
              {BUDGET_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="contact-subject" className={labelClass}>
              {copy.fields.subject}
              <Required />
            </label>
            <input
              id="contact-subject"
              name="subject"
              type="text"
              required
              maxLength={CONTACT_LIMITS.subject}
              value={values.subject}
              onChange={change('subject')}
              readOnly={busy}
              className={inputClass}
            />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="contact-message" className={labelClass}>
              {copy.fields.message}
              <Required />
            </label>
            <textarea
              id="contact-message"
              name="message"
              rows={5}
              required
              maxLength={CONTACT_LIMITS.message}
              value={values.message}
              onChange={change('message')}
              readOnly={busy}
              className={`${inputClass} resize-y`}
            />
          </div>
          {/* Honeypot: invisible to people and assistive tech, irresistible to form-filling bots. */}
          <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
            <label htmlFor="contact-website">{copy.fields.website}</label>
            <input
              id="contact-website"
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">
              <span aria-hidden="true">* </span>
              {noteBefore}
              <a href={copy.privacyLink.href} className="font-medium text-primary underline">
                {copy.privacyLink.label}
              </a>
              {noteAfter}
            </p>
            <button
              ref={submitRef}
              type="submit"
              // Without JavaScript a click would submit the page natively, so the server HTML has it
              // disabled; the first-act script enables it and checks the fields until React is in.
              disabled={!ready || busy}
              className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-primary px-7 py-3.5 font-semibold text-primary-fg hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-70"
            >
              {busy ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              ) : (
                <Send aria-hidden="true" className="size-5" />
              )}
              {busy ? copy.sending : copy.send}
            </button>
          </div>
        </form>
      )}
      {ToastHost && <ToastHost />}
    </div>
  );
}

import { cleanLeadSource, type LeadSource } from './lead-source';

/** The budget ranges' default (a literal, not `BUDGET_OPTIONS[0]`, which bundlers cannot drop unused). */
export const DEFAULT_BUDGET = '$1,500 - $5,000';
/** The budget ranges, in order; the first is the default. One list for form and tests. */
export const BUDGET_OPTIONS = [
  DEFAULT_BUDGET,
  '$5,000 - $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  '$50,000+',
  'Not specified',
] as const;

/**
 * Longest value each form field accepts. The database's CHECK constraints
 * (supabase/migrations) bound the stored columns to match; `message` leaves room for the
 * appended phone and budget lines.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;

/** What the visitor typed, as the form holds it (its state before it is sent). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  budget: string;
}

/**
 * The row sent to `contact_messages`: the four form columns, and where the visit came from
 * (src/lib/browser/lead-source.ts), each source column only when known.
 */
export interface ContactMessage extends LeadSource {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const INITIAL_CONTACT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  budget: DEFAULT_BUDGET,
};

/**
 * The row as the agency reads it: name, email and subject trimmed; the trimmed message, a blank line,
 * then `Phone: <phone or Not provided>` and `Budget: <range>` on two lines; and the visit's source,
 * each value cleaned and cut to the database's bound (cleanLeadSource), so none can cost the message.
 */
export function buildContactMessage(values: ContactFormValues, source: LeadSource = {}): ContactMessage {
  const phone = values.phone.trim() || 'Not provided';
  return {
    ...cleanLeadSource(source),
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: `${values.message.trim()}\n\nPhone: ${phone}\nBudget: ${values.budget}`,
  };
}

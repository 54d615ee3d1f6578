/**
 * The one call the site makes: insert a contact message into `contact_messages`.
 * supabase-js (~55 kB gzip) is imported on demand, so no page pays for it before the visitor
 * starts on the form; call `preloadContactBackend()` when they do.
 */
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactMessage } from '../lib/browser/contact-message';
import { CONTACT_SENT_EVENT } from '../lib/browser/analytics';

/** A backend that never answers ends in the failure state after this long, never in an endless 'Sending...'. */
const SEND_TIMEOUT_MS = 15_000;

/** `rate-limited`: the database refused the message as one too many (HTTP 429, PT429). */
export type SendResult =
  { ok: true } | { ok: false; reason: 'error' | 'timeout' | 'not-configured' | 'rate-limited'; detail?: string };

let client: Promise<SupabaseClient> | undefined;

function getClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    // Anonymous visitors: no session to keep or refresh, nothing to read from the URL.
    createClient(PUBLIC_SUPABASE_URL ?? '', PUBLIC_SUPABASE_ANON_KEY ?? '', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  );
  return client;
}

/** Starts loading supabase-js early (first focus in the form), so sending does not wait for it. */
export function preloadContactBackend(): void {
  if (PUBLIC_SUPABASE_URL && PUBLIC_SUPABASE_ANON_KEY) void getClient();
}

/**
 * Inserts one message. Never asks for the row back: `anon` may only INSERT (supabase/migrations).
 * Never sent twice: a gateway can answer 503/504 after the row was committed, so a retry could
 * store it again. supabase-js 2.119 retries only GET/HEAD/OPTIONS (postgrest-js fetchWithRetry);
 * `.retry(false)` keeps this insert out of any retry policy a later version brings.
 */
export async function sendContactMessage(message: ContactMessage, timeoutMs = SEND_TIMEOUT_MS): Promise<SendResult> {
  if (!PUBLIC_SUPABASE_URL || !PUBLIC_SUPABASE_ANON_KEY) return { ok: false, reason: 'not-configured' };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const supabase = await getClient();
    const { error, status } = await supabase.from('contact_messages').insert(message).retry(false).abortSignal(signal);
    // Accepted: analytics, when on, counts one conversion (docs/analytics.md); nothing listens when off.
    if (!error) {
      globalThis.dispatchEvent?.(new Event(CONTACT_SENT_EVENT));
      return { ok: true };
    }
    if (status === 429) return { ok: false, reason: 'rate-limited', detail: error.message };
    return { ok: false, reason: signal.aborted ? 'timeout' : 'error', detail: error.message };
  } catch (err) {
    return {
      ok: false,
      reason: signal.aborted ? 'timeout' : 'error',
      detail: err instanceof Error ? err.message : String(err),
    };
  }
}

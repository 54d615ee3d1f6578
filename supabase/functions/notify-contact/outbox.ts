/**
 * What the notify-contact function makes of the mail provider's answer, and when it tries again.
 * Pure, so the site's unit tests cover it (tests/unit/notify-contact-outbox.test.ts); index.ts
 * applies it to the outbox (private.contact_notifications).
 */

/** The defaults, fitted to Resend's API (docs/notifications.md, "Telling the agency about a new message"). */
export const DELIVERY = {
  /** A send that has not answered by then counts as failed (and is retried with the same key). */
  timeoutMs: 10_000,
  /** Resend allows 2 requests a second per team by default: one send every 600 ms stays under. */
  intervalMs: 600,
  /** A claimed e-mail is due again after this, if its run died before recording the answer. */
  leaseSeconds: 60,
  /** One run stops taking e-mails after this, well inside an Edge Function's wall-clock limit. */
  runBudgetMs: 50_000,
  /** Backoff after a failed send: 1, 2, 4, 8, then every 10 minutes. */
  firstRetrySeconds: 60,
  maxRetrySeconds: 600,
} as const;

/** The wait after the `attempt`-th failed send (1-based): doubling from a minute, at most ten. */
export function retryDelaySeconds(attempt: number): number {
  const doubled = DELIVERY.firstRetrySeconds * 2 ** Math.max(0, Math.min(attempt - 1, 20));
  return Math.min(doubled, DELIVERY.maxRetrySeconds);
}

/** Retry-After as seconds (delta-seconds or an HTTP date), null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

export type SendOutcome =
  | { delivered: true; providerId: string | null }
  | {
      delivered: false;
      /** Seconds until this e-mail is due again. */
      retryInSeconds: number;
      /** One line for the outbox's last_error and the function's log. */
      error: string;
      /** The provider is down, limiting us, or refuses our key: the other e-mails wait too. */
      stopRun: boolean;
    };

/** An answer's outcome: 2xx delivered (Resend answers `{"id": …}`); anything else retried. */
export function outcomeOfResponse(
  { status, retryAfter, body }: { status: number; retryAfter: string | null; body: string },
  attempt: number,
  now: Date,
): SendOutcome {
  if (status >= 200 && status < 300) {
    let providerId: string | null = null;
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { id?: unknown }).id === 'string')
        providerId = (parsed as { id: string }).id;
    } catch {
      // A 2xx without the JSON body still means the provider took the e-mail.
    }
    return { delivered: true, providerId };
  }
  const backoff = retryDelaySeconds(attempt);
  const error = `mail API answered ${status}: ${body.replace(/\s+/g, ' ').trim().slice(0, 300)}`;
  if (status === 429) {
    const wait = retryAfterSeconds(retryAfter, now);
    return {
      delivered: false,
      retryInSeconds: wait === null ? backoff : Math.min(Math.max(wait, 1), DELIVERY.maxRetrySeconds),
      error,
      stopRun: true,
    };
  }
  // 5xx: the provider is down; 401/403: the key is wrong, so every other e-mail would fail alike.
  const stopRun = status >= 500 || status === 401 || status === 403;
  return { delivered: false, retryInSeconds: backoff, error, stopRun };
}

/** A send that got no answer (timeout, refused connection): retried like a 5xx. */
export function outcomeOfError(error: unknown, attempt: number, timeoutMs: number = DELIVERY.timeoutMs): SendOutcome {
  const name = error instanceof Error ? error.name : '';
  const reason =
    name === 'TimeoutError' || name === 'AbortError'
      ? `no answer within ${timeoutMs / 1000} s`
      : String(error instanceof Error ? error.message : error);
  return {
    delivered: false,
    retryInSeconds: retryDelaySeconds(attempt),
    error: `mail API unreachable: ${reason}`,
    stopRun: true,
  };
}

/** Resend keeps an idempotency key 24 hours: a retry with the same key sends nothing twice. */
export const idempotencyKey = (key: string) => `contact-notification/${key}`;

/**
 * The contact form's daily check from outside, as pure decisions (the I/O is
 * scripts/schedule/check-contact-backend.mjs): what one answer of the backend means, whether to
 * try again, the words the agency reads, and the text of the one GitHub issue that carries them
 * (opened once, kept and closed by scripts/schedule/github-issue.mjs). Calibrated on what Supabase answers (docs/backend.md, "The daily check from outside").
 */

/** What went wrong, in the agency's terms; `healthy` when the form would be accepted now. */
type HealthKind = 'healthy' | 'paused' | 'wrong-key' | 'refused' | 'restricted' | 'timeout' | 'other';

/** The part of the database that refused the form's insert (public.contact_health's `refused_by`). */
type RefusedBy = 'privileges' | 'policy' | 'constraint' | 'limit' | 'other';

/** One try: the HTTP answer, or the network error that came instead. */
export type Attempt =
  | { kind: 'answer'; status: number; body: string }
  | { kind: 'network'; code: string; message: string }
  | { kind: 'timeout'; afterMs: number };

export interface Verdict {
  kind: HealthKind;
  /** For `refused`: which part. */
  refusedBy?: RefusedBy;
  /** What the backend said, for the issue's details (a status and its message, a network code). */
  detail: string;
  /** Whether another try could change it (a timeout, a dropped connection, a 5xx of the gateway). */
  retry: boolean;
}

/** HTTP 540: Supabase's "Project paused" (supabase.com/docs/guides/platform/http-status-codes). */
const PROJECT_PAUSED = 540;
/** HTTP 544: Supabase's "project API gateway timeout". */
const GATEWAY_TIMEOUT = 544;
/** HTTP 402: Supabase's service restriction under the Fair Use Policy (exceeded quota, overdue bill). */
const SERVICE_RESTRICTED = 402;

const parse = (body: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const short = (value: string, max = 300) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** What one try's answer means. */
export function judgeAttempt(attempt: Attempt): Verdict {
  if (attempt.kind === 'timeout')
    return { kind: 'timeout', detail: `no answer within ${attempt.afterMs / 1000} s`, retry: true };
  if (attempt.kind === 'network') {
    // A paused project's address is withdrawn from DNS (its <ref>.supabase.co no longer resolves).
    if (attempt.code === 'ENOTFOUND')
      return { kind: 'paused', detail: `the address does not resolve (${attempt.code})`, retry: true };
    return { kind: 'other', detail: `${attempt.code}: ${attempt.message}`, retry: true };
  }
  const { status } = attempt;
  const json = parse(attempt.body);
  const message = text(json?.['message']) || short(attempt.body.trim());
  const said = `HTTP ${status}${message ? `: ${message}` : ''}`;
  if (status === 200 && json?.['ok'] === true) return { kind: 'healthy', detail: said, retry: false };
  if (status === 200 && json?.['ok'] === false) {
    const part = text(json['refused_by']);
    const refusedBy: RefusedBy =
      (['privileges', 'policy', 'constraint', 'limit'] as const).find((p) => p === part) ?? 'other';
    const constraint = text(json['constraint']);
    return {
      kind: 'refused',
      refusedBy,
      detail: `${text(json['sqlstate'])} ${message}${constraint ? ` (constraint ${constraint})` : ''}`.trim(),
      retry: false,
    };
  }
  if (status === PROJECT_PAUSED) return { kind: 'paused', detail: said, retry: false };
  if (status === GATEWAY_TIMEOUT) return { kind: 'timeout', detail: said, retry: true };
  if (status === SERVICE_RESTRICTED) return { kind: 'restricted', detail: said, retry: false };
  // The gateway refuses the key before PostgREST sees the request: no PostgREST `code` in the body
  // ({"message":"Invalid API key","hint":…}, "Legacy API keys are disabled", or an empty body).
  // PostgREST's own 401s carry a code: 42501 (EXECUTE refused) or PGRST3xx (a bad JWT).
  if (status === 401 || status === 403) {
    const code = text(json?.['code']);
    if (code === '42501') return { kind: 'refused', refusedBy: 'privileges', detail: said, retry: false };
    return { kind: 'wrong-key', detail: said, retry: false };
  }
  return { kind: 'other', detail: said, retry: status >= 500 };
}

export interface CheckSettings {
  /** How many tries at most. */
  attempts: number;
  /** How long one try may wait for an answer. */
  timeoutMs: number;
  /** The wait before the second try; doubled before each later one. */
  backoffMs: number;
}

/** Three tries of 15 s (the form's own send timeout), 30 s then 60 s apart: under 3 minutes in all. */
export const CHECK_SETTINGS: CheckSettings = { attempts: 3, timeoutMs: 15_000, backoffMs: 30_000 };

/** The wait before try `next` (2, 3, …). */
export const backoffBefore = (next: number, settings: CheckSettings = CHECK_SETTINGS) =>
  settings.backoffMs * 2 ** Math.max(0, next - 2);

/** The verdict of a run: its last try's, and how many tries it took. */
export function judgeRun(attempts: Attempt[], settings: CheckSettings = CHECK_SETTINGS): Verdict & { tries: number } {
  const last = attempts.at(-1);
  if (!last) throw new Error('judgeRun: no attempt was made');
  const verdict = judgeAttempt(last);
  const detail =
    verdict.kind === 'timeout' && attempts.length >= settings.attempts
      ? `${verdict.detail}, ${attempts.length} tries`
      : verdict.detail;
  return { ...verdict, detail, tries: attempts.length };
}

/** "06:00 UTC on 1 December 2026". */
export function sinceWords(at: Date): string {
  const time = at.toISOString().slice(11, 16);
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${time} UTC on ${day}`;
}

const POLICY_NAME = 'Visitors can send a contact message';
const PUSH = 'Apply the migrations again: `npx supabase db push` (docs/backend.md, "On a real Supabase project").';

/** What is wrong and what to do, in one paragraph, or null when healthy. */
export function verdictWords(verdict: Verdict, since: Date): string | null {
  const cannotReach = `The contact form cannot reach its database since ${sinceWords(since)}`;
  const refuses = `The contact form's database refuses every message since ${sinceWords(since)}`;
  switch (verdict.kind) {
    case 'healthy':
      return null;
    case 'paused':
      return `${cannotReach}: the project is paused. Restore it in Supabase: Project → Restore (the dashboard's "Restore project"). A paused free project can be restored for 90 days.`;
    case 'wrong-key':
      return /legacy api keys are disabled/i.test(verdict.detail)
        ? `${cannotReach}: the project's legacy API keys (anon) were disabled, and the site still sends its anon key. Put the project's publishable key (Supabase: Project Settings → API Keys) into PUBLIC_SUPABASE_ANON_KEY where the site is built and in this repository's variables, and rebuild the site.`
        : `${cannotReach}: the project refuses the site's key (a wrong or rotated anon key). Copy the anon or publishable key from Supabase: Project Settings → API Keys into PUBLIC_SUPABASE_ANON_KEY where the site is built and in this repository's variables, and rebuild the site.`;
    case 'refused':
      switch (verdict.refusedBy) {
        case 'policy':
          return `${refuses}: the insert policy "${POLICY_NAME}" on contact_messages is missing or refuses the form's row. ${PUSH}`;
        case 'privileges':
          return `${refuses}: the anon role may no longer insert into contact_messages (or call the check). ${PUSH}`;
        case 'constraint':
          return `${refuses}: a constraint of contact_messages refuses the form's row. ${PUSH}`;
        case 'limit':
          return `${refuses}: the limits against abuse refuse messages as too many right now (a flood, or a limit set too low in private.contact_settings; docs/backend.md, "Limits against abuse").`;
        default:
          return `${refuses}: the database refuses the form's insert. ${PUSH}`;
      }
    case 'restricted':
      return `${cannotReach}: Supabase restricts the project (its Fair Use Policy: a quota exceeded or a bill overdue). See the organization's Billing and Usage pages in Supabase.`;
    case 'timeout':
      return `${cannotReach}: it did not answer in time, after retries. See status.supabase.com and the project's dashboard.`;
    default:
      return `${cannotReach}: ${verdict.detail.startsWith('HTTP') ? `it answered ${verdict.detail}` : `nothing answered at its address (${verdict.detail})`}. See status.supabase.com and the project's dashboard.`;
  }
}

/** The label that marks the one issue of this check. */
export const HEALTH_LABEL = 'contact-form-check';
export const HEALTH_TITLE = 'The contact form cannot send messages';

/** The issue's text: the words, what the backend answered, the run, and what happens next. */
export function issueBody(verdict: Verdict & { tries?: number }, now: Date, runUrl?: string): string {
  return [
    verdictWords(verdict, now) ?? '',
    '',
    `What the backend answered: ${verdict.detail}${verdict.tries ? ` (${verdict.tries} ${verdict.tries === 1 ? 'try' : 'tries'})` : ''}.`,
    ...(runUrl ? [`The check's run: ${runUrl}`] : []),
    '',
    'Visitors who send the contact form see an error until this is fixed. This issue closes by itself when a later check passes; the check runs every day (docs/backend.md, "The daily check from outside").',
  ].join('\n');
}

/** What the issue is closed with when a check passes again. */
export const worksAgainComment = (now: Date, runUrl?: string) =>
  `The contact form works again: the check at ${sinceWords(now)} was accepted.${runUrl ? ` (${runUrl})` : ''}`;

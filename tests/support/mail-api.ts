/**
 * A local stand-in for Resend's `POST /emails`, whose answers the test sets. Calibrated on
 * Resend's API reference (resend.com/docs/api-reference, …/rate-limit, …/emails/idempotency-keys):
 *   - `Authorization: Bearer <key>`: missing 401 `missing_api_key`, wrong 403 `invalid_api_key`;
 *   - 200 `{"id": "<uuid>"}` when the e-mail is accepted; 422 `validation_error` without from/to/subject;
 *   - 2 requests a second per team, then 429 `rate_limit_exceeded` with `retry-after` and the
 *     `ratelimit-*` headers;
 *   - `Idempotency-Key` (up to 256 characters), kept 24 hours: the same key and body again gets
 *     the first answer and sends nothing; the same key with another body 409
 *     `invalid_idempotent_request`; while the first is in flight 409 `concurrent_idempotent_requests`.
 *     Failed sends are not remembered, so they may be retried with the same key.
 * Errors have Resend's shape: `{"statusCode", "message", "name"}`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next requests get (after the key and rate checks, which always apply). */
type Answer =
  | { kind: 'accept' }
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Holds the answer `ms` milliseconds; with `accept` the e-mail is sent meanwhile, as a slow provider does. */
  | { kind: 'hang'; ms: number; accept: boolean };

interface SentEmail {
  id: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  replyTo: string | null;
}

interface MailRequest {
  at: number;
  idempotencyKey: string | null;
  status: number;
}

export interface MailApi {
  url: string;
  apiKey: string;
  answer: Answer;
  /** Requests a second before 429; Infinity turns the limit off. */
  ratePerSecond: number;
  /** The time the rate limit counts in (a simulation that plays minutes in milliseconds sets its own). */
  clock: () => number;
  /** Whether Idempotency-Key is honoured (off: a provider that would send a retry twice). */
  idempotency: boolean;
  /** Runs after an e-mail is accepted and before the answer leaves (a test may kill the caller here). */
  onAccepted: ((email: SentEmail) => Promise<void> | void) | null;
  /** Every request, in order, with the status it got (0: the caller went away first). */
  requests: MailRequest[];
  /** The e-mails actually sent to the inbox: each accepted once. */
  sent: SentEmail[];
  /** The message ids ("Message id: …" lines) of every sent e-mail, one entry per mention. */
  messageIds(): string[];
  reset(): void;
  stop(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function startMailApi({ port = 0 }: { port?: number } = {}): Promise<MailApi> {
  const remembered = new Map<string, { bodyHash: string; at: number; status: number; body: string } | 'in-flight'>();
  const recent: number[] = [];

  const api: MailApi = {
    url: '',
    apiKey: `re_test_${randomUUID().replaceAll('-', '')}`,
    answer: { kind: 'accept' },
    ratePerSecond: 2,
    clock: Date.now,
    idempotency: true,
    onAccepted: null,
    requests: [],
    sent: [],
    messageIds: () =>
      api.sent.flatMap((email) => [...email.text.matchAll(/^Message id: (\S+)$/gm)].map((match) => match[1] ?? '')),
    reset() {
      api.answer = { kind: 'accept' };
      api.ratePerSecond = 2;
      api.clock = Date.now;
      api.idempotency = true;
      api.onAccepted = null;
      api.requests = [];
      api.sent = [];
      remembered.clear();
      recent.length = 0;
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const reply = (
    response: ServerResponse,
    record: MailRequest,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    record.status = status;
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  const error = (status: number, name: string, message: string) => ({ statusCode: status, message, name });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const record: MailRequest = { at: Date.now(), idempotencyKey: key, status: 0 };
    api.requests.push(record);

    if (request.method !== 'POST' || request.url !== '/emails')
      return reply(response, record, 404, error(404, 'not_found', 'The requested endpoint does not exist.'));
    const auth = request.headers['authorization'];
    if (!auth)
      return reply(
        response,
        record,
        401,
        error(401, 'missing_api_key', 'Missing API key in the authorization header.'),
      );
    if (auth !== `Bearer ${api.apiKey}`)
      return reply(response, record, 403, error(403, 'invalid_api_key', 'API key is invalid.'));

    const now = api.clock();
    while (recent.length > 0 && (recent[0] ?? 0) <= now - 1000) recent.shift();
    const rateHeaders = {
      'ratelimit-limit': String(api.ratePerSecond),
      'ratelimit-remaining': String(Math.max(0, api.ratePerSecond - recent.length - 1)),
      'ratelimit-reset': '1',
    };
    if (recent.length >= api.ratePerSecond) {
      return reply(
        response,
        record,
        429,
        error(429, 'rate_limit_exceeded', 'Too many requests. You can only make 2 requests per second.'),
        { ...rateHeaders, 'retry-after': '1' },
      );
    }
    recent.push(now);

    if (key !== null && key.length > 256)
      return reply(
        response,
        record,
        400,
        error(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.'),
      );
    const bodyHash = createHash('sha256').update(raw).digest('hex');
    if (api.idempotency && key !== null) {
      const before = remembered.get(key);
      if (before === 'in-flight')
        return reply(
          response,
          record,
          409,
          error(
            409,
            'concurrent_idempotent_requests',
            'Same idempotency key used while original request is still in progress.',
          ),
        );
      if (before && before.at > now - DAY_MS) {
        if (before.bodyHash !== bodyHash)
          return reply(
            response,
            record,
            409,
            error(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.'),
          );
        return reply(response, record, before.status, JSON.parse(before.body), rateHeaders);
      }
    }

    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return reply(response, record, 422, error(422, 'validation_error', 'Invalid JSON body.'));
    }
    for (const field of ['from', 'to', 'subject']) {
      if (!parsed[field])
        return reply(response, record, 422, error(422, 'missing_required_field', `Missing \`${field}\` field.`));
    }

    const answer = api.answer;
    if (answer.kind === 'status') {
      const headers: Record<string, string> = {
        ...rateHeaders,
        ...(answer.retryAfter === undefined ? {} : { 'retry-after': answer.retryAfter }),
      };
      return reply(
        response,
        record,
        answer.status,
        error(
          answer.status,
          answer.status >= 500 ? 'internal_server_error' : 'application_error',
          'Stand-in failure set by the test.',
        ),
        headers,
      );
    }
    if (api.idempotency && key !== null) remembered.set(key, 'in-flight');
    const accept = answer.kind === 'accept' || answer.accept;
    let body: { id: string } | null = null;
    if (accept) {
      const email: SentEmail = {
        id: randomUUID(),
        idempotencyKey: key,
        from: String(parsed['from']),
        to: Array.isArray(parsed['to']) ? parsed['to'].map(String) : [String(parsed['to'])],
        subject: String(parsed['subject']),
        text: String(parsed['text'] ?? ''),
        replyTo: typeof parsed['reply_to'] === 'string' ? parsed['reply_to'] : null,
      };
      api.sent.push(email);
      body = { id: email.id };
      if (api.idempotency && key !== null)
        remembered.set(key, { bodyHash, at: now, status: 200, body: JSON.stringify(body) });
    }
    if (answer.kind === 'hang') await new Promise((resolve) => setTimeout(resolve, answer.ms));
    if (!accept && api.idempotency && key !== null) remembered.delete(key);
    const accepted = body ? api.sent.find((email) => email.id === body.id) : undefined;
    if (accepted && api.onAccepted) await api.onAccepted(accepted);
    if (body) return reply(response, record, 200, body, rateHeaders);
    return reply(response, record, 504, error(504, 'gateway_timeout', 'Stand-in hang set by the test.'));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(failure));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

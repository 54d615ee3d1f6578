import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY,
  idempotencyKey,
  outcomeOfError,
  outcomeOfResponse,
  retryAfterSeconds,
  retryDelaySeconds,
} from '../../supabase/functions/notify-contact/outbox';

const NOW = new Date('2026-11-23T09:00:00Z');

describe('retryDelaySeconds', () => {
  it('doubles from a minute and stops at ten', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 600, 600, 600]);
  });
});

describe('retryAfterSeconds', () => {
  it.each([
    ['7', 7],
    [' 0 ', 0],
    ['Mon, 23 Nov 2026 09:00:30 GMT', 30],
    ['Mon, 23 Nov 2026 08:00:00 GMT', 0],
    ['soon', null],
    ['', null],
  ])('%j → %j', (header, seconds) => {
    expect(retryAfterSeconds(header, NOW)).toBe(seconds);
  });
  it('is null without the header', () => expect(retryAfterSeconds(null, NOW)).toBeNull());
});

describe('outcomeOfResponse', () => {
  const answer = (status: number, body = '', retryAfter: string | null = null) => ({ status, body, retryAfter });

  it('2xx delivers, keeping Resend’s id (or none when the body is not its JSON)', () => {
    expect(outcomeOfResponse(answer(200, '{"id":"49a3999c-0ce1-4ea6-ab68-afcd6dc2e794"}'), 1, NOW)).toEqual({
      delivered: true,
      providerId: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794',
    });
    expect(outcomeOfResponse(answer(202, 'ok'), 1, NOW)).toEqual({ delivered: true, providerId: null });
  });

  it('5xx: retried with backoff, and the run stops (the provider is down for every e-mail)', () => {
    expect(outcomeOfResponse(answer(503, '{"message":"down"}'), 3, NOW)).toEqual({
      delivered: false,
      retryInSeconds: 240,
      error: 'mail API answered 503: {"message":"down"}',
      stopRun: true,
    });
  });

  it('429: waits what Retry-After says (at least 1 s, at most the backoff cap), else the backoff; stops the run', () => {
    expect(outcomeOfResponse(answer(429, '', '7'), 1, NOW)).toMatchObject({
      delivered: false,
      retryInSeconds: 7,
      stopRun: true,
    });
    expect(outcomeOfResponse(answer(429, '', '0'), 1, NOW)).toMatchObject({ retryInSeconds: 1 });
    expect(outcomeOfResponse(answer(429, '', '86400'), 1, NOW)).toMatchObject({
      retryInSeconds: DELIVERY.maxRetrySeconds,
    });
    expect(outcomeOfResponse(answer(429), 2, NOW)).toMatchObject({ retryInSeconds: 120 });
  });

  it('401/403 (the key): stops the run; another 4xx (this e-mail) lets the next one go', () => {
    expect(outcomeOfResponse(answer(403), 1, NOW)).toMatchObject({ delivered: false, stopRun: true });
    expect(outcomeOfResponse(answer(401), 1, NOW)).toMatchObject({ delivered: false, stopRun: true });
    expect(outcomeOfResponse(answer(422, '{"name":"validation_error"}'), 1, NOW)).toMatchObject({
      delivered: false,
      retryInSeconds: 60,
      stopRun: false,
    });
  });

  it('keeps the error to one line of at most 300 characters of the body', () => {
    const outcome = outcomeOfResponse(answer(500, `a\n\n${'x'.repeat(1000)}`), 1, NOW);
    expect(outcome.delivered ? '' : outcome.error).toBe(`mail API answered 500: a ${'x'.repeat(298)}`);
  });
});

describe('outcomeOfError', () => {
  it('a timeout or a refused connection: retried with backoff, the run stops', () => {
    expect(outcomeOfError(new DOMException('signal timed out', 'TimeoutError'), 1, 1000)).toEqual({
      delivered: false,
      retryInSeconds: 60,
      error: 'mail API unreachable: no answer within 1 s',
      stopRun: true,
    });
    expect(outcomeOfError(new TypeError('fetch failed'), 2)).toMatchObject({
      retryInSeconds: 120,
      error: 'mail API unreachable: fetch failed',
    });
  });
});

describe('the function’s imports', () => {
  it('names its key per e-mail as Resend suggests (<event>/<id>, at most 256 characters)', () => {
    const key = idempotencyKey('0b6e5f4c-2f1e-4d7a-9c1b-1c2d3e4f5a6b');
    expect(key).toBe('contact-notification/0b6e5f4c-2f1e-4d7a-9c1b-1c2d3e4f5a6b');
    expect(key.length).toBeLessThanOrEqual(256);
  });

  it('imports only local files and npm: packages at the major version the lockfile installs (Deno cannot fetch jsr: or URLs here)', async () => {
    const source = readFileSync(new URL('../../supabase/functions/notify-contact/index.ts', import.meta.url), 'utf8');
    const specifiers = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1] ?? '');
    expect(specifiers.filter((specifier) => !specifier.startsWith('./') && !specifier.startsWith('npm:'))).toEqual([]);
    const installed = (await import('../../node_modules/pg/package.json', { with: { type: 'json' } })).default as {
      version: string;
    };
    expect(specifiers.filter((specifier) => specifier.startsWith('npm:'))).toEqual([
      `npm:pg@${installed.version.split('.')[0]}`,
    ]);
  });
});

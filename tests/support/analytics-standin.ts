/**
 * A stand-in of the two analytics providers' event APIs, for the end-to-end tests of analytics
 * (tests/e2e-analytics/). It answers as the real services do, as far as a browser can tell, and
 * keeps what they would record; `GET /__events` lists it.
 *
 * Plausible, `POST /api/event` (https://plausible.io/docs/events-api; the tracker's
 * tracker/src/networking.js sends it as `Content-Type: text/plain`, so a browser sends no
 * preflight): a JSON body whose `n` (name), `u` (URL) and `d` (domain) are required, `r` the
 * referrer or null, `p` the custom properties; answered `202 Accepted` with `ok`, the response
 * open to every origin (`Access-Control-Allow-Origin: *`); a body that is not such JSON, `400`
 * with `{"errors": …}`. A request from a bot's user agent is answered 202 and not recorded (the
 * docs: "User-Agent … used … to filter out bots"), with `x-plausible-dropped: 1`.
 *
 * Umami, `POST /api/send` (https://umami.is/docs/api/sending-stats; src/app/api/send/route.ts
 * and next.config.ts of umami-software/umami): `{type: 'event', payload: {website, hostname,
 * url, referrer, title, screen, language, name?, data?}}` as JSON, so the browser first sends a
 * CORS preflight (`OPTIONS`), answered with next.config.ts's API headers
 * (`Access-Control-Allow-Origin: *`, `-Headers: *`, `-Methods: GET, DELETE, POST, PUT`,
 * `-Max-Age: 86400`); a known website answered `200` with `{cache, sessionId, visitId}`; an
 * unknown one `400 {"message": "Website not found."}`; a bot (route.ts: `isbot(userAgent)`)
 * `200 {"beep": "boop"}`, not recorded. A payload without `name` is a pageview; with one, a
 * custom event.
 *
 * Run: node tests/support/analytics-standin.ts --port N --plausible-domain D --umami-website ID
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';

export interface RecordedEvent {
  provider: 'plausible' | 'umami';
  /** 'pageview' or the custom event's name. */
  name: string;
  url: string;
  referrer: string | null;
  /** Plausible's `d`, Umami's `website`. */
  site: string;
  props: Record<string, unknown> | undefined;
  userAgent: string;
  /** When the stand-in received it (epoch ms). */
  at: number;
}

/** Words the bot lists both services use (isbot's patterns) match in a headless browser's user agent. */
const BOT_AGENT = /headless|bot|crawl|spider|lighthouse|puppeteer|playwright/i;

const PLAUSIBLE_CORS = { 'Access-Control-Allow-Origin': '*' };
const UMAMI_API_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, DELETE, POST, PUT',
  'Access-Control-Max-Age': '86400',
  'Cache-Control': 'no-cache',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function startAnalyticsStandin({
  port,
  plausibleDomain,
  umamiWebsite,
}: {
  port: number;
  plausibleDomain: string;
  umamiWebsite: string;
}) {
  const events: RecordedEvent[] = [];
  const send = (res: ServerResponse, status: number, headers: Record<string, string>, body: string) =>
    res.writeHead(status, headers).end(body);

  const plausible = async (req: IncomingMessage, res: ServerResponse) => {
    const body = parseJson(await readBody(req));
    const userAgent = req.headers['user-agent'] ?? '';
    const json = { ...PLAUSIBLE_CORS, 'Content-Type': 'application/json' };
    if (
      !isRecord(body) ||
      typeof body['n'] !== 'string' ||
      typeof body['u'] !== 'string' ||
      typeof body['d'] !== 'string'
    )
      return send(res, 400, json, JSON.stringify({ errors: { request: 'n, u and d are required' } }));
    if (!URL.canParse(body['u'])) return send(res, 400, json, JSON.stringify({ errors: { url: 'is invalid' } }));
    const text = { ...PLAUSIBLE_CORS, 'Content-Type': 'text/plain' };
    if (BOT_AGENT.test(userAgent) || body['d'] !== plausibleDomain)
      return send(res, 202, { ...text, 'x-plausible-dropped': '1' }, 'ok');
    events.push({
      provider: 'plausible',
      name: body['n'],
      url: body['u'],
      referrer: typeof body['r'] === 'string' ? body['r'] : null,
      site: body['d'],
      props: isRecord(body['p']) ? body['p'] : undefined,
      userAgent,
      at: Date.now(),
    });
    return send(res, 202, text, 'ok');
  };

  const umami = async (req: IncomingMessage, res: ServerResponse) => {
    const json = { ...UMAMI_API_HEADERS, 'Content-Type': 'application/json' };
    const body = parseJson(await readBody(req));
    const payload = isRecord(body) ? body['payload'] : undefined;
    if (!isRecord(body) || body['type'] !== 'event' || !isRecord(payload) || typeof payload['url'] !== 'string')
      return send(res, 400, json, JSON.stringify({ message: 'Bad request' }));
    if (payload['website'] !== umamiWebsite)
      return send(res, 400, json, JSON.stringify({ message: 'Website not found.' }));
    const userAgent = req.headers['user-agent'] ?? '';
    if (BOT_AGENT.test(userAgent)) return send(res, 200, json, JSON.stringify({ beep: 'boop' }));
    events.push({
      provider: 'umami',
      name: typeof payload['name'] === 'string' ? payload['name'] : 'pageview',
      url: payload['url'],
      referrer: typeof payload['referrer'] === 'string' ? payload['referrer'] : null,
      site: umamiWebsite,
      props: isRecord(payload['data']) ? payload['data'] : undefined,
      userAgent,
      at: Date.now(),
    });
    return send(
      res,
      200,
      json,
      JSON.stringify({ cache: randomUUID(), sessionId: randomUUID(), visitId: randomUUID() }),
    );
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://standin.invalid').pathname;
    if (path === '/__events' && req.method === 'GET')
      return send(res, 200, { 'Content-Type': 'application/json' }, JSON.stringify(events));
    if (path === '/api/event' && req.method === 'POST') return void plausible(req, res);
    if (path === '/api/event' && req.method === 'OPTIONS') return send(res, 204, PLAUSIBLE_CORS, '');
    if (path === '/api/send' && req.method === 'OPTIONS') return send(res, 204, UMAMI_API_HEADERS, '');
    if (path === '/api/send' && req.method === 'POST') return void umami(req, res);
    return send(res, 404, { 'Content-Type': 'text/plain' }, 'Not found');
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise<void>((done) => server.close(() => done())) }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'plausible-domain': { type: 'string' },
      'umami-website': { type: 'string' },
    },
  });
  await startAnalyticsStandin({
    port: Number(values.port),
    plausibleDomain: values['plausible-domain'] ?? '',
    umamiWebsite: values['umami-website'] ?? '',
  });
  console.log(`analytics stand-in on http://127.0.0.1:${values.port}`);
}

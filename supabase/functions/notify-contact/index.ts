/**
 * Supabase Edge Function (Deno): e-mails the agency about new contact messages. The database
 * posts to it (pg_net, from private.deliver_contact_notification): one message while fewer than
 * the hourly cap went out one by one, else a digest that the pg_cron job sends every 10 minutes.
 * Sends through Resend's HTTP API. Secrets live in the
 * project, never in git:
 *   supabase secrets set NOTIFY_WEBHOOK_SECRET=… RESEND_API_KEY=… CONTACT_NOTIFY_TO=hello@… CONTACT_NOTIFY_FROM="Website <web@…>"
 * Deploy: supabase functions deploy notify-contact   (README, "The contact backend")
 */
import { buildEmail, notificationPayloadFrom } from './email.ts';

// Deno's global, declared here so the site's type check (tsc, astro check) covers this file too.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const SETTINGS = ['NOTIFY_WEBHOOK_SECRET', 'RESEND_API_KEY', 'CONTACT_NOTIFY_TO', 'CONTACT_NOTIFY_FROM'] as const;

Deno.serve(async (request) => {
  const settings = Object.fromEntries(SETTINGS.map((name) => [name, Deno.env.get(name) ?? ''])) as Record<(typeof SETTINGS)[number], string>;
  const unset = SETTINGS.filter((name) => settings[name] === '');
  if (unset.length > 0) return new Response(`notify-contact is missing secrets: ${unset.join(', ')}`, { status: 500 });
  if (request.headers.get('x-webhook-secret') !== settings.NOTIFY_WEBHOOK_SECRET) return new Response('Forbidden', { status: 403 });

  const payload = notificationPayloadFrom(await request.json().catch(() => null));
  if (!payload) return new Response('Expected {kind: "single" | "digest", messages: [...]} from private.deliver_contact_notification', { status: 400 });

  const sent = await fetch('https://api.resend.com/emails', {
    method: 'POST',
    headers: { Authorization: `Bearer ${settings.RESEND_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(buildEmail(payload, { from: settings.CONTACT_NOTIFY_FROM, to: settings.CONTACT_NOTIFY_TO })),
  });
  // A failure shows in the function's logs and in net._http_response; the message itself is stored,
  // and private.contact_notifications says which e-mail it belonged to.
  if (!sent.ok) return new Response(`Resend answered ${sent.status}: ${await sent.text()}`, { status: 502 });
  return new Response(null, { status: 204 });
});

/**
 * The site's own analytics sender: what it sends to Plausible's or Umami's event API, and when a
 * visit must not be counted. No provider script is loaded; the page script
 * (src/components/analytics/page-analytics.ts) calls the provider's documented endpoint with the
 * request its own tracker would make (docs/analytics.md):
 *
 * - Plausible, `POST /api/event` (https://plausible.io/docs/events-api; the tracker's
 *   tracker/src/track.js and networking.js): a JSON body `{n, u, d, r, p}` sent as `text/plain`
 *   (no CORS preflight), `keepalive`; answered 202.
 * - Umami, `POST /api/send` (https://umami.is/docs/api/sending-stats; the tracker's
 *   src/tracker/index.js): `{type: 'event', payload: {website, hostname, url, referrer, title,
 *   screen, language, name?, data?}}` as `application/json`, `keepalive`; answered 200 with JSON.
 */

export const ANALYTICS_PROVIDERS = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** Each provider's cloud endpoint, used when PUBLIC_ANALYTICS_ENDPOINT is not set. */
export const DEFAULT_ENDPOINTS: Record<AnalyticsProvider, string> = {
  plausible: 'https://plausible.io/api/event',
  umami: 'https://cloud.umami.is/api/send',
};

/** The events besides pageviews: the goals to create in the provider's dashboard (docs/analytics.md). */
export const ANALYTICS_EVENTS = {
  /** A contact message the backend accepted. */
  contact: 'Contact',
  /** A tap on one of the agency's phone numbers (a `tel:` link). */
  phone: 'Phone',
  /** A tap on one of the agency's e-mail addresses (a `mailto:` link). */
  email: 'Email',
} as const;

/**
 * The DOM event the contact form's backend call dispatches on `window` once the backend has
 * accepted a message (src/backend/contact.ts). Nothing listens to it unless analytics is on.
 */
export const CONTACT_SENT_EVENT = 'contact:sent';

/** What the build hands the page script. */
export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** The event API: an absolute URL, or a path on the site's own origin (a first-party proxy). */
  endpoint: string;
  /** Plausible: the site's domain as added in Plausible. Umami: the website ID. */
  site: string;
}

/** What the page knows when it sends. */
export interface PageFacts {
  href: string;
  hostname: string;
  origin: string;
  referrer: string;
  title: string;
  screen: string;
  language: string;
}

export interface AnalyticsEvent {
  /** 'pageview' or one of ANALYTICS_EVENTS. */
  name: string;
  props?: Record<string, string> | undefined;
}

export interface EventRequest {
  url: string;
  init: { method: 'POST'; headers: Record<string, string>; body: string; keepalive: true };
}

/** The request the provider's own tracker would make for this event on this page. */
export function eventRequest(config: AnalyticsConfig, event: AnalyticsEvent, page: PageFacts): EventRequest {
  if (config.provider === 'plausible') {
    const body: Record<string, unknown> = { n: event.name, u: page.href, d: config.site, r: page.referrer || null };
    if (event.props) body['p'] = event.props;
    return {
      url: config.endpoint,
      init: { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body), keepalive: true },
    };
  }
  const payload: Record<string, unknown> = {
    website: config.site,
    screen: page.screen,
    language: page.language,
    title: page.title,
    hostname: page.hostname,
    url: page.href,
    // Umami's tracker sends no referrer for a page reached from the same site.
    referrer: page.referrer.startsWith(page.origin) ? '' : page.referrer,
  };
  if (event.name !== 'pageview') {
    payload['name'] = event.name;
    if (event.props) payload['data'] = event.props;
  }
  return {
    url: config.endpoint,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'event', payload }),
      keepalive: true,
    },
  };
}

/**
 * The owner's own browser, left out the provider's way: Plausible's tracker skips every event when
 * `localStorage.plausible_ignore` is "true"; Umami's when `localStorage.getItem('umami.disabled')`
 * is set to anything.
 */
export function isExcludedBrowser(provider: AnalyticsProvider, read: (key: string) => string | null): boolean {
  try {
    return provider === 'plausible' ? read('plausible_ignore') === 'true' : Boolean(read('umami.disabled'));
  } catch {
    return false; // Storage blocked: nothing says this is the owner.
  }
}

/**
 * Whether a page restored from the back/forward cache counts again: Plausible's tracker sends a
 * pageview on `pageshow` with `persisted` (tracker/src/autocapture.js); Umami's listens to no
 * `pageshow` and sends nothing (src/tracker/index.js).
 */
export function countsRestoredPage(provider: AnalyticsProvider): boolean {
  return provider === 'plausible';
}

/** The event a tap on a link is, for the agency's phone numbers and e-mail addresses; else none. */
export function linkEvent(href: string | null): AnalyticsEvent | undefined {
  if (!href) return undefined;
  const [scheme, rest = ''] = href.split(/:(.*)/s);
  const target = safeDecode(rest.split('?')[0] ?? '').trim();
  if (!target) return undefined;
  if (scheme?.toLowerCase() === 'tel') return { name: ANALYTICS_EVENTS.phone, props: { number: target } };
  if (scheme?.toLowerCase() === 'mailto') return { name: ANALYTICS_EVENTS.email, props: { address: target } };
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

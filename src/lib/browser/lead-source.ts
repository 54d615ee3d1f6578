/**
 * Where a lead came from, first-party and kept in the tab: the page the visit started on (path
 * and query, without an ad network's click identifier), the referring site's host and the UTM tags the visitor arrived with. The first page of a visit records them in sessionStorage (the end-of-body
 * inline script, integrations/interaction-directive.ts); the contact form reads them back and sends
 * them with the message, and only then (src/islands/ContactForm.tsx). No cookie, no request.
 *
 * Anyone can type a URL, so every value is cleaned as the database's own trigger cleans it
 * (private.clean_contact_lead_source, supabase/migrations/…_contact_lead_source.sql, the same
 * rules and bounds): a value too long is cut, a malformed one left out, and never the reason a
 * message is refused.
 */

/** The longest value of each field, in characters (code points): the database's CHECK bounds. */
export const LEAD_SOURCE_LIMITS = {
  landing_page: 500,
  referrer_host: 253,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
} as const;
export type LeadSourceField = keyof typeof LEAD_SOURCE_LIMITS;

/** The columns of `contact_messages` the source fills; a field left out is absent. */
export type LeadSource = Partial<Record<LeadSourceField, string>>;

/** The sessionStorage key of the visit's record. */
export const LEAD_SOURCE_STORAGE_KEY = 'lead-source';

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** A run of control characters (C0, DEL, C1), spaces and line/paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this does
const BREAKS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]+/g;
/** A UTF-16 surrogate without its pair (with the u flag, a pair is one code point and never matches). */
const LONE_SURROGATE = /[\ud800-\udfff]/gu;
/** A path and query as a browser's location has them: from `/`, nothing unencoded that could be markup. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this does
const PATH = /^\/[^\u0000-\u0020\u007f-\u009f\u2028\u2029<>"]*$/;
const HOST = /^[\]A-Za-z0-9._:[-]+$/;

/** The first `max` code points (a pair is never split, so the text stays valid UTF-16). */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** A UTM tag: breaks become one space, trimmed; markup (`<`, `>`) left out; cut to its bound. */
export function cleanTag(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(LONE_SURROGATE, '').replace(BREAKS, ' ').replace(/^ | $/g, '');
  if (/[<>]/.test(text)) return undefined;
  return cut(text, max).replace(/ $/, '') || undefined;
}

/** A landing page: a path (and query) from `/`, as a location holds it, cut to its bound; anything else left out. */
export function cleanPath(value: unknown, max = LEAD_SOURCE_LIMITS.landing_page): string | undefined {
  return typeof value === 'string' && PATH.test(value) ? cut(value, max) : undefined;
}

/** A host (`news.example.com`, `example.com:8080`), lower-case; anything else, or longer than a host can be, left out. */
export function cleanHost(value: unknown, max = LEAD_SOURCE_LIMITS.referrer_host): string | undefined {
  return typeof value === 'string' && value.length <= max && HOST.test(value) ? value.toLowerCase() : undefined;
}

/** Every field of a record, cleaned by its rule; unknown keys and left-out values dropped. */
export function cleanLeadSource(record: unknown): LeadSource {
  const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
  const source: LeadSource = {};
  const landing = cleanPath(fields['landing_page']);
  if (landing) source.landing_page = landing;
  const host = cleanHost(fields['referrer_host']);
  if (host) source.referrer_host = host;
  for (const field of UTM_FIELDS) {
    const tag = cleanTag(fields[field], LEAD_SOURCE_LIMITS[field]);
    if (tag) source[field] = tag;
  }
  return source;
}

/** What a page knows of itself: `document.location`'s parts. */
export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
}

/**
 * Query parameters an ad network adds to name one click (and through it, at the network, one
 * person): Google's, Microsoft's, Meta's, TikTok's, X's, LinkedIn's, Yandex's, Mailchimp's and
 * HubSpot's. They say nothing of where a lead came from that the UTM tags and the referrer do not.
 */
const CLICK_IDS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'fbclid',
  'igshid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
]);

/** The landing page without its ad click identifiers; every other parameter kept as it was written. */
export function withoutClickIds(landing: string): string {
  const at = landing.indexOf('?');
  if (at === -1) return landing;
  const name = (pair: string) => {
    const raw = pair.split('=')[0]!.replace(/\+/g, ' ');
    try {
      return decodeURIComponent(raw).toLowerCase();
    } catch {
      return raw.toLowerCase();
    }
  };
  const kept = landing
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair && !CLICK_IDS.has(name(pair)));
  return kept.length ? `${landing.slice(0, at)}?${kept.join('&')}` : landing.slice(0, at);
}

/**
 * The source of a visit whose first page was `landing` (path and query), reached from `referrer`:
 * null when the referrer is a page of this site (that page, not this one, started the visit).
 */
function sourceOfVisit(landing: string, referrer: string, origin: string): LeadSource | null {
  let host: string | undefined;
  if (referrer) {
    try {
      const url = new URL(referrer);
      if (url.origin === origin) return null;
      host = url.host;
    } catch {
      // Not a URL: no referrer this site could have sent, and no host to name.
    }
  }
  const query = new URLSearchParams(landing.replace(/^[^?]*/, ''));
  return cleanLeadSource({
    landing_page: withoutClickIds(landing),
    referrer_host: host,
    ...Object.fromEntries(UTM_FIELDS.map((field) => [field, query.get(field)])),
  });
}

/**
 * The visit's source. `stored` is the tab's record of the visit's first page (what
 * recordLeadSource wrote): when there is one, the source is read from it, cleaned (a tab's storage
 * is the visitor's to change); an unreadable one gives nothing. Without one, this page is taken as
 * the visit's first, unless the visitor came from another page of this site: null then (the first
 * page went unrecorded, and this one must not pretend to be it).
 */
export function readLeadSource(location: PageLocation, referrer: string, stored: string | null): LeadSource | null {
  if (stored === null) return sourceOfVisit(location.pathname + location.search, referrer, location.origin);
  let record: unknown;
  try {
    record = JSON.parse(stored);
  } catch {
    return {};
  }
  const [landing, from] = Array.isArray(record) ? (record as unknown[]) : [];
  return typeof landing === 'string' && typeof from === 'string' ? sourceOfVisit(landing, from, location.origin) : {};
}

/** The tab's storage, as far as the source needs it. */
export interface LeadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The page, as far as the source needs it: `document` (passed in so this module stays DOM-free). */
export interface LeadPage {
  location: PageLocation;
  referrer: string;
  /** True while the page is prerendered and not shown (Speculation Rules, the address bar). */
  prerendering?: boolean;
  addEventListener(type: 'prerenderingchange', listener: () => void, options: { once: true }): void;
}

/**
 * Records the visit's first page once: its path and query and its referrer, as they are (read
 * and cleaned only when a message is sent: readLeadSource). Nothing when the tab already holds a
 * record (a later page never overwrites it), and nothing before the page is shown (a page
 * prerendered and never opened records nothing; one opened records when it is). This is the whole
 * of the inline script every page runs, so it stays a few lines: storage refused or full, the
 * message goes without a source.
 */
export function recordLeadSource(page: LeadPage, storage: () => LeadStorage): void {
  const record = () => {
    try {
      const tab = storage();
      if (tab.getItem(LEAD_SOURCE_STORAGE_KEY) === null)
        tab.setItem(
          LEAD_SOURCE_STORAGE_KEY,
          JSON.stringify([page.location.pathname + page.location.search, page.referrer]),
        );
    } catch {
      // Refused (storage off) or full: nothing recorded.
    }
  };
  if (page.prerendering) page.addEventListener('prerenderingchange', record, { once: true });
  else record();
}

/** The source to send with a message: the tab's record, or this page's own when it started the visit. */
export function leadSourceOfPage(page: LeadPage, storage: () => LeadStorage): LeadSource {
  let stored: string | null = null;
  try {
    stored = storage().getItem(LEAD_SOURCE_STORAGE_KEY);
  } catch {
    // Refused: as if nothing were stored.
  }
  return readLeadSource(page.location, page.referrer, stored) ?? {};
}

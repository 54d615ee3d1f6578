import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS,
  type AnalyticsConfig,
  countsRestoredPage,
  DEFAULT_ENDPOINTS,
  eventRequest,
  isExcludedBrowser,
  linkEvent,
  type PageFacts,
} from '../../src/lib/browser/analytics';

const page: PageFacts = {
  href: 'https://kileledigital.com/contact/?utm_source=newsletter',
  hostname: 'kileledigital.com',
  origin: 'https://kileledigital.com',
  referrer: 'https://www.google.com/',
  title: 'Contact Us | Kilele Digital',
  screen: '412x915',
  language: 'en-KE',
};
const plausible: AnalyticsConfig = {
  provider: 'plausible',
  endpoint: DEFAULT_ENDPOINTS.plausible,
  site: 'kileledigital.com',
};
const umami: AnalyticsConfig = {
  provider: 'umami',
  endpoint: DEFAULT_ENDPOINTS.umami,
  site: '94db1cb1-74f4-4a40-ad6c-962362670409',
};

describe('eventRequest: the request each provider’s own tracker makes', () => {
  it('Plausible: {n, u, d, r} as text/plain (no CORS preflight), keepalive, to /api/event', () => {
    const { url, init } = eventRequest(plausible, { name: 'pageview' }, page);
    expect(url).toBe('https://plausible.io/api/event');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, keepalive: true });
    expect(JSON.parse(init.body)).toEqual({
      n: 'pageview',
      u: page.href,
      d: 'kileledigital.com',
      r: 'https://www.google.com/',
    });
  });

  it('Plausible: no referrer is null; an event’s properties go in p', () => {
    const { init } = eventRequest(
      plausible,
      { name: ANALYTICS_EVENTS.phone, props: { number: '+254207654321' } },
      {
        ...page,
        referrer: '',
      },
    );
    expect(JSON.parse(init.body)).toEqual({
      n: 'Phone',
      u: page.href,
      d: 'kileledigital.com',
      r: null,
      p: { number: '+254207654321' },
    });
  });

  it('Umami: {type: "event", payload} as JSON to /api/send; a pageview has no name', () => {
    const { url, init } = eventRequest(umami, { name: 'pageview' }, page);
    expect(url).toBe('https://cloud.umami.is/api/send');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, keepalive: true });
    expect(JSON.parse(init.body)).toEqual({
      type: 'event',
      payload: {
        website: umami.site,
        screen: '412x915',
        language: 'en-KE',
        title: 'Contact Us | Kilele Digital',
        hostname: 'kileledigital.com',
        url: page.href,
        referrer: 'https://www.google.com/',
      },
    });
  });

  it('Umami: a referrer on the same site is sent empty, as its tracker does; an event has name and data', () => {
    const { init } = eventRequest(
      umami,
      { name: ANALYTICS_EVENTS.contact },
      { ...page, referrer: 'https://kileledigital.com/about/' },
    );
    const { payload } = JSON.parse(init.body) as { payload: Record<string, unknown> };
    expect(payload['referrer']).toBe('');
    expect(payload['name']).toBe('Contact');
    expect(payload).not.toHaveProperty('data');
    const withData = eventRequest(umami, { name: 'Email', props: { address: 'hello@kileledigital.com' } }, page);
    expect(JSON.parse(withData.init.body).payload.data).toEqual({ address: 'hello@kileledigital.com' });
  });
});

describe('isExcludedBrowser: the owner’s own visits, the provider’s way', () => {
  const storage = (values: Record<string, string>) => (key: string) => values[key] ?? null;
  it.each([
    ['plausible', { plausible_ignore: 'true' }, true],
    ['plausible', { plausible_ignore: 'false' }, false],
    ['plausible', { 'umami.disabled': '1' }, false],
    ['umami', { 'umami.disabled': '1' }, true],
    ['umami', { 'umami.disabled': 'true' }, true],
    ['umami', { plausible_ignore: 'true' }, false],
    ['umami', {}, false],
  ] as const)('%s with %o: %s', (provider, values, excluded) => {
    expect(isExcludedBrowser(provider, storage(values))).toBe(excluded);
  });
  it('counts when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(isExcludedBrowser('plausible', blocked)).toBe(false);
    expect(isExcludedBrowser('umami', blocked)).toBe(false);
  });
});

describe('linkEvent: taps on phone numbers and e-mail addresses', () => {
  it.each([
    ['tel:+254207654321', { name: 'Phone', props: { number: '+254207654321' } }],
    ['tel:+61%202%205550%200100', { name: 'Phone', props: { number: '+61 2 5550 0100' } }],
    ['mailto:hello@kileledigital.com', { name: 'Email', props: { address: 'hello@kileledigital.com' } }],
    ['MAILTO:hello@kileledigital.com?subject=Hi', { name: 'Email', props: { address: 'hello@kileledigital.com' } }],
    // A broken escape is sent as written, never thrown.
    ['tel:%E0%A4%A', { name: 'Phone', props: { number: '%E0%A4%A' } }],
  ])('%s', (href, event) => {
    expect(linkEvent(href)).toEqual(event);
  });
  it.each([null, '', '/contact/', 'https://wa.me/254207654321', 'tel:', 'mailto:?subject=Hi'])(
    'no event for %s',
    (href) => {
      expect(linkEvent(href)).toBeUndefined();
    },
  );
});

it('a page restored from the back/forward cache counts again for Plausible (its autocapture.js), not for Umami', () => {
  expect(countsRestoredPage('plausible')).toBe(true);
  expect(countsRestoredPage('umami')).toBe(false);
});

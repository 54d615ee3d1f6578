/**
 * The analytics page script: bundled with the build's settings baked in by
 * integrations/analytics.ts, rendered inline at the end of <body> by Analytics.astro and hashed
 * into the CSP, only when analytics is on. What it sends is src/lib/browser/analytics.ts's.
 */
import {
  type AnalyticsConfig,
  type AnalyticsEvent,
  ANALYTICS_EVENTS,
  CONTACT_SENT_EVENT,
  countsRestoredPage,
  eventRequest,
  isExcludedBrowser,
  linkEvent,
} from '../../lib/browser/analytics';
import { afterPaint } from '../../lib/browser/after-paint';

export function installAnalytics(config: AnalyticsConfig, win: Window & typeof globalThis): void {
  const { document, location } = win;
  const send = (event: AnalyticsEvent) => {
    if (isExcludedBrowser(config.provider, (key) => win.localStorage.getItem(key))) return;
    const { url, init } = eventRequest(config, event, {
      href: location.href,
      hostname: location.hostname,
      origin: location.origin,
      referrer: document.referrer,
      title: document.title,
      screen: `${win.screen.width}x${win.screen.height}`,
      language: win.navigator.language,
    });
    win.fetch(url, init).catch(() => undefined); // A blocked or failed count costs the visitor nothing.
  };

  // One pageview when the page is really shown: a prerendered page waits until it is activated (and
  // sends nothing if it never is), a background tab until it is looked at; and nothing before the
  // page has loaded and painted (afterPaint, src/lib/browser/after-paint.ts).
  const whenLoaded = (then: () => void) =>
    document.readyState === 'complete' ? then() : win.addEventListener('load', then, { once: true });
  const whenVisible = (then: () => void) => {
    if (document.visibilityState === 'visible') return then();
    const seen = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', seen);
      then();
    };
    document.addEventListener('visibilitychange', seen);
  };
  const pageview = () => whenVisible(() => whenLoaded(() => afterPaint(win, () => send({ name: 'pageview' }))));
  // `document.prerendering` is not in TypeScript's DOM types yet (Chromium has it since 108).
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', pageview, { once: true });
  else pageview();

  // A page shown again from the back/forward cache counts as the provider's own script counts it.
  if (countsRestoredPage(config.provider))
    win.addEventListener('pageshow', (event) => {
      if (event.persisted) send({ name: 'pageview' });
    });

  // A message the backend accepted (src/backend/contact.ts), on the page the form is on.
  win.addEventListener(CONTACT_SENT_EVENT, () => send({ name: ANALYTICS_EVENTS.contact }));

  // Taps on the agency's phone numbers and e-mail addresses: one listener for every such link.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof win.Element ? event.target.closest('a[href]') : null;
    const tapped = linkEvent(link?.getAttribute('href') ?? null);
    if (tapped) send(tapped);
  });
}

/**
 * The analytics settings of a build (README, "Settings"; docs/analytics.md): off unless
 * PUBLIC_ANALYTICS_PROVIDER names a provider, and then every setting that provider needs is
 * checked here, so a wrong one stops the build with a message naming it, never a site that counts
 * nothing.
 */
import {
  ANALYTICS_PROVIDERS,
  type AnalyticsConfig,
  type AnalyticsProvider,
  DEFAULT_ENDPOINTS,
} from '../browser/analytics';

/** The settings' names, as README and .env.example list them. */
const ANALYTICS_ENV = {
  provider: 'PUBLIC_ANALYTICS_PROVIDER',
  endpoint: 'PUBLIC_ANALYTICS_ENDPOINT',
  plausibleDomain: 'PUBLIC_PLAUSIBLE_DOMAIN',
  umamiWebsiteId: 'PUBLIC_UMAMI_WEBSITE_ID',
} as const;

/** Each provider's site setting: its name and what it must look like. */
const SITE_SETTING: Record<AnalyticsProvider, { name: string; valid: RegExp; hint: string }> = {
  plausible: {
    name: ANALYTICS_ENV.plausibleDomain,
    // A domain as Plausible's "Add website" form takes it (a subfolder is allowed): no scheme, no port.
    valid: /^(?=.{1,253}(?:\/|$))(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?:\/[\w\-./]*)?$/i,
    hint: 'the domain the site was added as in Plausible, without https:// (e.g. kileledigital.com)',
  },
  umami: {
    name: ANALYTICS_ENV.umamiWebsiteId,
    valid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    hint: "the website's ID from Umami's Settings › Websites › Edit (a UUID such as 94db1cb1-74f4-4a40-ad6c-962362670409)",
  },
};

/** Loopback hosts, where plain http is allowed (a local instance, the tests' stand-in). */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export type AnalyticsSettings = { config: AnalyticsConfig | undefined; problems: string[] };

/**
 * The build's analytics from its environment: `config` when on; `problems` names each wrong
 * setting and what it should be (the build stops on any).
 */
export function analyticsSettings(env: Readonly<Record<string, string | undefined>>): AnalyticsSettings {
  const provider = env[ANALYTICS_ENV.provider]?.trim() ?? '';
  if (!provider) return { config: undefined, problems: [] };
  if (!(ANALYTICS_PROVIDERS as readonly string[]).includes(provider))
    return {
      config: undefined,
      problems: [
        `${ANALYTICS_ENV.provider} is "${provider}": set it to ${ANALYTICS_PROVIDERS.join(' or ')}, or leave it unset for no analytics.`,
      ],
    };
  const chosen = provider as AnalyticsProvider;
  const problems: string[] = [];
  const site = SITE_SETTING[chosen];
  const siteValue = env[site.name]?.trim() ?? '';
  if (!siteValue)
    problems.push(`${ANALYTICS_ENV.provider} is ${chosen}, but ${site.name} is not set: set it to ${site.hint}.`);
  else if (!site.valid.test(siteValue)) problems.push(`${site.name} is "${siteValue}": set it to ${site.hint}.`);
  const endpoint = env[ANALYTICS_ENV.endpoint]?.trim() || DEFAULT_ENDPOINTS[chosen];
  const endpointProblem = endpointProblemOf(endpoint);
  if (endpointProblem) problems.push(`${ANALYTICS_ENV.endpoint} is "${endpoint}": ${endpointProblem}`);
  return problems.length
    ? { config: undefined, problems }
    : { config: { provider: chosen, endpoint, site: siteValue }, problems };
}

/** What is wrong with an endpoint setting, if anything. */
function endpointProblemOf(endpoint: string): string | undefined {
  const expected = `give the event API's full URL (e.g. ${DEFAULT_ENDPOINTS.plausible} or https://stats.example.com/api/send), or a path on this site that the host rewrites to it (e.g. /stats/api/event).`;
  if (endpoint.startsWith('/')) return endpoint.startsWith('//') || /[\s?#]/.test(endpoint) ? expected : undefined;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return expected;
  }
  if (url.search || url.hash || url.username || url.password) return expected;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return undefined;
  return `${expected} Use https (plain http only on this computer).`;
}

/**
 * The one `connect-src` source analytics adds to the page's CSP: the endpoint URL itself (a CSP
 * source with a path matches that path exactly), or nothing for a same-origin path ('self' has it).
 */
export function analyticsConnectSource(config: AnalyticsConfig | undefined): string | undefined {
  if (!config || config.endpoint.startsWith('/')) return undefined;
  return new URL(config.endpoint).href;
}

/** Each provider as the privacy page names it, linked to what it says of the data it handles. */
const PROVIDER_FACTS: Record<AnalyticsProvider, { text: string; href: string }> = {
  plausible: { text: 'Plausible Analytics', href: 'https://plausible.io/data-policy' },
  umami: { text: 'Umami', href: 'https://umami.is/privacy' },
};

/**
 * The privacy page's analytics facts (docs/analytics.md): `{{analyticsProvider}}`, the provider
 * linked to its data policy, and `{{analyticsHost}}`, the host the counts go to (the site's own
 * for a first-party proxy path).
 */
export function analyticsFacts(config: AnalyticsConfig, siteUrl: string) {
  return {
    analyticsProvider: PROVIDER_FACTS[config.provider],
    analyticsHost: { text: new URL(config.endpoint, siteUrl).host },
  };
}

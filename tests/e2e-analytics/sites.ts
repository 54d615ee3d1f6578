/**
 * The builds with analytics on that tests/e2e-analytics/ runs against: one per provider, each
 * built once (serve.ts) with its settings pointing at the stand-in of the provider's event API
 * (tests/support/analytics-standin.ts), and served by Cloudflare's runtime like the main suite.
 */
import type { AnalyticsProvider } from '../../src/lib/browser/analytics';

const PREVIEW_PORT = Number(process.env['PREVIEW_PORT'] ?? 4322);
const INSPECTOR_PORT = Number(process.env['INSPECTOR_PORT'] ?? PREVIEW_PORT + 5000);

/** The stand-in of both event APIs. */
export const STANDIN_PORT = PREVIEW_PORT + 30;
export const STANDIN_ORIGIN = `http://127.0.0.1:${STANDIN_PORT}`;

/** The site settings each provider's build is made with. */
export const PLAUSIBLE_DOMAIN = 'kileledigital.example';
export const UMAMI_WEBSITE_ID = '94db1cb1-74f4-4a40-ad6c-962362670409';

export interface AnalyticsSite {
  provider: AnalyticsProvider;
  /** Where the build is written (.local/ is not committed). */
  outDir: string;
  port: number;
  inspectorPort: number;
  origin: string;
  /** The event API the build sends to. */
  endpoint: string;
  /** The settings the build is made with (README, "Settings"). */
  env: Record<string, string>;
}

const site = (provider: AnalyticsProvider, offset: number, endpoint: string, siteEnv: Record<string, string>) => ({
  provider,
  outDir: `.local/analytics-${provider}/dist`,
  port: PREVIEW_PORT + offset,
  inspectorPort: INSPECTOR_PORT + offset,
  origin: `http://127.0.0.1:${PREVIEW_PORT + offset}`,
  endpoint,
  env: { PUBLIC_ANALYTICS_PROVIDER: provider, PUBLIC_ANALYTICS_ENDPOINT: endpoint, ...siteEnv },
});

export const ANALYTICS_SITES: readonly AnalyticsSite[] = [
  site('plausible', 10, `${STANDIN_ORIGIN}/api/event`, { PUBLIC_PLAUSIBLE_DOMAIN: PLAUSIBLE_DOMAIN }),
  site('umami', 20, `${STANDIN_ORIGIN}/api/send`, { PUBLIC_UMAMI_WEBSITE_ID: UMAMI_WEBSITE_ID }),
];

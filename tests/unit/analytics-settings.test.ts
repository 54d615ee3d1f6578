import { describe, expect, it } from 'vitest';
import { analyticsConnectSource, analyticsFacts, analyticsSettings } from '../../src/lib/build/analytics-settings';

const UUID = '94db1cb1-74f4-4a40-ad6c-962362670409';

describe('analyticsSettings', () => {
  it('is off, with nothing to say, when no provider is named', () => {
    expect(analyticsSettings({})).toEqual({ config: undefined, problems: [] });
    expect(analyticsSettings({ PUBLIC_ANALYTICS_PROVIDER: ' ', PUBLIC_PLAUSIBLE_DOMAIN: 'kileledigital.com' })).toEqual(
      {
        config: undefined,
        problems: [],
      },
    );
  });

  it('Plausible and Umami with their cloud endpoints by default', () => {
    expect(
      analyticsSettings({ PUBLIC_ANALYTICS_PROVIDER: 'plausible', PUBLIC_PLAUSIBLE_DOMAIN: 'kileledigital.com' }),
    ).toEqual({
      config: { provider: 'plausible', endpoint: 'https://plausible.io/api/event', site: 'kileledigital.com' },
      problems: [],
    });
    expect(analyticsSettings({ PUBLIC_ANALYTICS_PROVIDER: 'umami', PUBLIC_UMAMI_WEBSITE_ID: UUID }).config).toEqual({
      provider: 'umami',
      endpoint: 'https://cloud.umami.is/api/send',
      site: UUID,
    });
  });

  it.each([
    'https://stats.example.com/api/event',
    'https://example.com/umami/api/send',
    '/stats/api/event',
    'http://127.0.0.1:4431/api/event',
    'http://localhost:8000/api/send',
  ])('takes the endpoint %s (self-hosted, a first-party path, a local instance)', (endpoint) => {
    const settings = analyticsSettings({
      PUBLIC_ANALYTICS_PROVIDER: 'umami',
      PUBLIC_UMAMI_WEBSITE_ID: UUID,
      PUBLIC_ANALYTICS_ENDPOINT: endpoint,
    });
    expect(settings.problems).toEqual([]);
    expect(settings.config?.endpoint).toBe(endpoint);
  });

  it.each([
    [{ PUBLIC_ANALYTICS_PROVIDER: 'google' }, 'PUBLIC_ANALYTICS_PROVIDER is "google"'],
    [{ PUBLIC_ANALYTICS_PROVIDER: 'plausible' }, 'PUBLIC_PLAUSIBLE_DOMAIN is not set'],
    [
      { PUBLIC_ANALYTICS_PROVIDER: 'plausible', PUBLIC_PLAUSIBLE_DOMAIN: 'https://kileledigital.com' },
      'PUBLIC_PLAUSIBLE_DOMAIN is "https://kileledigital.com"',
    ],
    [
      { PUBLIC_ANALYTICS_PROVIDER: 'umami', PUBLIC_PLAUSIBLE_DOMAIN: 'kileledigital.com' },
      'PUBLIC_UMAMI_WEBSITE_ID is not set',
    ],
    [
      { PUBLIC_ANALYTICS_PROVIDER: 'umami', PUBLIC_UMAMI_WEBSITE_ID: 'my-site' },
      'PUBLIC_UMAMI_WEBSITE_ID is "my-site"',
    ],
    [
      {
        PUBLIC_ANALYTICS_PROVIDER: 'umami',
        PUBLIC_UMAMI_WEBSITE_ID: UUID,
        PUBLIC_ANALYTICS_ENDPOINT: 'http://stats.example.com/api/send',
      },
      'Use https',
    ],
    [
      {
        PUBLIC_ANALYTICS_PROVIDER: 'umami',
        PUBLIC_UMAMI_WEBSITE_ID: UUID,
        PUBLIC_ANALYTICS_ENDPOINT: 'stats.example.com',
      },
      'PUBLIC_ANALYTICS_ENDPOINT is "stats.example.com"',
    ],
    [
      {
        PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        PUBLIC_PLAUSIBLE_DOMAIN: 'a.com',
        PUBLIC_ANALYTICS_ENDPOINT: '//evil.example/api/event',
      },
      'PUBLIC_ANALYTICS_ENDPOINT is "//evil.example/api/event"',
    ],
    [
      {
        PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        PUBLIC_PLAUSIBLE_DOMAIN: 'a.com',
        PUBLIC_ANALYTICS_ENDPOINT: 'https://p.example/api/event?x=1',
      },
      'PUBLIC_ANALYTICS_ENDPOINT is',
    ],
  ])('%o stops the build, naming the setting', (env, named) => {
    const settings = analyticsSettings(env);
    expect(settings.config).toBeUndefined();
    expect(settings.problems.join('\n')).toContain(named);
  });
});

describe('analyticsConnectSource', () => {
  it('is the endpoint URL itself, nothing wider; nothing for a same-origin path or when off', () => {
    expect(
      analyticsConnectSource({ provider: 'plausible', endpoint: 'https://plausible.io/api/event', site: 'a.com' }),
    ).toBe('https://plausible.io/api/event');
    expect(analyticsConnectSource({ provider: 'umami', endpoint: '/stats/api/send', site: UUID })).toBeUndefined();
    expect(analyticsConnectSource(undefined)).toBeUndefined();
  });
});

it('analyticsFacts: the provider linked to its data policy, and the host the counts go to', () => {
  expect(
    analyticsFacts(
      { provider: 'plausible', endpoint: 'https://plausible.io/api/event', site: 'a.com' },
      'https://a.com',
    ),
  ).toEqual({
    analyticsProvider: { text: 'Plausible Analytics', href: 'https://plausible.io/data-policy' },
    analyticsHost: { text: 'plausible.io' },
  });
  expect(
    analyticsFacts({ provider: 'umami', endpoint: '/stats/api/send', site: UUID }, 'https://kileledigital.com')
      .analyticsHost,
  ).toEqual({
    text: 'kileledigital.com',
  });
});

import { describe, expect, it } from 'vitest';
import { NETLIFY_AUTH_URL, studioSettings } from '../../src/lib/studio/studio-settings';

const message = (env: Record<string, string>) => {
  const found = studioSettings(env);
  return found instanceof Error ? found.message : found;
};

describe('studioSettings', () => {
  it('is off without settings (the local studio needs none)', () => {
    expect(studioSettings({})).toBeUndefined();
    expect(studioSettings({ STUDIO_GITHUB_REPO: '  ' })).toBeUndefined();
  });

  it('reads a whole set, with the branch defaulting to main', () => {
    expect(
      studioSettings({ STUDIO_GITHUB_REPO: 'kilele/website', STUDIO_AUTH_URL: 'https://auth.example.workers.dev/' }),
    ).toEqual({
      repo: 'kilele/website',
      branch: 'main',
      authUrl: 'https://auth.example.workers.dev',
      review: false,
      publishPollSeconds: 30,
    });
    expect(
      studioSettings({
        STUDIO_GITHUB_REPO: 'kilele/website',
        STUDIO_AUTH_URL: 'https://auth.example.workers.dev',
        STUDIO_BRANCH: 'content',
        STUDIO_REVIEW: 'true',
        STUDIO_PUBLISH_POLL_SECONDS: '5',
      }),
    ).toMatchObject({ branch: 'content', review: true, publishPollSeconds: 5 });
  });

  it("signs in through Netlify's provider on Netlify unless told otherwise", () => {
    expect(studioSettings({ STUDIO_GITHUB_REPO: 'kilele/website', NETLIFY: 'true' })).toMatchObject({
      authUrl: NETLIFY_AUTH_URL,
    });
  });

  it('names what is missing when the studio is half set', () => {
    expect(message({ STUDIO_GITHUB_REPO: 'kilele/website' })).toMatch(/STUDIO_AUTH_URL is not set/);
    expect(message({ STUDIO_AUTH_URL: 'https://auth.example.workers.dev' })).toMatch(
      /STUDIO_AUTH_URL is set but STUDIO_GITHUB_REPO .* is not/,
    );
    expect(message({ STUDIO_BRANCH: 'main', STUDIO_REVIEW: 'true' })).toMatch(
      /STUDIO_BRANCH, STUDIO_REVIEW are set but STUDIO_GITHUB_REPO/,
    );
  });

  it.each([
    [{ STUDIO_GITHUB_REPO: 'website' }, /STUDIO_GITHUB_REPO must be owner\/name/],
    [{ STUDIO_AUTH_URL: 'http://auth.example.com' }, /must be an https:\/\/ URL/],
    [{ STUDIO_AUTH_URL: 'auth.example.com' }, /is not a URL/],
    [{ STUDIO_BRANCH: 'feature..x' }, /STUDIO_BRANCH "feature\.\.x" is not a branch name/],
    [{ STUDIO_REVIEW: 'yes' }, /STUDIO_REVIEW must be "true" or "false"/],
    [
      { STUDIO_PUBLISH_POLL_SECONDS: '1' },
      /STUDIO_PUBLISH_POLL_SECONDS must be a whole number of seconds from 5 to 600, not "1"/,
    ],
    [{ STUDIO_PUBLISH_POLL_SECONDS: 'often' }, /STUDIO_PUBLISH_POLL_SECONDS must be a whole number/],
  ])('refuses a wrong value: %o', (wrong, expected) => {
    expect(
      message({ STUDIO_GITHUB_REPO: 'kilele/website', STUDIO_AUTH_URL: 'https://auth.example.workers.dev', ...wrong }),
    ).toMatch(expected);
  });

  it('takes a local sign-in service over http (a stand-in on this machine)', () => {
    expect(
      studioSettings({ STUDIO_GITHUB_REPO: 'kilele/website', STUDIO_AUTH_URL: 'http://127.0.0.1:8787' }),
    ).toMatchObject({ authUrl: 'http://127.0.0.1:8787' });
  });
});

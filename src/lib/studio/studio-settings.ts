/**
 * The live content studio's settings (Sveltia CMS at /studio/ on the deployed site), read from the
 * build's environment. Without `STUDIO_GITHUB_REPO` the build has no live studio (the local one,
 * `npm start`'s /keystatic, needs no setting); a half-set studio fails the build naming what is
 * missing. docs/content.md walks the owner through each host.
 */

/** The environment variables the live studio reads, and what each is for. */
const STUDIO_ENV = {
  STUDIO_GITHUB_REPO: 'the GitHub repository editors commit to, as owner/name',
  STUDIO_AUTH_URL:
    'the sign-in service (the OAuth worker) the studio opens to sign an editor in with GitHub, e.g. https://sveltia-cms-auth.<account>.workers.dev',
  STUDIO_BRANCH: 'the branch saves go to (default: main)',
  STUDIO_REVIEW: '"true": each save opens a pull request for review instead of committing to the branch',
  STUDIO_PUBLISH_POLL_SECONDS:
    'how often, in seconds, the studio looks again at a save on its way to the live site (default 30)',
} as const;

export interface StudioSettings {
  /** owner/name on GitHub. */
  repo: string;
  branch: string;
  /** The OAuth authenticator's origin and path (Sveltia's `base_url`). */
  authUrl: string;
  /** Saves become pull requests (Sveltia's editorial workflow). */
  review: boolean;
  /** How often the box beside a publishing save looks again at what the host reported, in seconds. */
  publishPollSeconds: number;
}

/** Each look costs about 20 of the editor's 5,000 GitHub requests an hour: at most one every 5 s. */
const POLL_SECONDS = { default: 30, min: 5, max: 600 };

/** Netlify signs editors in with its own GitHub OAuth provider (Sveltia's default `base_url`). */
export const NETLIFY_AUTH_URL = 'https://api.netlify.com';

const REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
const BRANCH = /^(?!\/|.*(?:\.\.|\/\/|@\{|\\))[^\s~^:?*[]+(?<![/.])$/;

export type StudioEnv = Readonly<Record<string, string | undefined>>;

/**
 * The settings from `env`: `undefined` when no studio is configured, else the settings, or an
 * Error naming every missing or malformed variable (the build prints it and stops).
 */
export function studioSettings(env: StudioEnv): StudioSettings | Error | undefined {
  const value = (name: keyof typeof STUDIO_ENV) => env[name]?.trim() || undefined;
  const repo = value('STUDIO_GITHUB_REPO');
  const others = (['STUDIO_AUTH_URL', 'STUDIO_BRANCH', 'STUDIO_REVIEW', 'STUDIO_PUBLISH_POLL_SECONDS'] as const).filter(
    (name) => value(name),
  );
  if (!repo) {
    if (!others.length) return undefined;
    return new Error(
      `The live studio is half set: ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set but STUDIO_GITHUB_REPO (${STUDIO_ENV.STUDIO_GITHUB_REPO}) is not.`,
    );
  }
  const problems: string[] = [];
  if (!REPO.test(repo))
    problems.push(`STUDIO_GITHUB_REPO must be owner/name (${STUDIO_ENV.STUDIO_GITHUB_REPO}), not "${repo}"`);
  const branch = value('STUDIO_BRANCH') ?? 'main';
  if (!BRANCH.test(branch)) problems.push(`STUDIO_BRANCH "${branch}" is not a branch name`);
  const review = value('STUDIO_REVIEW');
  if (review !== undefined && review !== 'true' && review !== 'false')
    problems.push(`STUDIO_REVIEW must be "true" or "false", not "${review}"`);
  const poll = value('STUDIO_PUBLISH_POLL_SECONDS');
  const publishPollSeconds = poll === undefined ? POLL_SECONDS.default : Number(poll);
  if (
    !Number.isInteger(publishPollSeconds) ||
    publishPollSeconds < POLL_SECONDS.min ||
    publishPollSeconds > POLL_SECONDS.max
  )
    problems.push(
      `STUDIO_PUBLISH_POLL_SECONDS must be a whole number of seconds from ${POLL_SECONDS.min} to ${POLL_SECONDS.max}, not "${poll}"`,
    );
  let authUrl = value('STUDIO_AUTH_URL') ?? (env.NETLIFY === 'true' ? NETLIFY_AUTH_URL : undefined);
  if (!authUrl) {
    problems.push(`STUDIO_AUTH_URL is not set: ${STUDIO_ENV.STUDIO_AUTH_URL} (only Netlify has a default)`);
  } else {
    try {
      const url = new URL(authUrl);
      const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
      if (url.protocol !== 'https:' && !(local && url.protocol === 'http:'))
        problems.push(`STUDIO_AUTH_URL must be an https:// URL, not "${authUrl}"`);
      authUrl = url.href.replace(/\/$/, '');
    } catch {
      problems.push(`STUDIO_AUTH_URL is not a URL: "${authUrl}"`);
    }
  }
  if (problems.length) return new Error(`The live studio's settings are wrong: ${problems.join('; ')}.`);
  return { repo, branch, authUrl: authUrl!, review: review === 'true', publishPollSeconds };
}

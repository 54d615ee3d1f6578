// @ts-check
// GitHub's REST API as the workflows' scripts reach it (draft-check.mjs and schedule/*): where it is
// and with which token, from the workflow's environment; one call with the headers GitHub asks for,
// refused with GitHub's own answer on anything but a 2xx; the run's address, for a report to link.

/**
 * @typedef {object} GitHubAccess
 * @property {string} api GitHub's REST API, no trailing slash ("https://api.github.com")
 * @property {string} token the workflow's GITHUB_TOKEN
 * @property {string} repo "owner/name"
 */

/**
 * The workflow's GitHub: GITHUB_API_URL (default https://api.github.com), GITHUB_TOKEN and
 * GITHUB_REPOSITORY; undefined without a token or a repository.
 * @param {Record<string, string | undefined>} env
 * @returns {GitHubAccess | undefined}
 */
export function gitHubFromEnv(env) {
  const token = env['GITHUB_TOKEN'];
  const repo = env['GITHUB_REPOSITORY'];
  if (!token || !repo) return undefined;
  return { api: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, ''), token, repo };
}

/**
 * The address of the workflow's run (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID), if known.
 * @param {Record<string, string | undefined>} env
 */
export function runUrlOf(env) {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : undefined;
}

/** GitHub's answer to a call it refused: its status, and its message in `message`. */
export class GitHubRefusal extends Error {
  /** @param {string} message @param {number} status */
  constructor(message, status) {
    super(message);
    this.name = 'GitHubRefusal';
    this.status = status;
  }
}

/**
 * One call to GitHub's REST API: its JSON answer (undefined when empty), or a GitHubRefusal.
 * @param {Pick<GitHubAccess, 'api' | 'token'>} github
 * @param {string} method
 * @param {string} path from the API's root ("/repos/owner/name/issues")
 * @param {unknown} [body] sent as JSON
 * @param {{ timeoutMs?: number }} [options]
 */
export async function callGitHub(github, method, path, body, { timeoutMs = 30_000 } = {}) {
  const response = await fetch(`${github.api.replace(/\/+$/, '')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${github.token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok)
    throw new GitHubRefusal(`GitHub answered ${method} ${path} with ${response.status}: ${text}`, response.status);
  return text ? JSON.parse(text) : undefined;
}

// @ts-check
// One GitHub issue that a scheduled check keeps as its report, found by its label: opened when the
// check finds something, its text rewritten by the next run, closed with a comment when all passes.
// Through GitHub's REST API (GITHUB_API_URL, the workflow's GITHUB_TOKEN, which needs `issues:
// write`). The weekly check of the links out of the site (check-links-out.mjs) uses it.

/**
 * @typedef {object} GitHubAccess
 * @property {string} api GitHub's REST API ("https://api.github.com")
 * @property {string} repo "owner/name"
 * @property {string} token
 */

/**
 * @typedef {object} IssueReport
 * @property {string} label the label that marks the check's issue (made by GitHub on first use)
 * @property {string} title
 * @property {string} [body] the report; none when everything passed
 * @property {string} closingComment what the issue is closed with when everything passed
 */

/** @typedef {{ number: number, html_url: string, body?: string | null, pull_request?: unknown }} Issue */

/**
 * One call to GitHub's REST API; throws with GitHub's message on anything but a 2xx.
 * @param {GitHubAccess} github
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function call(github, method, path, body) {
  const response = await fetch(`${github.api.replace(/\/$/, '')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${github.token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GitHub answered ${method} ${path} with ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * The check's open issue, if any: the oldest open issue carrying the label (GitHub lists pull
 * requests among issues: those are not it).
 * @param {GitHubAccess} github
 * @param {string} label
 * @returns {Promise<Issue | undefined>}
 */
async function openIssue(github, label) {
  /** @type {Issue[]} */
  const listed = await call(
    github,
    'GET',
    `/repos/${github.repo}/issues?state=open&labels=${encodeURIComponent(label)}&per_page=100`,
  );
  return listed.filter((issue) => !issue.pull_request).sort((a, b) => a.number - b.number)[0];
}

/**
 * Opens, rewrites or closes the check's issue to match the report.
 * @param {GitHubAccess} github
 * @param {IssueReport} report
 * @returns {Promise<{ action: 'opened' | 'updated' | 'closed' | 'none', number?: number, url?: string }>}
 */
export async function keepIssue(github, report) {
  const existing = await openIssue(github, report.label);
  if (report.body !== undefined) {
    if (existing) {
      await call(github, 'PATCH', `/repos/${github.repo}/issues/${existing.number}`, {
        title: report.title,
        body: report.body,
      });
      return { action: 'updated', number: existing.number, url: existing.html_url };
    }
    /** @type {Issue} */
    const created = await call(github, 'POST', `/repos/${github.repo}/issues`, {
      title: report.title,
      body: report.body,
      labels: [report.label],
    });
    return { action: 'opened', number: created.number, url: created.html_url };
  }
  if (!existing) return { action: 'none' };
  await call(github, 'POST', `/repos/${github.repo}/issues/${existing.number}/comments`, {
    body: report.closingComment,
  });
  await call(github, 'PATCH', `/repos/${github.repo}/issues/${existing.number}`, {
    state: 'closed',
    state_reason: 'completed',
  });
  return { action: 'closed', number: existing.number, url: existing.html_url };
}

// @ts-check
// One GitHub issue that a scheduled check keeps as its report, found by its label: opened when the
// check finds something, closed with a comment when all passes. A failing run while it is open
// either rewrites its text (the weekly check of the links out, check-links-out.mjs: the list of
// dead links moves) or adds nothing (the contact form's daily check, check-contact-backend.mjs: the
// agency is told once, from when the failure began). Through GitHub's REST API with the workflow's
// GITHUB_TOKEN, which needs `issues: write`.
import { callGitHub } from '../github-api.mjs';

/**
 * @typedef {object} IssueReport
 * @property {string} label the label that marks the check's issue (made by GitHub on first use)
 * @property {string} title
 * @property {string} [body] the report; none when everything passed
 * @property {string} closingComment what the issue is closed with when everything passed
 * @property {'rewrite' | 'keep'} [whenOpen] a failing run finding the issue open: rewrite its title
 *   and text with this run's report (the default), or keep it as it was first told
 */

/** @typedef {{ number: number, html_url: string, pull_request?: unknown }} Issue */

/**
 * @typedef {object} KeptIssue
 * @property {'opened' | 'updated' | 'kept' | 'closed' | 'none'} action
 * @property {{ number: number, url: string }[]} issues the issue opened, updated or kept (one), or
 *   every one closed (oldest first); none for `none`
 */

/**
 * Opens, rewrites, keeps or closes the check's issue to match the report. Only one is ever opened;
 * should more be open with the label (opened by hand), the oldest is the report and a pass closes all.
 * @param {import('../github-api.mjs').GitHubAccess} github
 * @param {IssueReport} report
 * @returns {Promise<KeptIssue>}
 */
export async function keepIssue(github, report) {
  const base = `/repos/${github.repo}/issues`;
  /** @type {Issue[]} */
  const listed = await callGitHub(
    github,
    'GET',
    `${base}?labels=${encodeURIComponent(report.label)}&state=open&per_page=100`,
  );
  // GitHub lists pull requests among issues: those are not it.
  const open = listed.filter((issue) => !issue.pull_request).sort((a, b) => a.number - b.number);
  const of = (/** @type {Issue} */ issue) => ({ number: issue.number, url: issue.html_url });
  const [oldest] = open;
  if (report.body !== undefined) {
    if (oldest && report.whenOpen === 'keep') return { action: 'kept', issues: [of(oldest)] };
    if (oldest) {
      await callGitHub(github, 'PATCH', `${base}/${oldest.number}`, { title: report.title, body: report.body });
      return { action: 'updated', issues: [of(oldest)] };
    }
    /** @type {Issue} */
    const created = await callGitHub(github, 'POST', base, {
      title: report.title,
      body: report.body,
      labels: [report.label],
    });
    return { action: 'opened', issues: [of(created)] };
  }
  if (!oldest) return { action: 'none', issues: [] };
  for (const issue of open) {
    await callGitHub(github, 'POST', `${base}/${issue.number}/comments`, { body: report.closingComment });
    await callGitHub(github, 'PATCH', `${base}/${issue.number}`, { state: 'closed', state_reason: 'completed' });
  }
  return { action: 'closed', issues: open.map(of) };
}

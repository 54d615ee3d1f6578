// The one issue a scheduled check keeps as its report (scripts/schedule/github-issue.mjs), against the
// GitHub stand-in (tests/support/github-standin, held to GitHub's own description of its REST API):
// found by its label among other issues, opened once, rewritten by the next
// failing run or kept as first told ("told once"), and closed with a comment when all passes.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callGitHub, type GitHubAccess } from '../../scripts/github-api.mjs';
import { keepIssue } from '../../scripts/schedule/github-issue.mjs';
import type { GitHubStandIn } from '../support/github-standin/server.ts';
import { startWorkflowGitHub, WORKFLOW_TOKEN, type WorkflowGitHub } from '../support/schedule-standins';

const LABEL = 'some-check';
let workflowGitHub: WorkflowGitHub;
let gitHub: GitHubStandIn;
let access: GitHubAccess;

beforeAll(async () => {
  workflowGitHub = await startWorkflowGitHub();
  gitHub = workflowGitHub.gitHub;
  // The keeper runs in this process: its fetch trusts the stand-in's certificate.
  workflowGitHub.trustHere();
  access = { api: gitHub.url, token: WORKFLOW_TOKEN, repo: 'kilele/site' };
}, 60_000);
afterAll(() => workflowGitHub?.close());
beforeEach(() => {
  gitHub.pulls.issues.length = 0;
  gitHub.pulls.comments.length = 0;
});
afterEach(() => expect(gitHub.unknownRequests).toEqual([]));

const report = (body?: string, whenOpen?: 'rewrite' | 'keep') => ({
  label: LABEL,
  title: 'Something is wrong',
  ...(body === undefined ? {} : { body }),
  closingComment: 'All well again.',
  ...(whenOpen ? { whenOpen } : {}),
});
const labelled = () => gitHub.pulls.issues.filter((issue) => issue.labels.includes(LABEL));
const commentsOn = (number: number) => gitHub.pulls.comments.filter((c) => c.issue === number).map((c) => c.body);

describe('keepIssue', () => {
  it('opens one issue under the label, beside an issue of another label', async () => {
    await callGitHub(access, 'POST', '/repos/kilele/site/issues', { title: 'Other', labels: ['other'] });
    const kept = await keepIssue(access, report('First words.'));
    expect(kept).toEqual({
      action: 'opened',
      issues: [{ number: 2, url: 'https://github.com/kilele/site/issues/2' }],
    });
    expect(labelled()).toMatchObject([{ number: 2, title: 'Something is wrong', body: 'First words.', state: 'open' }]);
  });

  it('rewrites the open issue by default: the report is the latest run', async () => {
    await keepIssue(access, report('First words.'));
    const kept = await keepIssue(access, { ...report('Second words.'), title: 'Still wrong' });
    expect(kept.action).toBe('updated');
    expect(labelled()).toMatchObject([{ number: 1, title: 'Still wrong', body: 'Second words.', state: 'open' }]);
  });

  it('keeps the open issue as first told with whenOpen "keep": nothing new is said', async () => {
    await keepIssue(access, report('Since 06:00.', 'keep'));
    const requests = gitHub.requests.length;
    const kept = await keepIssue(access, report('Since 07:00.', 'keep'));
    expect(kept).toEqual({ action: 'kept', issues: [{ number: 1, url: 'https://github.com/kilele/site/issues/1' }] });
    expect(labelled()).toMatchObject([{ body: 'Since 06:00.', state: 'open' }]);
    expect(gitHub.requests.slice(requests).map((r) => r.method)).toEqual(['GET']);
    expect(commentsOn(1)).toEqual([]);
  });

  it('closes every open issue under the label with the comment when all passes, and then does nothing', async () => {
    await keepIssue(access, report('Broken.'));
    // A second one opened by hand under the same label.
    await callGitHub(access, 'POST', '/repos/kilele/site/issues', { title: 'By hand', labels: [LABEL] });
    const kept = await keepIssue(access, report());
    expect(kept.action).toBe('closed');
    expect(kept.issues.map((issue) => issue.number)).toEqual([1, 2]);
    for (const issue of labelled()) {
      expect(issue).toMatchObject({ state: 'closed', stateReason: 'completed' });
      expect(commentsOn(issue.number)).toEqual(['All well again.']);
    }
    expect(await keepIssue(access, report())).toEqual({ action: 'none', issues: [] });
  });

  it('says what GitHub refused', async () => {
    await expect(keepIssue({ ...access, token: 'ghs_wrong' }, report('x'))).rejects.toThrow(
      /^GitHub answered GET \/repos\/kilele\/site\/issues\?labels=some-check&state=open&per_page=100 with 401: .*Bad credentials/,
    );
  });
});

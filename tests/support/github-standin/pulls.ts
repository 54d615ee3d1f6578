/**
 * The stand-in's pull requests, labels and commit statuses: what Sveltia's editorial workflow
 * (review mode) and a preview build's status read and write. Pull requests live in memory for the
 * stand-in's life; their branches, commits and merges are real, in the bare repository. The JSON
 * shapes are GitHub's (`@octokit/openapi`'s `pull-request`, `issue`, `label`, `status`, `git-ref`);
 * the REST layer validates every answer against them.
 */
import type { BareRepo } from './git.ts';
import type { StandInUser } from './graphql.ts';

export interface PullRequest {
  number: number;
  title: string;
  body: string | null;
  /** The head branch (`cms/services/branding`) and the base (`main`). */
  head: string;
  base: string;
  draft: boolean;
  state: 'open' | 'closed';
  labels: string[];
  author: StandInUser;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  mergedAt: string | null;
  /** The merge commit once merged; the head's commit it merged. */
  mergeCommit: string | null;
  mergedHead: string | null;
  mergedBy: StandInUser | null;
}

/** A review of a pull request, as GitHub keeps it (`pull-request-review`). */
export interface PullReview {
  id: number;
  pull: number;
  user: StandInUser;
  /** What the reviewer chose: APPROVE, REQUEST_CHANGES or COMMENT (no event: PENDING, never submitted here). */
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'PENDING';
  body: string;
  /** The pull request's head when reviewed. */
  commitId: string;
  submittedAt: string | null;
}

export interface CommitStatus {
  id: number;
  sha: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  context: string;
  description: string | null;
  targetUrl: string | null;
  createdAt: string;
  creator: StandInUser;
}

/**
 * An issue that is no pull request: what a scheduled check opens and closes (the weekly check of
 * the links out of the site, scripts/schedule/check-links-out.mjs). GitHub numbers issues and pull
 * requests in one sequence.
 */
export interface PlainIssue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  /** Why it was closed (GitHub's `state_reason`): `completed` by default, `reopened` once opened again. */
  stateReason: 'completed' | 'not_planned' | 'reopened' | null;
  labels: string[];
  author: StandInUser;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

/** A comment on a pull request or an issue (GitHub keeps both as the issue's comments). */
export interface IssueComment {
  id: number;
  issue: number;
  body: string;
  author: StandInUser;
  createdAt: string;
  updatedAt: string;
}

/** GitHub's timestamps: ISO 8601, UTC, whole seconds. */
export const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** What a label looks like: the editorial workflow's colour-less labels, as GitHub makes them on first use. */
const LABEL_COLOR = 'ededed';

/** Branch protection on the base branch, as its settings name it. */
export interface BranchProtection {
  /** "Require status checks to pass": contexts that must be `success` on a pull request's head. */
  requiredContexts?: string[] | undefined;
  /** "Require a pull request before merging / Require approvals": how many approving reviews. */
  requiredApprovals?: number | undefined;
}

/** Every pull request, review, label and status of the repository, and the branch protection of its base. */
export class PullStore {
  readonly pulls: PullRequest[] = [];
  readonly reviews: PullReview[] = [];
  readonly statuses: CommitStatus[] = [];
  readonly comments: IssueComment[] = [];
  readonly issues: PlainIssue[] = [];
  /** Status contexts that must be `success` on a pull request's head before it merges (branch protection). */
  readonly requiredContexts: string[];
  /** Approving reviews a pull request needs before it merges (branch protection; 0: none). */
  readonly requiredApprovals: number;
  private readonly labelIds = new Map<string, number>();

  constructor({ requiredContexts = [], requiredApprovals = 0 }: BranchProtection = {}) {
    this.requiredContexts = requiredContexts;
    this.requiredApprovals = requiredApprovals;
  }

  labelId(name: string): number {
    let id = this.labelIds.get(name);
    if (!id) this.labelIds.set(name, (id = 9000 + this.labelIds.size + 1));
    return id;
  }

  byNumber(number: number): PullRequest | undefined {
    return this.pulls.find((p) => p.number === number);
  }

  issueByNumber(number: number): PlainIssue | undefined {
    return this.issues.find((i) => i.number === number);
  }

  /** The next number of an issue or a pull request: one sequence for both, as GitHub counts them. */
  nextNumber(): number {
    return this.pulls.length + this.issues.length + 1;
  }

  /** The latest status of each context on a commit (GitHub's combined status keeps the newest per context). */
  latest(sha: string): CommitStatus[] {
    const found = new Map<string, CommitStatus>();
    for (const status of this.statuses) if (status.sha === sha) found.set(status.context, status);
    return [...found.values()];
  }

  /**
   * The approvals that count towards branch protection, as GitHub counts them: per reviewer other
   * than the author, their latest review that approves or requests changes (a comment changes
   * nothing); only those that approve.
   */
  approvals(pull: PullRequest): PullReview[] {
    const latest = new Map<string, PullReview>();
    for (const review of this.reviews) {
      if (review.pull !== pull.number || review.user.login === pull.author.login) continue;
      if (review.state === 'APPROVED' || review.state === 'CHANGES_REQUESTED') latest.set(review.user.login, review);
    }
    return [...latest.values()].filter((review) => review.state === 'APPROVED');
  }

  /** Why GitHub would refuse to merge this pull request now (405), or undefined. */
  async mergeRefusal(pull: PullRequest, repo: BareRepo): Promise<string | undefined> {
    if (pull.state !== 'open') return 'Pull Request is not mergeable';
    if (pull.draft) return 'Pull Request is still a draft';
    const head = await repo.branchHead(pull.head);
    if (!head) return 'Head branch was modified. Review and try the merge again.';
    const latest = this.latest(head);
    for (const context of this.requiredContexts) {
      const status = latest.find((s) => s.context === context);
      if (!status) return `Required status check "${context}" is expected.`;
      if (status.state !== 'success')
        return `Required status check "${context}" is ${status.state === 'pending' ? 'in progress' : 'failing'}.`;
    }
    const wanted = this.requiredApprovals;
    if (this.approvals(pull).length < wanted)
      return `At least ${wanted} approving review${wanted === 1 ? ' is' : 's are'} required by reviewers with write access.`;
    return undefined;
  }
}

const API = 'https://api.github.com';

export interface RepoNames {
  owner: string;
  name: string;
  branch: string;
}

export const simpleUser = (user: Pick<StandInUser, 'login' | 'id'>) => ({
  login: user.login,
  id: user.id,
  node_id: `U_${Buffer.from(String(user.id)).toString('base64url')}`,
  avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
  gravatar_id: '',
  url: `${API}/users/${user.login}`,
  html_url: `https://github.com/${user.login}`,
  followers_url: `${API}/users/${user.login}/followers`,
  following_url: `${API}/users/${user.login}/following{/other_user}`,
  gists_url: `${API}/users/${user.login}/gists{/gist_id}`,
  starred_url: `${API}/users/${user.login}/starred{/owner}{/repo}`,
  subscriptions_url: `${API}/users/${user.login}/subscriptions`,
  organizations_url: `${API}/users/${user.login}/orgs`,
  repos_url: `${API}/users/${user.login}/repos`,
  events_url: `${API}/users/${user.login}/events{/privacy}`,
  received_events_url: `${API}/users/${user.login}/received_events`,
  type: 'User',
  user_view_type: 'public',
  site_admin: false,
});

/** GitHub's `repository` object (as a pull request's head and base carry it). */
function repositoryJson({ owner, name, branch }: RepoNames) {
  const url = `${API}/repos/${owner}/${name}`;
  const templated: Record<string, string> = {
    archive_url: '/{archive_format}{/ref}',
    assignees_url: '/assignees{/user}',
    blobs_url: '/git/blobs{/sha}',
    branches_url: '/branches{/branch}',
    collaborators_url: '/collaborators{/collaborator}',
    comments_url: '/comments{/number}',
    commits_url: '/commits{/sha}',
    compare_url: '/compare/{base}...{head}',
    contents_url: '/contents/{+path}',
    contributors_url: '/contributors',
    deployments_url: '/deployments',
    downloads_url: '/downloads',
    events_url: '/events',
    forks_url: '/forks',
    git_commits_url: '/git/commits{/sha}',
    git_refs_url: '/git/refs{/sha}',
    git_tags_url: '/git/tags{/sha}',
    hooks_url: '/hooks',
    issue_comment_url: '/issues/comments{/number}',
    issue_events_url: '/issues/events{/number}',
    issues_url: '/issues{/number}',
    keys_url: '/keys{/key_id}',
    labels_url: '/labels{/name}',
    languages_url: '/languages',
    merges_url: '/merges',
    milestones_url: '/milestones{/number}',
    notifications_url: '/notifications{?since,all,participating}',
    pulls_url: '/pulls{/number}',
    releases_url: '/releases{/id}',
    stargazers_url: '/stargazers',
    statuses_url: '/statuses/{sha}',
    subscribers_url: '/subscribers',
    subscription_url: '/subscription',
    tags_url: '/tags',
    teams_url: '/teams',
    trees_url: '/git/trees{/sha}',
  };
  return {
    id: 1,
    node_id: 'R_stand-in',
    name,
    full_name: `${owner}/${name}`,
    owner: simpleUser({ login: owner, id: 2 }),
    private: true,
    html_url: `https://github.com/${owner}/${name}`,
    description: null,
    fork: false,
    url,
    ...Object.fromEntries(Object.entries(templated).map(([key, tail]) => [key, `${url}${tail}`])),
    clone_url: `https://github.com/${owner}/${name}.git`,
    git_url: `git://github.com/${owner}/${name}.git`,
    ssh_url: `git@github.com:${owner}/${name}.git`,
    svn_url: `https://github.com/${owner}/${name}`,
    mirror_url: null,
    homepage: null,
    language: 'TypeScript',
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 0,
    default_branch: branch,
    open_issues: 0,
    open_issues_count: 0,
    has_issues: true,
    has_projects: false,
    has_wiki: false,
    has_pages: true,
    has_downloads: true,
    archived: false,
    disabled: false,
    license: null,
    pushed_at: '2026-11-27T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-11-27T00:00:00Z',
    visibility: 'private',
  };
}

export const labelJson = (store: PullStore, names: RepoNames, name: string) => ({
  id: store.labelId(name),
  node_id: `LA_${store.labelId(name)}`,
  url: `${API}/repos/${names.owner}/${names.name}/labels/${encodeURIComponent(name)}`,
  name,
  description: null,
  color: LABEL_COLOR,
  default: false,
});

/** A pull request as GitHub's issues API shows it (`issue`, with its `pull_request` link). */
export function issueJson(store: PullStore, names: RepoNames, pull: PullRequest) {
  const url = `${API}/repos/${names.owner}/${names.name}/issues/${pull.number}`;
  return {
    id: 50000 + pull.number,
    node_id: `I_${pull.number}`,
    url,
    repository_url: `${API}/repos/${names.owner}/${names.name}`,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: `https://github.com/${names.owner}/${names.name}/pull/${pull.number}`,
    number: pull.number,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    user: simpleUser(pull.author),
    labels: pull.labels.map((name) => labelJson(store, names, name)),
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    comments: store.comments.filter((c) => c.issue === pull.number).length,
    pull_request: {
      url: `${API}/repos/${names.owner}/${names.name}/pulls/${pull.number}`,
      html_url: `https://github.com/${names.owner}/${names.name}/pull/${pull.number}`,
      diff_url: `https://github.com/${names.owner}/${names.name}/pull/${pull.number}.diff`,
      patch_url: `https://github.com/${names.owner}/${names.name}/pull/${pull.number}.patch`,
      merged_at: pull.mergedAt,
    },
    closed_at: pull.closedAt,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    author_association: 'COLLABORATOR',
  };
}

/** A pull request as GitHub's pulls API shows it (`pull-request`). */
export async function pullJson(store: PullStore, names: RepoNames, repo: BareRepo, pull: PullRequest) {
  const { owner, name } = names;
  const url = `${API}/repos/${owner}/${name}/pulls/${pull.number}`;
  const html = `https://github.com/${owner}/${name}/pull/${pull.number}`;
  const headSha = (await repo.branchHead(pull.head)) ?? pull.mergedHead ?? '';
  const baseSha = (await repo.branchHead(pull.base)) ?? '';
  const repository = repositoryJson(names);
  const side = (ref: string, sha: string) => ({
    label: `${owner}:${ref}`,
    ref,
    sha,
    user: simpleUser({ login: owner, id: 2 }),
    repo: repository,
  });
  const refusal = await store.mergeRefusal(pull, repo);
  const link = (href: string) => ({ href });
  return {
    url,
    id: 70000 + pull.number,
    node_id: `PR_${pull.number}`,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${API}/repos/${owner}/${name}/issues/${pull.number}`,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${API}/repos/${owner}/${name}/pulls/comments{/number}`,
    comments_url: `${API}/repos/${owner}/${name}/issues/${pull.number}/comments`,
    statuses_url: `${API}/repos/${owner}/${name}/statuses/${headSha}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: simpleUser(pull.author),
    body: pull.body,
    labels: pull.labels.map((label) => labelJson(store, names, label)),
    milestone: null,
    active_lock_reason: null,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: pull.closedAt,
    merged_at: pull.mergedAt,
    merge_commit_sha: pull.mergeCommit,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: side(pull.head, headSha),
    base: side(pull.base, baseSha),
    _links: {
      self: link(url),
      html: link(html),
      issue: link(`${API}/repos/${owner}/${name}/issues/${pull.number}`),
      comments: link(`${API}/repos/${owner}/${name}/issues/${pull.number}/comments`),
      review_comments: link(`${url}/comments`),
      review_comment: link(`${API}/repos/${owner}/${name}/pulls/comments{/number}`),
      commits: link(`${url}/commits`),
      statuses: link(`${API}/repos/${owner}/${name}/statuses/${headSha}`),
    },
    author_association: 'COLLABORATOR',
    auto_merge: null,
    draft: pull.draft,
    merged: pull.mergedAt !== null,
    mergeable: pull.state === 'open' ? true : null,
    rebaseable: pull.state === 'open' ? true : null,
    mergeable_state: pull.state !== 'open' ? 'unknown' : pull.draft ? 'draft' : refusal ? 'blocked' : 'clean',
    merged_by: pull.mergedBy ? simpleUser(pull.mergedBy) : null,
    comments: store.comments.filter((c) => c.issue === pull.number).length,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: pull.state === 'open' && headSha && baseSha ? await repo.countBetween(baseSha, headSha) : 0,
    additions: 0,
    deletions: 0,
    changed_files: pull.state === 'open' && headSha && baseSha ? (await repo.changedFiles(baseSha, headSha)).length : 0,
  };
}

export const statusJson = (names: RepoNames, status: CommitStatus) => ({
  url: `${API}/repos/${names.owner}/${names.name}/statuses/${status.sha}`,
  avatar_url: null,
  id: status.id,
  node_id: `SC_${status.id}`,
  state: status.state,
  description: status.description,
  target_url: status.targetUrl,
  context: status.context,
  created_at: status.createdAt,
  updated_at: status.createdAt,
  creator: simpleUser(status.creator),
});

/** An issue that is no pull request as GitHub's issues API shows it (`issue`, without `pull_request`). */
export function plainIssueJson(store: PullStore, names: RepoNames, issue: PlainIssue) {
  const url = `${API}/repos/${names.owner}/${names.name}/issues/${issue.number}`;
  return {
    id: 60000 + issue.number,
    node_id: `I_${issue.number}`,
    url,
    repository_url: `${API}/repos/${names.owner}/${names.name}`,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: `https://github.com/${names.owner}/${names.name}/issues/${issue.number}`,
    number: issue.number,
    state: issue.state,
    state_reason: issue.stateReason,
    title: issue.title,
    body: issue.body,
    user: simpleUser(issue.author),
    labels: issue.labels.map((name) => labelJson(store, names, name)),
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    comments: store.comments.filter((c) => c.issue === issue.number).length,
    closed_at: issue.closedAt,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    author_association: 'COLLABORATOR',
  };
}

/** A comment on a pull request or an issue as GitHub's issues API shows it (`issue-comment`). */
export const commentJson = (names: RepoNames, comment: IssueComment, onPull = true) => ({
  id: comment.id,
  node_id: `IC_${comment.id}`,
  url: `${API}/repos/${names.owner}/${names.name}/issues/comments/${comment.id}`,
  html_url: `https://github.com/${names.owner}/${names.name}/${onPull ? 'pull' : 'issues'}/${comment.issue}#issuecomment-${comment.id}`,
  issue_url: `${API}/repos/${names.owner}/${names.name}/issues/${comment.issue}`,
  body: comment.body,
  user: simpleUser(comment.author),
  created_at: comment.createdAt,
  updated_at: comment.updatedAt,
  author_association: 'COLLABORATOR',
});

/** A review as GitHub's pulls API shows it (`pull-request-review`). */
export const reviewJson = (names: RepoNames, review: PullReview) => {
  const pullUrl = `${API}/repos/${names.owner}/${names.name}/pulls/${review.pull}`;
  const html = `https://github.com/${names.owner}/${names.name}/pull/${review.pull}#pullrequestreview-${review.id}`;
  return {
    id: review.id,
    node_id: `PRR_${review.id}`,
    user: simpleUser(review.user),
    body: review.body,
    state: review.state,
    html_url: html,
    pull_request_url: pullUrl,
    _links: { html: { href: html }, pull_request: { href: pullUrl } },
    ...(review.submittedAt ? { submitted_at: review.submittedAt } : {}),
    commit_id: review.commitId,
    author_association: 'COLLABORATOR',
  };
};

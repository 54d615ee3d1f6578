/**
 * What a host that builds pull requests itself writes to GitHub besides a commit status: a
 * deployment with its statuses (Vercel) and a check run (Cloudflare Pages' Git integration). Kept in
 * memory for the stand-in's life, in GitHub's REST shapes (`@octokit/openapi`'s `deployment`,
 * `deployment-status`, `check-run`; the REST layer validates every answer against them), and read
 * back by the studio through GraphQL on the commit (`Commit.deployments`, `Commit.checkSuites`).
 */
import type { BareRepo } from './git.ts';
import type { StandInUser } from './graphql.ts';
import { now, simpleUser, type RepoNames } from './pulls.ts';

const API = 'https://api.github.com';

/** A deployment (`POST /repos/{owner}/{repo}/deployments`). */
export interface Deployment {
  id: number;
  sha: string;
  /** The ref it was asked for (a branch, a tag or a SHA). */
  ref: string;
  task: string;
  environment: string;
  description: string | null;
  payload: Record<string, unknown> | string;
  transient: boolean;
  production: boolean;
  createdAt: string;
  creator: StandInUser;
}

type DeploymentState = 'error' | 'failure' | 'inactive' | 'in_progress' | 'queued' | 'pending' | 'success';

/** A deployment's status (`POST …/deployments/{id}/statuses`); the newest is its `latestStatus`. */
export interface DeploymentStatus {
  id: number;
  deployment: number;
  state: DeploymentState;
  description: string;
  environment: string;
  targetUrl: string;
  logUrl: string;
  environmentUrl: string;
  createdAt: string;
  creator: StandInUser;
}

type CheckStatus = 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';

/** A check run (`POST /repos/{owner}/{repo}/check-runs`), in the check suite of its poster and commit. */
export interface CheckRun {
  id: number;
  suite: number;
  sha: string;
  name: string;
  status: CheckStatus;
  conclusion: string | null;
  detailsUrl: string | null;
  externalId: string;
  title: string | null;
  summary: string | null;
  text: string | null;
  startedAt: string;
  completedAt: string | null;
  creator: StandInUser;
}

/** Deployments, their statuses and check runs of the repository. */
export class DeployStore {
  readonly deployments: Deployment[] = [];
  readonly statuses: DeploymentStatus[] = [];
  readonly checkRuns: CheckRun[] = [];
  private readonly suites = new Map<string, number>();

  /** A commit's deployments, oldest first. */
  deploymentsOf(sha: string): Deployment[] {
    return this.deployments.filter((d) => d.sha === sha);
  }

  /** A deployment's newest status, or null before its first. */
  latestStatus(deployment: number): DeploymentStatus | null {
    return this.statuses.filter((s) => s.deployment === deployment).at(-1) ?? null;
  }

  /**
   * The check suite a run belongs to: GitHub makes one per app and head commit. Every token here
   * stands for its poster, so one suite per poster and commit.
   */
  suiteOf(creator: StandInUser, sha: string): number {
    const key = `${creator.login} ${sha}`;
    let id = this.suites.get(key);
    if (!id) this.suites.set(key, (id = 5000 + this.suites.size + 1));
    return id;
  }

  /** A commit's check suites, oldest first, each with its runs. */
  suitesOf(sha: string): { id: number; runs: CheckRun[] }[] {
    const found = new Map<number, CheckRun[]>();
    for (const run of this.checkRuns) if (run.sha === sha) found.set(run.suite, [...(found.get(run.suite) ?? []), run]);
    return [...found].map(([id, runs]) => ({ id, runs }));
  }
}

const repoUrl = (names: RepoNames) => `${API}/repos/${names.owner}/${names.name}`;

/** A deployment as GitHub's REST API shows it (`deployment`). */
const deploymentJson = (names: RepoNames, d: Deployment) => ({
  url: `${repoUrl(names)}/deployments/${d.id}`,
  id: d.id,
  node_id: `DE_${d.id}`,
  sha: d.sha,
  ref: d.ref,
  task: d.task,
  payload: d.payload,
  original_environment: d.environment,
  environment: d.environment,
  description: d.description,
  creator: simpleUser(d.creator),
  created_at: d.createdAt,
  updated_at: d.createdAt,
  statuses_url: `${repoUrl(names)}/deployments/${d.id}/statuses`,
  repository_url: repoUrl(names),
  transient_environment: d.transient,
  production_environment: d.production,
});

/** A deployment's status as GitHub's REST API shows it (`deployment-status`). */
const deploymentStatusJson = (names: RepoNames, s: DeploymentStatus) => ({
  url: `${repoUrl(names)}/deployments/${s.deployment}/statuses/${s.id}`,
  id: s.id,
  node_id: `DES_${s.id}`,
  state: s.state,
  creator: simpleUser(s.creator),
  description: s.description,
  environment: s.environment,
  target_url: s.targetUrl,
  created_at: s.createdAt,
  updated_at: s.createdAt,
  deployment_url: `${repoUrl(names)}/deployments/${s.deployment}`,
  repository_url: repoUrl(names),
  environment_url: s.environmentUrl,
  log_url: s.logUrl,
});

/** A check run as GitHub's REST API shows it (`check-run`); `app` is null: see the README. */
const checkRunJson = (names: RepoNames, run: CheckRun) => ({
  id: run.id,
  node_id: `CR_${run.id}`,
  head_sha: run.sha,
  external_id: run.externalId,
  url: `${repoUrl(names)}/check-runs/${run.id}`,
  html_url: `https://github.com/${names.owner}/${names.name}/runs/${run.id}`,
  details_url: run.detailsUrl,
  status: run.status,
  conclusion: run.conclusion,
  started_at: run.startedAt,
  completed_at: run.completedAt,
  output: {
    title: run.title,
    summary: run.summary,
    text: run.text,
    annotations_count: 0,
    annotations_url: `${repoUrl(names)}/check-runs/${run.id}/annotations`,
  },
  name: run.name,
  check_suite: { id: run.suite },
  app: null,
  pull_requests: [],
});

type Answer = { status: number; body: unknown };
const docs = (path: string) => `https://docs.github.com/rest/${path}`;
const refused = (status: number, message: string, doc: string): Answer => ({
  status,
  body: { message, documentation_url: docs(doc), status: String(status) },
});

interface Context {
  repo: BareRepo;
  viewer: StandInUser;
  names: RepoNames;
  deploys: DeployStore;
  /** The newest commit status of each context on a commit (for a deployment's `required_contexts`). */
  statusesOf: (sha: string) => { context: string; state: string }[];
}

/**
 * `POST /repos/{owner}/{repo}/deployments`. GitHub resolves `ref` to its commit, and by default
 * (`required_contexts` left out) refuses with 409 while any of the commit's status contexts is not
 * `success`. Not done here: `auto_merge` (default true) merging the default branch into a ref behind
 * it (the README's "Not covered").
 */
export async function createDeployment(body: Record<string, unknown>, c: Context): Promise<Answer> {
  const doc = 'deployments/deployments#create-a-deployment';
  const ref = String(body.ref);
  const sha = await c.repo.resolve(ref, 'commit');
  if (!sha) return refused(422, `No ref found for: ${ref}`, doc);
  const required = body.required_contexts as string[] | undefined;
  const latest = c.statusesOf(sha);
  const failing = (required ?? latest.map((s) => s.context)).filter(
    (context) => latest.find((s) => s.context === context)?.state !== 'success',
  );
  if (failing.length) return refused(409, `Conflict: Commit status checks failed for ${ref}.`, doc);
  const environment = typeof body.environment === 'string' ? body.environment : 'production';
  const deployment: Deployment = {
    id: 700_000 + c.deploys.deployments.length + 1,
    sha,
    ref,
    task: typeof body.task === 'string' ? body.task : 'deploy',
    environment,
    description: typeof body.description === 'string' ? body.description : null,
    payload: (body.payload as Deployment['payload'] | undefined) ?? {},
    transient: body.transient_environment === true,
    production:
      typeof body.production_environment === 'boolean' ? body.production_environment : environment === 'production',
    createdAt: now(),
    creator: c.viewer,
  };
  c.deploys.deployments.push(deployment);
  return { status: 201, body: deploymentJson(c.names, deployment) };
}

/**
 * `POST …/deployments/{deployment_id}/statuses`. With `auto_inactive` (default true) a `success`
 * marks the environment's earlier non-transient, non-production deployments `inactive`, as GitHub does.
 */
export function createDeploymentStatus(id: number, body: Record<string, unknown>, c: Context): Answer {
  const doc = 'deployments/statuses#create-a-deployment-status';
  const deployment = c.deploys.deployments.find((d) => d.id === id);
  if (!deployment) return refused(404, 'Not Found', doc);
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const post = (on: Deployment, state: DeploymentState, fields: Partial<DeploymentStatus> = {}) => {
    const status: DeploymentStatus = {
      id: 800_000 + c.deploys.statuses.length + 1,
      deployment: on.id,
      state,
      description: '',
      environment: on.environment,
      targetUrl: '',
      logUrl: '',
      environmentUrl: '',
      createdAt: now(),
      creator: c.viewer,
      ...fields,
    };
    c.deploys.statuses.push(status);
    return status;
  };
  const state = body.state as DeploymentState;
  const status = post(deployment, state, {
    description: text('description'),
    environment: text('environment') || deployment.environment,
    targetUrl: text('log_url') || text('target_url'),
    logUrl: text('log_url') || text('target_url'),
    environmentUrl: text('environment_url'),
  });
  if (state === 'success' && body.auto_inactive !== false) {
    for (const other of c.deploys.deployments) {
      if (other === deployment || other.environment !== deployment.environment || other.transient || other.production)
        continue;
      if (c.deploys.latestStatus(other.id)?.state === 'success') post(other, 'inactive');
    }
  }
  return { status: 201, body: deploymentStatusJson(c.names, status) };
}

/**
 * `POST /repos/{owner}/{repo}/check-runs`. A conclusion completes the run (GitHub sets `status` to
 * `completed`); `completed` without a conclusion is refused, as GitHub refuses it.
 */
export async function createCheckRun(body: Record<string, unknown>, c: Context): Promise<Answer> {
  const doc = 'checks/runs#create-a-check-run';
  const sha = String(body.head_sha);
  if ((await c.repo.objectType(sha)) !== 'commit') return refused(422, `No commit found for SHA: ${sha}`, doc);
  const conclusion = typeof body.conclusion === 'string' ? body.conclusion : null;
  const status = conclusion ? 'completed' : ((body.status as CheckStatus | undefined) ?? 'queued');
  if (status === 'completed' && !conclusion)
    return refused(422, 'Invalid request.\n\nNo conclusion given for a completed check run.', doc);
  const output = (body.output ?? {}) as { title?: string; summary?: string; text?: string };
  const started = typeof body.started_at === 'string' ? body.started_at : now();
  const run: CheckRun = {
    id: 900_000 + c.deploys.checkRuns.length + 1,
    suite: c.deploys.suiteOf(c.viewer, sha),
    sha,
    name: String(body.name),
    status,
    conclusion,
    detailsUrl: typeof body.details_url === 'string' ? body.details_url : null,
    externalId: typeof body.external_id === 'string' ? body.external_id : '',
    title: output.title ?? null,
    summary: output.summary ?? null,
    text: output.text ?? null,
    startedAt: started,
    completedAt: status === 'completed' ? (typeof body.completed_at === 'string' ? body.completed_at : now()) : null,
    creator: c.viewer,
  };
  c.deploys.checkRuns.push(run);
  return { status: 201, body: checkRunJson(c.names, run) };
}

/** A page of a list, as GitHub pages it (`per_page`, default 30, at most 100; `page` from 1). */
export function pageOf<T>(list: readonly T[], url: URL): T[] {
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  return list.slice((page - 1) * perPage, page * perPage);
}

/**
 * `GET /repos/{owner}/{repo}/deployments`: newest first, filtered by `sha`, `ref`, `task` and
 * `environment` as GitHub filters them (each an exact match; `ref` the name the deployment was
 * asked for).
 */
export function listDeployments(url: URL, c: Pick<Context, 'names' | 'deploys'>): Answer {
  const filters = (['sha', 'ref', 'task', 'environment'] as const).flatMap((key) => {
    const value = url.searchParams.get(key);
    return value ? [[key, value] as const] : [];
  });
  const found = [...c.deploys.deployments].reverse().filter((d) => filters.every(([key, value]) => d[key] === value));
  return { status: 200, body: pageOf(found, url).map((d) => deploymentJson(c.names, d)) };
}

/** `GET …/deployments/{deployment_id}/statuses`: newest first; 404 for a deployment that does not exist. */
export function listDeploymentStatuses(id: number, url: URL, c: Pick<Context, 'names' | 'deploys'>): Answer {
  if (!c.deploys.deployments.some((d) => d.id === id))
    return refused(404, 'Not Found', 'deployments/statuses#list-deployment-statuses');
  const found = c.deploys.statuses.filter((s) => s.deployment === id).reverse();
  return { status: 200, body: pageOf(found, url).map((s) => deploymentStatusJson(c.names, s)) };
}

/**
 * `GET /repos/{owner}/{repo}/commits/{ref}/check-runs`: the commit's runs, newest first, each
 * the latest of its name (GitHub's default `filter=latest`), with `check_name` and `status`
 * filters; `{ total_count, check_runs }`.
 */
export async function listCheckRunsForRef(ref: string, url: URL, c: Context): Promise<Answer> {
  const sha = await c.repo.resolve(ref, 'commit');
  if (!sha) return refused(422, `No commit found for SHA: ${ref}`, 'checks/runs#list-check-runs-for-a-git-reference');
  const name = url.searchParams.get('check_name');
  const status = url.searchParams.get('status');
  const all = url.searchParams.get('filter') === 'all';
  const seen = new Set<string>();
  const found = [...c.deploys.checkRuns]
    .reverse()
    .filter((run) => run.sha === sha && (!name || run.name === name) && (!status || run.status === status))
    .filter((run) => all || (!seen.has(run.name) && Boolean(seen.add(run.name))));
  return {
    status: 200,
    body: { total_count: found.length, check_runs: pageOf(found, url).map((run) => checkRunJson(c.names, run)) },
  };
}

/** `PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}`: a host's run moved on (in progress → completed with a conclusion). */
export function updateCheckRun(
  id: number,
  body: Record<string, unknown>,
  c: Pick<Context, 'names' | 'deploys'>,
): Answer {
  const doc = 'checks/runs#update-a-check-run';
  const run = c.deploys.checkRuns.find((r) => r.id === id);
  if (!run) return refused(404, 'Not Found', doc);
  const conclusion = typeof body.conclusion === 'string' ? body.conclusion : run.conclusion;
  const status =
    typeof body.conclusion === 'string' ? 'completed' : ((body.status as CheckStatus | undefined) ?? run.status);
  if (status === 'completed' && !conclusion)
    return refused(422, 'Invalid request.\n\nNo conclusion given for a completed check run.', doc);
  const output = (body.output ?? {}) as { title?: string; summary?: string; text?: string };
  Object.assign(run, {
    status,
    conclusion,
    ...(typeof body.details_url === 'string' ? { detailsUrl: body.details_url } : {}),
    ...(output.title !== undefined ? { title: output.title } : {}),
    ...(output.summary !== undefined ? { summary: output.summary } : {}),
    ...(output.text !== undefined ? { text: output.text } : {}),
    completedAt:
      status === 'completed' ? (typeof body.completed_at === 'string' ? body.completed_at : now()) : run.completedAt,
  });
  return { status: 200, body: checkRunJson(c.names, run) };
}

/**
 * GitHub's REST API over the bare repository. Each request is first matched against GitHub's own
 * description of api.github.com (`@octokit/openapi`): a method and path it does not describe, or a
 * JSON body its requestBody schema refuses, never reaches a handler.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { isBinary, type BareRepo } from './git.ts';
import type { StandInUser } from './graphql.ts';
import {
  createCheckRun,
  createDeployment,
  createDeploymentStatus,
  listCheckRunsForRef,
  listDeployments,
  listDeploymentStatuses,
  pageOf,
  updateCheckRun,
  type DeployStore,
} from './deployments.ts';
import {
  commentJson,
  issueJson,
  labelJson,
  now,
  plainIssueJson,
  pullJson,
  reviewJson,
  simpleUser,
  statusJson,
  type PullStore,
  type RepoNames,
} from './pulls.ts';

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  params: string[];
  operationId: string;
  /** JSON pointer of the operation in the description, for the body's schema. */
  pointer: string;
  hasJsonBody: boolean;
  /** Per status, the JSON pointer of the response's JSON schema, when GitHub describes one. */
  responses: Record<string, string>;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, unknown>;
}

interface Description {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        requestBody?: { content?: Record<string, unknown> };
        responses?: Record<string, ResponseObject>;
      }
    >
  >;
  components: { responses: Record<string, ResponseObject> };
}

const DESCRIPTION_ID = 'https://api.github.com/openapi.json';
let loaded: { operations: Operation[]; ajv: Ajv; bodies: Map<string, ValidateFunction> } | undefined;

/** Where a response's JSON schema is: in the operation, or in the shared response it refers to. */
function responseSchemas(doc: Description, pointer: string, responses: Record<string, ResponseObject> = {}) {
  const found: Record<string, string> = {};
  for (const [status, response] of Object.entries(responses)) {
    const ref = response.$ref;
    const target = ref ? doc.components.responses[ref.split('/').at(-1) ?? ''] : response;
    if (!target?.content?.['application/json']) continue;
    found[status] = `${ref ?? `${pointer}/responses/${status}`}/content/application~1json/schema`;
  }
  return found;
}

/**
 * GitHub's description of api.github.com, its operations as path patterns (loaded once: ~10 MB of
 * JSON, seconds on a busy machine; the stand-in loads it when it starts, not on a test's first call).
 */
/**
 * OpenAPI 3.0 writes "this enum, or null" as `nullable: true` beside `enum`, where JSON Schema (and
 * Ajv) read the enum alone: GitHub's own `null` (a check run's `conclusion` while it runs) would be
 * refused. The enum is given its `null` back, as OpenAPI means it.
 */
function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowNullInNullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  Object.values(node).forEach(allowNullInNullableEnums);
}

export function description() {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Description;
  allowNullInNullableEnums(doc);
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !('operationId' in op)) continue;
      const params: string[] = [];
      const source = template
        .split('/')
        .map((segment) =>
          segment.replace(/\{([^}]+)\}|[^{}]+/g, (part, name?: string) => {
            if (name) {
              params.push(name);
              // A git ref (`heads/cms/services/branding`) spans segments, as GitHub reads it.
              return name === 'ref' ? '(.+)' : '([^/]+)';
            }
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          }),
        )
        .join('/');
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        params,
        operationId: op.operationId,
        pointer: `#/paths/${template.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`,
        hasJsonBody: Boolean(op.requestBody?.content?.['application/json']),
        responses: {},
      });
      const last = operations.at(-1) as Operation;
      last.responses = responseSchemas(doc, last.pointer, op.responses);
    }
  }
  // The most literal template wins (`/user/repos` before `/user/{id}`; `/commits/{ref}/statuses`
  // before `/commits/{ref}`, whose ref may span segments).
  operations.sort((a, b) => a.params.length - b.params.length || b.template.length - a.template.length);
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(doc, DESCRIPTION_ID);
  loaded = { operations, ajv, bodies: new Map() };
  return loaded;
}

interface MatchedOperation {
  operationId: string;
  template: string;
  params: Record<string, string>;
}

/** The operation of GitHub's description a method and path name, if any. */
function matchOperation(method: string, pathname: string): MatchedOperation | undefined {
  for (const op of description().operations) {
    if (op.method !== method) continue;
    const m = op.pattern.exec(pathname);
    if (m) {
      const params = Object.fromEntries(op.params.map((name, i) => [name, decodeURIComponent(m[i + 1] ?? '')]));
      return { operationId: op.operationId, template: op.template, params };
    }
  }
  return undefined;
}

/** The errors GitHub's requestBody schema finds in a JSON body (empty when it is valid). */
function bodyErrors(method: string, template: string, body: unknown): string[] {
  const { operations, ajv, bodies } = description();
  const op = operations.find((o) => o.method === method && o.template === template);
  if (!op?.hasJsonBody) return [];
  let check = bodies.get(op.pointer);
  if (!check) {
    try {
      check = ajv.compile({
        $ref: `${DESCRIPTION_ID}${op.pointer}/requestBody/content/application~1json/schema`,
      });
    } catch (error) {
      // As for answers (UNCHECKED_RESPONSES): issues/update's body schema is one Ajv refuses.
      UNCHECKED_RESPONSES.add(`${method} ${template} body: ${(error as Error).message}`);
      return [];
    }
    bodies.set(op.pointer, check);
  }
  return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || 'body'} ${e.message}`);
}

/** Answers whose schema Ajv cannot compile, so the stand-in could not check them. */
const UNCHECKED_RESPONSES = new Set<string>();

/** The errors GitHub's response schema finds in a JSON answer the stand-in is about to give. */
function responseErrors(method: string, template: string, status: number, body: unknown): string[] {
  const { operations, ajv, bodies } = description();
  const pointer = operations.find((o) => o.method === method && o.template === template)?.responses[String(status)];
  if (!pointer) return [];
  let check = bodies.get(pointer);
  if (!check) {
    try {
      check = ajv.compile({ $ref: `${DESCRIPTION_ID}${pointer}` });
    } catch (error) {
      // Ajv refuses a few of GitHub's schemas (issues/get's: `"nullable" cannot be used without
      // "type"`): those answers go unchecked, and are listed here for the README's "Not covered".
      UNCHECKED_RESPONSES.add(`${method} ${template} ${status}: ${(error as Error).message}`);
      return [];
    }
    bodies.set(pointer, check);
  }
  return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || 'body'} ${e.message}`);
}

export interface RestContext {
  repo: BareRepo;
  owner: string;
  name: string;
  branch: string;
  viewer: StandInUser;
  /** Every user the stand-in knows (commits are matched to them by e-mail, as GitHub matches them). */
  users: StandInUser[];
  /** Pull requests, labels and commit statuses (review mode). */
  pulls: PullStore;
  /** Deployments and check runs (what a host that builds pull requests posts). */
  deploys: DeployStore;
  /** Records a request the e2e test should fail on. */
  flag: (reason: string) => void;
}

export interface RestAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

const API = 'https://api.github.com';
const docs = (path: string) => `https://docs.github.com/rest/${path}`;
const notFound = (doc: string): RestAnswer => ({
  status: 404,
  body: { message: 'Not Found', documentation_url: docs(doc), status: '404' },
});

/** A user as GitHub's simple-user shows it; the signed-in one's own view is `private`. */
const userJson = (user: StandInUser) => ({ ...simpleUser(user), user_view_type: 'private' });

/** GET /user: the signed-in user, as GitHub answers a token of that user. */
const authenticatedUser = (user: StandInUser) => ({
  ...userJson(user),
  name: user.name,
  company: null,
  blog: '',
  location: null,
  email: user.email,
  notification_email: user.email,
  hireable: null,
  bio: null,
  twitter_username: null,
  public_repos: 0,
  public_gists: 0,
  followers: 0,
  following: 0,
  created_at: '2020-01-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  private_gists: 0,
  total_private_repos: 1,
  owned_private_repos: 0,
  disk_usage: 0,
  collaborators: 0,
  two_factor_authentication: true,
  plan: { name: 'free', space: 976562499, collaborators: 0, private_repos: 10000 },
});

type Handler = (
  params: Record<string, string>,
  url: URL,
  accept: string,
  c: RestContext,
  body: Record<string, unknown>,
) => Promise<RestAnswer>;

const names = (c: RestContext): RepoNames => ({ owner: c.owner, name: c.name, branch: c.branch });
const unprocessable = (message: string, doc: string): RestAnswer => ({
  status: 422,
  body: { message, documentation_url: docs(doc), status: '422' },
});
/** The pull request (or issue) a number names, or GitHub's 404. */
const pullOf = (p: Record<string, string>, c: RestContext) => c.pulls.byNumber(Number(p.pull_number ?? p.issue_number));
const labelNames = (labels: unknown): string[] =>
  (Array.isArray(labels) ? labels : []).map((l) => (typeof l === 'string' ? l : String((l as { name?: string }).name)));

/** The REST operations the stand-in answers, by GitHub's operationId. */
const handlers: Record<string, Handler> = {
  'users/get-authenticated': async (_p, _u, _a, c) => ({ status: 200, body: authenticatedUser(c.viewer) }),

  // Sveltia's check that the signed-in user may use the repository: 204 when a collaborator, else 404.
  'repos/check-collaborator': async (p, _u, _a, c) =>
    c.viewer.collaborator !== false && p.username?.toLowerCase() === c.viewer.login.toLowerCase()
      ? { status: 204 }
      : notFound('collaborators/collaborators#check-if-a-user-is-a-repository-collaborator'),

  'repos/get': async (_p, _u, _a, c) => ({
    status: 200,
    body: {
      id: 1,
      node_id: 'R_stand-in',
      name: c.name,
      full_name: `${c.owner}/${c.name}`,
      private: true,
      owner: userJson({ login: c.owner, id: 2, name: c.owner, email: '' }),
      html_url: `https://github.com/${c.owner}/${c.name}`,
      url: `${API}/repos/${c.owner}/${c.name}`,
      fork: false,
      default_branch: c.branch,
      visibility: 'private',
      allow_forking: false,
      permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
    },
  }),

  'git/get-tree': async (p, url, _a, c) => {
    const sha = await c.repo.resolve(p.tree_sha ?? '', 'tree');
    if (!sha) return notFound('git/trees#get-a-tree');
    const recursive = url.searchParams.has('recursive');
    const base = `${API}/repos/${c.owner}/${c.name}/git`;
    const tree = (await c.repo.tree(sha, recursive)).map((e) => ({
      path: e.path,
      mode: e.mode,
      type: e.type,
      sha: e.oid,
      ...(e.size === undefined ? {} : { size: e.size }),
      url: `${base}/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.oid}`,
    }));
    return { status: 200, body: { sha, url: `${base}/trees/${sha}`, tree, truncated: false } };
  },

  'git/get-blob': async (p, _u, accept, c) => {
    const sha = p.file_sha ?? '';
    if ((await c.repo.objectType(sha)) !== 'blob') return notFound('git/blobs#get-a-blob');
    const bytes = await c.repo.blob(sha);
    if (/application\/vnd\.github(\.v3)?\.raw/.test(accept)) {
      // The raw media type: the bytes themselves. GitHub labels binary ones application/octet-stream
      // (Sveltia reads any other type as text, for SVG and the like).
      return {
        status: 200,
        headers: { 'content-type': isBinary(bytes) ? 'application/octet-stream' : 'text/plain; charset=utf-8' },
        body: bytes,
      };
    }
    const content = (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n');
    return {
      status: 200,
      body: {
        sha,
        node_id: `B_${sha.slice(0, 12)}`,
        size: bytes.length,
        url: `${API}/repos/${c.owner}/${c.name}/git/blobs/${sha}`,
        content: content ? `${content}\n` : '',
        encoding: 'base64',
      },
    };
  },

  // "Publish" with automatic deployments off: GitHub accepts the dispatch with 204; nothing runs here.
  'repos/create-dispatch-event': async () => ({ status: 204 }),

  // Review mode (Sveltia's editorial workflow): a pull request per draft, its status as a label.
  'pulls/create': async (_p, _u, _a, c, body) => {
    const head = String(body.head ?? '').replace(new RegExp(`^${c.owner}:`, 'i'), '');
    const base = String(body.base ?? '');
    const doc = 'pulls/pulls#create-a-pull-request';
    const [headOid, baseOid] = [await c.repo.branchHead(head), await c.repo.branchHead(base)];
    if (!headOid || !baseOid) return unprocessable('Validation Failed', doc);
    if (c.pulls.pulls.some((pull) => pull.state === 'open' && pull.head === head && pull.base === base))
      return unprocessable(`A pull request already exists for ${c.owner}:${head}.`, doc);
    if (!(await c.repo.countBetween(baseOid, headOid)))
      return unprocessable(`No commits between ${base} and ${head}`, doc);
    const at = now();
    const pull = {
      number: c.pulls.nextNumber(),
      title: String(body.title ?? ''),
      body: typeof body.body === 'string' ? body.body : null,
      head,
      base,
      draft: body.draft === true,
      state: 'open' as const,
      labels: [],
      author: c.viewer,
      createdAt: at,
      updatedAt: at,
      closedAt: null,
      mergedAt: null,
      mergeCommit: null,
      mergedHead: null,
      mergedBy: null,
    };
    c.pulls.pulls.push(pull);
    return { status: 201, body: await pullJson(c.pulls, names(c), c.repo, pull) };
  },
  // The studio's draft-check notice finds a draft's pull request by its branch (studio/live/draft-checks.ts).
  'pulls/list': async (_p, url, _a, c) => {
    const state = url.searchParams.get('state') ?? 'open';
    const head = url.searchParams.get('head');
    const base = url.searchParams.get('base');
    const list = c.pulls.pulls
      .filter((pull) => state === 'all' || pull.state === state)
      .filter((pull) => !head || `${c.owner}:${pull.head}`.toLowerCase() === head.toLowerCase())
      .filter((pull) => !base || pull.base === base)
      .reverse();
    const body = await Promise.all(list.map((pull) => pullJson(c.pulls, names(c), c.repo, pull)));
    // GitHub's description of the list (`pull-request-simple`) has a label's description a string, where
    // a single pull request's has it nullable: the stand-in answers as described.
    return {
      status: 200,
      body: body.map((pull) => ({ ...pull, labels: pull.labels.map((label) => ({ ...label, description: '' })) })),
    };
  },
  'pulls/get': async (p, _u, _a, c) => {
    const pull = pullOf(p, c);
    if (!pull) return notFound('pulls/pulls#get-a-pull-request');
    return { status: 200, body: await pullJson(c.pulls, names(c), c.repo, pull) };
  },
  'pulls/update': async (p, _u, _a, c, body) => {
    const pull = pullOf(p, c);
    if (!pull) return notFound('pulls/pulls#update-a-pull-request');
    if (typeof body.title === 'string') pull.title = body.title;
    if (typeof body.body === 'string') pull.body = body.body;
    if ((body.state === 'closed' || body.state === 'open') && pull.mergedAt === null) {
      pull.state = body.state;
      pull.closedAt = body.state === 'closed' ? now() : null;
    }
    pull.updatedAt = now();
    return { status: 200, body: await pullJson(c.pulls, names(c), c.repo, pull) };
  },
  'pulls/merge': async (p, _u, _a, c, body) => {
    const pull = pullOf(p, c);
    const doc = 'pulls/pulls#merge-a-pull-request';
    if (!pull) return notFound(doc);
    // GitHub's 405: a draft, a closed pull request, or branch protection's required checks or
    // approving reviews missing.
    const refusal = await c.pulls.mergeRefusal(pull, c.repo);
    if (refusal) return { status: 405, body: { message: refusal, documentation_url: docs(doc), status: '405' } };
    if (body.merge_method !== undefined && body.merge_method !== 'merge')
      return {
        status: 405,
        body: {
          message: `${String(body.merge_method)} merges are not allowed on this repository.`,
          documentation_url: docs(doc),
          status: '405',
        },
      };
    const head = await c.repo.branchHead(pull.head);
    const title =
      typeof body.commit_title === 'string' && body.commit_title
        ? body.commit_title
        : `Merge pull request #${pull.number} from ${c.owner}/${pull.head}`;
    const message = typeof body.commit_message === 'string' ? body.commit_message : pull.title;
    const merged = await c.repo.merge(pull.base, pull.head, message ? `${title}\n\n${message}` : title, {
      name: c.viewer.name || c.viewer.login,
      email: c.viewer.email,
    });
    if (!merged)
      return { status: 409, body: { message: 'Merge conflict', documentation_url: docs(doc), status: '409' } };
    Object.assign(pull, {
      state: 'closed',
      mergedAt: now(),
      closedAt: now(),
      updatedAt: now(),
      mergeCommit: merged,
      mergedHead: head,
      mergedBy: c.viewer,
    });
    return { status: 200, body: { sha: merged, merged: true, message: 'Pull Request successfully merged' } };
  },
  // Reviews: what a second editor does on GitHub's page (Approve, Request changes, Comment); branch
  // protection's required approvals count them (PullStore.approvals).
  'pulls/create-review': async (p, _u, _a, c, body) => {
    const pull = pullOf(p, c);
    const doc = 'pulls/reviews#create-a-review-for-a-pull-request';
    if (!pull) return notFound(doc);
    const event = body.event as 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT' | undefined;
    // GitHub's 422 to an author reviewing their own pull request for or against it.
    const own = { APPROVE: 'approve', REQUEST_CHANGES: 'request changes on' } as const;
    if (pull.author.login === c.viewer.login && (event === 'APPROVE' || event === 'REQUEST_CHANGES'))
      return {
        status: 422,
        body: {
          message: 'Unprocessable Entity',
          errors: [`Can not ${own[event]} your own pull request`],
          documentation_url: docs(doc),
          status: '422',
        },
      };
    const commitId =
      typeof body.commit_id === 'string'
        ? await c.repo.resolve(body.commit_id, 'commit')
        : ((await c.repo.branchHead(pull.head)) ?? pull.mergedHead);
    if (!commitId) return unprocessable('Validation Failed', doc);
    const states = { APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED' } as const;
    const review = {
      id: 80000 + c.pulls.reviews.length + 1,
      pull: pull.number,
      user: c.viewer,
      state: event ? states[event] : ('PENDING' as const),
      body: typeof body.body === 'string' ? body.body : '',
      commitId,
      submittedAt: event ? now() : null,
    };
    c.pulls.reviews.push(review);
    return { status: 200, body: reviewJson(names(c), review) };
  },
  'pulls/list-reviews': async (p, _u, _a, c) => {
    const pull = pullOf(p, c);
    if (!pull) return notFound('pulls/reviews#list-reviews-for-a-pull-request');
    // A pending review is seen by its author alone.
    const list = c.pulls.reviews.filter(
      (r) => r.pull === pull.number && (r.state !== 'PENDING' || r.user.login === c.viewer.login),
    );
    return { status: 200, body: list.map((r) => reviewJson(names(c), r)) };
  },
  // Plain issues: what a scheduled check opens under its label, rewrites and closes (scripts/schedule/).
  'issues/create': async (_p, _u, _a, c, body) => {
    const at = now();
    const issue = {
      number: c.pulls.nextNumber(),
      title: String(body.title),
      body: typeof body.body === 'string' ? body.body : null,
      state: 'open' as const,
      stateReason: null,
      labels: [...new Set(labelNames(body.labels))],
      author: c.viewer,
      createdAt: at,
      updatedAt: at,
      closedAt: null,
    };
    c.pulls.issues.push(issue);
    return { status: 201, body: plainIssueJson(c.pulls, names(c), issue) };
  },
  // GitHub lists pull requests among the issues (each with its `pull_request`), newest first; `labels`
  // is a comma-separated list the issue must carry every one of; `state` open (default), closed or all.
  'issues/list-for-repo': async (_p, url, _a, c) => {
    const state = url.searchParams.get('state') ?? 'open';
    const wanted = (url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
    const matches = (item: { state: string; labels: string[] }) =>
      (state === 'all' || item.state === state) && wanted.every((label) => item.labels.includes(label));
    const all = [
      ...c.pulls.pulls
        .filter(matches)
        .map((pull) => ({ number: pull.number, json: issueJson(c.pulls, names(c), pull) })),
      ...c.pulls.issues
        .filter(matches)
        .map((issue) => ({ number: issue.number, json: plainIssueJson(c.pulls, names(c), issue) })),
    ].sort((a, b) => b.number - a.number);
    return { status: 200, body: pageOf(all, url).map((item) => item.json) };
  },
  'issues/get': async (p, _u, _a, c) => {
    const issue = c.pulls.issueByNumber(Number(p.issue_number));
    if (issue) return { status: 200, body: plainIssueJson(c.pulls, names(c), issue) };
    const pull = pullOf(p, c);
    if (!pull) return notFound('issues/issues#get-an-issue');
    return { status: 200, body: issueJson(c.pulls, names(c), pull) };
  },
  'issues/update': async (p, _u, _a, c, body) => {
    const issue = c.pulls.issueByNumber(Number(p.issue_number));
    if (issue) {
      if (typeof body.title === 'string') issue.title = body.title;
      if (typeof body.body === 'string' || body.body === null) issue.body = body.body;
      if (body.labels !== undefined) issue.labels = [...new Set(labelNames(body.labels))];
      if (body.state === 'closed' && issue.state === 'open') {
        issue.state = 'closed';
        issue.closedAt = now();
        issue.stateReason = body.state_reason === 'not_planned' ? 'not_planned' : 'completed';
      } else if (body.state === 'open' && issue.state === 'closed') {
        Object.assign(issue, { state: 'open', closedAt: null, stateReason: 'reopened' });
      }
      issue.updatedAt = now();
      return { status: 200, body: plainIssueJson(c.pulls, names(c), issue) };
    }
    const pull = pullOf(p, c);
    if (!pull) return notFound('issues/issues#update-an-issue');
    if (body.labels !== undefined) pull.labels = [...new Set(labelNames(body.labels))];
    pull.updatedAt = now();
    return { status: 200, body: issueJson(c.pulls, names(c), pull) };
  },
  'issues/add-labels': async (p, _u, _a, c, body) => {
    const pull = pullOf(p, c);
    if (!pull) return notFound('issues/labels#add-labels-to-an-issue');
    const added = labelNames(Array.isArray(body) ? body : body.labels);
    pull.labels = [...new Set([...pull.labels, ...added])];
    pull.updatedAt = now();
    return { status: 200, body: pull.labels.map((name) => labelJson(c.pulls, names(c), name)) };
  },
  // The draft check's one comment on a pull request (scripts/draft-check.mjs), found by its marker and
  // rewritten; a scheduled check's comment on its issue as it closes it.
  'issues/list-comments': async (p, _u, _a, c) => {
    const number = Number(p.issue_number);
    const onPull = Boolean(c.pulls.byNumber(number));
    if (!onPull && !c.pulls.issueByNumber(number)) return notFound('issues/comments#list-issue-comments');
    const list = c.pulls.comments.filter((comment) => comment.issue === number);
    return { status: 200, body: list.map((comment) => commentJson(names(c), comment, onPull)) };
  },
  'issues/create-comment': async (p, _u, _a, c, body) => {
    const number = Number(p.issue_number);
    const onPull = Boolean(c.pulls.byNumber(number));
    if (!onPull && !c.pulls.issueByNumber(number)) return notFound('issues/comments#create-an-issue-comment');
    const at = now();
    const comment = {
      id: 5000 + c.pulls.comments.length + 1,
      issue: number,
      body: String(body.body),
      author: c.viewer,
      createdAt: at,
      updatedAt: at,
    };
    c.pulls.comments.push(comment);
    return { status: 201, body: commentJson(names(c), comment, onPull) };
  },
  'issues/update-comment': async (p, _u, _a, c, body) => {
    const comment = c.pulls.comments.find((found) => found.id === Number(p.comment_id));
    if (!comment) return notFound('issues/comments#update-an-issue-comment');
    Object.assign(comment, { body: String(body.body), updatedAt: now() });
    return { status: 200, body: commentJson(names(c), comment, Boolean(c.pulls.byNumber(comment.issue))) };
  },
  // Branches: Sveltia resets a left-over draft branch and deletes a draft's branch once merged or discarded.
  'git/update-ref': async (p, _u, _a, c, body) => {
    const branch = (p.ref ?? '').replace(/^heads\//, '');
    const sha = String(body.sha ?? '');
    const doc = 'git/refs#update-a-reference';
    const head = await c.repo.branchHead(branch);
    if (!head || (await c.repo.objectType(sha)) !== 'commit') return unprocessable('Reference does not exist', doc);
    if (body.force !== true && (await c.repo.countBetween(sha, head)) > 0)
      return unprocessable('Update is not a fast forward', doc);
    await c.repo.setBranch(branch, sha, head);
    return {
      status: 200,
      body: {
        ref: `refs/heads/${branch}`,
        node_id: `REF_${branch}`,
        url: `${API}/repos/${c.owner}/${c.name}/git/refs/heads/${branch}`,
        object: { type: 'commit', sha, url: `${API}/repos/${c.owner}/${c.name}/git/commits/${sha}` },
      },
    };
  },
  'git/delete-ref': async (p, _u, _a, c) => {
    const branch = (p.ref ?? '').replace(/^heads\//, '');
    if (!p.ref?.startsWith('heads/') || !(await c.repo.deleteBranch(branch)))
      return unprocessable('Reference does not exist', 'git/refs#delete-a-reference');
    return { status: 204 };
  },
  // Commit statuses: what a preview build posts on a draft's head (its state and URL), read back by
  // the studio (GraphQL `Commit.status`) and by anyone through REST.
  'repos/create-commit-status': async (p, _u, _a, c, body) => {
    const sha = p.sha ?? '';
    if ((await c.repo.objectType(sha)) !== 'commit')
      return unprocessable(`No commit found for SHA: ${sha}`, 'commits/statuses#create-a-commit-status');
    // GitHub refuses a description over 140 characters rather than cutting it.
    if (typeof body.description === 'string' && body.description.length > 140)
      return unprocessable(
        'Validation Failed: description is too long (maximum is 140 characters)',
        'commits/statuses#create-a-commit-status',
      );
    const status = {
      id: c.pulls.statuses.length + 1,
      sha,
      state: body.state as 'error' | 'failure' | 'pending' | 'success',
      context: typeof body.context === 'string' && body.context ? body.context : 'default',
      description: typeof body.description === 'string' ? body.description : null,
      targetUrl: typeof body.target_url === 'string' ? body.target_url : null,
      createdAt: now(),
      creator: c.viewer,
    };
    c.pulls.statuses.push(status);
    return { status: 201, body: statusJson(names(c), status) };
  },
  'repos/list-commit-statuses-for-ref': async (p, _u, _a, c) => {
    const sha = await c.repo.resolve(p.ref ?? '', 'commit');
    if (!sha) return notFound('commits/statuses#list-commit-statuses-for-a-reference');
    const list = c.pulls.statuses.filter((s) => s.sha === sha).reverse();
    return { status: 200, body: list.map((s) => statusJson(names(c), s)) };
  },
  // What a host that builds pull requests itself writes besides a status: Vercel a deployment and
  // its statuses, Cloudflare Pages a check run (deployments.ts), read back by the studio in GraphQL.
  'repos/create-deployment': async (_p, _u, _a, c, body) => createDeployment(body, deployContext(c)),
  'repos/create-deployment-status': async (p, _u, _a, c, body) =>
    createDeploymentStatus(Number(p.deployment_id), body, deployContext(c)),
  'checks/create': async (_p, _u, _a, c, body) => createCheckRun(body, deployContext(c)),
  'checks/update': async (p, _u, _a, c, body) => updateCheckRun(Number(p.check_run_id), body, deployContext(c)),
  // What the live studio reads to tell an editor whether a save is live (studio/live/publish-status.ts):
  // the branch's commits, the production deployments and their statuses, a commit's check runs.
  'repos/list-deployments': async (_p, url, _a, c) => listDeployments(url, deployContext(c)),
  'repos/list-deployment-statuses': async (p, url, _a, c) =>
    listDeploymentStatuses(Number(p.deployment_id), url, deployContext(c)),
  'checks/list-for-ref': async (p, url, _a, c) => listCheckRunsForRef(p.ref ?? '', url, deployContext(c)),
  'repos/list-commits': async (_p, url, _a, c) => listCommits(url, c),
};

/**
 * `GET /repos/{owner}/{repo}/commits`: from `sha` (a branch or a commit; the default branch
 * without it), newest first, only those touching `path`, by `author` (a login, matched through its
 * e-mail as GitHub matches a commit to its user, or an e-mail), committed at or after `since` and
 * at or before `until`; paged as GitHub pages.
 */
async function listCommits(url: URL, c: RestContext): Promise<RestAnswer> {
  const q = (key: string) => url.searchParams.get(key) || undefined;
  const from = await c.repo.resolve(q('sha') ?? c.branch, 'commit');
  if (!from) return notFound('commits/commits#list-commits');
  const author = q('author');
  const email =
    author && !author.includes('@')
      ? c.users.find((u) => u.login.toLowerCase() === author.toLowerCase())?.email
      : author;
  if (author && !email) return { status: 200, body: [] };
  const since = q('since') ? Date.parse(q('since')!) : undefined;
  const until = q('until') ? Date.parse(q('until')!) : undefined;
  const found = [];
  for (const oid of await c.repo.history(from, 10_000, q('path'))) {
    const info = await c.repo.commit(oid);
    const committed = Date.parse(info.committedDate);
    if (email && info.authorEmail.toLowerCase() !== email.toLowerCase()) continue;
    if ((since !== undefined && committed < since) || (until !== undefined && committed > until)) continue;
    found.push(info);
  }
  const base = `${API}/repos/${c.owner}/${c.name}`;
  const userOf = (mail: string) => {
    const user = c.users.find((u) => u.email.toLowerCase() === mail.toLowerCase());
    return user ? simpleUser(user) : null;
  };
  return {
    status: 200,
    body: pageOf(found, url).map((info) => ({
      url: `${base}/commits/${info.oid}`,
      sha: info.oid,
      node_id: `C_${info.oid}`,
      html_url: `https://github.com/${c.owner}/${c.name}/commit/${info.oid}`,
      comments_url: `${base}/commits/${info.oid}/comments`,
      commit: {
        url: `${base}/git/commits/${info.oid}`,
        author: { name: info.authorName, email: info.authorEmail, date: info.authorDate },
        committer: { name: info.committerName, email: info.committerEmail, date: info.committedDate },
        message: info.message,
        comment_count: 0,
        tree: { sha: info.tree, url: `${base}/git/trees/${info.tree}` },
      },
      author: userOf(info.authorEmail),
      committer: userOf(info.committerEmail),
      parents: info.parents.map((sha) => ({
        sha,
        url: `${base}/commits/${sha}`,
        html_url: `https://github.com/${c.owner}/${c.name}/commit/${sha}`,
      })),
    })),
  };
}

const deployContext = (c: RestContext) => ({
  repo: c.repo,
  viewer: c.viewer,
  names: names(c),
  deploys: c.deploys,
  statusesOf: (sha: string) => c.pulls.latest(sha),
});

const REPO_SCOPED = /^\/repos\/\{owner\}\/\{repo\}(\/|$)/;

/** Answers one REST request already authenticated, or says why the stand-in cannot. */
export async function answerRest(
  method: string,
  url: URL,
  accept: string,
  body: unknown,
  c: RestContext,
): Promise<RestAnswer> {
  const op = matchOperation(method, url.pathname);
  if (!op) {
    const message = `${method} ${url.pathname} is not in GitHub's REST description (@octokit/openapi)`;
    c.flag(message);
    return { status: 501, body: { message: `GitHub stand-in: ${message}` } };
  }
  const invalid = bodyErrors(method, op.template, body);
  if (invalid.length) {
    c.flag(`${method} ${url.pathname}: body refused by GitHub's schema: ${invalid.join('; ')}`);
    return {
      status: 422,
      body: { message: `Invalid request.\n\n${invalid.join('\n')}`, documentation_url: docs(''), status: '422' },
    };
  }
  if (REPO_SCOPED.test(op.template)) {
    const { owner = '', repo = '' } = op.params;
    if (owner.toLowerCase() !== c.owner.toLowerCase() || repo !== c.name)
      return notFound('repos/repos#get-a-repository');
  }
  const handler = handlers[op.operationId];
  if (!handler) {
    const message = `${method} ${url.pathname} (${op.operationId}, ${op.template}) is not implemented by the GitHub stand-in`;
    c.flag(message);
    return { status: 501, body: { message } };
  }
  const answer = await handler(op.params, url, accept, c, (body ?? {}) as Record<string, unknown>);
  if (answer.body !== undefined && !Buffer.isBuffer(answer.body)) {
    // The stand-in holds itself to GitHub's description of the answer too.
    const wrong = responseErrors(method, op.template, answer.status, answer.body);
    if (wrong.length) c.flag(`${method} ${url.pathname}: answer unlike GitHub's schema: ${wrong.join('; ')}`);
  }
  return answer;
}

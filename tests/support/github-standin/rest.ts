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
export function description() {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Description;
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
              return '([^/]+)';
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
  // The most literal template wins (`/user/repos` before `/user/{id}`).
  operations.sort((a, b) => a.params.length - b.params.length);
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
    check = ajv.compile({
      $ref: `${DESCRIPTION_ID}${op.pointer}/requestBody/content/application~1json/schema`,
    });
    bodies.set(op.pointer, check);
  }
  return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || 'body'} ${e.message}`);
}

/** The errors GitHub's response schema finds in a JSON answer the stand-in is about to give. */
function responseErrors(method: string, template: string, status: number, body: unknown): string[] {
  const { operations, ajv, bodies } = description();
  const pointer = operations.find((o) => o.method === method && o.template === template)?.responses[String(status)];
  if (!pointer) return [];
  let check = bodies.get(pointer);
  if (!check) {
    check = ajv.compile({ $ref: `${DESCRIPTION_ID}${pointer}` });
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

const userJson = (user: StandInUser) => ({
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
  user_view_type: 'private',
  site_admin: false,
});

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

type Handler = (params: Record<string, string>, url: URL, accept: string, c: RestContext) => Promise<RestAnswer>;

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
};

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
  const answer = await handler(op.params, url, accept, c);
  if (answer.body !== undefined && !Buffer.isBuffer(answer.body)) {
    // The stand-in holds itself to GitHub's description of the answer too.
    const wrong = responseErrors(method, op.template, answer.status, answer.body);
    if (wrong.length) c.flag(`${method} ${url.pathname}: answer unlike GitHub's schema: ${wrong.join('; ')}`);
  }
  return answer;
}

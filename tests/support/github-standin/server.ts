/**
 * A stand-in of GitHub for Sveltia CMS's GitHub backend, offline: one HTTPS server that Chromium
 * reaches as api.github.com (and the other hosts Sveltia names) through `--host-resolver-rules`
 * and `--ignore-certificate-errors`, backed by a real bare git repository. README.md beside this
 * file is its contract: which requests Sveltia makes and how each is answered.
 */
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '../../../scripts/support/certificate.mjs';
import { BareRepo } from './git.ts';
import { runGraphQL, schema, type StandInUser } from './graphql.ts';
import { createOAuth, type OAuthOptions } from './oauth.ts';
import { DeployStore } from './deployments.ts';
import { PullStore } from './pulls.ts';
import { answerRest, description } from './rest.ts';

export type { StandInUser } from './graphql.ts';

const API_HOST = 'api.github.com';
const STATUS_HOST = 'www.githubstatus.com';
const AVATAR_HOST = 'avatars.githubusercontent.com';
const WEB_HOST = 'github.com';
const DEFAULT_AUTH_HOST = 'sveltia-cms-auth.example.workers.dev';

/** GitHub's CORS headers on every api.github.com answer (as its responses carry them, 2024-2026). */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset, Warning',
};
/** …and on its answer to a preflight (204), which lists the request headers it allows. */
const PREFLIGHT = {
  ...CORS,
  'access-control-allow-headers':
    'Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
  'access-control-max-age': '86400',
};

/** A 1×1 grey PNG: every avatar. */
const AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

interface StandInRequest {
  host: string;
  method: string;
  path: string;
  status: number;
  /** GraphQL: the operation and its top-level fields; REST: nothing. */
  graphql?: string;
  /** The login the request was made as, if any. */
  login?: string;
  /** The page's origin a browser's request came from (its `Origin` header); none for a script's. */
  origin?: string;
  /** An error answer's `message` (GitHub's reason for a 4xx or 5xx), if it gave one. */
  message?: string;
  /** When it arrived and when its answer was sent (Date.now()): how long the stand-in kept the studio waiting. */
  received: number;
  answered: number;
}

interface UnknownRequest {
  host: string;
  method: string;
  path: string;
  reason: string;
}

export interface GitHubStandInOptions {
  /** A bare git repository (`git init --bare`) holding the branch. */
  repoDir: string;
  owner: string;
  repo: string;
  branch: string;
  /** Accepted tokens and whose they are. */
  tokens: Record<string, StandInUser>;
  /** The sign-in through Sveltia CMS Authenticator; default host sveltia-cms-auth.example.workers.dev, nobody allowed. */
  oauth?: Partial<OAuthOptions>;
  /**
   * Branch protection on `branch`: the commit status contexts a pull request's head must have as
   * `success` before it merges (GitHub answers a merge without them 405).
   */
  requiredStatusChecks?: string[];
  /**
   * Branch protection on `branch`: how many approving reviews ("Require a pull request before
   * merging / Require approvals") by users other than its author a pull request needs before it
   * merges (GitHub answers a merge without them 405). Default 0.
   */
  requiredApprovals?: number;
  port?: number;
}

export interface GitHubStandIn {
  /** https://127.0.0.1:PORT (any host header other than the mapped ones is answered as api.github.com). */
  url: string;
  port: number;
  /** Every host it answers for. */
  hosts: string[];
  /** `MAP host 127.0.0.1:PORT, …` for Chromium's --host-resolver-rules. */
  hostResolverRules: string;
  /** Chromium's flags: the host rules and --ignore-certificate-errors. */
  chromiumArgs: string[];
  /** Its certificate (PEM), for a Node client to trust (NODE_EXTRA_CA_CERTS). */
  certificate: string;
  requests: StandInRequest[];
  /** Pull requests, labels and commit statuses, as review mode left them. */
  pulls: PullStore;
  /** Deployments, their statuses and check runs, as a host posts them on a draft's head. */
  deploys: DeployStore;
  /** Requests the stand-in could not answer as GitHub would: an e2e test fails on any. */
  unknownRequests: UnknownRequest[];
  close(): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: Buffer.from(JSON.stringify(body)),
});

/** The `message` of a JSON error answer, if it has one. */
function errorMessage(result: { headers: Record<string, string>; body: Buffer }): string | undefined {
  if (!result.headers['content-type']?.startsWith('application/json')) return undefined;
  try {
    const { message } = JSON.parse(result.body.toString('utf8')) as { message?: unknown };
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

export async function startGitHubStandIn(options: GitHubStandInOptions): Promise<GitHubStandIn> {
  const { owner, repo: name, branch, tokens } = options;
  // GitHub's REST description and GraphQL schema, parsed once here rather than inside the first
  // request, whose test (or whose studio) would otherwise wait seconds on a busy machine.
  description();
  schema();
  const repo = new BareRepo(options.repoDir);
  const authHost = options.oauth?.host ?? DEFAULT_AUTH_HOST;
  const hosts = [API_HOST, WEB_HOST, STATUS_HOST, AVATAR_HOST, authHost];
  const requests: StandInRequest[] = [];
  const unknownRequests: UnknownRequest[] = [];
  const oauth = createOAuth({ ...options.oauth, host: authHost }, (login) =>
    Object.keys(tokens).find((token) => tokens[token]?.login === login),
  );
  const users = Object.values(tokens);
  const pulls = new PullStore({
    requiredContexts: options.requiredStatusChecks,
    requiredApprovals: options.requiredApprovals,
  });
  const deploys = new DeployStore();

  async function answer(
    host: string,
    method: string,
    url: URL,
    headers: Record<string, string | undefined>,
    raw: Buffer,
  ) {
    const flag = (reason: string) => unknownRequests.push({ host, method, path: url.pathname + url.search, reason });
    const unknown = () => {
      const reason = `${method} https://${host}${url.pathname} is not answered by the GitHub stand-in`;
      flag(reason);
      return json(501, { message: reason });
    };

    if (host === authHost || host === WEB_HOST) {
      const page =
        host === authHost
          ? oauth.worker(method, url, headers.cookie ?? '')
          : oauth.github(method, url, raw.toString('utf8'));
      return page ? { ...page, body: Buffer.from(page.body) } : unknown();
    }
    if (host === STATUS_HOST) {
      // Sveltia's status light (only when api_root is GitHub's own): "All Systems Operational".
      if (method === 'GET' && url.pathname === '/api/v2/status.json') {
        return json(
          200,
          {
            page: {
              id: 'kctbh9vrtdwd',
              name: 'GitHub',
              url: 'https://www.githubstatus.com',
              updated_at: new Date().toISOString(),
            },
            status: { indicator: 'none', description: 'All Systems Operational' },
          },
          { 'access-control-allow-origin': '*' },
        );
      }
      return unknown();
    }
    if (host === AVATAR_HOST) {
      if (method === 'GET' && /^\/u\/\d+$/.test(url.pathname)) {
        return {
          status: 200,
          headers: { 'content-type': 'image/png', 'access-control-allow-origin': '*' },
          body: AVATAR,
        };
      }
      return unknown();
    }

    // api.github.com
    if (method === 'OPTIONS') return { status: 204, headers: PREFLIGHT, body: Buffer.alloc(0) };
    const isGraphQL = url.pathname === '/graphql';
    const documentation = isGraphQL ? 'https://docs.github.com/graphql' : 'https://docs.github.com/rest';
    const [scheme = '', token = ''] = (headers.authorization ?? '').split(/\s+/, 2);
    if (!/^(token|bearer)$/i.test(scheme) || !token) {
      return json(
        401,
        isGraphQL
          ? {
              message: 'This endpoint requires you to be authenticated.',
              documentation_url:
                'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql',
              status: '401',
            }
          : { message: 'Requires authentication', documentation_url: documentation, status: '401' },
        CORS,
      );
    }
    const viewer = tokens[token];
    if (!viewer)
      return json(401, { message: 'Bad credentials', documentation_url: documentation, status: '401' }, CORS);
    const scoped = {
      ...CORS,
      'x-oauth-scopes': 'repo, user',
      'x-accepted-oauth-scopes': '',
      'x-github-media-type': 'github.v3; format=json',
    };

    let body: unknown;
    if (raw.length) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return json(400, { message: 'Problems parsing JSON', documentation_url: documentation, status: '400' }, scoped);
      }
    }
    if (isGraphQL) {
      if (method !== 'POST') return unknown();
      const outcome = await runGraphQL((body ?? {}) as Record<string, unknown>, {
        repo,
        owner,
        name,
        defaultBranch: branch,
        viewer,
        users,
        pulls,
        deploys,
        unimplemented: [],
      });
      if (outcome.problem) flag(`GraphQL ${outcome.summary}: ${outcome.problem}`);
      return { ...json(outcome.status, outcome.body, scoped), graphql: outcome.summary };
    }
    const rest = await answerRest(method, url, headers.accept ?? '', body, {
      repo,
      owner,
      name,
      branch,
      viewer,
      users,
      pulls,
      deploys,
      flag,
    });
    if (rest.body === undefined) return { status: rest.status, headers: scoped, body: Buffer.alloc(0) };
    if (Buffer.isBuffer(rest.body))
      return { status: rest.status, headers: { ...scoped, ...rest.headers }, body: rest.body };
    return json(rest.status, rest.body, { ...scoped, ...rest.headers });
  }

  const tls = selfSignedCertificate(hosts, { ips: ['127.0.0.1'] });
  const server: Server = createServer(tls, (req, res) => {
    const received = Date.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const hostHeader = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      const host = hosts.includes(hostHeader) ? hostHeader : API_HOST;
      const url = new URL(req.url ?? '/', `https://${host}`);
      const method = req.method ?? 'GET';
      let result: { status: number; headers: Record<string, string>; body: Buffer; graphql?: string };
      try {
        result = await answer(
          host,
          method,
          url,
          req.headers as Record<string, string | undefined>,
          Buffer.concat(chunks),
        );
      } catch (error) {
        const reason = `the GitHub stand-in failed on ${method} https://${host}${url.pathname}: ${(error as Error).stack}`;
        unknownRequests.push({ host, method, path: url.pathname + url.search, reason });
        result = json(500, { message: reason });
      }
      const token = (req.headers.authorization ?? '').split(/\s+/)[1];
      const message = result.status >= 400 ? errorMessage(result) : undefined;
      requests.push({
        host,
        method,
        path: url.pathname + url.search,
        status: result.status,
        ...(result.graphql ? { graphql: result.graphql } : {}),
        ...(token && tokens[token] ? { login: tokens[token].login } : {}),
        ...(req.headers.origin ? { origin: req.headers.origin } : {}),
        ...(message ? { message } : {}),
        received,
        answered: Date.now(),
      });
      res.writeHead(result.status, { ...result.headers, 'content-length': String(result.body.length) });
      res.end(result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const hostResolverRules = hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(', ');
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    hosts,
    hostResolverRules,
    chromiumArgs: [`--host-resolver-rules=${hostResolverRules}`, '--ignore-certificate-errors'],
    certificate: String(tls.cert),
    requests,
    pulls,
    deploys,
    unknownRequests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      repo.close();
    },
  };
}

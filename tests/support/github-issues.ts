/**
 * A stand-in of GitHub's issues API for a scheduled check's one issue: `GET /repos/{o}/{r}/issues`
 * (`labels`, `state`; pull requests listed too, as GitHub lists them), `POST /repos/{o}/{r}/issues`
 * (labels created on first use, as for a token with push access), `PATCH /repos/{o}/{r}/issues/{n}`
 * (`state`, `state_reason`) and `POST /repos/{o}/{r}/issues/{n}/comments`. Calibrated on GitHub's own
 * description (`@octokit/openapi`, through the Sveltia stand-in's `description()`): a method and
 * path it does not describe, or a body its schema refuses, is answered as GitHub would and
 * recorded in `problems`, as is any answer of the stand-in unlike GitHub's schema. Plain HTTP on
 * loopback: the script under test takes GITHUB_API_URL.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { description } from './github-standin/rest.ts';
import { simpleUser } from './github-standin/pulls.ts';

const API = 'https://api.github.com';

interface StandInIssue {
  number: number;
  title: string;
  body: string | null;
  labels: string[];
  state: 'open' | 'closed';
  stateReason: string | null;
  createdAt: string;
  closedAt: string | null;
  /** A pull request shares the numbering and the list, as on GitHub. */
  isPull: boolean;
  comments: string[];
}

export interface GitHubIssues {
  url: string;
  token: string;
  owner: string;
  repo: string;
  issues: StandInIssue[];
  /** Every request: method, path with query, status. */
  requests: { method: string; path: string; status: number }[];
  /** Requests or answers unlike GitHub's description; a test fails on any. */
  problems: string[];
  /** The clock issues are stamped with. */
  clock: () => Date;
  stop(): Promise<void>;
}

const stamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const BOT = { login: 'github-actions[bot]', id: 41898282 };

export async function startGitHubIssues({ owner = 'kilele', repo = 'site' } = {}): Promise<GitHubIssues> {
  const { operations, ajv } = description();
  const labelIds = new Map<string, number>();
  const labelJson = (name: string) => {
    if (!labelIds.has(name)) labelIds.set(name, 9000 + labelIds.size + 1);
    const id = labelIds.get(name)!;
    return {
      id,
      node_id: `LA_${id}`,
      url: `${API}/repos/${owner}/${repo}/labels/${encodeURIComponent(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null,
    };
  };
  const issueJson = (issue: StandInIssue) => {
    const url = `${API}/repos/${owner}/${repo}/issues/${issue.number}`;
    return {
      id: 60000 + issue.number,
      node_id: `I_${issue.number}`,
      url,
      repository_url: `${API}/repos/${owner}/${repo}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: `https://github.com/${owner}/${repo}/${issue.isPull ? 'pull' : 'issues'}/${issue.number}`,
      number: issue.number,
      state: issue.state,
      state_reason: issue.stateReason,
      title: issue.title,
      body: issue.body,
      user: simpleUser(BOT),
      labels: issue.labels.map(labelJson),
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      comments: issue.comments.length,
      ...(issue.isPull
        ? {
            pull_request: {
              url: `${API}/repos/${owner}/${repo}/pulls/${issue.number}`,
              html_url: `https://github.com/${owner}/${repo}/pull/${issue.number}`,
              diff_url: null,
              patch_url: null,
            },
          }
        : {}),
      closed_at: issue.closedAt,
      created_at: issue.createdAt,
      updated_at: issue.closedAt ?? issue.createdAt,
      author_association: 'NONE',
    };
  };

  const check = (pointer: string, value: unknown, what: string) => {
    try {
      const validate = ajv.compile({ $ref: `https://api.github.com/openapi.json${pointer}` });
      if (!validate(value))
        api.problems.push(
          `${what}: ${(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
        );
    } catch {
      // A schema Ajv cannot compile (GitHub's issue schema has one): unchecked, as in the Sveltia stand-in.
    }
  };

  const api: GitHubIssues = {
    url: '',
    token: 'ghs_contact_check_test_token',
    owner,
    repo,
    issues: [],
    requests: [],
    problems: [],
    clock: () => new Date(),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const reply = (status: number, body?: unknown) => {
      api.requests.push({ method, path: `${url.pathname}${url.search}`, status });
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(body === undefined ? '' : JSON.stringify(body));
    };
    const op = operations.find((o) => o.method === method && o.pattern.test(url.pathname));
    if (!op) {
      api.problems.push(`${method} ${url.pathname} is not in GitHub's REST description`);
      return reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
    }
    if (req.headers.authorization !== `Bearer ${api.token}`)
      return reply(401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    let body: Record<string, unknown> = {};
    if (chunks.length > 0) {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      if (op.hasJsonBody)
        check(`${op.pointer}/requestBody/content/application~1json/schema`, body, `${method} ${url.pathname} body`);
    }
    const params = op.pattern.exec(url.pathname)!.slice(1);
    if (params[0] !== owner || params[1] !== repo)
      return reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
    const answer = (status: number, value: unknown) => {
      const pointer = op.responses[String(status)];
      if (pointer) check(pointer, value, `${method} ${url.pathname} answer`);
      reply(status, value);
    };
    const byNumber = (n: string | undefined) => api.issues.find((issue) => issue.number === Number(n));

    switch (op.operationId) {
      case 'issues/list-for-repo': {
        const state = url.searchParams.get('state') ?? 'open';
        const labels = (url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
        const found = api.issues
          .filter((issue) => state === 'all' || issue.state === state)
          .filter((issue) => labels.every((label) => issue.labels.includes(label)))
          .sort((a, b) => b.number - a.number);
        return answer(200, found.map(issueJson));
      }
      case 'issues/create': {
        const issue: StandInIssue = {
          number: api.issues.length + 1,
          title: String(body['title']),
          body: typeof body['body'] === 'string' ? body['body'] : null,
          labels: Array.isArray(body['labels']) ? body['labels'].map(String) : [],
          state: 'open',
          stateReason: null,
          createdAt: stamp(api.clock()),
          closedAt: null,
          isPull: false,
          comments: [],
        };
        api.issues.push(issue);
        return answer(201, issueJson(issue));
      }
      case 'issues/update': {
        const issue = byNumber(params[2]);
        if (!issue)
          return reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
        if (body['state'] === 'closed' && issue.state === 'open') {
          issue.state = 'closed';
          issue.closedAt = stamp(api.clock());
          issue.stateReason = typeof body['state_reason'] === 'string' ? body['state_reason'] : 'completed';
        }
        return answer(200, issueJson(issue));
      }
      case 'issues/create-comment': {
        const issue = byNumber(params[2]);
        if (!issue)
          return reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
        issue.comments.push(String(body['body']));
        const at = stamp(api.clock());
        const id = 7000 + issue.comments.length;
        return answer(201, {
          id,
          node_id: `IC_${id}`,
          url: `${API}/repos/${owner}/${repo}/issues/comments/${id}`,
          html_url: `https://github.com/${owner}/${repo}/issues/${issue.number}#issuecomment-${id}`,
          body: String(body['body']),
          user: simpleUser(BOT),
          created_at: at,
          updated_at: at,
          issue_url: `${API}/repos/${owner}/${repo}/issues/${issue.number}`,
          author_association: 'NONE',
        });
      }
      default:
        api.problems.push(`${method} ${url.pathname} (${op.operationId}) is not implemented by the stand-in`);
        return reply(501, { message: `not implemented: ${op.operationId}` });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

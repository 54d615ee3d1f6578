/**
 * Stand-ins for what a scheduled run talks to (scripts/schedule/): the hosts' build hooks, GitHub's
 * Actions API and the live site, on one local server; every request is recorded.
 *
 * The hooks as the hosts document them (docs.netlify.com/configure-builds/build-hooks,
 * vercel.com/docs/deploy-hooks, developers.cloudflare.com/pages/configuration/deploy-hooks): a POST
 * to the hook's address; Netlify answers 200 with an empty body, Vercel 201 with the queued job
 * (`{ job: { id, state, createdAt } }`), Cloudflare Pages 200 with `{ success: true, result: { id } }`
 * in its API's envelope. An unknown hook: 404 (Cloudflare's envelope says `success: false`).
 * GitHub: GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs answers
 * `{ total_count, workflow_runs: [{ head_sha, … }] }`, PUT …/enable answers 204 (both operations are
 * in GitHub's own description, @octokit/openapi, which the tests check).
 * And the GitHub stand-in as a scheduled check's workflow reaches it, for the one issue it keeps.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { startGitHubStandIn, type GitHubStandIn } from './github-standin/server.ts';

export type HostName = 'netlify' | 'vercel' | 'cloudflare';

/** The path of a hook on each host; the id is what the secret holds beside it. */
export const HOOK_PATHS: Record<HostName, string> = {
  netlify: '/build_hooks/5c23354f454e1350f8543e78',
  vercel: '/v1/integrations/deploy/prj_2WjyKQmM8ZnGcJsPWMrHRHrE/Uxw9yg1Lpd',
  cloudflare: '/client/v4/pages/webhooks/deploy_hooks/0b5e3a3c-2b4a-4e5b-9f51-4d3f6c8a1e22',
};

/** What one hook call gets: the host's own answer, a refusal, a failure on the way, or no answer. */
type HookBehaviour = 'accept' | 'unknown-hook' | 'server-error' | 'rate-limited' | 'hang';

interface Recorded {
  method: string;
  path: string;
  body: string;
}

export interface StandIn {
  origin: string;
  requests: Recorded[];
  /** The answers the next hook calls get, in order; then 'accept'. */
  hookAnswers: HookBehaviour[];
  /** The live site's security.txt (undefined: 404). */
  securityTxt: string | undefined;
  /** The head commit of the last green run (undefined: no run yet). */
  lastGreen: string | undefined;
  close(): Promise<void>;
}

function answerHook(host: HostName, behaviour: HookBehaviour, res: ServerResponse) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  if (behaviour === 'hang') return; // never answers: the caller's timeout must end it
  if (behaviour === 'server-error') return json(502, { error: 'Bad gateway' });
  if (behaviour === 'rate-limited') return json(429, { error: 'Too many requests' });
  if (behaviour === 'unknown-hook') {
    if (host === 'netlify') return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    if (host === 'vercel') return json(404, { error: { code: 'not_found', message: 'Deploy hook not found' } });
    return json(404, {
      success: false,
      errors: [{ code: 8000007, message: 'Deploy hook not found' }],
      messages: [],
      result: null,
    });
  }
  if (host === 'netlify') return res.writeHead(200).end();
  if (host === 'vercel')
    return json(201, { job: { id: 'okzCd4oTr0UoEEbiNwcZ', state: 'PENDING', createdAt: 1_796_000_000_000 } });
  return json(200, { success: true, errors: [], messages: [], result: { id: 'c4b8c1a2-8f1e-4d2a-9a77-2f0c3e5d6b10' } });
}

export async function startStandIn(): Promise<StandIn> {
  const state: Omit<StandIn, 'origin' | 'close'> = {
    requests: [],
    hookAnswers: [],
    securityTxt: undefined,
    lastGreen: undefined,
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      state.requests.push({ method: req.method ?? '', path: url.pathname + url.search, body });
      const host = (Object.keys(HOOK_PATHS) as HostName[]).find((name) => HOOK_PATHS[name] === url.pathname);
      if (host && req.method === 'POST') return answerHook(host, state.hookAnswers.shift() ?? 'accept', res);
      if (url.pathname === '/.well-known/security.txt' && req.method === 'GET') {
        if (state.securityTxt === undefined) return res.writeHead(404).end('Not Found');
        return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(state.securityTxt);
      }
      if (/^\/repos\/[^/]+\/[^/]+\/actions\/workflows\/[^/]+\/runs$/.test(url.pathname) && req.method === 'GET') {
        const runs = state.lastGreen
          ? [{ id: 1, head_sha: state.lastGreen, status: 'completed', conclusion: 'success' }]
          : [];
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ total_count: runs.length, workflow_runs: runs }));
      }
      if (/^\/repos\/[^/]+\/[^/]+\/actions\/workflows\/[^/]+\/enable$/.test(url.pathname) && req.method === 'PUT')
        return res.writeHead(204).end();
      return res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The workflow's own token, as the GitHub stand-in knows it (github-actions[bot]). */
export const WORKFLOW_TOKEN = 'ghs_scheduledCheck';

export interface WorkflowGitHub {
  gitHub: GitHubStandIn;
  /** The stand-in's certificate in a file, for a script run as a child (NODE_EXTRA_CA_CERTS). */
  certificateFile: string;
  /** Makes this process's fetch trust the stand-in, for a script's function called in the test. */
  trustHere(): void;
  close(): Promise<void>;
}

/**
 * The GitHub stand-in (tests/support/github-standin, held to GitHub's REST description) as a
 * scheduled check's workflow reaches it: the repository kilele/site, empty, and WORKFLOW_TOKEN.
 */
export async function startWorkflowGitHub(): Promise<WorkflowGitHub> {
  const dir = mkdtempSync(join(tmpdir(), 'workflow-github-'));
  const repoDir = join(dir, 'repo.git');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', repoDir]);
  const gitHub = await startGitHubStandIn({
    repoDir,
    owner: 'kilele',
    repo: 'site',
    branch: 'main',
    tokens: {
      [WORKFLOW_TOKEN]: {
        login: 'github-actions[bot]',
        name: 'github-actions',
        email: 'actions@github.com',
        id: 41898282,
      },
    },
  });
  const certificateFile = join(dir, 'standin.pem');
  writeFileSync(certificateFile, gitHub.certificate);
  return {
    gitHub,
    certificateFile,
    trustHere: () => setDefaultCACertificates([...getCACertificates('default'), gitHub.certificate]),
    close: async () => {
      await gitHub.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

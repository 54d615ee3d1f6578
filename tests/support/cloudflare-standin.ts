/**
 * A stand-in of Cloudflare's API for `wrangler pages deploy` to a Direct Upload project, offline:
 * one HTTP server that wrangler reaches through `CLOUDFLARE_API_BASE_URL` (wrangler appends the
 * path to it as it is, http or https alike), and that is also the proxy (`HTTPS_PROXY`) for every
 * other host, so a request to the internet (metrics, the npm update check) is refused and recorded
 * instead of leaving the machine.
 *
 * What wrangler 4.164 calls (read from node_modules/wrangler/wrangler-dist/cli.js: the `pages
 * deploy` handler, `deploy2`, `upload`, `validate2`, `fetchResult2`), in order:
 *
 * 1. `GET /accounts/{account}/pages/projects/{project}` (API token): the project; `production_branch`
 *    decides the environment (`--branch` equal to it is production), `deployment_configs[env]`
 *    gives the compatibility date. An unknown project is error 8000007, which wrangler (not in a
 *    terminal) turns into "The Pages project … does not exist".
 * 2. The same GET again (in `deploy2`), then `GET …/upload-token` → `{ jwt }`: a JWT whose payload
 *    wrangler decodes (`max_file_count_allowed`, `exp`).
 * 3. `POST /pages/assets/check-missing` (`Authorization: Bearer <jwt>`) `{ hashes }` → the hashes
 *    Cloudflare does not have yet.
 * 4. `POST /pages/assets/upload` (jwt), in buckets: `[{ key: hash, value: base64, metadata: { contentType }, base64: true }]`.
 * 5. `POST /pages/assets/upsert-hashes` (jwt) `{ hashes }`: every file's hash.
 * 6. `POST /accounts/{account}/pages/projects/{project}/deployments` (API token), multipart form:
 *    `manifest` (JSON, `/path` → hash, `_headers`/`_redirects` left out), `branch`, `commit_hash`,
 *    `commit_message` (from `git show` when wrangler runs in a repository), `commit_dirty`, and the
 *    files `_headers` and `_redirects` when the directory has them → the deployment.
 * 7. `GET …/deployments/{id}` after 1 s, 2 s, 4 s… (5 tries) until `latest_stage` is named `deploy`
 *    (whatever its status) or its status is `success` or `failure`; the first `aliases` entry
 *    ending in `.pages.dev` is the alias written to `WRANGLER_OUTPUT_FILE_PATH`
 *    (`pages-deploy-detailed`, beside the deployment's own `url`). On `deploy`/`failure`:
 *    `GET …/deployments/{id}/history/logs?size=10000000`, whose last line is the error wrangler
 *    prints before it exits 1 (and writes no output entry). Any other last stage (still `active`,
 *    or no answer) is "couldn't ascertain the final status": exit 0, output written, alias only if
 *    the poll had one.
 *
 * Calibrated from Cloudflare's API reference (developers.cloudflare.com/api/resources/pages/
 * subresources/projects/ and …/deployments/methods/get): every answer is the envelope
 * `{ success, errors: [{ code, message }], messages, result }`; a deployment has `id`, `short_id`,
 * `url` (`https://<short_id>.<project subdomain>`), `environment`, `aliases`, `latest_stage
 * { name, status, started_on, ended_on }`, `stages`, `deployment_trigger { type: "ad_hoc",
 * metadata { branch, commit_hash, commit_message, commit_dirty } }`. The branch alias: see `branchAlias`.
 * Error codes: 8000007 (project not found) and 8000013 (upload JWT refused) are the ones wrangler's
 * source tests for; 10000 `Authentication error` with 403 is what the API answers a token without
 * access (seen in hieunc229/mailflare#1, WalshyDev/cf-pages-await#10); 7003 `Could not route to …`
 * is its answer to a path it has no route for.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long a preview alias may be (Cloudflare's rule; see `branchAlias`). */
const MAX_ALIAS_LENGTH = 28;

/**
 * The alias Cloudflare Pages gives a branch's preview (`https://<alias>.<project>.pages.dev`, the
 * same for every deployment of the branch): the branch lowercased, every character but a-z, 0-9
 * and `-` replaced by `-`, leading and trailing `-` trimmed, then cut to 28 characters. Consecutive
 * `-` are kept. A branch with nothing left gets a random `branch-…` alias (undefined here: it
 * cannot be known before the deploy). The rule as Cloudflare's Pages team wrote it out:
 * community.cloudflare.com/t/algorithm-to-generate-a-preview-dns-subdomain-from-a-branch-name/477633
 * (`dependabot/npm_and_yarn/dustjs-linkedin-3.0.0` → `dependabot-npm-and-yarn-dust`), and as seen
 * live in owid/owid-grapher#4308 (`download-api-add-filter-information` → `download-api-add-filter-info`);
 * developers.cloudflare.com/pages/configuration/preview-deployments/#preview-aliases names it.
 */
export function branchAlias(branch: string): string | undefined {
  const normalised = branch
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+|-+$/g, '');
  return normalised ? normalised.slice(0, MAX_ALIAS_LENGTH) : undefined;
}

interface CloudflareRequest {
  method: string;
  /** The path under the API base (`/accounts/…`), or `CONNECT host:port` for a proxied one. */
  path: string;
  status: number;
  /** Which credential it carried: the API token, an upload JWT, or none that the stand-in issued. */
  auth: 'token' | 'jwt' | 'none';
}

interface UnknownRequest {
  method: string;
  path: string;
  reason: string;
}

/** An uploaded file as Cloudflare keeps it: its bytes and the content type wrangler gave. */
interface StoredAsset {
  content: Buffer;
  contentType: string;
}

interface Stage {
  name: string;
  status: 'idle' | 'active' | 'success' | 'failure' | 'skipped';
  started_on: string | null;
  ended_on: string | null;
}

/** A deployment as the stand-in created it: what wrangler sent, and the answer it gets. */
interface StandInDeployment {
  id: string;
  short_id: string;
  project_id: string;
  project_name: string;
  environment: 'production' | 'preview';
  url: string;
  created_on: string;
  modified_on: string;
  production_branch: string;
  aliases: string[] | null;
  latest_stage: Stage;
  stages: Stage[];
  deployment_trigger: {
    type: 'ad_hoc';
    metadata: { branch: string; commit_hash: string; commit_message: string; commit_dirty: boolean };
  };
  is_skipped: boolean;
  source: null;
  build_config: Record<string, never>;
  env_vars: Record<string, never>;
  uses_functions: boolean;
  /** Not Cloudflare's: the manifest (`/path` → hash) and the form's other files, as wrangler sent them. */
  sent: { manifest: Record<string, string>; files: Record<string, string> };
}

export interface CloudflareStandInOptions {
  accountId: string;
  /** The API token wrangler must send (`CLOUDFLARE_API_TOKEN`). */
  apiToken: string;
  project: {
    name: string;
    productionBranch: string;
    /** The project's `*.pages.dev` host; Cloudflare adds a suffix when the name is taken. Default `<name>.pages.dev`. */
    subdomain?: string;
  };
  /**
   * How the deploy stage of every deployment stands when wrangler polls: `success` (default, with
   * the branch's alias), `failure` (its last log line `failureLog`), or still `active` (no alias yet).
   */
  deployOutcome?: 'success' | 'failure' | 'active';
  failureLog?: string;
  port?: number;
}

export interface CloudflareStandIn {
  /** For `CLOUDFLARE_API_BASE_URL`: http://127.0.0.1:PORT/client/v4. */
  apiBaseUrl: string;
  /** For `HTTPS_PROXY`/`HTTP_PROXY`: the same server, which refuses and records every other host. */
  proxyUrl: string;
  requests: CloudflareRequest[];
  /** Requests Cloudflare's API would not answer so, and any attempt to reach another host: a test fails on any. */
  unknownRequests: UnknownRequest[];
  /** Uploaded files by hash. */
  assets: Map<string, StoredAsset>;
  deployments: StandInDeployment[];
  close(): Promise<void>;
}

const BASE_PATH = '/client/v4';

interface Answer {
  status: number;
  result?: unknown;
  errors?: { code: number; message: string }[];
}

const envelope = ({ result = null, errors = [] }: Answer) => ({
  success: errors.length === 0,
  errors,
  messages: [],
  result: errors.length ? null : result,
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startCloudflareStandIn(options: CloudflareStandInOptions): Promise<CloudflareStandIn> {
  const { accountId, apiToken, project } = options;
  const subdomain = project.subdomain ?? `${project.name}.pages.dev`;
  const projectId = randomUUID();
  const createdOn = new Date().toISOString();
  const requests: CloudflareRequest[] = [];
  const unknownRequests: UnknownRequest[] = [];
  const assets = new Map<string, StoredAsset>();
  const deployments: StandInDeployment[] = [];
  const jwts = new Set<string>();
  const projectPath = `/accounts/${accountId}/pages/projects/${project.name}`;

  const deploymentConfig = { compatibility_date: '2026-11-01', compatibility_flags: [], env_vars: {} };
  const projectObject = () => ({
    id: projectId,
    name: project.name,
    subdomain,
    domains: [subdomain],
    production_branch: project.productionBranch,
    created_on: createdOn,
    // A Direct Upload project has no Git source and no build.
    source: null,
    build_config: {},
    deployment_configs: { preview: deploymentConfig, production: deploymentConfig },
    latest_deployment: deployments.at(-1) ?? null,
    canonical_deployment: deployments.findLast((d) => d.environment === 'production') ?? null,
  });

  const issueJwt = () => {
    const now = Math.floor(Date.now() / 1000);
    const jwt = [
      base64url({ alg: 'HS256', typ: 'JWT' }),
      base64url({ sub: projectId, iat: now, exp: now + 300, max_file_count_allowed: 20_000 }),
      randomBytes(32).toString('base64url'),
    ].join('.');
    jwts.add(jwt);
    return jwt;
  };

  const createDeployment = async (req: IncomingMessage, body: Buffer): Promise<Answer> => {
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const manifestText = text('manifest');
    // wrangler always sends one; without it the stand-in has no calibrated answer.
    if (!manifestText) return unknownRoute('POST', `${projectPath}/deployments (no manifest)`);
    const manifest = JSON.parse(manifestText) as Record<string, string>;
    const files: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value !== 'string') files[name] = await value.text();
    const branch = text('branch') ?? project.productionBranch;
    const shortId = randomBytes(4).toString('hex');
    const now = new Date().toISOString();
    const queued: Stage = { name: 'queued', status: 'active', started_on: now, ended_on: null };
    const deployment: StandInDeployment = {
      id: randomUUID(),
      short_id: shortId,
      project_id: projectId,
      project_name: project.name,
      environment: branch === project.productionBranch ? 'production' : 'preview',
      url: `https://${shortId}.${subdomain}`,
      created_on: now,
      modified_on: now,
      production_branch: project.productionBranch,
      // No alias yet: Cloudflare adds it once the deploy stage is done (wrangler reads it from the poll).
      aliases: null,
      latest_stage: queued,
      stages: ['queued', 'initialize', 'clone_repo', 'build', 'deploy'].map((name) =>
        name === 'queued' ? queued : { name, status: 'idle', started_on: null, ended_on: null },
      ),
      deployment_trigger: {
        type: 'ad_hoc',
        metadata: {
          branch,
          commit_hash: text('commit_hash') ?? '',
          commit_message: text('commit_message') ?? '',
          commit_dirty: text('commit_dirty') === 'true',
        },
      },
      is_skipped: false,
      source: null,
      build_config: {},
      env_vars: {},
      uses_functions: '_worker.bundle' in files,
      sent: { manifest, files },
    };
    deployments.push(deployment);
    return { status: 200, result: deployment };
  };

  /** The deployment once Cloudflare is done with it: deployed (with its alias), or failed at the deploy stage. */
  const finish = (deployment: StandInDeployment) => {
    if (deployment.latest_stage.name === 'deploy') return;
    const now = new Date().toISOString();
    const status = options.deployOutcome ?? 'success';
    deployment.stages = deployment.stages.map((stage) => ({
      ...stage,
      status: stage.name === 'deploy' ? status : stage.name === 'queued' ? 'success' : 'skipped',
      started_on: stage.started_on ?? now,
      ended_on: stage.name === 'deploy' && status === 'active' ? null : now,
    }));
    deployment.latest_stage = deployment.stages.at(-1)!;
    deployment.modified_on = now;
    const alias =
      deployment.environment === 'preview' ? branchAlias(deployment.deployment_trigger.metadata.branch) : undefined;
    // A production deployment has no alias (its address is the project's own); neither has a failed one.
    if (status === 'success') deployment.aliases = alias ? [`https://${alias}.${subdomain}`] : null;
  };

  const answerApi = async (req: IncomingMessage, path: string, search: string, body: Buffer): Promise<Answer> => {
    const method = req.method ?? 'GET';
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authError: Answer = { status: 403, errors: [{ code: 10000, message: 'Authentication error' }] };

    if (path.startsWith('/pages/assets/')) {
      if (!bearer || !jwts.has(bearer)) return { status: 401, errors: [{ code: 8000013, message: 'Unauthorized' }] };
      const route = path.slice('/pages/assets/'.length);
      if (method !== 'POST') return unknownRoute(method, path);
      if (route === 'check-missing') {
        const { hashes } = JSON.parse(body.toString('utf8')) as { hashes: string[] };
        return { status: 200, result: hashes.filter((hash) => !assets.has(hash)) };
      }
      if (route === 'upload') {
        const payload = JSON.parse(body.toString('utf8')) as {
          key: string;
          value: string;
          metadata: { contentType: string };
          base64: boolean;
        }[];
        for (const file of payload) {
          const content = Buffer.from(file.value, file.base64 ? 'base64' : 'utf8');
          assets.set(file.key, { content, contentType: file.metadata.contentType });
        }
        return { status: 200, result: { successful_key_count: payload.length, unsuccessful_keys: [] } };
      }
      if (route === 'upsert-hashes') return { status: 200, result: null };
      return unknownRoute(method, path);
    }

    if (!path.startsWith(`/accounts/${accountId}/`)) return unknownRoute(method, path);
    if (bearer !== apiToken) return authError;
    if (!path.startsWith(projectPath + '/') && path !== projectPath) {
      if (path.startsWith(`/accounts/${accountId}/pages/projects/`)) {
        return {
          status: 404,
          errors: [
            {
              code: 8000007,
              message: 'Project not found. The specified project name does not match any of your existing projects.',
            },
          ],
        };
      }
      return unknownRoute(method, path);
    }
    const rest = path.slice(projectPath.length);
    if (method === 'GET' && rest === '') return { status: 200, result: projectObject() };
    if (method === 'GET' && rest === '/upload-token') return { status: 200, result: { jwt: issueJwt() } };
    if (method === 'POST' && rest === '/deployments') return createDeployment(req, body);
    const match = /^\/deployments\/([^/]+)(\/history\/logs)?$/.exec(rest);
    const deployment = match && deployments.find((d) => d.id === match[1]);
    if (method === 'GET' && match && !deployment) {
      return {
        status: 404,
        errors: [{ code: 8000009, message: 'The deployment ID you have specified does not exist.' }],
      };
    }
    if (method === 'GET' && deployment && !match?.[2]) {
      finish(deployment);
      return { status: 200, result: deployment };
    }
    if (method === 'GET' && deployment && match?.[2] && search === '?size=10000000') {
      const lines = [
        'Initializing build environment...',
        'Success: Finished initializing build environment',
        `Error: ${options.failureLog ?? 'Deployment failed.'}`,
      ];
      const ts = deployment.modified_on;
      return {
        status: 200,
        result: { total: lines.length, includes_container_logs: false, data: lines.map((line) => ({ ts, line })) },
      };
    }
    return unknownRoute(method, path + search);
  };

  const unknownRoute = (method: string, path: string): Answer => {
    unknownRequests.push({ method, path, reason: 'not a call of `pages deploy` the stand-in knows' });
    return {
      status: 404,
      errors: [{ code: 7003, message: `Could not route to ${path}, perhaps your object identifier is invalid?` }],
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    // A proxied plain-HTTP request names its host in the request line: nowhere the stand-in answers for.
    if (/^https?:\/\//.test(req.url ?? '')) {
      unknownRequests.push({ method, path: req.url ?? '', reason: 'a request to another host, through the proxy' });
      res.writeHead(403).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const auth = bearer === apiToken ? 'token' : bearer && jwts.has(bearer) ? 'jwt' : 'none';
    const underBase = url.pathname.startsWith(BASE_PATH + '/');
    const path = underBase ? url.pathname.slice(BASE_PATH.length) : url.pathname;
    const answer = underBase ? await answerApi(req, path, url.search, body) : unknownRoute(method, path);
    requests.push({ method, path: path + url.search, status: answer.status, auth });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(envelope(answer)));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      unknownRequests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        reason: `the stand-in failed: ${String(error)}`,
      });
      res.writeHead(500).end();
    });
  });
  // Anything wrangler tries to reach over HTTPS other than the API (metrics, the npm registry) comes as CONNECT.
  server.on('connect', (req: IncomingMessage, socket) => {
    unknownRequests.push({
      method: 'CONNECT',
      path: req.url ?? '',
      reason: 'a request to another host, through the proxy',
    });
    requests.push({ method: 'CONNECT', path: req.url ?? '', status: 403, auth: 'none' });
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBaseUrl: `http://127.0.0.1:${port}${BASE_PATH}`,
    proxyUrl: `http://127.0.0.1:${port}`,
    requests,
    unknownRequests,
    assets,
    deployments,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// The GitHub Pages preview's hand-off (.github/workflows/draft-checks.yml): its `preview` step runs
// `wrangler pages deploy dist --branch <the draft's branch> --commit-hash <sha> --commit-dirty=true`
// with WRANGLER_OUTPUT_FILE_PATH, and the `done` step reads the preview's address from that file
// (`previewUrlFromWrangler`). Here the real wrangler (the devDependency) runs that step's command,
// read from the workflow with its variables, and deploys a small built site to a stand-in of
// Cloudflare's API (tests/support/cloudflare-standin.ts): every file must arrive, with the branch
// and commit given, and the file wrangler writes must give the branch's address.
import { execFile, execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBuiltFiles } from '../../scripts/site-pages.mjs';
import { previewUrlFromWrangler } from '../../studio/draft-check.ts';
import {
  branchAlias,
  startCloudflareStandIn,
  type CloudflareStandIn,
  type CloudflareStandInOptions,
} from '../support/cloudflare-standin.ts';

const WRANGLER = fileURLToPath(new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url));
const ACCOUNT = '0123456789abcdef0123456789abcdef';
const TOKEN = 'cf-test-token';
const PROJECT = 'kilele-previews';
const BRANCH = 'cms/services/design';

/** A built site in small: pages, a nested asset, and the `_headers` file Cloudflare reads apart. */
const SITE: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><meta name="robots" content="noindex">',
  'services/design/index.html': '<!doctype html><title>Design</title><p>The draft’s new line.</p>',
  '_astro/site.css': 'body { margin: 0; }',
  'robots.txt': 'User-agent: *\nDisallow: /\n',
  _headers: '/*\n  X-Robots-Tag: noindex\n',
};

interface Run {
  code: number;
  output: string;
  /** What wrangler wrote to WRANGLER_OUTPUT_FILE_PATH ('' if nothing). */
  outputFile: string;
}

let work: string;
let siteRepo: string;
let commit: string;

interface PreviewStep {
  id?: string;
  run?: string;
  env?: Record<string, string>;
}

/** The workflow's `preview` step: its command and its environment are what is run here. */
const previewStep = Object.values(
  (
    yaml.load(readFileSync('.github/workflows/draft-checks.yml', 'utf8')) as {
      jobs: Record<string, { steps: PreviewStep[] }>;
    }
  ).jobs,
)
  .flatMap((job) => job.steps)
  .find((step) => step.id === 'preview');

/** The step's `npx wrangler …` as words, each `${{ expression }}` given its value from `values` (an unknown one throws). */
function workflowWrangler(values: Record<string, string>): string[] {
  const command = (previewStep?.run ?? '')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .find((line) => /\bwrangler pages deploy\b/.test(line));
  if (!command) throw new Error("The workflow's preview step runs no `wrangler pages deploy`");
  const filled = command.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
    const value = values[expression];
    if (value === undefined) throw new Error(`No value here for the workflow's \${{ ${expression} }}`);
    return value;
  });
  return [...filled.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]!);
}

/** `wrangler pages deploy dist` as the workflow's preview step runs it, from the draft's checkout, against `standIn`. */
async function deploy(standIn: CloudflareStandIn, name: string): Promise<Run> {
  const outputPath = join(work, `${name}-output.json`);
  const home = join(work, `${name}-home`);
  await mkdir(join(home, 'tmp'), { recursive: true });
  const [npx, wrangler, ...args] = workflowWrangler({
    'vars.PREVIEW_PAGES_PROJECT': PROJECT,
    'github.event.pull_request.head.ref': BRANCH,
    'github.event.pull_request.head.sha': commit,
  });
  expect([npx, wrangler]).toEqual(['npx', 'wrangler']);
  // The step's variables, with this run's values (the runner's temporary folder is `work`).
  const stepValues: Record<string, string> = {
    '${{ secrets.CLOUDFLARE_API_TOKEN }}': TOKEN,
    '${{ vars.CLOUDFLARE_ACCOUNT_ID }}': ACCOUNT,
    '${{ runner.temp }}/wrangler-output.json': outputPath,
    true: 'true',
    false: 'false',
  };
  const stepEnv = Object.fromEntries(
    Object.entries(previewStep?.env ?? {}).map(([key, value]) => {
      const filled = stepValues[value];
      if (filled === undefined) throw new Error(`No value here for the preview step's ${key}: ${value}`);
      return [key, filled];
    }),
  );
  // What the workflow gives it (metrics off and the banner hidden among it: without them, wrangler
  // sends three events to sparrow.cloudflare.com and asks registry.npmjs.org for a newer wrangler,
  // which the stand-in would record and refuse), and the stand-in as the API and as the proxy for
  // every other host, so nothing reaches the internet.
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    // A runner's own temporary folder: wrangler caches its npm update check there for an hour, which
    // would hide that request from every run after the first.
    TMPDIR: join(home, 'tmp'),
    CI: 'true',
    ...stepEnv,
    CLOUDFLARE_API_BASE_URL: standIn.apiBaseUrl,
    HTTPS_PROXY: standIn.proxyUrl,
    HTTP_PROXY: standIn.proxyUrl,
    NO_PROXY: '127.0.0.1',
  };
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, [WRANGLER, ...args], { cwd: siteRepo, env }, (error, stdout, stderr) => {
      const exit = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ code: exit, output: stdout + stderr });
    });
  });
  const outputFile = await readFile(outputPath, 'utf8').catch(() => '');
  return { code, output, outputFile };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'preview-deploy-'));
  // The draft's checkout: a git repository (wrangler reads the commit's message from it) with dist/ built in it.
  siteRepo = join(work, 'site');
  await mkdir(siteRepo);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Ada Editor', '-c', 'user.email=ada@example.com', ...args], {
      cwd: siteRepo,
      encoding: 'utf8',
    }).trim();
  git('init', '-q', '-b', BRANCH);
  await writeFile(join(siteRepo, 'README.md'), '# Site\n');
  git('add', 'README.md');
  git('commit', '-q', '-m', 'Update Services “Design”');
  commit = git('rev-parse', 'HEAD');
  for (const [path, text] of Object.entries(SITE)) {
    await mkdir(join(siteRepo, 'dist', path, '..'), { recursive: true });
    await writeFile(join(siteRepo, 'dist', path), text);
  }
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('branchAlias: the preview address Cloudflare Pages gives a branch', () => {
  it.each([
    ['cms/services/design', 'cms-services-design'],
    ['Feature/Hero_Copy', 'feature-hero-copy'],
    ['-test-abc-', 'test-abc'],
    ['fix//double', 'fix--double'],
    // Cut to 28 characters (both seen on Cloudflare; see branchAlias's sources).
    ['dependabot/npm_and_yarn/dustjs-linkedin-3.0.0', 'dependabot-npm-and-yarn-dust'],
    ['download-api-add-filter-information', 'download-api-add-filter-info'],
    ['cms/case-studies/a-very-long-case-study-slug', 'cms-case-studies-a-very-long'],
  ])('%s → %s', (branch, alias) => {
    expect(branchAlias(branch)).toBe(alias);
  });

  it('has none to predict when nothing of the name is left (Cloudflare picks a random one)', () => {
    expect(branchAlias('-::::-')).toBeUndefined();
  });
});

/**
 * For the describe it is called in: a stand-in of the project's Cloudflare account (`options` on
 * top, e.g. how a deploy ends), and with `deployAs`, the workflow's deploy to it; read once set up.
 */
function standInFor(options: Partial<CloudflareStandInOptions> = {}, deployAs?: string) {
  const at = {} as { standIn: CloudflareStandIn; run: Run };
  beforeAll(async () => {
    at.standIn = await startCloudflareStandIn({
      accountId: ACCOUNT,
      apiToken: TOKEN,
      project: { name: PROJECT, productionBranch: 'main' },
      ...options,
    });
    if (deployAs) at.run = await deploy(at.standIn, deployAs);
  }, 120_000);
  afterAll(async () => {
    await at.standIn?.close();
  });
  return at;
}

describe('the Cloudflare stand-in holds wrangler to what it knows', () => {
  const at = standInFor();

  it('refuses a wrong token, and records a call it does not know and any other host asked through it', async () => {
    const project = await fetch(`${at.standIn.apiBaseUrl}/accounts/${ACCOUNT}/pages/projects/${PROJECT}`, {
      headers: { authorization: 'Bearer wrong' },
    });
    expect(project.status).toBe(403);
    expect(await project.json()).toMatchObject({ success: false, errors: [{ code: 10000 }], result: null });
    expect(at.standIn.unknownRequests).toEqual([]);

    const other = await fetch(`${at.standIn.apiBaseUrl}/user/tokens/verify`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(other.status).toBe(404);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(at.standIn.proxyUrl, { method: 'CONNECT', path: 'sparrow.cloudflare.com:443' })
        .on('connect', (res, socket) => {
          socket.destroy();
          resolve(res.statusCode);
        })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
    expect(at.standIn.unknownRequests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user/tokens/verify',
      'CONNECT sparrow.cloudflare.com:443',
    ]);
  });
});

describe('wrangler pages deploy of a draft, against the Cloudflare stand-in', () => {
  const at = standInFor({}, 'success');

  it('exits 0 having asked nothing the stand-in does not know, and nothing of the internet', () => {
    expect(at.run.code, at.run.output).toBe(0);
    expect(at.standIn.unknownRequests).toEqual([]);
    // The project twice (the command, then its deploy), the upload token twice (the deploy reads its
    // file limit, the upload gets its own), the four files in three concurrent buckets.
    expect(at.standIn.requests.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/, '{id}')} ${r.auth}`)).toEqual([
      `GET /accounts/${ACCOUNT}/pages/projects/${PROJECT} token`,
      `GET /accounts/${ACCOUNT}/pages/projects/${PROJECT} token`,
      `GET /accounts/${ACCOUNT}/pages/projects/${PROJECT}/upload-token token`,
      `GET /accounts/${ACCOUNT}/pages/projects/${PROJECT}/upload-token token`,
      'POST /pages/assets/check-missing jwt',
      'POST /pages/assets/upload jwt',
      'POST /pages/assets/upload jwt',
      'POST /pages/assets/upload jwt',
      'POST /pages/assets/upsert-hashes jwt',
      `POST /accounts/${ACCOUNT}/pages/projects/${PROJECT}/deployments token`,
      `GET /accounts/${ACCOUNT}/pages/projects/${PROJECT}/deployments/{id} token`,
    ]);
  });

  it('uploads every file of the directory with its content, and the manifest maps each path to it', async () => {
    const [deployment] = at.standIn.deployments;
    const dist = join(siteRepo, 'dist');
    const files = listBuiltFiles(dist);
    expect([...files].sort()).toEqual(Object.keys(SITE).sort());
    const { manifest, files: formFiles } = deployment!.sent;
    // _headers goes in the form, not among the assets (as Cloudflare reads it).
    expect(Object.keys(manifest).sort()).toEqual(
      files
        .filter((file) => file !== '_headers')
        .map((file) => `/${file}`)
        .sort(),
    );
    for (const [path, hash] of Object.entries(manifest)) {
      const asset = at.standIn.assets.get(hash);
      expect(asset?.content.toString('utf8'), path).toBe(await readFile(join(dist, path), 'utf8'));
    }
    expect(formFiles._headers).toBe(SITE._headers);
    expect(at.standIn.assets.get(manifest['/index.html']!)?.contentType).toBe('text/html');
    expect(at.standIn.assets.get(manifest['/_astro/site.css']!)?.contentType).toBe('text/css');
  });

  it("deploys the draft's branch and commit as a preview", () => {
    const [deployment] = at.standIn.deployments;
    expect(at.standIn.deployments).toHaveLength(1);
    expect(deployment!.environment).toBe('preview');
    expect(deployment!.deployment_trigger.metadata).toEqual({
      branch: BRANCH,
      commit_hash: commit,
      commit_message: 'Update Services “Design”',
      commit_dirty: true,
    });
  });

  it("writes the branch's address, which the workflow's done step posts as the preview", () => {
    const alias = `https://${branchAlias(BRANCH)}.${PROJECT}.pages.dev`;
    expect(alias).toBe(`https://cms-services-design.${PROJECT}.pages.dev`);
    expect(previewUrlFromWrangler(at.run.outputFile)).toBe(alias);
    expect(at.run.output).toContain(`Deployment alias URL: ${alias}`);
  });
});

describe('wrangler pages deploy that Cloudflare fails', () => {
  const reason = 'Failed to publish your Function. Got error: Uncaught Error: No such module.';
  const at = standInFor({ deployOutcome: 'failure', failureLog: reason }, 'failure');

  it("exits non-zero with Cloudflare's reason, and writes no preview for the done step", () => {
    expect(at.run.code, at.run.output).not.toBe(0);
    expect(at.run.output).toContain(reason);
    expect(previewUrlFromWrangler(at.run.outputFile)).toBeUndefined();
    expect(at.standIn.unknownRequests).toEqual([]);
    expect(at.standIn.requests.at(-1)?.path).toMatch(/\/deployments\/[0-9a-f-]{36}\/history\/logs\?size=10000000$/);
  });
});

describe('wrangler pages deploy that Cloudflare has not finished when wrangler stops waiting', () => {
  const at = standInFor({ deployOutcome: 'active' }, 'unfinished');

  // wrangler stops polling at a `deploy` stage whatever its status; the branch's alias comes only
  // once it is done, so the done step posts the deployment's own address, which serves when it is.
  it("exits 0, and the preview given to the done step is the deployment's own address", () => {
    expect(at.run.code, at.run.output).toBe(0);
    expect(at.run.output).toContain("couldn't ascertain the final status");
    const [deployment] = at.standIn.deployments;
    expect(deployment!.url).toMatch(new RegExp(`^https://[0-9a-f]{8}\\.${PROJECT}\\.pages\\.dev$`));
    expect(previewUrlFromWrangler(at.run.outputFile)).toBe(deployment!.url);
    expect(at.standIn.unknownRequests).toEqual([]);
  });
});

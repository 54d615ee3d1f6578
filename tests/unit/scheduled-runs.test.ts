// The scheduled runs' scripts, run as the workflows run them, against stand-ins of each host's build
// hook, GitHub's Actions API and the live site (tests/support/schedule-standins.ts):
// scripts/schedule/trigger-build-hook.mjs (.github/workflows/scheduled-rebuild.yml) and
// scripts/schedule/deploy-lane.mjs (the `changes` job of .github/workflows/deploy-pages.yml).
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSecurityTxt } from '../../src/lib/build/security-txt';
import { HOOK_PATHS, startStandIn, type HostName, type StandIn } from '../support/schedule-standins';

const DAY = 24 * 60 * 60 * 1000;
const CRON = '17 5 * * *';
const TRIGGER = resolve('scripts/schedule/trigger-build-hook.mjs');
const LANE = resolve('scripts/schedule/deploy-lane.mjs');
const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
  agency: { url: string; securityTxt: { contacts: string[]; expiresInDays: number; preferredLanguages: string[] } };
};
/** The live site's security.txt as a build `daysAgo` days ago wrote it. */
const liveBuiltDaysAgo = (daysAgo: number) =>
  buildSecurityTxt(site.agency.securityTxt, site.agency.url, new Date(Date.now() - daysAgo * DAY));

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.hookAnswers.length = 0;
  // A build of two days ago, of this year unless today is 1 or 2 January.
  standIn.securityTxt = liveBuiltDaysAgo(new Date().getUTCMonth() === 0 && new Date().getUTCDate() <= 2 ? 0 : 2);
});

interface Outcome {
  code: number;
  out: string;
}
function run(script: string, args: string[], env: Record<string, string>, cwd = process.cwd()): Promise<Outcome> {
  return new Promise((done) =>
    execFile(
      process.execPath,
      [script, ...args],
      { cwd, env: { PATH: process.env['PATH'] ?? '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );
}
const hookEnv = (host: HostName) => ({
  BUILD_HOOK_URL: `${standIn.origin}${HOOK_PATHS[host]}`,
  GITHUB_TOKEN: 't',
  GITHUB_REPOSITORY: 'kilele/site',
  GITHUB_API_URL: standIn.origin,
  GITHUB_WORKFLOW_REF: 'kilele/site/.github/workflows/scheduled-rebuild.yml@refs/heads/main',
});
const trigger = (host: HostName, args: string[] = [], env: Record<string, string> = {}) =>
  run(TRIGGER, ['--site', standIn.origin, '--retry-delay', '0.05', '--timeout', '2', ...args], {
    ...hookEnv(host),
    ...env,
  });
const hookCalls = () => standIn.requests.filter((r) => r.method === 'POST');

describe('GitHub describes the operations the scripts call', () => {
  it('lists a workflow’s runs and enables a workflow', () => {
    const file = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
    const paths = (JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(paths['/repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs']).toHaveProperty('get');
    expect(paths['/repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable']).toHaveProperty('put');
  });
});

describe('trigger-build-hook.mjs', () => {
  it.each<[HostName, RegExp]>([
    ['netlify', /Netlify accepted the build hook: a production build starts/],
    ['vercel', /Vercel accepted the build hook: deployment job okzCd4oTr0UoEEbiNwcZ is PENDING/],
    ['cloudflare', /Cloudflare Pages accepted the build hook: deployment c4b8c1a2-8f1e-4d2a-9a77-2f0c3e5d6b10 started/],
  ])('calls the %s hook once when run by hand, and never prints its address', async (host, accepted) => {
    const { code, out } = await trigger(host);
    expect(out).toMatch(accepted);
    expect(code).toBe(0);
    expect(hookCalls()).toHaveLength(1);
    expect(hookCalls()[0]!.path.split('?')[0]).toBe(HOOK_PATHS[host]);
    expect(out).not.toContain(HOOK_PATHS[host].split('/').at(-1));
  });

  it("titles Netlify's deploy", async () => {
    await trigger('netlify');
    expect(hookCalls()[0]!.path).toContain('trigger_title=Scheduled+rebuild+%28dated+outputs%29');
  });

  it.each<HostName>(['netlify', 'vercel', 'cloudflare'])(
    'on %s, a scheduled run with nothing dated to renew calls no hook, and keeps the schedule alive',
    async (host) => {
      const { code, out } = await trigger(host, ['--schedule', CRON]);
      expect(code).toBe(0);
      expect(out).toMatch(/nothing dated changes: the live build is of \d{4} and its security\.txt has \d+ days left/);
      expect(hookCalls()).toEqual([]);
      expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'PUT /repos/kilele/site/actions/workflows/scheduled-rebuild.yml/enable',
        'GET /.well-known/security.txt',
      ]);
    },
  );

  it('a scheduled run calls the hook when security.txt nears the floor, when the year turned, or when the site has none', async () => {
    standIn.securityTxt = liveBuiltDaysAgo(29);
    expect((await trigger('vercel', ['--schedule', CRON])).out).toMatch(
      /security\.txt expires in 15[01] days, fewer than 150 by the next run/,
    );
    standIn.securityTxt = buildSecurityTxt(
      site.agency.securityTxt,
      site.agency.url,
      new Date(`${new Date().getUTCFullYear() - 1}-12-31T05:17:00Z`),
    );
    expect((await trigger('vercel', ['--schedule', CRON])).out).toMatch(/rebuilding for the footer's year/);
    standIn.securityTxt = undefined;
    expect((await trigger('vercel', ['--schedule', CRON])).out).toMatch(/has no Expires to read/);
    expect(hookCalls()).toHaveLength(3);
  });

  it('tries again after a 502 and a 429, within the attempts', async () => {
    standIn.hookAnswers.push('server-error', 'rate-limited');
    const { code, out } = await trigger('cloudflare');
    expect(out).toMatch(/Cloudflare Pages answered 502 \(attempt 1 of 3\)/);
    expect(out).toMatch(/Cloudflare Pages answered 429 \(attempt 2 of 3\)/);
    expect(code).toBe(0);
    expect(hookCalls()).toHaveLength(3);
  });

  it('gives up, saying so, when the host never answers', async () => {
    standIn.hookAnswers.push('hang', 'hang');
    const { code, out } = await trigger('netlify', ['--attempts', '2', '--timeout', '0.3']);
    expect(out).toMatch(/Netlify did not answer within 0\.3 s \(attempt 1 of 2\)/);
    expect(out).toMatch(/Netlify did not accept the build hook in 2 attempts: no rebuild today/);
    expect(code).toBe(1);
  });

  it.each<HostName>(['netlify', 'vercel', 'cloudflare'])(
    'names the secret when %s refuses the hook, once',
    async (host) => {
      standIn.hookAnswers.push('unknown-hook');
      const { code, out } = await trigger(host);
      expect(out).toMatch(
        /refused the build hook in the secret BUILD_HOOK_URL \(404\): the hook was deleted or mistyped/,
      );
      expect(code).toBe(1);
      expect(hookCalls()).toHaveLength(1);
    },
  );

  it('names the secret when it is missing, and when it is no hook of the three hosts', async () => {
    const missing = await trigger('netlify', [], { BUILD_HOOK_URL: '' });
    expect(missing.out).toMatch(
      /the repository secret BUILD_HOOK_URL is not set \(Settings → Secrets and variables → Actions/,
    );
    expect(missing.code).toBe(1);
    const other = await trigger('netlify', [], { BUILD_HOOK_URL: `${standIn.origin}/hooks/abc` });
    expect(other.out).toMatch(
      /the secret BUILD_HOOK_URL \(a hook at 127\.0\.0\.1:\d+\) is not a Netlify, Vercel or Cloudflare Pages build hook/,
    );
    expect(standIn.requests).toEqual([]);
  });
});

describe('deploy-lane.mjs', () => {
  let repo: string;
  const sha: Record<string, string> = {};
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const commit = (name: string, file: string) => {
    mkdirSync(join(repo, file, '..'), { recursive: true });
    writeFileSync(join(repo, file), name);
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', name);
    sha[name] = git('rev-parse', 'HEAD');
  };
  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'deploy-lane-'));
    git('init', '-q');
    commit('green', 'src/a.ts');
    commit('content', 'content/faq/a.json');
    commit('code', 'src/b.ts');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  const lane = async (event: string, head: string, args: string[] = []) => {
    const output = join(repo, '..', `${Date.now()}-output`);
    writeFileSync(output, '');
    const { code, out } = await run(
      LANE,
      ['--site', standIn.origin, ...args],
      {
        GITHUB_EVENT_NAME: event,
        GITHUB_SHA: head,
        GITHUB_REPOSITORY: 'kilele/site',
        GITHUB_TOKEN: 't',
        GITHUB_API_URL: standIn.origin,
        GITHUB_WORKFLOW_REF: 'kilele/site/.github/workflows/deploy-pages.yml@refs/heads/main',
        GITHUB_OUTPUT: output,
      },
      repo,
    );
    const outputs = Object.fromEntries(
      readFileSync(output, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('=') as [string, string]),
    );
    rmSync(output);
    return { code, out, outputs };
  };

  it('a push of content alone since the last green run: the content lane beside the whole suite', async () => {
    standIn.lastGreen = sha['green'];
    const { code, outputs } = await lane('push', sha['content']!);
    expect(code).toBe(0);
    expect(outputs).toEqual({ content_only: 'true', whole_suite: 'true', base: sha['green'] });
    expect(standIn.requests.map((r) => r.path)).toEqual([
      '/repos/kilele/site/actions/workflows/deploy-pages.yml/runs?branch=main&status=success&per_page=1',
    ]);
  });

  it('a push of code, or no green run yet: the whole suite, then the build', async () => {
    standIn.lastGreen = sha['green'];
    expect((await lane('push', sha['code']!)).outputs).toEqual({ content_only: 'false', whole_suite: 'true' });
    standIn.lastGreen = undefined;
    expect((await lane('push', sha['content']!)).outputs).toEqual({ content_only: 'false', whole_suite: 'true' });
  });

  it('a run by hand: the whole suite, then the build', async () => {
    standIn.lastGreen = sha['content'];
    expect((await lane('workflow_dispatch', sha['content']!)).outputs).toEqual({
      content_only: 'false',
      whole_suite: 'true',
    });
  });

  it('a scheduled run on the green code with nothing to renew: nothing runs, the schedule kept alive', async () => {
    standIn.lastGreen = sha['content'];
    const { out, outputs } = await lane('schedule', sha['content']!, ['--schedule', CRON]);
    expect(outputs).toEqual({ content_only: 'false', whole_suite: 'false' });
    expect(out).toMatch(/Nothing deployed: nothing dated changes/);
    expect(standIn.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /repos/kilele/site/actions/workflows/deploy-pages.yml/runs',
      'PUT /repos/kilele/site/actions/workflows/deploy-pages.yml/enable',
      'GET /.well-known/security.txt',
    ]);
  });

  it('a scheduled run on the green code when security.txt nears the floor: the content lane, not the whole suite', async () => {
    standIn.lastGreen = sha['content'];
    standIn.securityTxt = liveBuiltDaysAgo(40);
    const { out, outputs } = await lane('schedule', sha['content']!, ['--schedule', CRON]);
    expect(outputs).toEqual({ content_only: 'true', whole_suite: 'false', base: sha['content'] });
    expect(out).toMatch(/The content lane: security\.txt expires in 1[34]\d days/);
  });

  it('a scheduled run whose content is not live yet: the content lane, without asking the site', async () => {
    standIn.lastGreen = sha['green'];
    const { outputs } = await lane('schedule', sha['content']!, ['--schedule', CRON]);
    expect(outputs).toEqual({ content_only: 'true', whole_suite: 'false', base: sha['green'] });
    expect(standIn.requests.some((r) => r.path.includes('security.txt'))).toBe(false);
  });

  it('a scheduled run on code that has not passed the whole suite: nothing at all', async () => {
    standIn.lastGreen = sha['content'];
    const { out, outputs } = await lane('schedule', sha['code']!, ['--schedule', CRON]);
    expect(outputs).toEqual({ content_only: 'false', whole_suite: 'false' });
    expect(out).toMatch(/The code differs from the last fully green run/);
  });
});

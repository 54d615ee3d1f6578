// The draft check's workflow (.github/workflows/draft-checks.yml) cannot run here: no GitHub, no
// Cloudflare. What it hands from step to step can be checked: the steps run in the order the
// script expects (pending, fields, the site's checks, the preview, done), every option it passes is
// one the script takes, the preview is built as a preview and its address handed over through the
// very file wrangler writes, and the result is posted unless the fields step already said why.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

interface Step {
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: { pull_request?: { types?: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; steps: Step[] }>;
}

const flow = yaml.load(readFileSync('.github/workflows/draft-checks.yml', 'utf8')) as Workflow;
const job = Object.values(flow.jobs)[0]!;
const steps = job.steps;
const runs = steps.map((step) => (step.run ?? '').replace(/\s+/g, ' ').trim());
const at = (pattern: RegExp) => runs.findIndex((run) => pattern.test(run));
const usage = execFileSync(process.execPath, ['scripts/draft-check.mjs', '--help'], { encoding: 'utf8' });

describe('the draft check workflow', () => {
  it('runs on every pull request, and may post statuses and comments', () => {
    expect(flow.on.pull_request?.types).toEqual(expect.arrayContaining(['opened', 'synchronize', 'reopened']));
    expect(flow.permissions).toMatchObject({ statuses: 'write', 'pull-requests': 'write', contents: 'read' });
    expect(job.if, "a fork's read-only token could post nothing").toContain('head.repo.full_name == github.repository');
  });

  it('checks the draft in order: pending, its fields, the site, the preview, then the result', () => {
    const order = [
      at(/^node scripts\/draft-check\.mjs pending$/),
      at(/^node scripts\/draft-check\.mjs fields$/),
      at(/^set -o pipefail; npm run test:content 2>&1 \| tee "\$RUNNER_TEMP\/content-checks.log"$/),
      at(/wrangler pages deploy dist /),
      at(/^node scripts\/draft-check\.mjs done /),
    ];
    expect(
      order.every((i) => i >= 0),
      runs.join('\n'),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(steps[order[1]!]!.id).toBe('fields');
    expect(steps[order[2]!]!.id).toBe('site');
    expect(steps[order[3]!]!.id).toBe('preview');
  });

  it('passes only options the script takes', () => {
    const flags = runs
      .filter((run) => run.startsWith('node scripts/draft-check.mjs'))
      .flatMap((run) => run.match(/--[a-z-]+/g) ?? []);
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(usage, flag).toContain(flag);
  });

  it("builds the preview as a preview, and hands its address over in wrangler's output file", () => {
    const preview = steps.find((step) => step.id === 'preview')!;
    expect(preview.if).toMatch(/steps\.site\.outcome == 'success'/);
    expect(preview.env?.['SITE_PREVIEW']).toBe('true');
    expect(preview.run).toMatch(/--branch "\$\{\{ github\.event\.pull_request\.head\.ref \}\}"/);
    const file = preview.env?.['WRANGLER_OUTPUT_FILE_PATH'];
    expect(file).toBe('${{ runner.temp }}/wrangler-output.json');
    const done = runs[at(/^node scripts\/draft-check\.mjs done /)]!;
    expect(done).toContain("format('--wrangler-output {0}/wrangler-output.json', runner.temp)");
    expect(done).toContain("steps.preview.outcome == 'success'");
  });

  it('posts the result unless the fields step already posted why it failed, and not when cancelled', () => {
    const done = steps[at(/^node scripts\/draft-check\.mjs done /)]!;
    expect(done.if).toContain("steps.fields.outcome == 'success'");
    expect(done.if).toContain('!cancelled()');
    expect(done.run).toContain("steps.site.outcome == 'success' && 'success' || 'failure'");
  });
});

describe('scripts/draft-check.mjs refuses a call it cannot carry out, before posting anything', () => {
  const run = (args: string[], env: Record<string, string> = {}) => {
    try {
      execFileSync(process.execPath, ['scripts/draft-check.mjs', ...args], {
        encoding: 'utf8',
        stdio: 'pipe',
        env: { PATH: process.env['PATH'] ?? '', ...env },
      });
      return { code: 0, stderr: '' };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, stderr: failed.stderr };
    }
  };
  const ready = { GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'o/r' };

  it.each<[string, string[], Record<string, string>, RegExp]>([
    ['no step named', [], ready, /Say what to post: pending, fields or done/],
    ['an unknown step', ['publish'], ready, /Say what to post/],
    ['done without its outcome', ['done', '--sha', 'a', '--pull', '1'], ready, /done needs --outcome success/],
    ['no token', ['pending', '--sha', 'a'], { GITHUB_REPOSITORY: 'o/r' }, /missing GITHUB_TOKEN/],
    ['no commit', ['pending'], ready, /missing --sha \(or a pull request event\)/],
    ['fields without a base', ['fields', '--sha', 'a', '--pull', '1'], ready, /missing --base/],
    ['an unknown option', ['pending', '--shaa', 'a'], ready, /Unknown option '--shaa'/],
  ])('%s', (_name, args, env, message) => {
    const { code, stderr } = run(args, env);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});

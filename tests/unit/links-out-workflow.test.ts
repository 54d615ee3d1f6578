// The weekly check of the links out of the site (.github/workflows/links-out.yml) cannot run here:
// no GitHub, no other sites. What it is can be checked: a schedule of its own (weekly) and a run by
// hand, the one permission it needs (issues), nothing that deploys or that a deploy waits on, and
// every step's work the script's (tested in links-out-check.test.ts), with options it takes.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

interface Workflow {
  name: string;
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown; push?: unknown; pull_request?: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, { steps: { run?: string; uses?: string }[] }>;
}

const FILE = '.github/workflows/links-out.yml';
const flow = yaml.load(readFileSync(FILE, 'utf8')) as Workflow;
const runs = Object.values(flow.jobs)
  .flatMap((job) => job.steps)
  .flatMap((step) => (step.run ? [step.run.replace(/\s+/g, ' ').trim()] : []));

describe('the weekly check of the links out of the site', () => {
  it('runs once a week on a schedule of its own and by hand, never on a push', () => {
    expect(flow.name).toBe('Links out of the site');
    const crons = (flow.on.schedule ?? []).map((entry) => entry.cron);
    expect(crons).toHaveLength(1);
    // minute hour * * weekday: one run a week.
    expect(crons[0]).toMatch(/^\d{1,2} \d{1,2} \* \* [0-6]$/);
    expect(flow.on).toHaveProperty('workflow_dispatch');
    expect(flow.on.push).toBeUndefined();
    expect(flow.on.pull_request).toBeUndefined();
  });

  it('may write issues and read the code, nothing else: it deploys nothing', () => {
    expect(flow.permissions).toEqual({ contents: 'read', issues: 'write' });
  });

  it('installs, then calls only the script, with options it takes', () => {
    expect(runs).toEqual([
      'npm install --no-audit --no-fund',
      'node scripts/schedule/check-links-out.mjs --build --issue',
    ]);
    const usage = execFileSync(process.execPath, ['scripts/schedule/check-links-out.mjs', '--help'], {
      encoding: 'utf8',
    });
    for (const flag of runs[1]!.match(/--[a-z-]+/g) ?? []) expect(usage).toContain(`  ${flag}`);
  });

  it('no other workflow waits on it, so a dead link never blocks a deploy', () => {
    for (const other of readdirSync('.github/workflows').filter((file) => file !== 'links-out.yml'))
      expect(readFileSync(`.github/workflows/${other}`, 'utf8'), other).not.toMatch(/links-out|check-links-out/);
  });
});

// The gate npm test holds (`npm run bench -- --budget`: only what the code decides) exits 1 on a
// regression and names the broken budget, on a fixture
// whose first screen is a 1920 px stock photo (served by the stand-in at its real weight) and on
// one that blocks its main thread after the first paint, and on one whose long task starts before
// the first paint is presented and ends after it (Total Blocking Time counts it; so does the gate).
// The long-task fixtures run as npm test's gate does, Lantern's run only (--no-observed); the slow-LCP
// one also makes the observed run the gate never reads, so a run that reports it is checked too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const bench = (fixture: string, ...options: string[]) =>
  spawnSync(
    process.execPath,
    ['scripts/bench.mjs', '--dir', `tests/fixtures/${fixture}`, '--budget', '--no-interactions', ...options],
    { encoding: 'utf8', env: { ...process.env, PHOTO_HOST_PORT: '' }, timeout: 280_000 },
  );

describe('the slow-LCP fixture', () => {
  it('breaks the gate: past 2.0 s, and the photo is not fetched at high priority', () => {
    const result = bench('slow-lcp');
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/\n {2}\/: LCP \d+\.\d\d s > 2\.0 s\n/);
    expect(result.stderr).toContain('/: LCP photo: fetchpriority=high should be applied');
    expect(result.stdout).toMatch(/\| \/ +\| .*\| img photo-1522071820081-009f0129c71c .*\| +FAIL \|/);
  }, 300_000);
});

describe('the long-task fixture', () => {
  it('breaks the gate on its long task alone', () => {
    const result = bench('long-task', '--no-observed');
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toMatch(
      /Budgets broken:\n {2}\/: a main-thread task took \d+ ms of CPU > 200 ms \(script\)\n?$/,
    );
  }, 300_000);
});

describe('the long-task-at-paint fixture', () => {
  // Its task starts with the first frame. Where the paint lands is the browser's doing: on a busy
  // machine the paint was presented 3-26 ms after the task began (5 runs of 5), on a quiet one
  // Chromium held the paint until the task ended. The gate fails it either way.
  it('breaks the gate on a task at the first paint, wherever the paint lands', () => {
    const json = join(mkdtempSync(join(tmpdir(), 'bench-')), 'result.json');
    const result = bench('long-task-at-paint', '--no-observed', '--json', json);
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toMatch(
      /Budgets broken:\n {2}\/: a main-thread task took \d+ ms of CPU > 200 ms \(script\)\n?$/,
    );
    const { results } = JSON.parse(readFileSync(json, 'utf8')) as {
      results: { heaviestTask?: { startMs: number; durationMs: number; cpuMs: number } }[];
    };
    const task = results[0]?.heaviestTask;
    // The fixture's own task, within a frame of the paint: not one long after it.
    expect(Math.abs(task?.startMs ?? Infinity), JSON.stringify(task)).toBeLessThan(1000);
    expect(task?.cpuMs).toBeGreaterThan(200);
  }, 300_000);
});

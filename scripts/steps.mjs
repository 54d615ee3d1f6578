// The step runner of `npm test`, `npm run test:content` and the rewritten-content run: each step
// in order, its name and time printed, stopping at the first that fails. A group of lanes runs its
// lanes side by side (for work that mostly waits, beside work that keeps the cores busy): the
// first lane prints as it goes, the others into a file each, printed when the lane ends; the
// group fails, and stops its other lanes, as soon as one lane fails.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @typedef {[name: string, command: string, args: string[], env?: Record<string, string>]} Step */
/** @typedef {{ lanes: Step[][] }} Lanes */
/** @typedef {{ env: NodeJS.ProcessEnv, cwd?: string }} RunOptions */

/**
 * Runs the steps in order; answers 0 when every one passed, else the failed step's exit status.
 * @param {(Step | Lanes)[]} steps
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options] `env` for every step, a step's own on top
 * @returns {Promise<number>}
 */
export async function runSteps(steps, { env = process.env, cwd } = {}) {
  for (const step of steps) {
    const status = Array.isArray(step) ? await runLane([step], { env, cwd }) : await runLanes(step.lanes, { env, cwd });
    if (status !== 0) return status;
  }
  return 0;
}

/**
 * @param {Step[][]} lanes
 * @param {RunOptions} options
 * @returns {Promise<number>}
 */
async function runLanes(lanes, options) {
  const stop = new AbortController();
  const dir = mkdtempSync(join(tmpdir(), 'steps-'));
  try {
    let failed = 0; // the status of the first step to fail, not of those it stopped
    await Promise.all(
      lanes.map(async (lane, i) => {
        const log = i === 0 ? undefined : join(dir, `lane-${i}.log`);
        const status = await runLane(lane, { ...options, log, signal: stop.signal });
        if (log) process.stdout.write(readFileSync(log, 'utf8'));
        if (status !== 0 && !stop.signal.aborted) {
          failed = status;
          stop.abort();
        }
      }),
    );
    return failed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {Step[]} lane
 * @param {RunOptions & { log?: string, signal?: AbortSignal }} options `log`: a file for the lane's output instead of this process's
 * @returns {Promise<number>}
 */
async function runLane(lane, { env, cwd, log, signal }) {
  const fd = log ? openSync(log, 'a') : undefined;
  /** @param {string} line */
  const say = (line) => (fd === undefined ? console.log(line) : writeSync(fd, `${line}\n`));
  try {
    for (const [name, command, args, stepEnv = {}] of lane) {
      if (signal?.aborted) return 1;
      const started = Date.now();
      say(`\n▶ ${name}: ${command} ${args.join(' ')}`);
      const status = await /** @type {Promise<number>} */ (
        new Promise((resolve) => {
          const child = spawn(command, args, {
            cwd,
            env: { ...env, ...stepEnv },
            stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
          });
          // vitest and Playwright stop their workers and servers on SIGTERM.
          const kill = () => child.kill('SIGTERM');
          signal?.addEventListener('abort', kill, { once: true });
          child.on('error', () => resolve(1));
          child.on('close', (code) => {
            signal?.removeEventListener('abort', kill);
            resolve(code ?? 1);
          });
        })
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (status !== 0) {
        const line = signal?.aborted
          ? `\n✘ ${name} stopped after ${seconds} s: a step beside it failed`
          : `\n✘ ${name} failed after ${seconds} s${cwd ? ` (in ${cwd})` : ''}`;
        if (fd === undefined) console.error(line);
        else say(line);
        return status;
      }
      say(`✔ ${name} (${seconds} s)`);
    }
    return 0;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

// The step runner of `npm test`, `npm run test:content` and the rewritten-content run: each step
// in order, its name and time printed, stopping at the first that fails.
import { spawnSync } from 'node:child_process';

/** @typedef {[name: string, command: string, args: string[], env?: Record<string, string>]} Step */

/**
 * Runs the steps in order; returns 0 when every one passed, else the failed step's exit status.
 * @param {Step[]} steps
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options] `env` for every step, a step's own on top
 * @returns {number}
 */
export function runSteps(steps, { env = process.env, cwd } = {}) {
  for (const [name, command, args, stepEnv = {}] of steps) {
    const started = Date.now();
    console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...env, ...stepEnv } });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) {
      console.error(`\n✘ ${name} failed after ${seconds} s${cwd ? ` (in ${cwd})` : ''}`);
      return result.status ?? 1;
    }
    console.log(`✔ ${name} (${seconds} s)`);
  }
  return 0;
}

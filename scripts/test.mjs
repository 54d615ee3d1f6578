#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest: types, unit tests, one build, then
// the end-to-end suite on that build. Extra arguments go to Playwright (e.g. a file filter).
import { spawnSync } from 'node:child_process';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const steps = [
  ['type check', 'npx', ['astro', 'check']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['build', 'npx', ['astro', 'build']],
  ['end-to-end tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)]],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✘ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

#!/usr/bin/env node
// @ts-check
// `npm start`: the whole site on http://localhost:4321 with a working contact form, on a fresh
// clone, with no account and no .env: the local contact backend on 127.0.0.1:54321 and
// `astro dev` pointed at it. Ctrl-C stops both; if either stops, so does the other.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LOCAL_BUILD_ENV } from './local-backend/config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

const children = [
  spawn(process.execPath, ['scripts/local-backend.mjs'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [astro, 'dev', '--port', '4321'], {
    cwd: root,
    stdio: 'inherit',
    // The process environment outranks .env files, so `npm start` always uses the local backend
    // (`npm run dev` uses whatever .env says).
    env: { ...process.env, ...LOCAL_BUILD_ENV },
  }),
];

let exitCode = 0;
let stopping = false;
/** @param {NodeJS.Signals} signal */
function stopAll(signal) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping && code !== 0) exitCode = code ?? 1;
    stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

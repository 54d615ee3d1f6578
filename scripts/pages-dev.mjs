#!/usr/bin/env node
// Serves a build on Cloudflare's own runtime (`wrangler pages dev`: workerd, offline, no account),
// so `_headers`, `_redirects`, clean URLs and the 404 page behave exactly as on Cloudflare Pages.
// `npm run preview`, the end-to-end suite (tests/e2e/playwright.config.ts), the checks over the build and
// the benchmark all use it.
// Usage: node scripts/pages-dev.mjs [--port 4321] [--dir dist] [--inspector-port 9229]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseOptions } from './cli.mjs';

const require = createRequire(import.meta.url);
/** wrangler's own CLI entry, so no shell or npx sits between us and the process we stop. */
const WRANGLER = join(require.resolve('wrangler/package.json'), '..', 'bin', 'wrangler.js');

/** The runtime's date: pinned, so an upgrade of wrangler does not change what the site gets. */
export const COMPATIBILITY_DATE = '2026-11-01';

/**
 * The arguments of `wrangler pages dev` for a build (also the Playwright webServer's command).
 * @param {{ root: string, port: number, inspectorPort: number, host?: string }} options
 */
export function pagesDevArgs({ root, port, inspectorPort, host = '127.0.0.1' }) {
  return [
    'pages',
    'dev',
    root,
    '--ip',
    host,
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--show-interactive-dev-session=false',
    // wrangler's local state (.wrangler/) next to the build, never in the checkout's root.
    '--persist-to',
    join(resolve(root), '..', '.wrangler', 'state'),
  ];
}

/**
 * What keeps `wrangler pages dev` off the internet (wrangler 4.164, measured through a logging proxy
 * by tests/unit/pages-dev.test.ts): no usage events to Cloudflare; no banner, whose update check asks
 * registry.npmjs.org (an hour's cache in the temporary folder hides it after the first run); and no
 * fetch of `request.cf` from workers.cloudflare.com (miniflare then uses its fixed stand-in values).
 */
export const WRANGLER_OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** The environment wrangler runs with: the caller's, kept off the internet. */
export const pagesDevEnv = () => ({
  ...process.env,
  ...WRANGLER_OFFLINE_ENV,
  NO_COLOR: '1',
  CI: process.env.CI ?? '',
});

/**
 * What wrangler says it read: "Parsed N valid redirect rules." / "Parsed N valid header rules.",
 * and its "Found N invalid … rules" warnings with the lines it names.
 * @param {string} output
 * @returns {{ redirects?: number, headers?: number, invalid: string[] }}
 */
export function parsedRuleCounts(output) {
  // wrangler colours its warnings.
  // eslint-disable-next-line no-control-regex -- an ANSI colour code starts with ESC
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  /** @type {{ redirects?: number, headers?: number, invalid: string[] }} */
  const counts = { invalid: [] };
  for (const match of plain.matchAll(/Parsed (\d+) valid (redirect|header) rules?/g)) {
    counts[match[2] === 'redirect' ? 'redirects' : 'headers'] = Number(match[1]);
  }
  for (const match of plain.matchAll(
    /Found \d+ invalid (?:redirect|header) rules?:|▶︎ .*|at \S*_(?:redirects|headers):\d+ \| .*/g,
  ))
    counts.invalid.push(match[0].trim());
  return counts;
}

/**
 * How many rules the build's rule files hold, counted as the hosts read them: every `_redirects`
 * line that is not blank or a comment, every unindented path line of `_headers`.
 * @param {string} root
 * @returns {{ redirects: number, headers: number }}
 */
export function ruleCountsInFiles(root) {
  const lines = (/** @type {string} */ name) =>
    existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8').split(/\r?\n/) : [];
  const meaningful = (/** @type {string} */ line) => line.trim() !== '' && !line.trim().startsWith('#');
  return {
    redirects: lines('_redirects').filter(meaningful).length,
    headers: lines('_headers').filter((line) => meaningful(line) && !/^\s/.test(line)).length,
  };
}

/** A port nobody listens on now (the OS picks it), for servers a check starts for itself. */
export function freePort() {
  return new Promise((/** @type {(port: number) => void} */ resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `wrangler pages dev` on a build and resolves once it answers. Without ports, two free
 * ones are picked.
 * @param {{ root: string, port?: number, inspectorPort?: number, host?: string, timeoutMs?: number }} options
 * @returns {Promise<{ origin: string, output: () => string, close: () => Promise<void> }>}
 */
export async function startPagesDev({ root, port, inspectorPort, host = '127.0.0.1', timeoutMs = 90_000 }) {
  return startOn({
    root,
    port: port ?? (await freePort()),
    inspectorPort: inspectorPort ?? (await freePort()),
    host,
    timeoutMs,
  });
}

/** @param {{ root: string, port: number, inspectorPort: number, host: string, timeoutMs: number }} options */
function startOn({ root, port, inspectorPort, host, timeoutMs }) {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`No build in ${resolve(root)}: run "npm run build" first.`);
  const child = spawn(process.execPath, [WRANGLER, ...pagesDevArgs({ root, port, inspectorPort, host })], {
    env: pagesDevEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = `http://${host}:${port}`;
  const close = () =>
    new Promise((/** @type {(value: void) => void} */ done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`wrangler pages dev did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (output.includes(`Ready on ${origin}`)) {
        clearTimeout(timer);
        resolvePromise({ origin, output: () => output, close });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler pages dev exited with ${code}:\n${output}`));
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const usage = `Usage: npm run preview [-- options]

Serves a build on Cloudflare's own runtime (wrangler pages dev), as the host serves it.

  --port N             port to listen on (default: PREVIEW_PORT or 4321)
  --inspector-port N   wrangler's inspector port (default: INSPECTOR_PORT or 9229)
  --dir PATH           the build to serve (default: dist)
  --host ADDRESS       address to listen on (default: 127.0.0.1)
  --help               show this help`;
  const { values } = parseOptions(
    parseArgs,
    {
      port: { type: 'string', default: process.env.PREVIEW_PORT ?? '4321' },
      'inspector-port': { type: 'string', default: process.env.INSPECTOR_PORT ?? '9229' },
      dir: { type: 'string', default: 'dist' },
      host: { type: 'string', default: '127.0.0.1' },
    },
    usage,
  );
  const port = Number(values.port);
  const inspectorPort = Number(values['inspector-port']);
  const child = spawn(
    process.execPath,
    [WRANGLER, ...pagesDevArgs({ root: values.dir, port, inspectorPort, host: values.host })],
    { env: pagesDevEnv(), stdio: 'inherit' },
  );
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
  child.once('exit', (code) => process.exit(code ?? 0));
}

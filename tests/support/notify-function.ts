/**
 * The notify-contact Edge Function file itself, run by Deno (the npm package `deno`, pinned in
 * package.json): `Deno.serve` on a spare port (DENO_SERVE_ADDRESS), its `npm:pg` import resolved
 * from node_modules, nothing fetched from the network. Its log lines are kept for assertions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sparePort } from '../../scripts/support/postgres-cluster';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DENO = `${ROOT}node_modules/.bin/deno`;
export const FUNCTION_FILE = `${ROOT}supabase/functions/notify-contact/index.ts`;
export const WEBHOOK_SECRET = 'test-webhook-secret';

/**
 * The function's settings as the tests run it: the shared secret, the mail API stand-in, the agency's
 * addresses, and the database by the cluster's address (the password is never checked there), with
 * `overrides` on top (undefined leaves a setting out).
 */
export function notifyFunctionEnv(
  mail: { apiKey: string; url: string },
  clusterUrl: string,
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RESEND_API_KEY: mail.apiKey,
    CONTACT_NOTIFY_TO: 'hello@example.com',
    CONTACT_NOTIFY_FROM: 'Website <web@example.com>',
    SUPABASE_DB_URL: clusterUrl.replace('postgres@', 'postgres:unused@'),
    RESEND_API_URL: mail.url,
    NOTIFY_SEND_TIMEOUT_MS: '1000',
    ...overrides,
  };
}

export interface NotifyFunction {
  url: string;
  /** stdout and stderr lines, in order. */
  log: string[];
  /** Resolves with the first log line that matches, waiting for it up to 5 s (output reaches the pipe after the answer). */
  logLine(match: string | RegExp): Promise<string>;
  /** POST with the shared secret, as pg_net's wake-up does; the status and body. */
  wake(): Promise<{ status: number; body: string }>;
  /** SIGKILL: the process dies wherever it is. */
  kill(): void;
  stop(): Promise<void>;
}

export async function startNotifyFunction(
  env: Record<string, string | undefined>,
  file = FUNCTION_FILE,
): Promise<NotifyFunction> {
  if (!existsSync(DENO))
    throw new Error(`Deno is not installed at ${DENO}: run npm install (package.json pins the deno package)`);
  const port = await sparePort();
  const clean = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const child: ChildProcess = spawn(DENO, ['run', '--allow-net', '--allow-env', file], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      NO_COLOR: '1',
      DENO_NO_UPDATE_CHECK: '1',
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      ...clean,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Deno did not start within 60 s:\n${log.join('\n')}`)), 60_000);
    const take = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        log.push(line);
        if (line.includes('Listening on')) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    void exit.then(() => (clearTimeout(timer), reject(new Error(`Deno exited before listening:\n${log.join('\n')}`))));
  });
  await ready;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    log,
    wake: async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-webhook-secret': WEBHOOK_SECRET },
        body: '{}',
      });
      return { status: response.status, body: await response.text() };
    },
    logLine: async (match) => {
      const deadline = Date.now() + 5000;
      for (;;) {
        const line = log.find((entry) => (typeof match === 'string' ? entry.includes(match) : match.test(entry)));
        if (line !== undefined) return line;
        if (Date.now() > deadline) throw new Error(`no log line matched ${String(match)}:\n${log.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    kill: () => void child.kill('SIGKILL'),
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
}

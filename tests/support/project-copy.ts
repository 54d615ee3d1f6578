// A throwaway copy of the project for tests that change content and run Astro on it.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCAL_BUILD_ENV } from '../../scripts/local-backend/config.mjs';
import { linkNodeModules } from '../../scripts/support/node-modules.mjs';

const root = resolve(import.meta.dirname, '../..');
/**
 * The environment of a build made here: the local backend's address and key (a production build
 * needs them; these builds never reach it), no live studio and a production build, whatever settings
 * the test runner carries (npm test's end-to-end step has the studio's, for the build it serves;
 * vitest sets NODE_ENV=test).
 */
function buildEnv(): NodeJS.ProcessEnv {
  // Not vitest's NODE_ENV=test either: Astro would build React's development bundles (jsx-dev-runtime),
  // with other bytes and other class names in the islands' source than the site ships.
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('STUDIO_') && name !== 'NODE_ENV');
  return {
    ...Object.fromEntries(inherited),
    ...LOCAL_BUILD_ENV,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}
const made: string[] = [];

/** A copy of what Astro reads; node_modules is linked entry by entry so Vite's cache stays in the copy. */
export function copyProject(prefix = 'project-copy-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  for (const name of [
    'content',
    'src',
    'integrations',
    'public',
    // The privacy page's retention period comes from the migrations (integrations/retention-check.ts).
    'supabase/migrations',
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
  ]) {
    cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  linkNodeModules(root, dir);
  return dir;
}

/**
 * Clones the repository `bare` into `clone` and builds it as a host would after a save (the local
 * backend's address, no studio), with the project's packages but caches of its own; returns its dist/.
 * `branch` builds that branch (a draft's, for its preview), `env` adds to the build's environment
 * (`SITE_PREVIEW: 'true'`).
 */
export function buildClone(
  bare: string,
  clone: string,
  options: { branch?: string; env?: Record<string, string> } = {},
): string {
  execFileSync('git', ['clone', '--quiet', ...(options.branch ? ['--branch', options.branch] : []), bare, clone]);
  linkNodeModules(root, clone);
  execFileSync(process.execPath, [join(clone, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: clone,
    stdio: 'ignore',
    env: { ...buildEnv(), ...options.env },
  });
  return join(clone, 'dist');
}

/** Deletes every copy made so far (call it when all the file's cases have finished). */
export function removeCopies(): void {
  made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}

/** `astro sync` or `astro build` in a copy (`env` added to the build's): its exit code and everything it printed. */
export function astro(
  dir: string,
  command: 'sync' | 'build',
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), command], {
      cwd: dir,
      env: { ...buildEnv(), NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => done({ code, output }));
  });
}

/** Changes one file of a copy; a change that changes nothing fails (the fixture went stale). */
export function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the fixture edit did not change ${file}`);
  writeFileSync(path, after);
}

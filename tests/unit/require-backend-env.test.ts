import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import requireBackendEnv, { missingBackendEnv, missingBackendEnvMessage } from '../../integrations/require-backend-env';

describe('missingBackendEnv', () => {
  it.each<[Record<string, string | undefined>, string[]]>([
    [{}, ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY']],
    [{ PUBLIC_SUPABASE_URL: 'https://x.supabase.co' }, ['PUBLIC_SUPABASE_ANON_KEY']],
    [{ PUBLIC_SUPABASE_ANON_KEY: 'key' }, ['PUBLIC_SUPABASE_URL']],
    [{ PUBLIC_SUPABASE_URL: '  ', PUBLIC_SUPABASE_ANON_KEY: 'key' }, ['PUBLIC_SUPABASE_URL']],
    [{ PUBLIC_SUPABASE_URL: 'https://x.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'key' }, []],
  ])('%j → %j', (env, missing) => {
    expect(missingBackendEnv(env)).toEqual(missing);
  });

  it('says what to set and where', () => {
    const message = missingBackendEnvMessage(['PUBLIC_SUPABASE_ANON_KEY']);
    expect(message).toContain('PUBLIC_SUPABASE_ANON_KEY is not set');
    expect(message).toContain('PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY');
    expect(message).toContain('.env.example');
  });
});

type Hooks = AstroIntegration['hooks'];
type ConfigDone = Parameters<NonNullable<Hooks['astro:config:done']>>[0];
type BuildSetup = Parameters<NonNullable<Hooks['astro:build:setup']>>[0];

describe('the build hook', () => {
  let root = '';

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'backend-env-'));
    vi.stubEnv('PUBLIC_SUPABASE_URL', undefined);
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', undefined);
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  /** Runs the integration's hooks as `astro build --mode <mode>` would. */
  function build(mode = 'production') {
    const { hooks } = requireBackendEnv();
    // Only the fields the hooks read; the rest of Astro's objects does not matter here.
    hooks['astro:config:done']?.({ config: { root: pathToFileURL(`${root}/`), vite: {} } } as unknown as ConfigDone);
    return () => hooks['astro:build:setup']?.({ vite: { mode } } as unknown as BuildSetup);
  }

  it('stops a build that has neither setting, naming both', () => {
    expect(build()).toThrow(/PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY are not set/);
  });

  it('reads the settings from a .env file', () => {
    writeFileSync(join(root, '.env'), 'PUBLIC_SUPABASE_URL=https://x.supabase.co\nPUBLIC_SUPABASE_ANON_KEY=key\n');
    expect(build()).not.toThrow();
  });

  it('reads the .env file of the build’s mode', () => {
    writeFileSync(
      join(root, '.env.staging'),
      'PUBLIC_SUPABASE_URL=https://x.supabase.co\nPUBLIC_SUPABASE_ANON_KEY=key\n',
    );
    expect(build('staging')).not.toThrow();
    expect(build('production')).toThrow(/not set/);
  });

  it('reads the settings from the environment (a host’s build settings)', () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'https://x.supabase.co');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'key');
    expect(build()).not.toThrow();
  });

  it('stops a build with only one of them', () => {
    writeFileSync(join(root, '.env'), 'PUBLIC_SUPABASE_URL=https://x.supabase.co\n');
    expect(build()).toThrow(/PUBLIC_SUPABASE_ANON_KEY is not set/);
  });
});

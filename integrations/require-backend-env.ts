import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';

/** The contact form's two settings (astro.config.mjs `env.schema`); optional for dev, check and tests. */
const BACKEND_ENV = ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY'] as const;

/** The names in BACKEND_ENV that `env` leaves unset or blank. */
export function missingBackendEnv(env: Record<string, string | undefined>): string[] {
  return BACKEND_ENV.filter((name) => !env[name]?.trim());
}

/** What a build without the settings says: what to set, and where. */
export function missingBackendEnvMessage(missing: readonly string[]): string {
  return [
    `The contact form cannot be built without its backend: ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
    `Set both ${BACKEND_ENV.join(' and ')} to your Supabase project's URL and anon key, in the`,
    `host's build environment or in a .env file (copy .env.example). README.md, "Connecting the real Supabase project".`,
  ].join('\n');
}

/**
 * A production build stops when either setting is missing (a site whose form cannot send is worse than no build), reading them as Vite
 * does: process environment first, then .env files for the build's mode. `astro dev`,
 * `astro check` and vitest never build, so they keep working without them.
 */
export default function requireBackendEnv(): AstroIntegration {
  let envDir = process.cwd();
  return {
    name: 'require-backend-env',
    hooks: {
      'astro:config:done': ({ config }) => {
        envDir = typeof config.vite.envDir === 'string' ? config.vite.envDir : fileURLToPath(config.root);
      },
      // build:setup, not build:start: only here is the build's mode (`astro build --mode`) known.
      'astro:build:setup': ({ vite }) => {
        const missing = missingBackendEnv(loadEnv(vite.mode ?? 'production', envDir, 'PUBLIC_'));
        if (missing.length > 0) throw new Error(missingBackendEnvMessage(missing));
      },
    },
  };
}

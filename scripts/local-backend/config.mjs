// @ts-check
// The local contact backend's fixed facts, shared by the backend, `npm start`, `npm test` and the
// tests. They follow the Supabase CLI's local conventions (port 54321, its demo JWT secret).

export const LOCAL_BACKEND_HOST = '127.0.0.1';
/** 54321, or LOCAL_BACKEND_PORT when two checkouts run their end-to-end suites at once. */
export const LOCAL_BACKEND_PORT = Number(process.env['LOCAL_BACKEND_PORT'] || 54321);
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}`;

/**
 * LOCAL ONLY, public on purpose: the Supabase CLI's documented demo secret. It signs the local
 * anon key below; a real project has its own secret and keys (docs/backend.md, "On a real Supabase project").
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/**
 * The local anon key: {"iss":"supabase-demo","role":"anon","exp":1983812996} signed (HS256) with
 * LOCAL_JWT_SECRET, the same demo key the Supabase CLI prints (tests/db/local-backend.test.ts).
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Where `npm start` keeps the embedded database between runs (ignored by git: .local/). */
export const DEFAULT_DATA_DIR = '.local/backend';

/** The one table the site writes to, and the schema PostgREST exposes it in. */
export const CONTACT_TABLE = 'contact_messages';
export const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

/**
 * What a build made for the tests needs to reach the local backend: its address and anon key. A
 * production build refuses to start without the two (integrations/require-backend-env.ts); the tests' builds use these.
 */
export const LOCAL_BUILD_ENV = Object.freeze({
  PUBLIC_SUPABASE_URL: LOCAL_BACKEND_URL,
  PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
});

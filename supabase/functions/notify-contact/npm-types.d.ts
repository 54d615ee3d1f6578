// For the site's type check only (tsc, astro check): Deno resolves `npm:` specifiers itself (from
// node_modules here, from the npm registry when Supabase bundles the function); tsc does not.
declare module 'npm:pg@8' {
  import pg from 'pg';
  export default pg;
}

/**
 * Six rules of Supabase's database linter (supabase/splinter, the Security Advisor), each as the
 * catalogue query the rule is: the same catalogue tables, conditions and excluded system schemas
 * as the rule in splinter's lints/ folder, reduced to the columns a test needs (the rule's
 * `name`, and the object it names). They read `pgrst.db_schemas` for the exposed schemas, as
 * splinter does; set it first (EXPOSED_SCHEMAS_SETTING). Run by tests/db/contact-lints.test.ts.
 */

/** The schemas splinter never reports on (system, extension and Supabase-managed ones). */
const SYSTEM_SCHEMAS = [
  '_timescaledb_cache',
  '_timescaledb_catalog',
  '_timescaledb_config',
  '_timescaledb_internal',
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pgmq',
  'pgroonga',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'pgbouncer',
  'pg_catalog',
  'realtime',
  'repack',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'tiger',
  'topology',
  'vault',
]
  .map((name) => `'${name}'`)
  .join(', ');

/** The schemas PostgREST exposes, as splinter reads them. */
const EXPOSED = "array(select trim(unnest(string_to_array(current_setting('pgrst.db_schemas', 't'), ','))))";

/** What a Supabase project's PostgREST exposes; `select set_config(…)` this before the lints. */
export const EXPOSED_SCHEMAS_SETTING = "select set_config('pgrst.db_schemas', 'public, graphql_public', false)";

/** One finding: the rule that fired and the object it names (`schema.name`, a policy after a colon). */
export interface LintFinding {
  lint: string;
  object: string;
}

const securityDefinerExecutableBy = (role: 'anon' | 'authenticated', lint: string) => `
  select '${lint}' as lint, format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as object
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on p.pronamespace = n.oid
   where p.prosecdef
     and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
     and n.nspname = any (${EXPOSED})
     and n.nspname not in (${SYSTEM_SCHEMAS})`;

/** Each rule's query, by splinter's file name. */
export const LINTS: Record<string, string> = {
  // RLS on, no policy at all: the table is closed to everyone, usually by mistake.
  '0008_rls_enabled_no_policy': `
    select '0008_rls_enabled_no_policy' as lint, format('%s.%s', n.nspname, c.relname) as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on c.relnamespace = n.oid
      left join pg_catalog.pg_policy p on p.polrelid = c.oid
      left join pg_catalog.pg_depend dep on c.oid = dep.objid and dep.deptype = 'e'
     where c.relkind = 'r'
       and n.nspname not in (${SYSTEM_SCHEMAS})
       and c.relrowsecurity
       and p.polname is null
       and dep.objid is null
     group by n.nspname, c.relname`,

  // A function without its own search_path resolves names through the caller's.
  '0011_function_search_path_mutable': `
    select '0011_function_search_path_mutable' as lint, format('%s.%s', n.nspname, p.proname) as object
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on p.pronamespace = n.oid
      left join pg_catalog.pg_depend dep on p.oid = dep.objid and dep.deptype = 'e'
     where n.nspname not in (${SYSTEM_SCHEMAS})
       and dep.objid is null
       and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as config where config like 'search_path=%')`,

  // A table in an exposed schema that anon or authenticated may read, with RLS off.
  '0013_rls_disabled_in_public': `
    select '0013_rls_disabled_in_public' as lint, format('%s.%s', n.nspname, c.relname) as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on c.relnamespace = n.oid
     where c.relkind = 'r'
       and not c.relrowsecurity
       and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT') or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
       and n.nspname = any (${EXPOSED})
       and n.nspname not in (${SYSTEM_SCHEMAS})`,

  // A permissive policy for anon, authenticated or public whose check is always true.
  '0024_rls_policy_always_true': `
    with policies as (
      select n.nspname as schema_name, c.relname as table_name, c.relrowsecurity as rls_on, p.polname as policy_name,
             p.polpermissive as permissive, p.polroles as role_oids,
             case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' when '*' then 'ALL' end as command,
             pp.qual, pp.with_check,
             replace(replace(replace(lower(coalesce(pp.qual, '')), ' ', ''), E'\\n', ''), E'\\t', '') as qual_text,
             replace(replace(replace(lower(coalesce(pp.with_check, '')), ' ', ''), E'\\n', ''), E'\\t', '') as check_text
        from pg_catalog.pg_policy p
        join pg_catalog.pg_class c on p.polrelid = c.oid
        join pg_catalog.pg_namespace n on c.relnamespace = n.oid
        join pg_catalog.pg_policies pp on pp.schemaname = n.nspname and pp.tablename = c.relname and pp.policyname = p.polname
       where c.relkind = 'r' and n.nspname not in (${SYSTEM_SCHEMAS})
    )
    select '0024_rls_policy_always_true' as lint, format('%s.%s:%s', schema_name, table_name, policy_name) as object
      from policies
     where rls_on and permissive
       and (role_oids = array[0::oid] or exists (select 1 from unnest(role_oids) as r where r::regrole::text in ('anon', 'authenticated')))
       and (
         (command in ('UPDATE', 'DELETE', 'ALL') and (qual_text in ('true', '(true)', '1=1', '(1=1)') or qual is null))
         or check_text in ('true', '(true)', '1=1', '(1=1)')
         or (with_check is null and command = 'INSERT')
         or (with_check is null and command in ('UPDATE', 'ALL') and qual_text in ('true', '(true)', '1=1', '(1=1)'))
       )`,

  // SECURITY DEFINER functions in an exposed schema that anon / authenticated may execute (/rest/v1/rpc).
  '0028_anon_security_definer_function_executable': securityDefinerExecutableBy(
    'anon',
    '0028_anon_security_definer_function_executable',
  ),
  '0029_authenticated_security_definer_function_executable': securityDefinerExecutableBy(
    'authenticated',
    '0029_authenticated_security_definer_function_executable',
  ),
};

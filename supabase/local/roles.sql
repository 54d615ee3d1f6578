-- LOCAL ONLY. Never run this on a hosted Supabase project: it already has these roles.
-- Gives a bare PostgreSQL (PGlite, a throwaway server, DATABASE_URL) the roles and default
-- privileges a Supabase project starts with, so the migrations in ../migrations, and the
-- privileges they revoke, behave exactly as they do in production. Safe to run twice.

do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- As on Supabase: whatever the migration's owner creates in public is open to every API role
-- until a migration says otherwise (ours revokes it for contact_messages).
alter default privileges in schema public grant all on tables    to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

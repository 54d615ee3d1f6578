-- The contact form's daily check from outside (docs/backend.md, "The daily check from outside";
-- scripts/schedule/check-contact-backend.mjs). A visitor's error toast looks the same whether the
-- project is paused, the key rotated or the policy broken, so once a day a workflow asks the
-- database, with the site's own URL and anon key, whether it would take the form's message now.
--
-- public.contact_health() answers that by trying: as its caller (anon, through PostgREST's
-- `POST /rest/v1/rpc/contact_health`), it makes the very insert the form makes, so the table's
-- privileges, the insert policy, the CHECK constraints and the limits' trigger all decide, then
-- raises inside its own block, which rolls the attempt back whole: no row, no limit slot taken
-- (the buckets' counts are in the same block), no notification queued (pg_net queues in a table,
-- rolled back with it; pg_cron's tick finds nothing). It answers what refused, if anything:
--   {"ok": true}
--   {"ok": false, "refused_by": "privileges" | "policy" | "constraint" | "limit" | "other",
--    "sqlstate": "42501", "message": "…", "constraint": "…" (when one is named)}
-- SECURITY INVOKER on purpose: a definer would skip the very privileges and policy it checks.
-- Safe to run twice.

create or replace function public.contact_health()
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  state text;
  problem text;
  refused_constraint text;
  refused_by text;
  columns_granted boolean;
begin
  begin
    -- The form's insert (src/backend/contact.ts): the four form columns; the lead source is optional.
    insert into public.contact_messages (name, email, subject, message)
    values ('Daily check', 'contact-check@example.com', 'Contact form check',
            'The daily check of the contact form. It is rolled back: never stored, never e-mailed.');
    -- Everything above is undone here; the handler below tells this apart from a refusal.
    raise exception using errcode = 'CH000', message = 'contact_health: the insert was accepted, rolled back';
  exception
    when sqlstate 'CH000' then
      return jsonb_build_object('ok', true);
    when others then
      get stacked diagnostics state = returned_sqlstate, problem = message_text, refused_constraint = constraint_name;
  end;

  if state = '42501' then
    -- Permission denied has one SQLSTATE for a missing grant and a refusing policy: ask which.
    select bool_and(pg_catalog.has_column_privilege('public.contact_messages', c, 'INSERT'))
      into columns_granted
      from unnest(array['name', 'email', 'subject', 'message']) as c;
    refused_by := case when columns_granted then 'policy' else 'privileges' end;
  elsif state like '23%' or state = '22001' then
    refused_by := 'constraint';
  elsif state = 'PT429' then
    refused_by := 'limit';
  else
    refused_by := 'other';
  end if;
  return jsonb_strip_nulls(jsonb_build_object(
    'ok', false,
    'refused_by', refused_by,
    'sqlstate', state,
    'message', problem,
    'constraint', nullif(refused_constraint, '')));
end
$$;

comment on function public.contact_health() is
  'The contact form''s daily check: tries the form''s insert as the caller and rolls it back; says what refused. Stores and sends nothing.';

-- Supabase's default privileges give every API role EXECUTE on a new function in public: only
-- the anon role, which the site and the check use, may call this one.
revoke all on function public.contact_health() from public, anon, authenticated, service_role;
grant execute on function public.contact_health() to anon;

-- Where each lead came from, on the message itself (DESIGN.md, "Where a lead came from"): the page
-- the visit started on (path and query), the referring site's host and the UTM tags the visitor
-- arrived with. The browser keeps them in the tab and sends them only with the message
-- (src/lib/browser/lead-source.ts); they live in the message's row, so the retention job, an
-- export and an erasure take them with it.
--
-- Anyone can type a URL or script the insert, so these columns can never cost a message: a
-- trigger cleans each value before the constraints and the insert policy see the row, by the same
-- rules as the browser (cleanLeadSource): a value too long is cut, a malformed one becomes null.
-- The CHECK constraints then state what the trigger guarantees. Safe to run twice.

alter table public.contact_messages
  add column if not exists landing_page  text,
  add column if not exists referrer_host text,
  add column if not exists utm_source    text,
  add column if not exists utm_medium    text,
  add column if not exists utm_campaign  text;

comment on column public.contact_messages.landing_page is
  'The path and query of the first page of the sender''s visit (null: not recorded).';
comment on column public.contact_messages.referrer_host is
  'The host of the site the visit came from (null: none, this site, or not recorded).';
comment on column public.contact_messages.utm_source is 'The utm_source tag the visit arrived with.';
comment on column public.contact_messages.utm_medium is 'The utm_medium tag the visit arrived with.';
comment on column public.contact_messages.utm_campaign is 'The utm_campaign tag the visit arrived with.';

-- The bounds match the browser's (LEAD_SOURCE_LIMITS, tests/unit/contact-limits.test.ts); no
-- control character in any of them (the notification e-mail and `npm run messages` print them).
alter table public.contact_messages
  drop constraint if exists contact_messages_landing_page_check,
  drop constraint if exists contact_messages_referrer_host_check,
  drop constraint if exists contact_messages_utm_source_check,
  drop constraint if exists contact_messages_utm_medium_check,
  drop constraint if exists contact_messages_utm_campaign_check;
alter table public.contact_messages
  add constraint contact_messages_landing_page_check
    check (char_length(landing_page) <= 500 and landing_page ~ '^/[^\x01-\x20\x7f-\x9f\u2028\u2029<>"]*$'),
  add constraint contact_messages_referrer_host_check
    check (char_length(referrer_host) <= 253 and referrer_host ~ '^[]a-z0-9._:[-]+$'),
  add constraint contact_messages_utm_source_check
    check (char_length(utm_source) <= 100 and utm_source !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029<>]'),
  add constraint contact_messages_utm_medium_check
    check (char_length(utm_medium) <= 100 and utm_medium !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029<>]'),
  add constraint contact_messages_utm_campaign_check
    check (char_length(utm_campaign) <= 100 and utm_campaign !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029<>]');

-- The cleaning, as src/lib/browser/lead-source.ts does it (tests/db/contact-lead-source.test.ts
-- runs both on the same hostile values):
--   landing_page   a path from `/` with nothing unencoded (no control, space, `<`, `>`, `"`), cut to 500;
--   referrer_host  a host's characters only, at most 253, lower-cased;
--   utm_*          each run of control characters and spaces one space, trimmed, cut to 100;
--                  a value with markup (`<`, `>`) left out; an empty one null.
-- SECURITY INVOKER: it reads nothing but the row, and calls only pg_catalog's functions.
create or replace function private.clean_contact_lead_source()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  tags jsonb := '{}';
  source jsonb;
  field text;
  tag text;
begin
  if num_nulls(new.landing_page, new.referrer_host, new.utm_source, new.utm_medium, new.utm_campaign) = 5 then
    return new;
  end if;
  source := to_jsonb(new);
  new.landing_page := case
    when new.landing_page ~ '^/[^\x01-\x20\x7f-\x9f\u2028\u2029<>"]*$' then left(new.landing_page, 500)
  end;
  new.referrer_host := case
    when char_length(new.referrer_host) <= 253 and new.referrer_host ~ '^[]A-Za-z0-9._:[-]+$' then lower(new.referrer_host)
  end;
  foreach field in array array['utm_source', 'utm_medium', 'utm_campaign'] loop
    tag := btrim(regexp_replace(source ->> field, '[\x01-\x20\x7f-\x9f\u2028\u2029]+', ' ', 'g'), ' ');
    tag := case when tag ~ '[<>]' then null else nullif(rtrim(left(tag, 100), ' '), '') end;
    tags := tags || jsonb_build_object(field, tag);
  end loop;
  new := jsonb_populate_record(new, tags);
  return new;
end
$$;

revoke all on function private.clean_contact_lead_source() from public, anon, authenticated;

drop trigger if exists clean_contact_lead_source on public.contact_messages;
create trigger clean_contact_lead_source
  before insert or update of landing_page, referrer_host, utm_source, utm_medium, utm_campaign
  on public.contact_messages
  for each row execute function private.clean_contact_lead_source();

-- A visitor may add the source with the message, and still read nothing.
grant insert (landing_page, referrer_host, utm_source, utm_medium, utm_campaign) on table public.contact_messages to anon;

-- The notification e-mail names the source: the outbox hands each message over with it
-- (supabase/functions/notify-contact/email.ts). As 20261123120000_contact_outbox.sql defined it,
-- but for the five keys.
create or replace function private.claim_contact_email(lease interval default interval '1 minute')
returns table (id bigint, kind text, idempotency_key uuid, attempt integer, messages jsonb)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  clock timestamptz := private.contact_clock();
begin
  return query
  with due as (
    select n.id from private.contact_notifications n
     where n.sent_at is null and n.next_attempt_at <= clock
     order by n.next_attempt_at, n.id
     limit 1
     for update skip locked
  ), claimed as (
    update private.contact_notifications n
       set next_attempt_at = clock + lease, attempts = n.attempts + 1
      from due
     where n.id = due.id
    returning n.id, n.kind, n.idempotency_key, n.attempts, n.message_ids
  )
  select c.id, c.kind, c.idempotency_key, c.attempts,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'id', m.id, 'created_at', m.created_at, 'name', m.name, 'email', m.email,
                     'subject', m.subject, 'message', m.message,
                     'landing_page', m.landing_page, 'referrer_host', m.referrer_host,
                     'utm_source', m.utm_source, 'utm_medium', m.utm_medium, 'utm_campaign', m.utm_campaign)
                     order by m.created_at, m.id)
                     from public.contact_messages m where m.id = any (c.message_ids)), '[]'::jsonb)
    from claimed c;
end
$$;

revoke all on function private.claim_contact_email(interval) from public, anon, authenticated;

-- The contact form's abuse limits and bounded notifications (docs/backend.md, "Limits against
-- abuse"). The anon key is public, so the database is the guard:
--   * per client address (first X-Forwarded-For entry the gateway passes), per sender e-mail and
--     globally, counted in race-free bucket rows; a refusal is SQLSTATE PT429 → HTTP 429;
--   * one statement adds at most one message (a JSON array body stores nothing);
--   * fields of only white space (any Unicode white space) are refused;
--   * the agency is e-mailed one by one up to a cap an hour; the rest wait in an outbox
--     (contact_messages.notified_at is null) for a digest.
-- Everything lives in the `private` schema, which PostgREST does not expose. The numbers are in
-- one row, private.contact_settings: change them with one UPDATE (docs/backend.md). Safe to run twice.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- ── Settings: one row, the production numbers as its defaults ───────────────────────────────
create table if not exists private.contact_settings (
  only_row                  boolean  primary key default true check (only_row),
  per_client_max            integer  not null default 3    check (per_client_max >= 0),
  per_client_window         interval not null default '10 minutes' check (per_client_window > interval '0'),
  per_sender_max            integer  not null default 5    check (per_sender_max >= 0),
  per_sender_window         interval not null default '1 hour' check (per_sender_window > interval '0'),
  global_max                integer  not null default 60   check (global_max >= 0),
  global_window             interval not null default '1 hour' check (global_window > interval '0'),
  -- Notification e-mails sent one by one per hour; beyond that rows wait for the digest.
  notify_singles_per_hour   integer  not null default 20   check (notify_singles_per_hour >= 0),
  -- Named in every refusal, so a real visitor caught in a flood still has a way through.
  -- Equal to content/site.json's agency.email (tests/unit/contact-limits.test.ts).
  agency_email              text     not null default 'hello@kileledigital.com',
  -- Where notifications go (the notify-contact Edge Function) and its shared secret; null: none sent.
  notify_url                text,
  notify_secret             text
);
insert into private.contact_settings (only_row) values (true) on conflict (only_row) do nothing;

-- ── Buckets: one row per key and fixed window, counted with INSERT … ON CONFLICT DO UPDATE ──
-- Windows are aligned to the clock (date_bin), so up to twice a limit can pass across a boundary.
create table if not exists private.contact_rate_buckets (
  bucket       text        not null,
  window_start timestamptz not null,
  hits         integer     not null,
  primary key (bucket, window_start)
);

-- ── The notifications sent (or handed to pg_net): each message id is in exactly one ─────────
create table if not exists private.contact_notifications (
  id          bigint generated always as identity primary key,
  created_at  timestamptz not null default now(),
  kind        text        not null check (kind in ('single', 'digest')),
  message_ids uuid[]      not null
);

revoke all on all tables in schema private from public, anon, authenticated;

-- ── The outbox: a row is notified once; anon has no grant on this column ────────────────────
alter table public.contact_messages add column if not exists notified_at timestamptz;
create index if not exists contact_messages_outbox_idx on public.contact_messages (created_at) where notified_at is null;

-- ── White space: the form trims, so a field of any Unicode white space is empty ────────────
-- JavaScript's trim() set (WhiteSpace + LineTerminator) plus NEL (U+0085); [[:space:]] in a C
-- locale knows ASCII only. NOT VALID: enforced on every new row, older rows left as they are.
alter table public.contact_messages
  drop constraint if exists contact_messages_name_not_blank,
  drop constraint if exists contact_messages_subject_not_blank,
  drop constraint if exists contact_messages_message_not_blank;
alter table public.contact_messages
  add constraint contact_messages_name_not_blank
    check (name ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]') not valid,
  add constraint contact_messages_subject_not_blank
    check (subject ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]') not valid,
  add constraint contact_messages_message_not_blank
    check (message ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]') not valid;

-- ── Functions ───────────────────────────────────────────────────────────────────────────────

-- The client's bucket key: the first X-Forwarded-For address PostgREST copied into
-- request.headers (an IPv6 client counts by its /64). Missing or garbage: one shared bucket.
create or replace function private.contact_client_key()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  address inet;
begin
  begin
    address := btrim(split_part(
      (nullif(current_setting('request.headers', true), '')::json) ->> 'x-forwarded-for', ',', 1))::inet;
  exception when others then
    address := null;
  end;
  if address is null then
    return 'unknown';
  elsif family(address) = 6 then
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(address, 64))) || '/64';
  end if;
  return pg_catalog.host(address);
end
$$;

-- Counts one hit on `key` in the current window; past `max`, refuses with PT429 (HTTP 429).
-- The upsert takes the bucket row's lock, so concurrent requests count one after another; a
-- refused request rolls back, its hit with it.
create or replace function private.take_contact_slot(key text, max integer, span interval, what text, agency_email text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  opened timestamptz := pg_catalog.date_bin(span, now(), timestamptz '2000-01-01 00:00:00+00');
  taken integer;
  minutes integer;
begin
  insert into private.contact_rate_buckets as b (bucket, window_start, hits)
  values (key, opened, 1)
  on conflict (bucket, window_start) do update set hits = b.hits + 1
  returning b.hits into taken;
  if taken > max then
    minutes := greatest(1, ceil(extract(epoch from (opened + span - now())) / 60)::integer);
    raise exception using
      errcode = 'PT429',
      message = format('Too many messages %s. Please try again in %s minute%s (after %s UTC).',
                       what, minutes, case when minutes = 1 then '' else 's' end,
                       to_char((opened + span) at time zone 'UTC', 'HH24:MI')),
      detail  = format('At most %s message%s every %s minutes %s.', max, case when max = 1 then '' else 's' end,
                       (extract(epoch from span) / 60)::integer, what),
      hint    = format('You can also e-mail us at %s.', agency_email);
  end if;
end
$$;

-- Records a notification and, where pg_net and a notify_url exist (a hosted project), queues
-- its POST to the notify-contact Edge Function. pg_net sends after commit: a refused insert,
-- rolled back, sends nothing.
create or replace function private.deliver_contact_notification(kind text, ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  settings private.contact_settings;
  payload jsonb;
begin
  insert into private.contact_notifications (kind, message_ids) values (kind, ids);
  select * into settings from private.contact_settings;
  if settings.notify_url is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return;
  end if;
  select jsonb_build_object('kind', kind, 'messages', coalesce(jsonb_agg(jsonb_build_object(
           'id', m.id, 'created_at', m.created_at, 'name', m.name, 'email', m.email,
           'subject', m.subject, 'message', m.message) order by m.created_at, m.id), '[]'::jsonb))
    into payload
    from public.contact_messages m
   where m.id = any (ids);
  execute 'select net.http_post(url := $1, body := $2, params := $3, headers := $4, timeout_milliseconds := 5000)'
    using settings.notify_url, payload, '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', coalesce(settings.notify_secret, ''));
end
$$;

-- The statement trigger on contact_messages: one row per statement, the three limits, then the
-- notification (one by one under the hourly cap, else the outbox). SECURITY DEFINER because the
-- caller (anon) has no right on private.*; nobody may call it directly.
create or replace function private.guard_contact_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_settings;
  added bigint;
  row_id uuid;
  row_email text;
  singles integer;
begin
  select count(*) into added from new_messages;
  if added = 0 then
    return null;
  elsif added > 1 then
    raise exception using
      errcode = 'PT400',
      message = format('One request may send one message; this one held %s.', added),
      hint    = 'Send each message in its own request.';
  end if;
  select id, email into row_id, row_email from new_messages;
  select * into settings from private.contact_settings;

  -- Always in this order (client, sender, global), so two requests never wait on each other in a cycle.
  perform private.take_contact_slot('client:' || private.contact_client_key(),
    settings.per_client_max, settings.per_client_window, 'from your network', settings.agency_email);
  perform private.take_contact_slot('sender:' || md5(lower(btrim(row_email))),
    settings.per_sender_max, settings.per_sender_window, 'from your e-mail address', settings.agency_email);
  perform private.take_contact_slot('global',
    settings.global_max, settings.global_window, 'to us right now', settings.agency_email);

  insert into private.contact_rate_buckets as b (bucket, window_start, hits)
  values ('notify:single', pg_catalog.date_bin(interval '1 hour', now(), timestamptz '2000-01-01 00:00:00+00'), 1)
  on conflict (bucket, window_start) do update set hits = b.hits + 1
  returning b.hits into singles;
  if singles <= settings.notify_singles_per_hour then
    update public.contact_messages set notified_at = now() where id = row_id;
    perform private.deliver_contact_notification('single', array[row_id]);
  end if;
  return null;
end
$$;

-- The digest: every message still in the outbox, claimed at once (row locks: two runs never
-- claim the same row), in one e-mail. pg_cron runs it every 10 minutes on a hosted project.
create or replace function private.send_contact_digest()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
begin
  with claimed as (
    update public.contact_messages set notified_at = now() where notified_at is null returning id, created_at
  )
  select array_agg(id order by created_at, id) into ids from claimed;
  if ids is null then
    return 0;
  end if;
  perform private.deliver_contact_notification('digest', ids);
  return cardinality(ids);
end
$$;

-- Buckets older than a day count nothing any more.
create or replace function private.prune_contact_buckets()
returns integer
language sql
set search_path = ''
as $$
  with gone as (
    delete from private.contact_rate_buckets where window_start < now() - interval '1 day' returning 1
  )
  select count(*)::integer from gone;
$$;

revoke all on all functions in schema private from public, anon, authenticated;

create or replace trigger contact_messages_guard
  after insert on public.contact_messages
  referencing new table as new_messages
  for each statement
  execute function private.guard_contact_insert();

-- ── Scheduled jobs, where pg_cron exists (a hosted project); a no-op elsewhere ──────────────
-- cron.schedule with a job name replaces that job, so this too is safe to run twice.
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    execute $sql$select cron.schedule('contact-prune-buckets', '17 3 * * *', 'select private.prune_contact_buckets()')$sql$;
    execute $sql$select cron.schedule('contact-digest', '*/10 * * * *', 'select private.send_contact_digest()')$sql$;
  end if;
end
$$;

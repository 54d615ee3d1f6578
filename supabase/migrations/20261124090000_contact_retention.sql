-- What the privacy notice promises, kept by the database (docs/backend.md, "A sender's data" and
-- "How long messages are kept"):
--   * one retention period, private.contact_settings.message_retention, equal to the period the
--     privacy page states (the build reads it from here: src/lib/retention.ts, retentionMonthsOf);
--   * a daily pg_cron job deletes every message older than it, with everything that holds its
--     text or its sender's address;
--   * for the operator, in the SQL editor: private.export_contact_sender(email) returns all that
--     is held under one address as JSON, private.erase_contact_sender(email) deletes it all.
-- A message leaves together with its place in the notification outbox, so no e-mail to the agency
-- points at a deleted message and every kept message keeps its e-mail (at least once). Nothing
-- here is reachable with the anon key: the private schema is not exposed and anon has no EXECUTE.
-- Safe to run twice (a project that ran the CLI and the SQL editor both), though each start of the
-- local backend applies it once, as `supabase db push` does.

-- ── The period: one setting beside the abuse limits ─────────────────────────────────────────
-- The privacy page states this period; the build reads it from the migrations (docs/backend.md).
alter table private.contact_settings
  add column if not exists message_retention interval not null default '24 months'
    check (message_retention >= interval '1 day');

comment on column private.contact_settings.message_retention is
  'How long a contact message is kept; the daily contact-retention job deletes older ones. The privacy page states the same period.';

-- The retention job finds old messages by their time.
create index if not exists contact_messages_created_at_idx on public.contact_messages (created_at);

-- ── An address as the operator types it, checked and in the form messages are matched by ────
-- Case-insensitive and trimmed, as the per-sender limit counts it. A malformed address is an
-- error (the same rule as the table's CHECK), raised before anything is read or changed.
create or replace function private.contact_sender_address(email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
begin
  if address is null or address = '' or pg_catalog.char_length(address) > 254
     or address !~ '^[^@[:space:]]+@[^@[:space:]]+[.][^@[:space:]]+$' then
    raise exception using
      errcode = '22023',
      message = format('%s is not an e-mail address: nothing was read or changed.', coalesce(pg_catalog.quote_literal(email), 'null')),
      hint    = 'Give the address as the sender wrote it in the form, e.g. ''jane@example.com''.';
  end if;
  return address;
end
$$;

-- The bucket the per-sender limit counts an address in (private.guard_contact_insert's key).
create or replace function private.contact_sender_bucket(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'sender:' || pg_catalog.md5(pg_catalog.lower(pg_catalog.btrim(address)))
$$;

-- ── Forgetting messages, with their place in the outbox ─────────────────────────────────────
-- Deletes the messages `ids` and takes them out of every notification e-mail: an e-mail left
-- with no message is deleted (sent or still pending), a digest that also carries kept messages
-- keeps them and is still sent. Takes the outbox's lock first, so an e-mail being formed at the
-- same moment never names a message deleted here. Returns the rows deleted from each table
-- ("deleted") and how many shared digests lost a message but stay ("digests_trimmed").
create or replace function private.forget_contact_messages(ids uuid[])
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  notifications_deleted integer := 0;
  notifications_trimmed integer := 0;
  messages_deleted integer := 0;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.form_contact_emails'));
  if cardinality(ids) > 0 then
    delete from private.contact_notifications n where n.message_ids <@ ids;
    get diagnostics notifications_deleted = row_count;
    update private.contact_notifications n
       set message_ids = array(select x from unnest(n.message_ids) with ordinality as t(x, i)
                                where x <> all (ids) order by i)
     where n.message_ids && ids;
    get diagnostics notifications_trimmed = row_count;
    delete from public.contact_messages m where m.id = any (ids);
    get diagnostics messages_deleted = row_count;
  end if;
  return jsonb_build_object(
    'deleted', jsonb_build_object(
      'public.contact_messages', messages_deleted,
      'private.contact_notifications', notifications_deleted),
    'digests_trimmed', notifications_trimmed);
end
$$;

-- ── The retention job ───────────────────────────────────────────────────────────────────────
-- Every message received longer ago than message_retention goes, with its notification e-mail,
-- and so do rate-limit buckets opened before then (the daily bucket pruning removes them much
-- sooner; this makes the period hold even without it). A message inside the period is never
-- touched. The outbox's clock (private.contact_clock) is now() in production.
create or replace function private.delete_expired_contact_messages()
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  cutoff timestamptz;
  ids uuid[];
  forgotten jsonb;
  buckets_deleted integer;
begin
  select private.contact_clock() - s.message_retention into cutoff from private.contact_settings s;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.form_contact_emails'));
  select coalesce(array_agg(m.id), '{}') into ids from public.contact_messages m where m.created_at < cutoff;
  delete from private.contact_rate_buckets b where b.window_start < cutoff;
  get diagnostics buckets_deleted = row_count;
  forgotten := private.forget_contact_messages(ids);
  return jsonb_build_object('received_before', cutoff) || forgotten
      || jsonb_build_object('deleted', (forgotten -> 'deleted') || jsonb_build_object('private.contact_rate_buckets', buckets_deleted));
end
$$;

-- ── A sender's data, for an access or erasure request (docs/backend.md) ─────────────────────
-- Everything held under one address, as JSON: its messages (every column), the notification
-- e-mails that carry them (other senders' messages in a shared digest left out) and the
-- per-sender rate-limit buckets of the address. "found": false when nothing is held.
create or replace function private.export_contact_sender(email text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  address text := private.contact_sender_address(email);
  ids uuid[];
  messages jsonb;
  notifications jsonb;
  buckets jsonb;
begin
  select coalesce(array_agg(m.id order by m.created_at, m.id), '{}'),
         coalesce(jsonb_agg(to_jsonb(m) order by m.created_at, m.id), '[]')
    into ids, messages
    from public.contact_messages m
   where pg_catalog.lower(pg_catalog.btrim(m.email)) = address;
  select coalesce(jsonb_agg(to_jsonb(n) || jsonb_build_object('message_ids',
           to_jsonb(array(select x from unnest(n.message_ids) with ordinality as t(x, i) where x = any (ids) order by i)))
           order by n.id), '[]')
    into notifications
    from private.contact_notifications n
   where n.message_ids && ids;
  select coalesce(jsonb_agg(to_jsonb(b) order by b.window_start), '[]')
    into buckets
    from private.contact_rate_buckets b
   where b.bucket = private.contact_sender_bucket(address);
  return jsonb_build_object(
    'email', address,
    'found', jsonb_array_length(messages) + jsonb_array_length(notifications) + jsonb_array_length(buckets) > 0,
    'public.contact_messages', messages,
    'private.contact_notifications', notifications,
    'private.contact_rate_buckets', buckets);
end
$$;

-- Deletes everything export_contact_sender finds under the address, in one transaction, and
-- returns how many rows went from each table ("found": false when there was nothing).
create or replace function private.erase_contact_sender(email text)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  address text := private.contact_sender_address(email);
  ids uuid[];
  forgotten jsonb;
  buckets_deleted integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.form_contact_emails'));
  select coalesce(array_agg(m.id), '{}') into ids
    from public.contact_messages m
   where pg_catalog.lower(pg_catalog.btrim(m.email)) = address;
  forgotten := private.forget_contact_messages(ids);
  delete from private.contact_rate_buckets b where b.bucket = private.contact_sender_bucket(address);
  get diagnostics buckets_deleted = row_count;
  return jsonb_build_object('email', address, 'found', cardinality(ids) > 0 or buckets_deleted > 0) || forgotten
      || jsonb_build_object('deleted', (forgotten -> 'deleted') || jsonb_build_object('private.contact_rate_buckets', buckets_deleted));
end
$$;

revoke all on all tables in schema private from public, anon, authenticated;
revoke all on all functions in schema private from public, anon, authenticated;

-- ── The daily job, where pg_cron exists (a hosted project); a no-op elsewhere ───────────────
-- cron.schedule with a job name replaces that job, so this too is safe to run twice. Where
-- pg_cron is enabled later, webhook.sql schedules it with the other jobs (docs/backend.md).
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    perform cron.schedule('contact-retention', '43 3 * * *', 'select private.delete_expired_contact_messages()');
  end if;
end
$$;

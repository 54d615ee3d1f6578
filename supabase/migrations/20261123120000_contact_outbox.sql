-- Notifications the mail provider confirmed (docs/notifications.md, "Telling the agency about a new message").
-- Until now a message was marked notified when its e-mail was *queued* (pg_net sends after commit
-- and nobody read its answer), so an outage of the mail provider lost every message of that time.
-- Now private.contact_notifications is an outbox of e-mails: the notify-contact Edge Function
-- takes the e-mails that are due over a database connection, sends each with an idempotency key,
-- and marks it (and its messages' notified_at) only on the provider's 2xx; anything else is
-- retried with backoff. pg_cron only forms the e-mails and wakes the function, every minute.
--   * at least once: a message is in exactly one e-mail, which is retried until accepted;
--   * bounded: at most notify_singles_per_hour single e-mails in any hour, and a digest of the
--     rest at most every 10 minutes;
--   * visible: private.contact_messages_undelivered lists what has waited over an hour.
-- Safe to run twice (the local backend applies every migration on each start); the abuse limits
-- of the previous migration are unchanged.

-- ── The clock of the outbox ──────────────────────────────────────────────────────────────────
-- now(), unless the session (or the database, `alter database … set contact.clock`) names a
-- time: the fault tests play an hour of outage in seconds that way. Nothing in production sets it.
create or replace function private.contact_clock()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.current_setting('contact.clock', true), '')::timestamptz, pg_catalog.now())
$$;

-- ── The outbox: one row per e-mail to the agency ────────────────────────────────────────────
-- Rows from before this migration were handed to pg_net with no answer kept: next_attempt_at
-- stays null for them, so they are never sent again (their messages keep their notified_at).
alter table private.contact_notifications
  add column if not exists idempotency_key uuid        not null default gen_random_uuid(),
  add column if not exists attempts        integer     not null default 0,
  add column if not exists next_attempt_at timestamptz,
  add column if not exists sent_at         timestamptz,
  add column if not exists provider_id     text,
  add column if not exists last_error      text;
create unique index if not exists contact_notifications_idempotency_key on private.contact_notifications (idempotency_key);
create index if not exists contact_notifications_due on private.contact_notifications (next_attempt_at, id) where sent_at is null;
create index if not exists contact_notifications_members on private.contact_notifications using gin (message_ids);
create index if not exists contact_notifications_kind_created on private.contact_notifications (kind, created_at);

comment on table private.contact_notifications is
  'The e-mails to the agency: each message in exactly one. sent_at: the mail provider accepted it (2xx); until then retried at next_attempt_at.';
comment on column public.contact_messages.notified_at is
  'When the mail provider accepted an e-mail carrying this message; null until then.';

-- The e-mails of messages that are in none yet, oldest message first: single e-mails while fewer
-- than notify_singles_per_hour were formed in the last hour, the rest in one digest when none was
-- formed in the last 10 minutes (else they wait for the next). Two runs at once queue on the lock.
create or replace function private.form_contact_emails()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  clock timestamptz := private.contact_clock();
  cap integer;
  singles integer;
  waiting uuid[];
  placed integer := 0;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.form_contact_emails'));
  select array_agg(m.id order by m.created_at, m.id) into waiting
    from public.contact_messages m
   where m.notified_at is null
     and not exists (select from private.contact_notifications n where n.message_ids @> array[m.id]);
  if waiting is null then
    return 0;
  end if;
  select notify_singles_per_hour into cap from private.contact_settings;
  select count(*) into singles
    from private.contact_notifications
   where kind = 'single' and created_at > clock - interval '1 hour';
  while singles < cap and placed < cardinality(waiting) loop
    placed := placed + 1;
    singles := singles + 1;
    insert into private.contact_notifications (kind, message_ids, created_at, next_attempt_at)
    values ('single', array[waiting[placed]], clock, clock);
  end loop;
  if placed < cardinality(waiting) and not exists (
    select from private.contact_notifications where kind = 'digest' and created_at > clock - interval '10 minutes'
  ) then
    insert into private.contact_notifications (kind, message_ids, created_at, next_attempt_at)
    values ('digest', waiting[placed + 1:], clock, clock);
    placed := cardinality(waiting);
  end if;
  return placed;
end
$$;

-- Takes the oldest due e-mail for one send: its next attempt moves a lease ahead (a run killed
-- mid-send leaves it due again after the lease), and SKIP LOCKED keeps a concurrent run off it.
-- Returns the e-mail with its messages as the Edge Function builds it (no row: nothing due).
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
                     'subject', m.subject, 'message', m.message) order by m.created_at, m.id)
                     from public.contact_messages m where m.id = any (c.message_ids)), '[]'::jsonb)
    from claimed c;
end
$$;

-- The provider accepted the e-mail (2xx): it and its messages are delivered. Safe to call twice.
create or replace function private.contact_email_sent(email_id bigint, provider_id text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  clock timestamptz := private.contact_clock();
  ids uuid[];
begin
  update private.contact_notifications n
     set sent_at = clock, provider_id = contact_email_sent.provider_id, next_attempt_at = null, last_error = null
   where n.id = email_id and n.sent_at is null
  returning n.message_ids into ids;
  update public.contact_messages set notified_at = clock where id = any (ids) and notified_at is null;
end
$$;

-- The send failed: try again after `retry_in`. Only the run holding the latest claim (attempt)
-- may set it, so a run that outlived its lease cannot push back another run's attempt.
create or replace function private.contact_email_failed(email_id bigint, attempt integer, error text, retry_in interval)
returns void
language sql
set search_path = ''
as $$
  update private.contact_notifications
     set next_attempt_at = private.contact_clock() + retry_in, last_error = left(error, 500)
   where id = email_id and sent_at is null and attempts = attempt;
$$;

-- Posts a wake-up (no message in it) to the notify-contact Edge Function where pg_net and a
-- notify_url exist (a hosted project); the function reads the outbox itself. pg_net sends after
-- commit, so a refused insert wakes nothing. Returns pg_net's request id, or null.
create or replace function private.wake_contact_notifier()
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  settings private.contact_settings;
  request_id bigint;
begin
  select * into settings from private.contact_settings;
  if settings.notify_url is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, params := $3, headers := $4, timeout_milliseconds := $5)'
    into request_id
    using settings.notify_url, '{}'::jsonb, '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', coalesce(settings.notify_secret, '')),
          60000;
  return request_id;
end
$$;

-- pg_cron's job, every minute: forms the waiting messages' e-mails and, when any e-mail is due,
-- wakes the function. Returns how many e-mails are due.
create or replace function private.contact_notify_tick()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  due integer;
begin
  perform private.form_contact_emails();
  select count(*) into due from private.contact_notifications
   where sent_at is null and next_attempt_at <= private.contact_clock();
  if due > 0 then
    perform private.wake_contact_notifier();
  end if;
  return due;
end
$$;

-- For the operator, after fixing what made the sends fail (docs/notifications.md): every unsent e-mail is due now.
create or replace function private.retry_contact_emails()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  moved integer;
begin
  update private.contact_notifications set next_attempt_at = private.contact_clock()
   where sent_at is null and next_attempt_at is not null;
  get diagnostics moved = row_count;
  perform private.wake_contact_notifier();
  return moved;
end
$$;

-- Messages the agency has not been told of for over an hour, oldest first, with the e-mail that
-- carries each (null: waiting for the next digest) and why its last send failed.
create or replace view private.contact_messages_undelivered as
select m.id, m.created_at, m.name, m.email, m.subject,
       private.contact_clock() - m.created_at as waiting,
       n.id as notification_id, n.kind, n.attempts, n.next_attempt_at, n.last_error
  from public.contact_messages m
  left join private.contact_notifications n on n.message_ids @> array[m.id] and n.sent_at is null
 where m.notified_at is null
   and m.created_at <= private.contact_clock() - interval '1 hour'
 order by m.created_at, m.id;

-- The insert trigger: the same three limits as before, in the same order; then a wake-up instead
-- of marking the row notified. SECURITY DEFINER because the caller (anon) has no right on private.*.
create or replace function private.guard_contact_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_settings;
  added bigint;
  row_email text;
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
  select email into row_email from new_messages;
  select * into settings from private.contact_settings;

  -- Always in this order (client, sender, global), so two requests never wait on each other in a cycle.
  perform private.take_contact_slot('client:' || private.contact_client_key(),
    settings.per_client_max, settings.per_client_window, 'from your network', settings.agency_email);
  perform private.take_contact_slot('sender:' || md5(lower(btrim(row_email))),
    settings.per_sender_max, settings.per_sender_window, 'from your e-mail address', settings.agency_email);
  perform private.take_contact_slot('global',
    settings.global_max, settings.global_window, 'to us right now', settings.agency_email);

  if settings.notify_url is not null then
    perform private.wake_contact_notifier();
  end if;
  return null;
end
$$;

-- The previous migration's push path: replaced by the outbox above.
drop function if exists private.send_contact_digest();
drop function if exists private.deliver_contact_notification(text, uuid[]);

revoke all on all tables in schema private from public, anon, authenticated;
revoke all on all functions in schema private from public, anon, authenticated;

-- ── The scheduled job, where pg_cron exists (a hosted project); a no-op elsewhere ───────────
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    if exists (select from cron.job where jobname = 'contact-digest') then
      perform cron.unschedule('contact-digest');
    end if;
    perform cron.schedule('contact-notify', '* * * * *', 'select private.contact_notify_tick()');
  end if;
end
$$;

-- One rule for the key a sender's messages are counted and found under: private.contact_sender_bucket
-- (the previous migration). The insert guard wrote the same expression inline, and erasure finds
-- a sender's rate buckets only while the two stay equal; from here on the guard calls the function,
-- and tests/db/contact-sender-data.test.ts fails on any other function that spells the key out.
-- Applied migrations stay as they are. Safe to run twice.

-- The insert trigger, as 20261123120000_contact_outbox.sql left it, but for the sender's key.
-- SECURITY DEFINER because the caller (anon) has no right on private.*.
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
  perform private.take_contact_slot(private.contact_sender_bucket(row_email),
    settings.per_sender_max, settings.per_sender_window, 'from your e-mail address', settings.agency_email);
  perform private.take_contact_slot('global',
    settings.global_max, settings.global_window, 'to us right now', settings.agency_email);

  if settings.notify_url is not null then
    perform private.wake_contact_notifier();
  end if;
  return null;
end
$$;

revoke all on function private.guard_contact_insert() from public, anon, authenticated;

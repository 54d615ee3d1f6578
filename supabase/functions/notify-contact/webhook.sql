-- The Database Webhook that calls the notify-contact Edge Function after each new contact message.
-- Run once in the hosted project's SQL editor, after deploying the function and setting its
-- secrets (README, "The contact backend"), with <project-ref> and <webhook-secret> replaced.
-- It is what Dashboard → Database → Webhooks → "Create a new hook" (table contact_messages,
-- event Insert, POST to the function, header x-webhook-secret) writes.
--
-- Not a migration: it names one project and carries its secret, and the supabase_functions
-- schema (pg_net underneath) exists only on Supabase, not in the local backend. The request is
-- queued asynchronously: a slow or failing e-mail never fails the visitor's insert.

drop trigger if exists notify_contact_message on public.contact_messages;

create trigger notify_contact_message
  after insert on public.contact_messages
  for each row
  execute function supabase_functions.http_request(
    'https://<project-ref>.supabase.co/functions/v1/notify-contact',
    'POST',
    '{"Content-Type": "application/json", "x-webhook-secret": "<webhook-secret>"}',
    '{}',
    '5000'
  );

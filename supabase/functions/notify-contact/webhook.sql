-- Turns on the notification e-mails on a hosted project: the database posts to the
-- notify-contact Edge Function itself (private.deliver_contact_notification, pg_net), at most
-- `notify_singles_per_hour` single e-mails an hour, and a digest of the rest every 10 minutes
-- (the pg_cron job the contact-limits migration creates where pg_cron exists).
-- Run once in the hosted project's SQL editor, after deploying the function and setting its
-- secrets (README, "The contact backend"), with <project-ref> and <webhook-secret> replaced.
--
-- Not a migration: it names one project and carries its secret. pg_net queues the request and
-- sends it after commit: a slow or failing e-mail never fails the visitor's insert, and a
-- refused insert (rolled back) sends nothing.

create extension if not exists pg_net;
create extension if not exists pg_cron;

-- The per-row Database Webhook of earlier versions e-mailed every row, however many: remove it.
drop trigger if exists notify_contact_message on public.contact_messages;

update private.contact_settings
   set notify_url = 'https://<project-ref>.supabase.co/functions/v1/notify-contact',
       notify_secret = '<webhook-secret>';

-- pg_cron was not there when the migration ran: schedule its two jobs now (same names, so safe to run twice).
select cron.schedule('contact-prune-buckets', '17 3 * * *', 'select private.prune_contact_buckets()');
select cron.schedule('contact-digest', '*/10 * * * *', 'select private.send_contact_digest()');

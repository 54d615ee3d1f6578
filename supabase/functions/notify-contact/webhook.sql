-- Turns on the notification e-mails on a hosted project: pg_cron runs
-- private.contact_notify_tick() every minute, which puts waiting messages in e-mails (at most
-- `notify_singles_per_hour` single e-mails an hour, a digest of the rest at most every 10 minutes)
-- and, when any e-mail is due, wakes the notify-contact Edge Function through pg_net; each insert
-- wakes it too. The function reads the outbox itself and marks an e-mail delivered only on the
-- mail provider's 2xx (supabase/migrations/…_contact_outbox.sql).
-- Run once in the hosted project's SQL editor, after deploying the function and setting its
-- secrets (docs/notifications.md, "Telling the agency about a new message"), with <project-ref> and
-- <webhook-secret> replaced.
--
-- Not a migration: it names one project and carries its secret. The wake-up request carries no
-- message, only the shared secret; pg_net sends it after commit, so a refused insert wakes nothing.

create extension if not exists pg_net;
create extension if not exists pg_cron;

-- The per-row Database Webhook of earlier versions e-mailed every row, however many: remove it.
drop trigger if exists notify_contact_message on public.contact_messages;

update private.contact_settings
   set notify_url = 'https://<project-ref>.supabase.co/functions/v1/notify-contact',
       notify_secret = '<webhook-secret>';

-- pg_cron was not there when the migrations ran: schedule their jobs now (same names, so safe to
-- run twice), and drop the 10-minute digest job of the version before the outbox.
select cron.unschedule(jobid) from cron.job where jobname = 'contact-digest';
select cron.schedule('contact-prune-buckets', '17 3 * * *', 'select private.prune_contact_buckets()');
select cron.schedule('contact-notify', '* * * * *', 'select private.contact_notify_tick()');
select cron.schedule('contact-retention', '43 3 * * *', 'select private.delete_expired_contact_messages()');

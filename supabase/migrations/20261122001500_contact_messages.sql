-- The contact form's table (SPEC 3, 6, 7; DESIGN.md "The contact backend").
-- Visitors reach it with the public anon key, so the database is the only guard: the `anon` role
-- may INSERT the four form columns and nothing else; reading stays with the project owner
-- (dashboard, service_role). Every statement is safe to run twice: the local backend applies
-- this file on each start.

create table if not exists public.contact_messages (
  id         uuid        primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name       text        not null,
  email      text        not null,
  subject    text        not null,
  message    text        not null,
  -- Bounds match the form (src/lib/contact-message.ts CONTACT_LIMITS, proved by
  -- tests/unit/contact-limits.test.ts). `message` also holds the appended
  -- "\n\nPhone: …\nBudget: …" lines, hence 5100 for a 5000-character message.
  constraint contact_messages_name_check    check (btrim(name) <> '' and char_length(name) <= 100),
  constraint contact_messages_email_check   check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+[.][^@[:space:]]+$'),
  constraint contact_messages_subject_check check (btrim(subject) <> '' and char_length(subject) <= 200),
  constraint contact_messages_message_check check (btrim(message) <> '' and char_length(message) <= 5100)
);

comment on table public.contact_messages is
  'Messages sent through the website''s contact form. Visitors (anon) can only insert; read them in the dashboard.';

alter table public.contact_messages enable row level security;

-- Supabase's default privileges hand anon and authenticated every right on a new table in
-- public: take them all back, then give a visitor exactly one thing, adding a row of the four
-- form columns (id and created_at are always the database's own).
revoke all on table public.contact_messages from public, anon, authenticated;
grant insert (name, email, subject, message) on table public.contact_messages to anon;

-- RLS still has to admit the row. Name, e-mail and subject end up in the headers of the
-- agency's notification e-mail (supabase/functions/notify-contact), so a visitor may not put
-- line breaks or other control characters there; the message body may hold any text.
-- (concat skips NULLs, so a missing value fails on its NOT NULL constraint, not here.)
drop policy if exists "Visitors can send a contact message" on public.contact_messages;
create policy "Visitors can send a contact message"
  on public.contact_messages
  for insert
  to anon
  with check (concat(name, email, subject) !~ '[[:cntrl:]]');

/**
 * `npm run messages` prints what anyone with the anon key stored: control characters must reach
 * the operator's terminal escaped, never raw; `--json` stays exact. Run against a real stored
 * row on PostgreSQL 15 (DATABASE_URL), as an operator would run it.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { escapeControls } from '../../scripts/local-backend/terminal.mjs';
import { GOOD_MESSAGE } from '../support/contact-cases';
import { POSTGRES_15, SETUP_TIMEOUT } from '../support/engines';

const execFile = promisify(execFileCallback);

/** C0 other than tab and newline, DEL, C1: what a terminal acts on. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this does
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Clear screen, bell, bare CR, an OSC 52 clipboard write, an OSC 8 hyperlink, C1 CSI and NEL. */
const HOSTILE =
  'Hello\u001b[2J\u0007 there\rOverwritten\u001b]52;c;ZXZpbCBjb21tYW5k\u0007' +
  '\u001b]8;;https://evil.example\u001b\\harmless link\u001b]8;;\u001b\\ \u009b31mred\u0085end\u007f\n\tindented';

describe('escapeControls', () => {
  it.each([
    ['ESC', '\u001b[2J', '\\u001b[2J'],
    ['BEL', 'a\u0007b', 'a\\u0007b'],
    ['a bare CR', 'a\rb', 'a\\u000db'],
    ['NUL', '\u0000', '\\u0000'],
    ['DEL', '\u007f', '\\u007f'],
    ['C1 CSI and NEL', '\u009b\u0085', '\\u009b\\u0085'],
    ['newline and tab, kept', 'a\n\tb', 'a\n\tb'],
    ['text beyond ASCII, kept', 'Zoë 👋 \u00a0', 'Zoë 👋 \u00a0'],
  ])('%s', (_label, input, output) => {
    expect(escapeControls(input)).toBe(output);
  });
});

describe('npm run messages with a hostile stored message', () => {
  let db: Database;
  let url = '';
  let close = async () => {};

  beforeAll(async () => {
    let opened;
    ({ db, close, ...opened } = await POSTGRES_15.open());
    url = opened.url ?? '';
    await applySchema(db);
    await db.query('insert into public.contact_messages (name, email, subject, message) values ($1, $2, $3, $4)', [
      GOOD_MESSAGE.name,
      GOOD_MESSAGE.email,
      GOOD_MESSAGE.subject,
      HOSTILE,
    ]);
  }, SETUP_TIMEOUT);
  afterAll(() => close(), SETUP_TIMEOUT);

  const messages = (...args: string[]) =>
    execFile(process.execPath, ['scripts/messages.mjs', ...args], { env: { ...process.env, DATABASE_URL: url } });

  it('prints no raw control character, each one escaped, newlines and tabs kept', async () => {
    const { stdout } = await messages();
    expect(stdout).not.toMatch(RAW_CONTROL);
    expect(stdout).toContain('Hello\\u001b[2J\\u0007 there\\u000dOverwritten\\u001b]52;c;ZXZpbCBjb21tYW5k\\u0007');
    expect(stdout).toContain('\\u009b31mred\\u0085end\\u007f\n\tindented');
    expect(stdout).toContain('1 message in PostgreSQL');
  });

  it('says nothing about delivery while no message has waited an hour', async () => {
    const { stdout } = await messages();
    expect(stdout).toMatch(/^── /);
  });

  it('puts first how many messages have not reached the agency’s inbox after an hour, and where to look', async () => {
    await db.query(
      "insert into public.contact_messages (name, email, subject, message, created_at) values ('Old', 'old@example.com', 'Waiting', 'Still waiting', '2026-01-02 03:04:05+00')",
    );
    try {
      const { stdout } = await messages();
      expect(stdout.split('\n')[0]).toBe(
        '! 1 message has not reached the agency\'s inbox after an hour (oldest 2026-01-02 03:04:05 UTC): select * from private.contact_messages_undelivered; docs/notifications.md, "Telling the agency about a new message"',
      );
      expect(JSON.parse((await messages('--json')).stdout)).toHaveLength(2);
    } finally {
      await db.query("delete from public.contact_messages where email = 'old@example.com'");
    }
  });

  it('names where each sender’s visit came from, as the notification e-mail does, and --export holds it', async () => {
    await db.query(
      `insert into public.contact_messages (name, email, subject, message, landing_page, referrer_host, utm_source, utm_medium)
       values ('Lead', 'lead@example.com', 'Came from a newsletter', 'Hello', $1, $2, $3, $4)`,
      [
        '/work/x/?utm_source=newsletter&utm_medium=email',
        'news.example.com',
        'newsletter\r\nBcc: x@example.com',
        'email',
      ],
    );
    try {
      const { stdout } = await messages();
      expect(stdout).toContain(
        'Subject: Came from a newsletter\nLanding page: /work/x/?utm_source=newsletter&utm_medium=email\n' +
          'Referrer: news.example.com\nutm_source: newsletter Bcc: x@example.com\nutm_medium: email\n\nHello\n',
      );
      // The hostile message has none.
      expect(stdout).toContain(`Subject: ${GOOD_MESSAGE.subject}\nSource: not recorded\n\n`);
      const exported = JSON.parse((await messages('--export', 'lead@example.com')).stdout) as Record<string, unknown>;
      expect(exported['public.contact_messages']).toEqual([
        expect.objectContaining({
          landing_page: '/work/x/?utm_source=newsletter&utm_medium=email',
          referrer_host: 'news.example.com',
          utm_source: 'newsletter Bcc: x@example.com',
          utm_medium: 'email',
          utm_campaign: null,
        }),
      ]);
    } finally {
      await db.query("delete from public.contact_messages where email = 'lead@example.com'");
    }
  });

  it('keeps --json exact', async () => {
    const { stdout } = await messages('--json');
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ message: HOSTILE })]);
  });
});

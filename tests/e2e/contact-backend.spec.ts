/**
 * The contact form on the built site, sending to the local backend that tests/e2e/playwright.config.ts
 * starts (fresh data per run), and what that backend stored. docs/backend.md, "The contact backend".
 */
import { execFile as execFileCallback } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../../scripts/local-backend/config.mjs';
import { FAULT_HEADER } from '../../scripts/local-backend/server.mjs';
import { rateLimitedToastParts } from '../../src/lib/browser/contact-form';
import { page as copyOf } from '../support/content';
import { E2E_PER_SENDER_MAX } from './support/contact-limits';
import { waitForIslands } from './support/islands';

const execFile = promisify(execFileCallback);
const INSERT_URL = `${LOCAL_BACKEND_URL}/rest/v1/contact_messages`;
const site = JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')) as {
  agency: { email: string };
};
/** What the form says (content/contact-page.json `form`). */
const form = copyOf('contact-page').form;

/** What the local backend has stored from `email`, read as `npm run messages -- --json` reads it. */
/** The sender limit's toast, the agency's address in it. */
const SENDER_TOAST = rateLimitedToastParts(form.toasts, site.agency.email, 'sender');

async function storedFrom(email: string): Promise<Record<string, string>[]> {
  const dataDir = process.env['E2E_BACKEND_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_BACKEND_DATA_DIR is set by tests/e2e/playwright.config.ts');
  const { stdout } = await execFile(process.execPath, ['scripts/messages.mjs', '--json', '--data-dir', dataDir]);
  return (JSON.parse(stdout) as Record<string, string>[]).filter((row) => row['email'] === email);
}

/** A TCP port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Entry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  budget: string;
}

async function openForm(page: Page) {
  await page.goto('/contact/');
  await expect(page.getByRole('button', { name: form.send, exact: true })).toBeVisible();
  await waitForIslands(page); // the form is an island: type only once it has hydrated
}

/** Every field still holds what the visitor typed. */
async function expectKept(page: Page, entry: Entry) {
  await expect(page.getByRole('textbox', { name: form.fields.name })).toHaveValue(entry.name);
  await expect(page.getByRole('textbox', { name: form.fields.email })).toHaveValue(entry.email);
  await expect(page.getByRole('textbox', { name: form.fields.phone })).toHaveValue(entry.phone);
  await expect(page.getByRole('textbox', { name: form.fields.subject })).toHaveValue(entry.subject);
  await expect(page.getByRole('textbox', { name: form.fields.message })).toHaveValue(entry.message);
  await expect(page.getByRole('combobox', { name: form.fields.budget })).toHaveValue(entry.budget);
}

async function fill(page: Page, entry: Entry) {
  await page.getByRole('textbox', { name: form.fields.name }).fill(entry.name);
  await page.getByRole('textbox', { name: form.fields.email }).fill(entry.email);
  await page.getByRole('textbox', { name: form.fields.phone }).fill(entry.phone);
  await page.getByRole('textbox', { name: form.fields.subject }).fill(entry.subject);
  await page.getByRole('textbox', { name: form.fields.message }).fill(entry.message);
  await page.getByRole('combobox', { name: form.fields.budget }).selectOption(entry.budget);
}

test('a message sent from the contact form is stored once, message then phone and budget on their own lines', async ({
  page,
}, testInfo) => {
  const email = `sent-${testInfo.workerIndex}-${Date.now()}@example.com`;
  await openForm(page);
  await fill(page, {
    name: '  Amina Otieno ',
    email,
    phone: ' +254 700 123 456 ',
    subject: ' A new website  ',
    message: '  We need a new website.\nCan we talk next week?  ',
    budget: '$10,000 - $25,000',
  });
  const request = page.waitForRequest((req) => req.url().startsWith(INSERT_URL) && req.method() === 'POST');
  await page.getByRole('button', { name: form.send, exact: true }).click();

  // The built site talks to the backend with the anon key and asks for no row back.
  const sent = await request;
  expect(await sent.headerValue('apikey')).toBe(LOCAL_ANON_KEY);
  expect((await sent.headerValue('prefer')) ?? '').not.toContain('return=representation');

  await expect(page.getByText(form.sent.title, { exact: true })).toBeVisible();
  expect(await storedFrom(email)).toEqual([
    expect.objectContaining({
      name: 'Amina Otieno',
      email,
      subject: 'A new website',
      message: 'We need a new website.\nCan we talk next week?\n\nPhone: +254 700 123 456\nBudget: $10,000 - $25,000',
    }),
  ]);
});

test('with the backend unreachable the form shows the failure toast, keeps every field and nothing is stored', async ({
  page,
}, testInfo) => {
  const entry: Entry = {
    name: 'Kofi Mensah',
    email: `unreachable-${testInfo.workerIndex}-${Date.now()}@example.com`,
    phone: '+61 400 000 000',
    subject: 'Podcast help',
    message: 'Can you edit our weekly show?',
    budget: '$5,000 - $10,000',
  };
  // "Backend stopped" for this page only: its insert goes to a port nothing listens on, so the
  // browser gets a real connection refusal, while the shared backend keeps serving other tests.
  const port = await closedPort();
  let attempts = 0;
  await page.route(`${LOCAL_BACKEND_URL}/rest/v1/**`, (route) => {
    attempts += 1;
    return route.continue({ url: route.request().url().replace(LOCAL_BACKEND_URL, `http://127.0.0.1:${port}`) });
  });

  await openForm(page);
  await fill(page, entry);
  await page.getByRole('button', { name: form.send, exact: true }).click();

  await expect(page.getByText(form.toasts.failed, { exact: true })).toBeVisible();
  expect(attempts).toBeGreaterThan(0);
  await expect(page.getByText(form.sent.title, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: form.send, exact: true })).toBeEnabled();
  await expectKept(page, entry);
  expect(await storedFrom(entry.email)).toEqual([]);
});

test('supabase-js (~55 kB gzip) loads only once the visitor starts on the form', async ({ page }) => {
  const reads: Promise<void>[] = [];
  const withClient: string[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    // The client's version header, `supabase-js/<version>`, survives minification.
    reads.push(
      response.text().then(
        (body) => void (body.includes('supabase-js/') && withClient.push(response.url())),
        () => {},
      ),
    );
  });
  const settled = async () => (await page.waitForLoadState('networkidle'), await Promise.all(reads));

  await page.goto('/');
  await settled();
  expect(withClient).toEqual([]);

  await openForm(page);
  await settled();
  expect(withClient).toEqual([]);

  await page.getByRole('textbox', { name: form.fields.name }).focus();
  await expect.poll(async () => (await settled(), withClient.length)).toBe(1);
});

test('answered 429 by the database, the form shows the rate-limited toast with the agency’s e-mail link and keeps every field', async ({
  page,
}, testInfo) => {
  const entry: Entry = {
    name: 'Wanjiru Kamau',
    email: `limited-${testInfo.workerIndex}-${Date.now()}@example.com`,
    phone: '+254 711 000 000',
    subject: 'Branding',
    message: 'One more question about the logo.',
    budget: '$1,500 - $5,000',
  };
  // The sender's earlier messages, up to this run's per-sender cap (tests/e2e/support/contact-limits.ts).
  for (let index = 0; index < E2E_PER_SENDER_MAX; index += 1) {
    const response = await fetch(INSERT_URL, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: entry.name,
        email: entry.email,
        subject: `Earlier ${index}`,
        message: 'An earlier message.',
      }),
    });
    expect(response.status).toBe(201);
  }
  const answers: number[] = [];
  page.on(
    'response',
    (response) =>
      void (
        response.url().startsWith(INSERT_URL) &&
        response.request().method() === 'POST' &&
        answers.push(response.status())
      ),
  );

  await openForm(page);
  await fill(page, entry);
  await page.getByRole('button', { name: form.send, exact: true }).click();

  // The sender's own limit: the one toast that speaks of the visitor's own messages.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: SENDER_TOAST[0] });
  await expect(toast).toHaveText(SENDER_TOAST.join(''));
  await expect(toast.getByRole('link', { name: site.agency.email })).toHaveAttribute(
    'href',
    `mailto:${site.agency.email}`,
  );
  await expect(page.getByText(form.toasts.failed, { exact: true })).toHaveCount(0);
  expect(answers).toEqual([429]);
  await expect(page.getByRole('button', { name: form.send, exact: true })).toBeEnabled();
  await expectKept(page, entry);
  expect(await storedFrom(entry.email)).toHaveLength(E2E_PER_SENDER_MAX);
});

// The network's and the site's caps are raised for this suite (many tests send from one browser),
// so their refusals are PostgREST's answer to the database's, word for word as the check raises them.
for (const [limit, what] of [
  ['network', 'from your network'],
  ['site', 'to us right now'],
] as const) {
  test(`refused by the ${limit}'s cap, the toast says so without blaming the visitor, gives the address and keeps every field`, async ({
    page,
  }) => {
    const entry: Entry = {
      name: 'Achieng Odhiambo',
      email: 'achieng@example.com',
      phone: '',
      subject: 'First message',
      message: 'My first message to you.',
      budget: '$1,500 - $5,000',
    };
    await page.route(`${INSERT_URL}*`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            headers: { 'access-control-allow-origin': '*' },
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'PT429',
              message: `Too many messages ${what}. Please try again in 9 minutes (after 14:00 UTC).`,
              details: `At most 60 messages every 60 minutes ${what}.`,
              hint: `You can also e-mail us at ${site.agency.email}.`,
            }),
          })
        : route.continue(),
    );
    await openForm(page);
    await fill(page, entry);
    await page.getByRole('button', { name: form.send, exact: true }).click();

    const [before, , after] = rateLimitedToastParts(form.toasts, site.agency.email, limit);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: before });
    await expect(toast).toHaveText(`${before}${site.agency.email}${after}`);
    await expect(toast.getByRole('link', { name: site.agency.email })).toHaveAttribute(
      'href',
      `mailto:${site.agency.email}`,
    );
    await expect(page.getByRole('button', { name: form.send, exact: true })).toBeEnabled();
    await expectKept(page, entry);
  });
}

test('answered 503 after the row was committed, the table holds exactly one row: the insert is not sent again', async ({
  page,
}, testInfo) => {
  const entry: Entry = {
    name: 'Otieno Were',
    email: `after-commit-${testInfo.workerIndex}-${Date.now()}@example.com`,
    phone: '',
    subject: 'A timeout',
    message: 'Did this arrive?',
    budget: 'Not specified',
  };
  // The gateway's part: the backend (started with --test-faults) stores and commits the row,
  // then answers 503, as a gateway that gave up after the database finished would.
  let attempts = 0;
  await page.route(`${LOCAL_BACKEND_URL}/rest/v1/**`, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts += 1;
    return route.continue({ headers: { ...route.request().headers(), [FAULT_HEADER]: '503-after-commit' } });
  });

  await openForm(page);
  await fill(page, entry);
  await page.getByRole('button', { name: form.send, exact: true }).click();

  await expect(page.getByText(form.toasts.failed, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expectKept(page, entry);
  // supabase-js would retry within seconds (1 s, 2 s, 4 s backoff); give it the time to show.
  await page.waitForTimeout(3_000);
  expect(attempts).toBe(1);
  expect(await storedFrom(entry.email)).toHaveLength(1);
});

/**
 * The contact form on the built site, sending to the local backend that playwright.config.ts
 * starts (fresh data per run), and what that backend stored. README: "The contact backend".
 */
import { execFile as execFileCallback } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../../scripts/local-backend/config.mjs';
import { waitForIslands } from './helpers';

const execFile = promisify(execFileCallback);
const INSERT_URL = `${LOCAL_BACKEND_URL}/rest/v1/contact_messages`;

/** What the local backend has stored from `email`, read as `npm run messages -- --json` reads it. */
async function storedFrom(email: string): Promise<Record<string, string>[]> {
  const dataDir = process.env['E2E_BACKEND_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_BACKEND_DATA_DIR is set by playwright.config.ts');
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
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await waitForIslands(page); // the form is an island: type only once it has hydrated
}

async function fill(page: Page, entry: Entry) {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(entry.name);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(entry.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(entry.phone);
  await page.getByRole('textbox', { name: 'Subject' }).fill(entry.subject);
  await page.getByRole('textbox', { name: 'Message' }).fill(entry.message);
  await page.getByRole('combobox', { name: 'Budget Range' }).selectOption(entry.budget);
}

test('a message sent from the contact form is stored once, in the format DESIGN.md gives', async ({ page }, testInfo) => {
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
  await page.getByRole('button', { name: 'Send Message' }).click();

  // The built site talks to the backend with the anon key and asks for no row back.
  const sent = await request;
  expect(await sent.headerValue('apikey')).toBe(LOCAL_ANON_KEY);
  expect((await sent.headerValue('prefer')) ?? '').not.toContain('return=representation');

  await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible();
  expect(await storedFrom(email)).toEqual([
    expect.objectContaining({
      name: 'Amina Otieno',
      email,
      subject: 'A new website',
      message: 'We need a new website.\nCan we talk next week?\n\nPhone: +254 700 123 456\nBudget: $10,000 - $25,000',
    }),
  ]);
});

test('with the backend unreachable the form shows the failure toast, keeps every field and nothing is stored', async ({ page }, testInfo) => {
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
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Failed to send message. Please try again or contact us directly.', { exact: true })).toBeVisible();
  expect(attempts).toBeGreaterThan(0);
  await expect(page.getByText('Message Sent Successfully!', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(entry.name);
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(entry.email);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(entry.phone);
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(entry.subject);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(entry.message);
  await expect(page.getByRole('combobox', { name: 'Budget Range' })).toHaveValue(entry.budget);
  expect(await storedFrom(entry.email)).toEqual([]);
});

test('supabase-js (~55 kB gzip) loads only once the visitor starts on the form', async ({ page }) => {
  const reads: Promise<void>[] = [];
  const withClient: string[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    // The client's version header, `supabase-js/<version>`, survives minification.
    reads.push(response.text().then((body) => void (body.includes('supabase-js/') && withClient.push(response.url())), () => {}));
  });
  const settled = async () => (await page.waitForLoadState('networkidle'), await Promise.all(reads));

  await page.goto('/');
  await settled();
  expect(withClient).toEqual([]);

  await openForm(page);
  await settled();
  expect(withClient).toEqual([]);

  await page.getByRole('textbox', { name: 'Full Name' }).focus();
  await expect.poll(async () => (await settled(), withClient.length)).toBe(1);
});

/**
 * Where each lead came from, end to end on the built site and the local backend
 * (docs/backend.md, "Where a lead came from"): a visitor arrives on a case study from a newsletter
 * with UTM tags, goes through another page to the contact form and sends a message; the stored row
 * and `npm run messages` name the landing page, the referring host and the tags. Kept in the tab
 * only: no cookie, and nothing sent before the message. Hostile tags never cost the message.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../../scripts/local-backend/config.mjs';
import { LEAD_SOURCE_LIMITS } from '../../src/lib/browser/lead-source';
import { page as copyOf } from '../support/content';
import { waitForIslands } from './support/islands';

const execFile = promisify(execFileCallback);
const form = copyOf('contact-page').form;
/** A real case study's address: the first portfolio entry in content/work/. */
const slug = (
  readdirSync(new URL('../../content/work/', import.meta.url)).find((name) => name.endsWith('.json')) ?? ''
).replace(/\.json$/, '');

/** `npm run messages` on the end-to-end backend's data, as text or as JSON. */
async function messages(...args: string[]): Promise<string> {
  const dataDir = process.env['E2E_BACKEND_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_BACKEND_DATA_DIR is set by tests/e2e/playwright.config.ts');
  return (await execFile(process.execPath, ['scripts/messages.mjs', ...args, '--data-dir', dataDir])).stdout;
}
async function storedFrom(email: string): Promise<Record<string, string | null>[]> {
  return (JSON.parse(await messages('--json')) as Record<string, string | null>[]).filter(
    (row) => row['email'] === email,
  );
}

/** Every request the page makes to the contact backend, from now on. */
function backendRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(LOCAL_BACKEND_URL)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** From the page the visitor is on, the contact page through its own link; then the message, sent. */
async function sendFromContactPage(page: Page, email: string, subject: string) {
  await page.locator('a[href="/contact/"]:visible').first().click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole('button', { name: form.send, exact: true })).toBeVisible();
  await waitForIslands(page);
  await page.getByRole('textbox', { name: form.fields.name }).fill('Wanjiru Kamau');
  await page.getByRole('textbox', { name: form.fields.email }).fill(email);
  await page.getByRole('textbox', { name: form.fields.subject }).fill(subject);
  await page.getByRole('textbox', { name: form.fields.message }).fill('We read about your work in a newsletter.');
  await page.getByRole('button', { name: form.send, exact: true }).click();
  await expect(page.getByText(form.sent.title, { exact: true })).toBeVisible();
}

test('a message sent after arriving on a case study from a newsletter names that landing page, source and medium', async ({
  page,
  context,
}, testInfo) => {
  expect(slug, 'content/work/ has a case study').not.toBe('');
  const email = `lead-${testInfo.workerIndex}-${Date.now()}@example.com`;
  const requests = backendRequests(page);
  const landing = `/work/${slug}/?utm_source=newsletter&utm_medium=email`;

  await page.goto(landing, { referer: 'https://news.example.com/issue-12' });
  await expect(page.locator('h1')).toBeVisible();
  // Another page, one that would look like a first page of its own (no referrer, tags of its own): it must not overwrite.
  await page.goto('/services/?utm_source=other&utm_medium=banner');
  await expect(page.locator('h1')).toBeVisible();
  expect(requests, 'nothing reaches the backend before the message').toEqual([]);
  expect(await context.cookies(), 'no cookie').toEqual([]);

  await sendFromContactPage(page, email, 'Came from the newsletter');
  expect(requests.filter((line) => line.startsWith('POST'))).toHaveLength(1);
  expect(await storedFrom(email)).toEqual([
    expect.objectContaining({
      subject: 'Came from the newsletter',
      landing_page: landing,
      referrer_host: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: null,
    }),
  ]);
  expect(await context.cookies()).toEqual([]);

  const listed = await messages();
  const entry = listed.slice(listed.indexOf(email));
  expect(entry).toContain(
    `Subject: Came from the newsletter\nLanding page: ${landing}\nReferrer: news.example.com\nutm_source: newsletter\nutm_medium: email\n`,
  );
});

test('hostile tags in the landing address never cost the message: it is stored, each value cut or left out', async ({
  page,
}, testInfo) => {
  const email = `hostile-lead-${testInfo.workerIndex}-${Date.now()}@example.com`;
  const query = new URLSearchParams({
    utm_source: 'newsletter\r\nBcc: victim@example.com',
    utm_medium: '<script>alert(1)</script>',
    utm_campaign: `\u001b[2J${'c'.repeat(3000)}`,
  });
  await page.goto(`/about/?${query.toString()}`, { referer: 'https://evil.example/' });
  await expect(page.locator('h1')).toBeVisible();

  await sendFromContactPage(page, email, 'Hostile source');
  const [row] = await storedFrom(email);
  expect(row).toMatchObject({
    subject: 'Hostile source',
    message: expect.stringContaining('We read about your work in a newsletter.'),
    referrer_host: 'evil.example',
    utm_source: 'newsletter Bcc: victim@example.com',
    utm_medium: null,
    utm_campaign: `[2J${'c'.repeat(LEAD_SOURCE_LIMITS.utm_campaign - 3)}`,
  });
  expect(row?.['landing_page']).toHaveLength(LEAD_SOURCE_LIMITS.landing_page);
  expect(row?.['landing_page']).toMatch(/^\/about\/\?utm_source=newsletter%0D%0ABcc/);
});

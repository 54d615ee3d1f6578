// Analytics as a visitor's browser drives it, for each provider (one Playwright project each, on
// its own build with analytics on, sending to the stand-in of its event API): what a visit
// records, what a sent message records, and what it never records (docs/analytics.md).
import { createServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../../scripts/local-backend/config.mjs';
import { readFileSync } from 'node:fs';
import { ANALYTICS_EVENTS, type AnalyticsProvider } from '../../src/lib/browser/analytics';
import { rateLimitedToastParts } from '../../src/lib/browser/contact-form';
import { page as copyOf } from '../support/content';
import { waitForIslands } from '../e2e/support/islands';
import { E2E_PER_SENDER_MAX } from '../e2e/support/contact-limits';
import { ANALYTICS_SITES } from './sites';
import { named, pageviews, recordedFor, taggedContext } from './support';

const form = copyOf('contact-page').form;
const agencyEmail = (
  JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')) as { agency: { email: string } }
).agency.email;
const INSERT_URL = `${LOCAL_BACKEND_URL}/rest/v1/contact_messages`;
const siteOf = (provider: string) => ANALYTICS_SITES.find((site) => site.provider === provider)!;
/** Long enough for an event the page would send to have reached the stand-in. */
const SETTLE_MS = 1_500;

/** What a page reached from another page of the site gives as its referrer, per provider's tracker. */
const internalReferrer = (provider: AnalyticsProvider, from: string) => (provider === 'plausible' ? from : '');

async function openContext(browser: import('@playwright/test').Browser, provider: string) {
  const { context, tag } = await taggedContext(browser, siteOf(provider).origin);
  return { context, tag, page: await context.newPage() };
}

async function fillForm(page: Page, email: string) {
  await page.getByRole('textbox', { name: form.fields.name }).fill('Wanjiru Kamau');
  await page.getByRole('textbox', { name: form.fields.email }).fill(email);
  await page.getByRole('textbox', { name: form.fields.subject }).fill('A new website');
  await page.getByRole('textbox', { name: form.fields.message }).fill('We would like to talk about a new website.');
}

async function openForm(page: Page) {
  await page.goto('/contact/');
  await expect(page.getByRole('button', { name: form.send, exact: true })).toBeVisible();
  await waitForIslands(page);
}

const sendButton = (page: Page) => page.getByRole('button', { name: form.send, exact: true });

test('a visit of three pages records three pageviews, each with its URL and referrer, none before the first paint', async ({
  browser,
}, testInfo) => {
  const provider = testInfo.project.name as AnalyticsProvider;
  const { origin, endpoint } = siteOf(provider);
  const { context, tag, page } = await openContext(browser, provider);
  await page.goto('/', { referer: 'https://news.example/story/42' });
  await expect.poll(async () => pageviews(await recordedFor(tag)).length).toBe(1);
  // The pageview left after the page's first paint (its own Resource Timing beside its paint timing;
  // the request's entry is there once its answer has come, which can be after the stand-in saw it).
  const timesOf = () =>
    page.evaluate((url) => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime;
      const sent = performance.getEntriesByType('resource').find((entry) => entry.name === url)?.startTime;
      return { paint, sent };
    }, endpoint);
  await expect.poll(async () => (await timesOf()).sent).toBeDefined();
  const times = await timesOf();
  expect(times.paint).toBeDefined();
  expect(times.sent).toBeGreaterThan(times.paint!);

  await page.locator('footer a[href="/about/"]').click();
  await expect(page).toHaveURL(`${origin}/about/`);
  await expect.poll(async () => pageviews(await recordedFor(tag)).length).toBe(2);
  await page.locator('footer a[href="/contact/"]').click();
  await expect(page).toHaveURL(`${origin}/contact/`);
  await expect.poll(async () => pageviews(await recordedFor(tag)).length).toBe(3);
  await page.waitForTimeout(SETTLE_MS);

  const views = pageviews(await recordedFor(tag));
  expect(views.map((view) => view.url)).toEqual([`${origin}/`, `${origin}/about/`, `${origin}/contact/`]);
  // The first page's referrer is the page of the other site the visitor came from.
  expect(views[0]!.referrer).toBe('https://news.example/story/42');
  expect(views.slice(1).map((view) => view.referrer)).toEqual([
    internalReferrer(provider, `${origin}/`),
    internalReferrer(provider, `${origin}/about/`),
  ]);
  await context.close();
});

test(`a sent message records one "${ANALYTICS_EVENTS.contact}" event with its page; a refused, failed or rate-limited send records none, and a retry that succeeds one`, async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const provider = testInfo.project.name as AnalyticsProvider;
  const { origin } = siteOf(provider);
  const { context, tag, page } = await openContext(browser, provider);
  const email = `analytics-${provider}-${Date.now()}@example.com`;
  const contacts = async () => named(await recordedFor(tag), ANALYTICS_EVENTS.contact);
  await openForm(page);
  await fillForm(page, email);

  // Refused by the database (PostgREST's answer to a check constraint, 400).
  await page.route(`${INSERT_URL}*`, (route) =>
    route.fulfill({
      status: 400,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({
        code: '23514',
        message: 'new row for relation "contact_messages" violates check constraint "contact_messages_name_check"',
        details: null,
        hint: null,
      }),
    }),
  );
  await sendButton(page).click();
  await expect(page.getByText(form.toasts.failed, { exact: true })).toBeVisible();
  await expect(sendButton(page)).toBeEnabled();
  await page.unrouteAll({ behavior: 'wait' });

  // Failed: the backend cannot be reached (a port nothing listens on).
  const closed = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  await page.route(`${INSERT_URL}*`, (route) =>
    route.continue({ url: route.request().url().replace(LOCAL_BACKEND_URL, `http://127.0.0.1:${closed}`) }),
  );
  await sendButton(page).click();
  await expect(sendButton(page)).toBeEnabled({ timeout: 15_000 });
  await page.unrouteAll({ behavior: 'wait' });
  await page.waitForTimeout(SETTLE_MS);
  expect(await contacts(), 'a refused or failed send counted').toEqual([]);

  // The retry succeeds: one conversion, on the page the form is on.
  await sendButton(page).click();
  await expect(page.getByText(form.sent.title, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await contacts()).length).toBe(1);
  expect((await contacts())[0]!.url).toBe(`${origin}/contact/`);

  // The backend's real per-sender limit: the sends up to it count, the one it refuses (429) does not.
  for (let sent = 1; sent < E2E_PER_SENDER_MAX; sent += 1) {
    await page.getByRole('button', { name: form.sent.again }).click();
    await fillForm(page, email);
    await sendButton(page).click();
    await expect(page.getByText(form.sent.title, { exact: true })).toBeVisible({ timeout: 15_000 });
  }
  await expect.poll(async () => (await contacts()).length).toBe(E2E_PER_SENDER_MAX);
  await page.getByRole('button', { name: form.sent.again }).click();
  await fillForm(page, email);
  await sendButton(page).click();
  const [limited] = rateLimitedToastParts(form.toasts, agencyEmail, 'sender');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: limited })).toBeVisible({ timeout: 15_000 });
  await expect(sendButton(page)).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText(form.sent.title, { exact: true })).toHaveCount(0);
  await page.waitForTimeout(SETTLE_MS);
  expect(await contacts(), 'a rate-limited send counted').toHaveLength(E2E_PER_SENDER_MAX);
  await context.close();
});

test('taps on the agency’s phone numbers and e-mail addresses are events, with the number or address and the page', async ({
  browser,
}, testInfo) => {
  const provider = testInfo.project.name as AnalyticsProvider;
  const { origin } = siteOf(provider);
  const { context, tag, page } = await openContext(browser, provider);
  await page.goto('/contact/');
  // The tap is the visitor's; the dialer it would open is not part of the test.
  await page.evaluate(() => addEventListener('click', (event) => event.preventDefault()));
  const phone = page.locator('main a[href^="tel:"]').first();
  const mail = page.locator('main a[href^="mailto:"]').first();
  const number = decodeURIComponent((await phone.getAttribute('href'))!.slice('tel:'.length));
  const address = (await mail.getAttribute('href'))!.slice('mailto:'.length);
  await phone.click();
  await mail.click();
  await expect.poll(async () => (await recordedFor(tag)).filter((e) => e.name !== 'pageview').length).toBe(2);
  const events = (await recordedFor(tag)).filter((e) => e.name !== 'pageview');
  expect(events.map(({ name, url, props }) => ({ name, url, props }))).toEqual([
    { name: ANALYTICS_EVENTS.phone, url: `${origin}/contact/`, props: { number } },
    { name: ANALYTICS_EVENTS.email, url: `${origin}/contact/`, props: { address } },
  ]);
  await context.close();
});

test('the owner’s own browser, marked the provider’s way, records nothing', async ({ browser }, testInfo) => {
  const provider = testInfo.project.name as AnalyticsProvider;
  const { context, tag, page } = await openContext(browser, provider);
  await page.goto('/about/');
  await expect.poll(async () => pageviews(await recordedFor(tag)).length).toBe(1);
  // Plausible's documented flag, and Umami's (docs/analytics.md, "Leaving out your own visits").
  await page.evaluate(
    (p) =>
      p === 'plausible'
        ? localStorage.setItem('plausible_ignore', 'true')
        : localStorage.setItem('umami.disabled', '1'),
    provider,
  );
  await page.locator('footer a[href="/contact/"]').click();
  await page.waitForURL('**/contact/');
  await page
    .locator('main a[href^="tel:"]')
    .first()
    .evaluate((link) => {
      addEventListener('click', (event) => event.preventDefault());
      (link as HTMLAnchorElement).click();
    });
  await page.waitForTimeout(SETTLE_MS);
  expect((await recordedFor(tag)).map((event) => event.url)).toEqual([`${siteOf(provider).origin}/about/`]);
  await context.close();
});

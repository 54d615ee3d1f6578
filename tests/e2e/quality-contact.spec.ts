// The two things on the site that reach another origin on a visitor's request, under the real
// CSP: the map embed (frame-src) and the contact form's insert (connect-src), with sonner's
// injected styles (style-src-elem hash). A policy that blocks either fails here.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { page as copyOf } from '../support/content';
import { builtPages, watchPage } from './support/quality';
import { acceptContactMessages } from './support/contact-backend';

const site = JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')) as {
  agency: { address: { mapEmbedUrl: string } };
};
/** What the form says (content/contact-page.json `form`). */
const form = copyOf('contact-page').form;
const hasContact = builtPages().some((page) => page.route === '/contact/');

test.beforeEach(() => {
  expect(hasContact, 'the build has a /contact page').toBe(true);
});

test('the map embed loads when asked, allowed by frame-src', async ({ page }) => {
  const watch = await watchPage(page);
  const mapOrigin = new URL(site.agency.address.mapEmbedUrl).origin;
  await page.route(`${mapOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Map</title><p>Map stand-in</p>' }),
  );
  await page.goto('/contact/');
  await page.getByRole('button', { name: copyOf('contact-page').location.showMap }).click();
  const frame = page.frameLocator(`iframe[src="${site.agency.address.mapEmbedUrl}"]`);
  await expect(frame.getByText('Map stand-in')).toBeVisible();
  expect(watch.problems()).toEqual([]);
});

test("the contact form's insert is allowed by connect-src, its toast by style-src", async ({ page }) => {
  const watch = await watchPage(page);
  const inserts = await acceptContactMessages(page);
  await page.goto('/contact/');
  const name = page.getByRole('textbox', { name: form.fields.name, exact: true });
  await name.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0, { timeout: 15_000 });
  await name.fill('Amina Otieno');
  await page.getByRole('textbox', { name: form.fields.email, exact: true }).fill('amina@example.com');
  await page.getByRole('textbox', { name: form.fields.subject, exact: true }).fill('A new storefront');
  await page.getByRole('textbox', { name: form.fields.message, exact: true }).fill('We roast coffee in Nyeri.');
  await page.getByRole('button', { name: form.send, exact: true }).click();
  await expect(page.getByRole('heading', { name: form.sent.title, exact: true })).toBeVisible();
  await expect(page.getByText(form.toasts.sent, { exact: true })).toBeVisible();
  expect(inserts).toHaveLength(1);
  expect(watch.problems()).toEqual([]);
});

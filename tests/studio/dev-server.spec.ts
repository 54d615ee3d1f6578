// The dev server answers page addresses as the hosts do: typed without the slash, a page
// redirects to its one URL (Cloudflare Pages and Netlify answer the same way), and the studio
// keeps its own addresses.
import { expect, test } from '@playwright/test';

test('a page typed without its slash redirects to the page', async ({ request }) => {
  for (const [asTyped, served] of [
    ['/contact', '/contact/'],
    ['/services/branding?ref=mail', '/services/branding/?ref=mail'],
  ] as const) {
    const response = await request.get(asTyped, { maxRedirects: 0 });
    expect(response.status(), asTyped).toBe(308);
    expect(response.headers()['location']).toBe(served);
    expect((await request.get(asTyped)).status()).toBe(200);
  }
});

test('the studio still answers at /keystatic and files keep their names', async ({ request }) => {
  expect((await request.get('/keystatic', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/favicon.svg', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/no-such-page/', { maxRedirects: 0 })).status()).toBe(404);
});

import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { hoursText } from '../../src/lib/build/contact-info';
import { rateLimitedToastParts } from '../../src/lib/browser/contact-form';
import { faqGroups, page as copyOf, site } from '../support/content';
import { jsonLd, THEMES, useStoredTheme } from './support/pages';
import { hydrated } from './support/islands';
import { expectNoAxeViolations } from './support/quality';

const copy = copyOf('contact-page');
const agency = site();
// The budgets, the networks' names and the toasts are the form's code, not copy: they stay written here.
const BUDGETS = [
  '$1,500 - $5,000',
  '$5,000 - $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  '$50,000+',
  'Not specified',
];
/** Each line of opening hours as the page shows it: the days, then the times or "closed". */
const HOURS: string[] = agency.hours.map(
  (entry: Parameters<typeof hoursText>[0]) => `${entry.days} ${hoursText(entry)}`,
);
const SOCIAL = ['Twitter', 'Facebook', 'Instagram', 'LinkedIn'];
/** What the form says (content/contact-page.json `form`). */
const form = copy.form;
const SUCCESS_TOAST: string = form.toasts.sent;
const FAILURE_TOAST: string = form.toasts.failed;
const BACKEND = '**/rest/v1/contact_messages*';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const budget = (page: Page) => page.getByRole('combobox', { name: form.fields.budget, exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: form.send, exact: true });
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

type Reply = 'created' | 'error' | 'never' | ((route: Route) => Promise<void>);

/** Intercepts the backend: records each insert and answers as told (CORS included, it is another origin). */
async function backend(page: Page, reply: Reply) {
  const inserts: Request[] = [];
  await page.route(BACKEND, async (route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    inserts.push(request);
    if (reply === 'created') return route.fulfill({ status: 201, headers: cors, body: '' });
    if (reply === 'error')
      return route.fulfill({
        status: 500,
        headers: cors,
        contentType: 'application/json',
        body: '{"message":"insert failed"}',
      });
    if (reply === 'never') return; // The backend never answers: the request hangs until the form gives up.
    return reply(route);
  });
  return inserts;
}

async function open(page: Page) {
  await page.goto('/contact/');
  await hydrated(page, '[data-contact-form]');
}

async function fill(page: Page) {
  await textbox(page, form.fields.name).fill('  Amina Otieno  ');
  await textbox(page, form.fields.email).fill('amina@example.com ');
  await textbox(page, form.fields.phone).fill(' +254 700 123 456 ');
  await budget(page).selectOption('$10,000 - $25,000');
  await textbox(page, form.fields.subject).fill(' A new storefront ');
  await textbox(page, form.fields.message).fill('  We roast coffee in Nyeri and want to sell online.  ');
}

const EXPECTED_BODY = {
  name: 'Amina Otieno',
  email: 'amina@example.com',
  subject: 'A new storefront',
  message: 'We roast coffee in Nyeri and want to sell online.\n\nPhone: +254 700 123 456\nBudget: $10,000 - $25,000',
  // Where the visit started (src/lib/browser/lead-source.ts): these visits open /contact/ first, from no other site.
  landing_page: '/contact/',
};

// Sends, reloads and toasts wait on a busy machine; give each test room.
test.describe.configure({ timeout: 60_000 });

test.describe('Contact page', () => {
  test("shows its copy and the agency's facts: e-mails, phones, address, hours, networks, the map", async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(page.getByRole('heading', { level: 2, name: copy.form.title, exact: true })).toBeVisible();
    const info = page.locator('div:has(> #contact-information-heading)');
    await expect(info.getByRole('heading', { level: 2 })).toHaveText(copy.info.title);
    const mail = info.getByRole('link', { name: /@/ });
    await expect(mail).toHaveCount(2);
    for (const link of await mail.all())
      await expect(link).toHaveAttribute('href', `mailto:${await link.textContent()}`);
    await expect(info.getByRole('listitem').filter({ hasText: `${copy.info.general}: ` })).toHaveCount(1);
    await expect(info.getByRole('listitem').filter({ hasText: `${copy.info.support}: ` })).toHaveCount(1);
    await expect(info.getByRole('link', { name: /^\+254/ })).toHaveAttribute('href', /^tel:\+254\d+$/);
    await expect(info.getByRole('link', { name: /^\+61/ })).toHaveAttribute('href', /^tel:\+61\d+$/);
    await expect(info.getByText(/^Kenya: /)).toBeVisible();
    await expect(info.getByText(/^Australia: /)).toBeVisible();
    await expect(info.locator('address')).toContainText('Melbourne');
    const directions = info.getByRole('link', { name: `${copy.info.directions} (opens in a new tab)` });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    for (const line of HOURS) await expect(info.getByRole('listitem').filter({ hasText: line })).toHaveText(line);
    const social = info
      .getByRole('link', { name: /\(opens in a new tab\)$/ })
      .filter({ hasNotText: copy.info.directions });
    await expect(social).toHaveText(SOCIAL.map((s) => `${s} (opens in a new tab)`));
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('heading', { level: 2, name: copy.location.title, exact: true })).toBeVisible();
  });

  test("its FAQ: the group's cards, each question with its answer, and FAQPage data equal to them", async ({
    page,
  }) => {
    await open(page);
    const [group] = faqGroups('contact');
    const faq = page.getByRole('region', { name: group!.title, exact: true });
    const questions = faq.getByRole('heading', { level: 3 });
    await expect(questions).toHaveText(group!.questions.map((q) => q.question));
    for (const q of group!.questions) await expect(faq.getByText(q.answer, { exact: true })).toHaveCount(1);
    const [data] = await jsonLd(page, 'FAQPage');
    const entities = data?.['mainEntity'] as { name: string }[];
    expect(entities.map((e) => e.name)).toEqual(await questions.allTextContents());
  });

  test('structured data: the breadcrumb, the FAQ, the Organization and each office a ProfessionalService of it', async ({
    page,
  }) => {
    await open(page);
    const nodes = await jsonLd(page);
    expect(nodes.map((n) => n['@type']).sort()).toEqual([
      'BreadcrumbList',
      'FAQPage',
      'Organization',
      'ProfessionalService',
      'ProfessionalService',
    ]);
    const phone = (label: string): string => agency.phones.find((p: { label: string }) => p.label === label).number;
    const offices = nodes.filter((n) => n['@type'] === 'ProfessionalService');
    expect(
      offices.map((o) => [o['name'], (o['address'] as { addressLocality: string }).addressLocality, o['telephone']]),
    ).toEqual([
      [`${agency.name} Nairobi`, 'Nairobi', phone('Kenya')],
      [`${agency.name} Melbourne`, 'Melbourne', phone('Australia')],
    ]);
    const org = nodes.find((n) => n['@type'] === 'Organization')!;
    expect(org['@id']).toBe(`${agency.url}/#organization`);
    expect(offices.map((o) => o['parentOrganization'])).toEqual([{ '@id': org['@id'] }, { '@id': org['@id'] }]);
    expect(org['department']).toEqual(offices.map((o) => ({ '@id': o['@id'] })));
  });

  test('the form: names, types, required fields, limits, budget options and default', async ({ page }) => {
    await open(page);
    const fields: [string, string | null, boolean, string | null][] = [
      [form.fields.name, 'text', true, '100'],
      [form.fields.email, 'email', true, '254'],
      [form.fields.phone, 'tel', false, '30'],
      [form.fields.subject, 'text', true, '200'],
      [form.fields.message, null, true, '5000'],
    ];
    for (const [name, type, required, maxLength] of fields) {
      const field = textbox(page, name);
      await expect(field).toBeVisible();
      if (type) await expect(field).toHaveAttribute('type', type);
      if (required) await expect(field).toHaveAttribute('required', '');
      else await expect(field).not.toHaveAttribute('required');
      await expect(field).toHaveAttribute('maxlength', maxLength!);
    }
    await expect(textbox(page, form.fields.message)).toHaveAttribute('rows', '5');
    await expect(budget(page)).toHaveValue(BUDGETS[0]!);
    await expect(budget(page).locator('option')).toHaveText(BUDGETS);
    await expect(sendButton(page)).toBeEnabled();
  });

  test('an empty required field stops the send (browser validation)', async ({ page }) => {
    const inserts = await backend(page, 'created');
    await open(page);
    await sendButton(page).click();
    await expect(textbox(page, form.fields.name)).toBeFocused();
    expect(await textbox(page, form.fields.name).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    expect(inserts).toHaveLength(0);
  });

  test('sends the exact request, shows Sending..., then the success panel and toast; the reset starts afresh', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const inserts = await backend(page, async (route) => {
      await held;
      await route.fulfill({ status: 201, headers: { 'access-control-allow-origin': '*' }, body: '' });
    });
    await open(page);
    await fill(page);
    await sendButton(page).click();
    const sending = page.getByRole('button', { name: form.sending, exact: true });
    await expect(sending).toBeDisabled();
    await expect.poll(() => inserts.length).toBe(1);
    const [insert] = inserts;
    expect(insert!.method()).toBe('POST');
    expect(new URL(insert!.url()).pathname).toBe('/rest/v1/contact_messages');
    expect(insert!.postDataJSON()).toEqual(EXPECTED_BODY);
    release();
    await expect(page.getByRole('heading', { name: form.sent.title, exact: true })).toBeFocused({ timeout: 10_000 });
    await expect(page.getByText(form.sent.text, { exact: true })).toBeVisible();
    await expect(toasts(page).filter({ hasText: SUCCESS_TOAST })).toBeVisible();
    await page.getByRole('button', { name: form.sent.again }).click();
    for (const name of [
      form.fields.name,
      form.fields.email,
      form.fields.phone,
      form.fields.subject,
      form.fields.message,
    ])
      await expect(textbox(page, name)).toHaveValue('');
    await expect(budget(page)).toHaveValue(BUDGETS[0]!);
    await expect(textbox(page, form.fields.name)).toBeFocused();
  });

  test('a double click sends one message', async ({ page }) => {
    const inserts = await backend(page, 'created');
    await open(page);
    await fill(page);
    await sendButton(page).dblclick();
    await expect(page.getByRole('heading', { name: form.sent.title, exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(inserts).toHaveLength(1);
  });

  test('a failure shows the failure toast and keeps every field', async ({ page }) => {
    const inserts = await backend(page, 'error');
    await open(page);
    await fill(page);
    await sendButton(page).click();
    await expect(toasts(page).filter({ hasText: FAILURE_TOAST })).toBeVisible({ timeout: 10_000 });
    expect(inserts).toHaveLength(1);
    await expect(textbox(page, form.fields.name)).toHaveValue('  Amina Otieno  ');
    // An e-mail field drops surrounding spaces itself (HTML's value sanitization).
    await expect(textbox(page, form.fields.email)).toHaveValue('amina@example.com');
    await expect(textbox(page, form.fields.phone)).toHaveValue(' +254 700 123 456 ');
    await expect(textbox(page, form.fields.subject)).toHaveValue(' A new storefront ');
    await expect(textbox(page, form.fields.message)).toHaveValue(
      '  We roast coffee in Nyeri and want to sell online.  ',
    );
    await expect(budget(page)).toHaveValue('$10,000 - $25,000');
    await expect(sendButton(page)).toBeEnabled();
    await expect(sendButton(page)).toBeFocused();
    await expect(page.getByRole('heading', { name: form.sent.title, exact: true })).toHaveCount(0);
  });

  test('a backend that never answers ends in the failure toast after a bounded time', async ({ page }) => {
    test.setTimeout(60_000);
    await backend(page, 'never');
    await open(page);
    await fill(page);
    const started = Date.now();
    await sendButton(page).click();
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('button', { name: form.sending, exact: true })).toBeDisabled();
    await expect(toasts(page).filter({ hasText: FAILURE_TOAST })).toBeVisible({ timeout: 25_000 });
    expect(Date.now() - started).toBeLessThan(25_000);
    await expect(sendButton(page)).toBeEnabled();
    await expect(textbox(page, form.fields.subject)).toHaveValue(' A new storefront ');
  });

  test('a draft survives a reload until it is sent', async ({ page }) => {
    await backend(page, 'created');
    await open(page);
    await fill(page);
    await page.reload();
    await hydrated(page, '[data-contact-form]');
    await expect(textbox(page, form.fields.name)).toHaveValue('  Amina Otieno  ');
    await expect(textbox(page, form.fields.message)).toHaveValue(
      '  We roast coffee in Nyeri and want to sell online.  ',
    );
    await expect(budget(page)).toHaveValue('$10,000 - $25,000');
    await sendButton(page).click();
    await expect(page.getByRole('heading', { name: form.sent.title, exact: true })).toBeVisible();
    await page.reload();
    await hydrated(page, '[data-contact-form]');
    await expect(textbox(page, form.fields.name)).toHaveValue('');
    await expect(budget(page)).toHaveValue(BUDGETS[0]!);
  });

  test('by keyboard: fields in order, budget by arrow key, Enter sends', async ({ page }) => {
    const inserts = await backend(page, 'created');
    await open(page);
    await textbox(page, form.fields.name).focus();
    await page.keyboard.type('Amina Otieno');
    await page.keyboard.press('Tab');
    await expect(textbox(page, form.fields.email)).toBeFocused();
    await page.keyboard.type('amina@example.com');
    await page.keyboard.press('Tab');
    await expect(textbox(page, form.fields.phone)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(budget(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(budget(page)).toHaveValue('$5,000 - $10,000');
    await page.keyboard.press('Tab');
    await expect(textbox(page, form.fields.subject)).toBeFocused();
    await page.keyboard.type('Podcast');
    await page.keyboard.press('Tab');
    await expect(textbox(page, form.fields.message)).toBeFocused();
    await page.keyboard.type('Hello');
    await textbox(page, form.fields.subject).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: form.sent.title, exact: true })).toBeFocused();
    expect(inserts.map((r) => r.postDataJSON())).toEqual([
      {
        name: 'Amina Otieno',
        email: 'amina@example.com',
        subject: 'Podcast',
        message: 'Hello\n\nPhone: Not provided\nBudget: $5,000 - $10,000',
        landing_page: '/contact/',
      },
    ]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: form.sent.again })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(textbox(page, form.fields.name)).toBeFocused();
  });
});

test.describe('Toasts', () => {
  async function failOnce(page: Page) {
    await sendButton(page).click();
    await expect(sendButton(page)).toBeEnabled({ timeout: 10_000 });
  }

  test('356 px wide, 14 px apart, at most three shown', async ({ page }) => {
    await backend(page, 'error');
    await open(page);
    await fill(page);
    await failOnce(page);
    // The pointer rests on the toasts (sonner then holds them) while the keyboard sends three more.
    const box = (await toasts(page).first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 2; i <= 4; i++) {
      await expect(sendButton(page)).toBeFocused({ timeout: 10_000 });
      await page.keyboard.press('Enter');
      await expect(toasts(page)).toHaveCount(i, { timeout: 10_000 });
    }
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('--gap', '14px');
    expect((await toasts(page).first().boundingBox())?.width).toBe(356);
  });

  test('a toast stays 4000 ms', async ({ page }) => {
    // The toast is created after the failed response arrives, so its life is timed from there.
    let answered = 0;
    await backend(page, async (route) => {
      answered = Date.now();
      await route.fulfill({ status: 500, headers: { 'access-control-allow-origin': '*' }, body: '{}' });
    });
    await open(page);
    await fill(page);
    await sendButton(page).click();
    await page.mouse.move(0, 0);
    const toast = toasts(page).filter({ hasText: FAILURE_TOAST });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 8_000 });
    const lived = Date.now() - answered;
    expect(lived).toBeGreaterThanOrEqual(4_000);
    expect(lived).toBeLessThan(7_000);
  });

  test('a toast shows in the corner of the screen, wherever the page is scrolled', async ({ page }) => {
    await backend(page, 'error');
    await open(page);
    await fill(page);
    await failOnce(page);
    const toast = toasts(page).filter({ hasText: FAILURE_TOAST });
    // The pointer rests on the toast (sonner then holds it) while the page scrolls under it.
    await toast.hover();
    for (const top of [0, Number.MAX_SAFE_INTEGER]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await expect(toast).toBeInViewport({ ratio: 1 });
    }
  });

  test('a slow 20 px swipe dismisses a toast; 10 px does not', async ({ page }) => {
    await backend(page, 'error');
    await open(page);
    await fill(page);
    await failOnce(page);
    const toast = toasts(page).filter({ hasText: FAILURE_TOAST });
    await expect(toast).toBeInViewport({ ratio: 1 });
    // Slowly, so sonner's own fast-flick rule (velocity) is not what dismisses it. While the
    // pointer rests on the toasts sonner holds their timer, so only the swipe can remove one.
    const drag = async (dx: number) => {
      // hover() waits until the toast stands still (its slide-in, its snap back after a short swipe)
      // and the pointer lands on it: the drag starts on the toast, not where it was a moment ago.
      await toast.hover();
      const box = (await toast.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 1; i <= 5; i++) {
        await page.mouse.move(x + (dx * i) / 5, y);
        await page.waitForTimeout(80);
      }
      await page.mouse.up();
    };
    await drag(10);
    await page.waitForTimeout(300);
    await expect(toast).toHaveCount(1);
    await drag(22);
    await expect(toast).toHaveCount(0, { timeout: 3_000 });
  });
});

test.describe('Map (loaded only on request: no request to its host before the visitor asks)', () => {
  for (const how of ['mouse', 'keyboard'] as const) {
    test(`no request to the map host until "Show Map" is pressed (${how})`, async ({ page }) => {
      const mapRequests: string[] = [];
      page.on('request', (r) => {
        if (/google\./.test(new URL(r.url()).hostname)) mapRequests.push(r.url());
      });
      await page.route(/https:\/\/www\.google\.com\/maps.*/, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Map</title><body><p>Map of Collins Street</p></body></html>',
        }),
      );
      await page.goto('/contact/');
      await page.getByRole('heading', { name: copy.location.title, exact: true }).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(mapRequests).toEqual([]);
      await expect(page.locator('iframe')).toHaveCount(0);
      const button = page.getByRole('button', { name: copy.location.showMap });
      if (how === 'mouse') await button.click();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      const frame = page.locator('iframe');
      // Its name is the editors' (content/contact-page.json location.mapTitle), the address in it.
      const [before = '', after = ''] = (copy.location.mapTitle as string).split('{{address}}');
      await expect(frame).toHaveAttribute(
        'title',
        new RegExp(`^${escape(before)}.*${agency.address.locality}.*${escape(after)}$`),
      );
      await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*output=embed/);
      await expect(frame).toBeFocused();
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    });
  }
});

test.describe('Contact page accessibility', () => {
  for (const theme of THEMES) {
    test(`axe (${theme}): the form, the success panel with its toast, the failure toast`, async ({ page }) => {
      test.slow(); // Three full axe runs on a shared machine.
      await useStoredTheme(page, theme);
      let fail = true;
      await backend(page, async (route) => {
        await route.fulfill({ status: fail ? 500 : 201, headers: { 'access-control-allow-origin': '*' }, body: '' });
      });
      await open(page);
      await expectNoAxeViolations(page);
      await fill(page);
      await sendButton(page).click();
      await expect(toasts(page).filter({ hasText: FAILURE_TOAST })).toBeVisible();
      await expectNoAxeViolations(page);
      fail = false;
      await sendButton(page).click();
      await expect(page.getByRole('heading', { name: form.sent.title, exact: true })).toBeVisible();
      await expect(toasts(page).filter({ hasText: SUCCESS_TOAST })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`axe (${theme}): the rate-limited toast and its mail link`, async ({ page }) => {
      // PostgREST's answer to the database's PT429 refusal (supabase/migrations/…_contact_limits.sql).
      await backend(page, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'access-control-allow-origin': '*' },
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'PT429',
            details: 'At most 3 messages every 10 minutes from your network.',
            hint: null,
            message: 'Too many messages from your network. Please try again in 9 minutes (after 14:00 UTC).',
          }),
        }),
      );
      await useStoredTheme(page, theme);
      await open(page);
      await fill(page);
      await sendButton(page).click();
      const toast = toasts(page).filter({ hasText: rateLimitedToastParts(form.toasts, agency.email, 'network')[0] });
      await expect(toast.getByRole('link')).toHaveAttribute('href', /^mailto:/);
      await expect(toasts(page).filter({ hasText: FAILURE_TOAST })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('Contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form gives way to the e-mail address; the map offers directions only', async ({ page }) => {
    await page.goto('/contact/');
    await expect(textbox(page, form.fields.name)).toBeHidden();
    const note = page.locator('p').filter({ hasText: form.noscript.split('{{')[0]!.trim() });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`);
    await expect(note.getByRole('link', { name: agency.phones[0].number })).toHaveAttribute('href', /^tel:\+/);
    await expect(note).not.toContainText('{{');
    await expect(page.getByRole('button', { name: copy.location.showMap })).toBeHidden();
    await expect(
      page.locator('#location').getByRole('link', { name: `${copy.location.directions} (opens in a new tab)` }),
    ).toBeVisible();
  });
});

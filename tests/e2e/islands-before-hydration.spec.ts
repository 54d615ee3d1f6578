// Every page island works from the first tap. Each test holds the island's script back
// (as a slow phone does), acts on the server HTML, then releases the script and checks that React
// took over the same state: nothing the visitor did is lost, nothing flashes. The whole file runs
// twice: on a desktop, and on Lighthouse's phone profile (CPU 4× slower, 150 ms, 1.6 Mbit/s).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collection, entry, page as copyOf, site } from '../support/content';
import { resultsAnnouncement, SEARCH_ADOPTED_ATTRIBUTE } from '../../src/lib/browser/faq-search';
import { THEME_STORAGE_KEY } from '../../src/lib/browser/theme';
import { blockStockImages, THEMES, useStoredTheme } from './support/pages';
import {
  emulatePhone,
  HEADER_ISLANDS,
  holdIslandScripts,
  islandHydrated,
  PAGE_ISLANDS,
  PHONE,
} from './support/islands';
import { expectNoAxeViolations } from './support/quality';
import { acceptContactMessages } from './support/contact-backend';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

const PAYMENT: string = entry('faq', 'what-are-your-payment-terms').question;
const WORK = collection('work');
/** The cards as the page orders them: featured first. */
const ALL_WORK: string[] = [...WORK.filter((w) => w.featured), ...WORK.filter((w) => !w.featured)].map((w) => w.name);
const PODCASTS: string[] = ALL_WORK.filter(
  (name) => WORK.find((w) => w.name === name)!.category === 'Podcast Management',
);
const WEB: string = WORK.find((w) => w.category === 'Web Development')!.name;

const workFilter = (page: Page) => page.getByRole('group', { name: 'Filter projects by category' });
const chooseLabel = (page: Page, name: string) => workFilter(page).locator('label').getByText(name, { exact: true });
const cardTitles = (page: Page) => page.locator('[data-work-filter]').getByRole('heading', { level: 3 });
const loaded = (page: Page) => expect(page.locator('[data-loading-screen]')).toBeHidden({ timeout: 15_000 });
/** The contact form's words (content/contact-page.json). */
const FORM = copyOf('contact-page').form;
/** The FAQ search's words (content/faq-page.json). */
const SEARCH = copyOf('faq-page').search;
/** The FAQ questions on screen (a search hides the others). */
const shownQuestions = (page: Page) => page.locator('[data-faq-trigger]:visible');
/** The first menu entry with a section of its own (content/site.json). */
const SECTION: { label: string; children: { label: string }[] } = site().nav.find(
  (item: { children?: unknown[] }) => item.children?.length,
);

/** The island whose root is `root` (inside `scope`) has not hydrated yet: its script is held. */
const stillServerHtml = (page: Page, root: string, scope = '') =>
  expect(page.locator(`${scope} astro-island:has(${root})`).first()).toHaveAttribute('ssr', '');

for (const profile of ['desktop', 'phone'] as const) {
  test.describe(`before hydration (${profile})`, () => {
    if (profile === 'phone') {
      test.use(PHONE);
      test.describe.configure({ timeout: 90_000 }); // Every request and every task is slower on purpose.
    }

    /** A visitor's tap or click. */
    const act = (target: Locator) => (profile === 'phone' ? target.tap() : target.click());

    test.beforeEach(async ({ page }) => {
      await blockStockImages(page);
      if (profile === 'phone') await emulatePhone(page);
    });

    test('home FAQ: a question opened before hydration stays open, and React agrees', async ({ page }) => {
      const { requested, release } = await holdIslandScripts(page, PAGE_ISLANDS);
      await page.goto('/');
      await loaded(page);
      const entries = page.locator('#faq details[data-faq-item]');
      const questions = page.locator('#faq [data-faq-trigger]');
      await expect(entries.nth(0)).toHaveJSProperty('open', true);
      await act(questions.nth(2));
      await expect(entries.nth(2)).toHaveJSProperty('open', true);
      await expect(entries.nth(0)).toHaveJSProperty('open', false);
      await requested('the tap asked for the island');
      await stillServerHtml(page, '[data-faq-root]', '#faq');

      release();
      await islandHydrated(page, '[data-faq-root]', '#faq');
      await expect(page.locator('#faq [data-faq-root]')).toHaveAttribute('data-ready', '');
      await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
      expect(await questions.evaluateAll((all) => all.map((q) => q.getAttribute('aria-expanded')))).toEqual([
        'false',
        'false',
        'true',
        'false',
        'false',
      ]);
      await expect(entries.nth(2)).toHaveJSProperty('open', true);
      // React owns it now: the next tap goes through its state.
      await act(questions.nth(3));
      await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
      await expect(entries.nth(2)).toHaveJSProperty('open', false);
    });

    test('work filter: an empty category and back before hydration; React adopts the category, the URL and the count without a flash', async ({
      page,
    }) => {
      const { requested, release } = await holdIslandScripts(page, PAGE_ISLANDS);
      await page.goto('/work/');
      await loaded(page);
      await act(chooseLabel(page, 'Branding'));
      await expect(cardTitles(page)).toHaveText([copyOf('work-page').filter.emptyTitle]);
      await act(chooseLabel(page, 'All'));
      await expect(cardTitles(page)).toHaveText(ALL_WORK);
      await act(chooseLabel(page, 'Podcast Management'));
      await expect(cardTitles(page)).toHaveText(PODCASTS);
      await requested('the tap asked for the island');
      await stillServerHtml(page, '[data-work-filter]');

      // Every frame from here to the hand-over: how many cards show (a flash would show 4 or 0).
      await page.evaluate(() => {
        const frames: number[] = [];
        (window as unknown as { cardFrames: number[] }).cardFrames = frames;
        const sample = () => {
          frames.push([...document.querySelectorAll('[data-work-card]')].filter((c) => c.checkVisibility()).length);
          if (!document.querySelector('[data-work-filter][data-ready]') || frames.length < 5)
            requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      release();
      await islandHydrated(page, '[data-work-filter]');
      await expect(page.locator('[data-work-filter]')).toHaveAttribute('data-ready', '');
      await expect(page.getByRole('radio', { name: 'Podcast Management', exact: true })).toBeChecked();
      await expect(page).toHaveURL(/\/work\/\?category=podcast-management$/);
      await expect(page.locator('[data-work-filter]').getByRole('status')).toHaveText(
        'Showing 3 projects in Podcast Management',
      );
      await expect(cardTitles(page)).toHaveText(PODCASTS);
      const frames = await page.evaluate(() => (window as unknown as { cardFrames: number[] }).cardFrames);
      expect(frames.length).toBeGreaterThan(0);
      expect(new Set(frames)).toEqual(new Set([3]));
    });

    test('carousel: a swipe before hydration is where the island starts', async ({ page }) => {
      const { requested, release } = await holdIslandScripts(page, PAGE_ISLANDS);
      await page.goto('/work/central-highlands-coffee/');
      await loaded(page);
      const carousel = page.getByRole('region', { name: 'Central Highlands Coffee screenshots' });
      const first = carousel.locator('[aria-roledescription="slide"][aria-label="1 of 3"]');
      const second = carousel.locator('[aria-roledescription="slide"][aria-label="2 of 3"]');
      await carousel.scrollIntoViewIfNeeded();
      // The finger lands on the row (asking for the island), then swipes it one slide on.
      await act(first);
      await second.evaluate((slide) =>
        slide.closest('[tabindex="0"]')!.scrollBy({ left: slide.getBoundingClientRect().width, behavior: 'instant' }),
      );
      const offset = () =>
        second.evaluate((el) =>
          Math.round(el.getBoundingClientRect().left - el.closest('[tabindex="0"]')!.getBoundingClientRect().left),
        );
      await expect.poll(offset).toBe(0);
      await requested('the touch asked for the island');
      await stillServerHtml(page, '[aria-roledescription="carousel"]');

      release();
      await expect(carousel).toHaveAttribute('data-enhanced', '', { timeout: 15_000 });
      await expect(carousel.getByText('2 of 3', { exact: true })).toBeVisible();
      await expect(carousel.getByRole('button', { name: UI_LABELS.previousSlide })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      await expect(carousel.getByRole('group', { name: '2 of 3', exact: true })).toBeVisible();
      await expect(carousel.locator('[aria-label="1 of 3"]')).toHaveAttribute('aria-hidden', 'true');
      expect(await offset()).toBe(0);
      await act(carousel.getByRole('button', { name: UI_LABELS.nextSlide }));
      await expect(carousel.getByText('3 of 3', { exact: true })).toBeVisible();
    });

    test('gallery: "Next slide" before hydration moves one slide; React starts there', async ({ page }) => {
      const { requested, release } = await holdIslandScripts(page, PAGE_ISLANDS);
      await page.goto('/work/central-highlands-coffee/');
      await loaded(page);
      const carousel = page.getByRole('region', { name: 'Central Highlands Coffee screenshots' });
      const second = carousel.locator('[aria-roledescription="slide"][aria-label="2 of 3"]');
      const next = carousel.getByRole('button', { name: UI_LABELS.nextSlide });
      const previous = carousel.getByRole('button', { name: UI_LABELS.previousSlide });
      const offset = () =>
        second.evaluate((el) =>
          Math.round(el.getBoundingClientRect().left - el.closest('[tabindex="0"]')!.getBoundingClientRect().left),
        );
      await next.scrollIntoViewIfNeeded();
      await act(next);
      await expect.poll(offset).toBe(0);
      await expect(carousel.getByText('2 of 3', { exact: true })).toBeVisible();
      await expect(previous).toHaveAttribute('aria-disabled', 'false');
      await requested('the tap asked for the island');
      await stillServerHtml(page, '[aria-roledescription="carousel"]');

      release();
      await expect(carousel).toHaveAttribute('data-enhanced', '', { timeout: 15_000 });
      await expect(carousel.getByRole('group', { name: '2 of 3', exact: true })).toBeVisible();
      expect(await offset()).toBe(0);
      await act(next);
      await expect(carousel.getByText('3 of 3', { exact: true })).toBeVisible();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await act(previous);
      await expect(carousel.getByText('2 of 3', { exact: true })).toBeVisible();
    });

    test('theme: a choice before hydration is applied and saved; React shows it pressed', async ({ page }) => {
      const { requested, release } = await holdIslandScripts(page, HEADER_ISLANDS);
      await page.goto('/');
      await loaded(page);
      const html = page.locator('html');
      const scheme = (await html.getAttribute('class'))?.includes('dark') ? 'light' : 'dark';
      const other = scheme === 'dark' ? 'light' : 'dark';
      const choice = page.getByRole('button', { name: scheme === 'dark' ? UI_LABELS.darkTheme : UI_LABELS.lightTheme });
      await act(choice);
      await expect(html).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(scheme);
      await requested('the tap asked for the island');
      await stillServerHtml(page, '.theme-toggle');

      release();
      await islandHydrated(page, '.theme-toggle');
      await expect(choice).toHaveAttribute('aria-pressed', 'true');
      await act(page.getByRole('button', { name: other === 'dark' ? UI_LABELS.darkTheme : UI_LABELS.lightTheme }));
      await expect(html).toHaveClass(new RegExp(`\\b${other}\\b`));
      await expect(choice).toHaveAttribute('aria-pressed', 'false');
    });

    test('FAQ search: text typed before hydration stays, and the list filters by it once React is in', async ({
      page,
    }) => {
      const { requested, release } = await holdIslandScripts(page, PAGE_ISLANDS);
      await page.goto('/faq/');
      await loaded(page);
      const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
      const everyQuestion = await shownQuestions(page).allTextContents();
      await act(search);
      // The list answers from the first key, before React: filtered, counted, and empty when nothing matches.
      await search.pressSequentially('deposit');
      await expect(search).toHaveValue('deposit');
      await expect(shownQuestions(page)).toHaveText([PAYMENT]);
      await expect(page.getByRole('status').filter({ hasText: 'deposit' })).toHaveText(
        resultsAnnouncement(1, 'deposit', SEARCH),
      );
      await search.pressSequentially(' zebra');
      await expect(page.getByRole('heading', { name: SEARCH.emptyTitle })).toBeVisible();
      await expect(shownQuestions(page)).toHaveCount(0);
      await act(page.getByRole('button', { name: SEARCH.clear }));
      await expect(search).toHaveValue('');
      await expect(search).toBeFocused();
      await expect(shownQuestions(page)).toHaveText(everyQuestion);
      await search.pressSequentially('deposit');
      await expect(shownQuestions(page)).toHaveText([PAYMENT]);
      await requested('the focus asked for the island');
      await stillServerHtml(page, '[data-faq-root]');

      release();
      await islandHydrated(page, '[data-faq-root]');
      await expect(shownQuestions(page)).toHaveText([PAYMENT]);
      await expect(search).toHaveValue('deposit');
      await expect(page).toHaveURL(/\/faq\/\?q=deposit$/);
      await search.pressSequentially(' of');
      await expect(search).toHaveValue('deposit of');
      await expect(shownQuestions(page)).toHaveText([PAYMENT]);
      await expect(page.getByRole('status').filter({ hasText: 'deposit' })).toHaveText(
        resultsAnnouncement(1, 'deposit of', SEARCH),
      );
    });

    for (const sendBeforeHydration of [false, true])
      test(`contact form: checked before hydration; what was typed is what gets sent${sendBeforeHydration ? ', Send pressed before React came' : ''}`, async ({
        page,
      }) => {
        const { requested, release } = await holdIslandScripts(page, PAGE_ISLANDS);
        const inserts = await acceptContactMessages(page);
        const sent = () => inserts.map((r) => r.postDataJSON() as unknown);
        await page.goto('/contact/');
        await loaded(page);
        const field = (name: string) => page.getByRole('textbox', { name, exact: true });
        const send = page.getByRole('button', { name: FORM.send, exact: true });
        // The first check answers from the page: Send on an empty form points at the first field.
        await send.scrollIntoViewIfNeeded();
        await act(send);
        await expect(field(FORM.fields.name)).toBeFocused();
        expect(await field(FORM.fields.name).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
        await act(field(FORM.fields.name));
        await field(FORM.fields.name).pressSequentially('Amina Otieno');
        await field(FORM.fields.email).pressSequentially('amina@example.com');
        await field(FORM.fields.subject).pressSequentially('A new storefront');
        await field(FORM.fields.message).pressSequentially('We roast coffee in Nyeri.');
        // A field of spaces is refused as an empty one, as after hydration.
        await field(FORM.fields.subject).fill('   ');
        await act(send);
        await expect(field(FORM.fields.subject)).toBeFocused();
        await field(FORM.fields.subject).fill('A new storefront');
        await requested('the focus asked for the island');
        await stillServerHtml(page, '[data-contact-form]');
        if (sendBeforeHydration) {
          // It passes: the send waits for the island, and goes out once, when React is in.
          await act(send);
          await expect(page.locator('[data-contact-form] form')).toHaveAttribute('data-submit-pending', '');
          expect(sent()).toEqual([]);
        }

        release();
        await islandHydrated(page, '[data-contact-form]');
        await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-ready', '');
        if (!sendBeforeHydration) {
          // React holds what was typed. (A held send goes out as React comes, and the success panel
          // may already stand where the fields were: what it sent is checked below instead.)
          await expect(field(FORM.fields.name)).toHaveValue('Amina Otieno');
          await expect(field(FORM.fields.email)).toHaveValue('amina@example.com');
          await expect(field(FORM.fields.subject)).toHaveValue('A new storefront');
          await expect(field(FORM.fields.message)).toHaveValue('We roast coffee in Nyeri.');
          await act(send);
        }
        await expect(page.getByRole('heading', { name: FORM.sent.title, exact: true })).toBeVisible({
          timeout: 15_000,
        });
        expect(sent()).toEqual([
          expect.objectContaining({
            name: 'Amina Otieno',
            email: 'amina@example.com',
            subject: 'A new storefront',
            message: expect.stringMatching(/^We roast coffee in Nyeri\.\n/),
          }),
        ]);
      });

    test('FAQ search: text typed as React takes the list over is answered at once, and React keeps it', async ({
      page,
    }) => {
      const { release } = await holdIslandScripts(page, PAGE_ISLANDS);
      await page.goto('/faq/');
      await loaded(page);
      const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
      const everyQuestion = await shownQuestions(page).allTextContents();
      await act(search);
      await stillServerHtml(page, '[data-faq-root]');
      // The moment of the take-over (as the contact form's below): Astro's runtime has handed the island
      // to React, which hydrates it in slices. The text arrives then, and the list is read in that same
      // task: filtered by the page, React not in yet (had the input reached it, React would have
      // hydrated the whole list at once and answered only after the event).
      await page.evaluate(
        ({ text, adopted }) => {
          const input = document.querySelector<HTMLInputElement>('[data-faq-root] input[type="search"]');
          const island = input?.closest('astro-island');
          if (!input || !island) throw new Error('the FAQ search is on /faq/');
          new MutationObserver((_, observer) => {
            if (island.hasAttribute('ssr')) return;
            observer.disconnect();
            input.value = text;
            input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
            const root = input.closest('[data-faq-root]')!;
            (window as unknown as { atTakeOver: object }).atTakeOver = {
              shown: [...root.querySelectorAll('[data-faq-trigger]')].filter((q) => q.checkVisibility()).length,
              reactIn: root.hasAttribute(adopted),
            };
          }).observe(island, { attributes: true, attributeFilter: ['ssr'] });
        },
        { text: 'deposit', adopted: SEARCH_ADOPTED_ATTRIBUTE },
      );
      release();
      await islandHydrated(page, '[data-faq-root]');
      expect(await page.evaluate(() => (window as unknown as { atTakeOver?: object }).atTakeOver)).toEqual({
        shown: 1,
        reactIn: false,
      });
      // React took over what was typed: the list, the box and the address, then the next keys are its own.
      await expect(shownQuestions(page)).toHaveText([PAYMENT]);
      await expect(search).toHaveValue('deposit');
      await expect(page).toHaveURL(/\/faq\/\?q=deposit$/);
      await search.pressSequentially(' of');
      await expect(shownQuestions(page)).toHaveText([PAYMENT]);
      await expect(page.getByRole('status').filter({ hasText: 'deposit' })).toHaveText(
        resultsAnnouncement(1, 'deposit of', SEARCH),
      );
      await search.fill('');
      await expect(shownQuestions(page)).toHaveText(everyQuestion);
    });

    test('contact form: Send pressed as React takes the form over sends what was typed, once', async ({ page }) => {
      const { release } = await holdIslandScripts(page, PAGE_ISLANDS);
      const inserts = await acceptContactMessages(page);
      await page.goto('/contact/');
      await loaded(page);
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field(FORM.fields.name).fill('Amina Otieno');
      await field(FORM.fields.email).fill('amina@example.com');
      await field(FORM.fields.subject).fill('A new storefront');
      await field(FORM.fields.message).fill('We roast coffee in Nyeri.');
      await stillServerHtml(page, '[data-contact-form]');
      // The moment of the take-over: Astro's runtime has handed the island to React (its `ssr` is
      // gone, so the first-act script stands aside) and React has yet to render what was typed.
      await page.evaluate((label) => {
        const island = document.querySelector('[data-contact-form]')?.closest('astro-island');
        const send = [...document.querySelectorAll<HTMLButtonElement>('[data-contact-form] button')].find(
          (button) => button.textContent?.trim() === label,
        );
        if (!island || !send) throw new Error('the contact form and its Send button are on /contact/');
        new MutationObserver((_, observer) => {
          if (island.hasAttribute('ssr')) return;
          observer.disconnect();
          send.click();
        }).observe(island, { attributes: true, attributeFilter: ['ssr'] });
      }, FORM.send);
      release();
      await expect(page.getByRole('heading', { name: FORM.sent.title, exact: true })).toBeVisible({ timeout: 15_000 });
      expect(inserts.map((r) => r.postDataJSON() as unknown)).toEqual([
        expect.objectContaining({
          name: 'Amina Otieno',
          email: 'amina@example.com',
          subject: 'A new storefront',
          message: expect.stringMatching(/^We roast coffee in Nyeri\.\n/),
        }),
      ]);
    });
  });
}

test.describe('the phone menu before hydration', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 90_000 });

  test('opens, expands a section, closes (button and Escape) from the server HTML; React takes it over open', async ({
    page,
  }) => {
    await blockStockImages(page);
    await emulatePhone(page);
    const { requested, release } = await holdIslandScripts(page, HEADER_ISLANDS);
    await page.goto('/');
    await loaded(page);
    const hamburger = page.getByRole('button', { name: UI_LABELS.openMenu });
    const menu = page.getByRole('dialog', { name: UI_LABELS.menu });
    const close = menu.getByRole('button', { name: UI_LABELS.closeMenu });
    const section = menu.getByRole('button', { name: SECTION.label, exact: true });
    const sectionLink = menu.getByRole('link', { name: SECTION.children[0]!.label, exact: true });
    const pageScroll = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    const before = await pageScroll();

    await hamburger.tap();
    await expect(menu).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(close).toBeFocused();
    expect(await pageScroll()).toBe('hidden');
    await section.tap();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionLink).toBeVisible();
    await section.tap();
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await expect(sectionLink).toBeHidden();
    await close.tap();
    await expect(menu).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toBeFocused();
    expect(await pageScroll()).toBe(before);
    await hamburger.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    // Open, with a section expanded, while React arrives.
    await hamburger.tap();
    await section.tap();
    await expect(sectionLink).toBeVisible();
    await requested('the tap asked for the island');
    await stillServerHtml(page, '[data-site-nav]');

    release();
    await islandHydrated(page, '[data-site-nav]');
    await expect(page.locator('[data-site-nav]')).toHaveAttribute('data-ready', '');
    await expect(menu).toBeVisible();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionLink).toBeVisible();
    // React owns it: it closes the section and the menu, and opens it again.
    await section.tap();
    await expect(sectionLink).toBeHidden();
    await close.tap();
    await expect(menu).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(await pageScroll()).toBe(before);
    await hamburger.tap();
    await expect(menu).toBeVisible();
    await expect(close).toBeFocused();
  });
});

test.describe('the cases that once lost a first tap', () => {
  test('home FAQ: 1.5 s after load, the third question opens on the first click', async ({ page }) => {
    await page.goto('/');
    await page.waitForTimeout(1_500);
    const third = page.locator('#faq [data-faq-trigger]').nth(2);
    await third.click();
    await expect(page.locator('#faq details[data-faq-item]').nth(2)).toHaveJSProperty('open', true);
    await islandHydrated(page, '[data-faq-root]', '#faq');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
  });

  test.describe('on the phone profile', () => {
    test.use(PHONE);

    test('/work: a tap on "Podcast Management" as soon as the loading screen has gone filters the list', async ({
      page,
    }) => {
      test.slow();
      await blockStockImages(page);
      await emulatePhone(page);
      await page.goto('/work/');
      await loaded(page);
      await chooseLabel(page, 'Podcast Management').tap();
      await expect(page.getByRole('heading', { name: WEB })).toBeHidden();
      await expect(cardTitles(page)).toHaveText(PODCASTS);
      // And so it stays once the tap has hydrated the island.
      await islandHydrated(page, '[data-work-filter]', '', 30_000);
      await expect(page.getByRole('radio', { name: 'Podcast Management', exact: true })).toBeChecked();
      await expect(cardTitles(page)).toHaveText(PODCASTS);
    });
  });
});

// axe on the server markup, before any page island has hydrated (the accordion and the filter as
// HTML and CSS), in both themes (every rule in the light one, the colour rules in the dark).
for (const theme of THEMES) {
  test(`axe (${theme}) before hydration: home FAQ with a question opened, /faq, /work on an empty category`, async ({
    page,
  }) => {
    test.slow(); // Three axe runs on a shared machine.
    await holdIslandScripts(page, PAGE_ISLANDS);
    await blockStockImages(page);
    await useStoredTheme(page, theme);
    await page.goto('/');
    await page.locator('#faq [data-faq-trigger]').nth(2).click();
    await expectNoAxeViolations(page, theme);
    await page.goto('/faq/#what-are-your-payment-terms');
    await expectNoAxeViolations(page, theme);
    await page.goto('/work/');
    await chooseLabel(page, 'Branding').click();
    await expect(page.getByRole('heading', { name: copyOf('work-page').filter.emptyTitle })).toBeVisible();
    await stillServerHtml(page, '[data-work-filter]');
    await expectNoAxeViolations(page, theme);
  });
}

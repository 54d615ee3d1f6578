// No keystroke is lost before or while React arrives. Every key an island answers once hydrated is
// pressed at once after the focus (or right after a first tap) in four moments: with the island's
// script held back (the page answers it, then React takes over the same state), while the script
// arrives and hydrates, at once after the load (the visitor's own timing), and once hydrated (the
// reference). Each case checks the same answer in all four, on a desktop and on a 4× slower CPU.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collection, faqGroups, page as copyOf } from '../support/content';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';
import { blockStockImages } from './support/pages';
import { attached, HEADER_ISLANDS, holdIslandScripts, PAGE_ISLANDS, PHONE } from './support/islands';

const HOME_QUESTIONS = faqGroups('home')[0]!.questions.length;
const GALLERY = '/work/central-highlands-coffee/';
const WORK = collection('work');
/** The cards as the page orders them (featured first) in the filter's first category after 'All'. */
const WEB_WORK: string[] = [...WORK.filter((w) => w.featured), ...WORK.filter((w) => !w.featured)]
  .filter((w) => w.category === 'Web Development')
  .map((w) => w.name);
const FORM = copyOf('contact-page').form;

interface KeyCase {
  name: string;
  path: string;
  /** The islands whose scripts are held back. */
  hold: readonly string[];
  /** The island's root, inside `scope` when the page has two of its kind. */
  root: string;
  scope?: string;
  /** The island's root once React owns it (its ready marker). */
  ready: string;
  /** A phone's screen (the phone menu). */
  phone?: boolean;
  /** Puts the focus where the visitor does (and a first tap, where the case has one); `hydrated`: React owns the island. */
  prepare: (page: Page, hydrated: boolean) => Promise<void>;
  /** Pressed at once after `prepare`. */
  keys: string[];
  /** What the island shows once hydrated after these keys: checked in every moment. */
  answer: (page: Page) => Promise<void>;
}

const homeQuestion = (page: Page, n: number) => page.locator('#faq [data-faq-trigger]').nth(n);
const faqQuestion = (page: Page, n: number) => page.locator('[data-faq-trigger]').nth(n);
const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const nextSlide = (page: Page) => carousel(page).getByRole('button', { name: UI_LABELS.nextSlide });
const previousSlide = (page: Page) => carousel(page).getByRole('button', { name: UI_LABELS.previousSlide });
const slideRow = (page: Page) => carousel(page).locator('[tabindex="0"]');
const nav = (page: Page) => page.getByRole('navigation', { name: UI_LABELS.main });
const services = (page: Page) => nav(page).getByRole('button', { name: 'Services', exact: true });
const hamburger = (page: Page) => page.getByRole('button', { name: UI_LABELS.openMenu });
const phoneMenu = (page: Page) => page.getByRole('dialog', { name: UI_LABELS.menu });

/** Slide `n` (1-based) of 3 is the one in view, and the controls say so. */
async function showsSlide(page: Page, n: number): Promise<void> {
  const slide = carousel(page).locator(`[aria-roledescription="slide"][aria-label="${n} of 3"]`);
  await expect
    .poll(() =>
      slide.evaluate((el) =>
        Math.round(el.getBoundingClientRect().left - el.closest('[tabindex="0"]')!.getBoundingClientRect().left),
      ),
    )
    .toBe(0);
  await expect(carousel(page).locator('[data-carousel-position]')).toHaveText(`${n} of 3`);
  await expect(previousSlide(page)).toHaveAttribute('aria-disabled', String(n === 1));
  await expect(nextSlide(page)).toHaveAttribute('aria-disabled', String(n === 3));
}

/** Home FAQ: the first entry stays the open one (arrows move the focus only). */
const firstStillOpen = (page: Page) =>
  expect(page.locator('#faq details[data-faq-item]').nth(0)).toHaveJSProperty('open', true);

const CASES: KeyCase[] = [
  ...(
    [
      ['ArrowDown', 0, 1],
      ['ArrowUp', 0, HOME_QUESTIONS - 1],
      ['End', 0, HOME_QUESTIONS - 1],
      ['Home', 2, 0],
    ] as const
  ).map(([key, from, to]): KeyCase => ({
    name: `home FAQ: ${key} on question ${from + 1} moves to question ${to + 1}`,
    path: '/',
    hold: PAGE_ISLANDS,
    scope: '#faq',
    root: '[data-faq-root]',
    ready: '#faq [data-faq-root][data-ready]',
    prepare: (page) => homeQuestion(page, from).focus(),
    keys: [key],
    answer: async (page) => {
      await expect(homeQuestion(page, to)).toBeFocused();
      await firstStillOpen(page);
    },
  })),
  {
    name: 'home FAQ: ArrowDown right after a tap opened question 3 moves to question 4',
    path: '/',
    hold: PAGE_ISLANDS,
    scope: '#faq',
    root: '[data-faq-root]',
    ready: '#faq [data-faq-root][data-ready]',
    prepare: (page) => homeQuestion(page, 2).click(),
    keys: ['ArrowDown'],
    answer: async (page) => {
      await expect(homeQuestion(page, 3)).toBeFocused();
      await expect(page.locator('#faq details[data-faq-item]').nth(2)).toHaveJSProperty('open', true);
    },
  },
  ...(
    [
      ['ArrowDown', 1],
      ['End', -1],
    ] as const
  ).map(([key, to]): KeyCase => ({
    name: `FAQ page: ${key} on the first question`,
    path: '/faq/',
    hold: PAGE_ISLANDS,
    root: '[data-faq-root]',
    ready: '[data-faq-root][data-ready]',
    prepare: (page) => faqQuestion(page, 0).focus(),
    keys: [key],
    answer: async (page) => {
      const count = await page.locator('[data-faq-trigger]').count();
      await expect(faqQuestion(page, to < 0 ? count + to : to)).toBeFocused();
    },
  })),
  {
    name: 'FAQ page: Escape in the search empties it and the whole list is back',
    path: '/faq/',
    hold: PAGE_ISLANDS,
    root: '[data-faq-root]',
    ready: '[data-faq-root][data-ready]',
    prepare: async (page) => {
      const search = page.getByRole('searchbox', { name: UI_LABELS.searchFaq });
      await search.focus();
      await search.pressSequentially('zebra');
      await expect(page.locator('[data-faq-trigger]:visible')).toHaveCount(0);
    },
    keys: ['Escape'],
    answer: async (page) => {
      await expect(page.getByRole('searchbox', { name: UI_LABELS.searchFaq })).toHaveValue('');
      await expect(page.locator('[data-faq-trigger]:visible')).toHaveCount(
        await page.locator('[data-faq-trigger]').count(),
      );
    },
  },
  {
    name: 'gallery: ArrowRight on "Next slide" moves one slide',
    path: GALLERY,
    hold: PAGE_ISLANDS,
    root: '[aria-roledescription="carousel"]',
    ready: '[aria-roledescription="carousel"][data-enhanced]',
    prepare: (page) => nextSlide(page).focus(),
    keys: ['ArrowRight'],
    answer: (page) => showsSlide(page, 2),
  },
  {
    name: 'gallery: ArrowLeft right after a tap on "Next slide" comes back',
    path: GALLERY,
    hold: PAGE_ISLANDS,
    root: '[aria-roledescription="carousel"]',
    ready: '[aria-roledescription="carousel"][data-enhanced]',
    prepare: (page) => nextSlide(page).click(),
    keys: ['ArrowLeft'],
    answer: (page) => showsSlide(page, 1),
  },
  {
    name: 'gallery: ArrowRight twice on the slide row moves two slides',
    path: GALLERY,
    hold: PAGE_ISLANDS,
    root: '[aria-roledescription="carousel"]',
    ready: '[aria-roledescription="carousel"][data-enhanced]',
    prepare: (page) => slideRow(page).focus(),
    keys: ['ArrowRight', 'ArrowRight'],
    answer: (page) => showsSlide(page, 3),
  },
  {
    name: 'gallery: ArrowLeft at the first slide stays there',
    path: GALLERY,
    hold: PAGE_ISLANDS,
    root: '[aria-roledescription="carousel"]',
    ready: '[aria-roledescription="carousel"][data-enhanced]',
    prepare: (page) => previousSlide(page).focus(),
    keys: ['ArrowLeft'],
    answer: async (page) => {
      await showsSlide(page, 1);
      expect(await slideRow(page).evaluate((row) => row.scrollLeft)).toBe(0);
    },
  },
  {
    name: 'work filter: ArrowRight on "All" chooses the next category',
    path: '/work/',
    hold: PAGE_ISLANDS,
    root: '[data-work-filter]',
    ready: '[data-work-filter][data-ready]',
    prepare: (page) => page.getByRole('radio', { name: 'All', exact: true }).focus(),
    keys: ['ArrowRight'],
    answer: async (page) => {
      await expect(page.getByRole('radio', { name: 'Web Development', exact: true })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Web Development', exact: true })).toBeFocused();
      await expect(page.locator('[data-work-filter]').getByRole('heading', { level: 3 })).toHaveText(WEB_WORK);
    },
  },
  {
    name: 'contact form: Enter in an empty form points at the first field to fill',
    path: '/contact/',
    hold: PAGE_ISLANDS,
    root: '[data-contact-form]',
    ready: '[data-contact-form][data-ready]',
    prepare: (page) => page.getByRole('textbox', { name: FORM.fields.email, exact: true }).focus(),
    keys: ['Enter'],
    answer: async (page) => {
      const name = page.getByRole('textbox', { name: FORM.fields.name, exact: true });
      await expect(name).toBeFocused();
      expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    },
  },
  ...(['Enter', 'Space'] as const).map((key): KeyCase => ({
    name: `theme: ${key} on "Dark" applies and saves it`,
    path: '/',
    hold: HEADER_ISLANDS,
    root: '.theme-toggle',
    ready: '.theme-toggle [aria-pressed]',
    prepare: (page) => page.getByRole('button', { name: UI_LABELS.darkTheme }).focus(),
    keys: [key],
    answer: async (page) => {
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    },
  })),
  {
    name: 'header: Escape inside an open dropdown closes it and returns focus to its button',
    path: '/',
    hold: HEADER_ISLANDS,
    root: '[data-site-nav]',
    ready: '[data-site-nav][data-ready]',
    prepare: async (page, hydrated) => {
      await page.mouse.move(0, 600);
      await services(page).focus();
      // Before React, CSS opens it around the focus; after, Enter does.
      if (hydrated) await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(nav(page).getByRole('link', { name: 'All Services', exact: true })).toBeFocused();
    },
    keys: ['Escape'],
    answer: async (page) => {
      await expect(services(page)).toBeFocused();
      await expect(nav(page).getByRole('link', { name: 'All Services', exact: true })).toBeHidden();
    },
  },
  {
    name: "header: Enter on a dropdown's button opens it",
    path: '/',
    hold: HEADER_ISLANDS,
    root: '[data-site-nav]',
    ready: '[data-site-nav][data-ready]',
    prepare: async (page) => {
      await page.mouse.move(0, 600);
      await services(page).focus();
    },
    keys: ['Enter'],
    answer: async (page) => {
      await expect(services(page)).toBeFocused();
      await expect(nav(page).getByRole('link', { name: 'All Services', exact: true })).toBeVisible();
    },
  },
  {
    name: 'phone menu: Escape right after the tap that opened it closes it',
    path: '/',
    hold: HEADER_ISLANDS,
    root: '[data-site-nav]',
    ready: '[data-site-nav][data-ready]',
    phone: true,
    prepare: async (page) => {
      await hamburger(page).tap();
      await expect(phoneMenu(page).getByRole('button', { name: UI_LABELS.closeMenu })).toBeFocused();
    },
    keys: ['Escape'],
    answer: async (page) => {
      await expect(phoneMenu(page)).toBeHidden();
      await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(hamburger(page)).toBeFocused();
    },
  },
  {
    name: 'phone menu: Shift+Tab from its first control wraps to its last',
    path: '/',
    hold: HEADER_ISLANDS,
    root: '[data-site-nav]',
    ready: '[data-site-nav][data-ready]',
    phone: true,
    prepare: (page) => hamburger(page).tap(),
    keys: ['Shift+Tab'],
    answer: async (page) => {
      await expect(phoneMenu(page)).toBeVisible();
      await expect(phoneMenu(page).getByRole('link').last()).toBeFocused();
    },
  },
];

type Moment = 'held back' | 'while hydrating' | 'at once after load' | 'hydrated';
const MOMENTS: Moment[] = ['held back', 'while hydrating', 'at once after load', 'hydrated'];

const loaded = (page: Page) => expect(page.locator('[data-loading-screen]')).toBeHidden({ timeout: 15_000 });
const islandOf = (page: Page, c: KeyCase): Locator =>
  page.locator(`${c.scope ?? ''} astro-island:has(${c.root})`).first();
const isReady = (page: Page, c: KeyCase) => attached(page, c.ready);

async function press(page: Page, keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

for (const cpu of [1, 4] as const) {
  test.describe(`keys before and while React arrives (CPU ${cpu}×)`, () => {
    test.describe.configure({ timeout: cpu === 1 ? 45_000 : 90_000 });
    test.beforeEach(({ page }) => blockStockImages(page));
    // The slower CPU from the moment the visitor acts: the keys, the first-act script's answers,
    // the island's script arriving and React hydrating. The load before it is the same page at
    // either speed, and nothing here is timed from it.
    const slowDown = async (page: Page) => {
      if (cpu === 1) return;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    };

    for (const c of CASES)
      test.describe(c.name, () => {
        if (c.phone) test.use(PHONE);
        for (const moment of MOMENTS) {
          // The 4× runs take the moments a slow phone meets (the reference once is enough).
          if (cpu > 1 && (moment === 'hydrated' || moment === 'at once after load')) continue;
          test(moment, async ({ page }) => {
            const hold =
              moment === 'held back' || moment === 'while hydrating' ? await holdIslandScripts(page, c.hold) : null;
            await page.goto(c.path);
            await loaded(page);
            await page
              .locator(`${c.scope ?? ''} ${c.root}`)
              .first()
              .scrollIntoViewIfNeeded();
            await slowDown(page);
            if (moment === 'hydrated') {
              await islandOf(page, c).dispatchEvent('pointerover');
              await isReady(page, c);
            }
            await c.prepare(page, moment === 'hydrated');
            if (moment === 'while hydrating') {
              // The focus (or tap) asked for the island; the key lands as its script arrives and React hydrates.
              await hold!.requested('the island was asked for');
              hold!.release();
            }
            await press(page, c.keys);
            await c.answer(page);
            if (moment === 'held back') {
              await hold!.requested('the island was asked for');
              await expect(islandOf(page, c)).toHaveAttribute('ssr', '');
              hold!.release();
            }
            // React takes the state over as the keys left it: nothing undone once it is in.
            await isReady(page, c);
            await c.answer(page);
          });
        }
      });
  });
}

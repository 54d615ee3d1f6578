import { expect, test, type Locator, type Page } from '@playwright/test';
import { entry, page as copyOf } from '../support/content';
import { openInTheme, THEMES } from './support/pages';
import { expectNoAxeViolations } from './support/quality';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

/** The coffee case study's Project Gallery: a carousel of its slides, titled in content/. */
const STUDY = entry('case-studies/projects', 'central-highlands-coffee');
const WORK = entry('work', STUDY.work);
const PATH = `/work/${WORK.id}/`;
const TITLES: string[] = STUDY.gallery.map((slide: { title: string }) => slide.title);
const BACK = STUDY.cta.actions.find((a: { href: string }) => a.href === '/work').label as string;

const carouselOf = (page: Page) =>
  page.getByRole('region', { name: UI_LABELS.screenshots(STUDY.title ?? WORK.name), exact: true });

/** Scrolls the gallery into view, points at it (it hydrates on first interaction) and waits until its island is live. */
async function openCarousel(page: Page): Promise<Locator> {
  const carousel = carouselOf(page);
  await carousel.scrollIntoViewIfNeeded();
  await carousel.dispatchEvent('pointerover');
  await expect(page.locator('astro-island[ssr]', { has: carousel })).toHaveCount(0);
  await expect(carousel).toHaveAttribute('data-enhanced', '');
  return carousel;
}

/** The scrolling row of slides: what the previous and next buttons control. */
async function trackOf(carousel: Locator): Promise<Locator> {
  const id = await carousel.getByRole('button', { name: UI_LABELS.nextSlide }).getAttribute('aria-controls');
  return carousel.locator(`[id="${id}"]`);
}

/** How far a slide's left edge sits from its row's, in px (0: the slide is the one in view). */
const offsetInRow = (slide: Locator) =>
  slide.evaluate((el) =>
    Math.round(el.getBoundingClientRect().left - el.closest('[tabindex="0"]')!.getBoundingClientRect().left),
  );

/** Exactly slide `n` (1-based) is shown and exposed; the others are scrolled out of the row and hidden from assistive tech. */
async function expectShowing(carousel: Locator, n: number): Promise<void> {
  for (let i = 1; i <= TITLES.length; i++) {
    const label = `${i} of ${TITLES.length}`;
    const slide = carousel.locator(`[aria-roledescription="slide"][aria-label="${label}"]`);
    if (i === n) {
      await expect(carousel.getByRole('group', { name: label, exact: true })).toBeVisible();
      await expect.poll(() => offsetInRow(slide)).toBe(0);
      await expect(slide.getByRole('heading', { level: 3 })).toHaveText(TITLES[i - 1]!);
      await expect(slide.getByRole('paragraph')).not.toBeEmpty();
      await expect(slide.getByRole('img')).toHaveAttribute('alt', /.+/);
    } else {
      await expect(carousel.getByRole('group', { name: label, exact: true })).toHaveCount(0);
      await expect.poll(async () => Math.abs(await offsetInRow(slide))).toBeGreaterThan(300);
    }
  }
}

const buttons = (carousel: Locator) => ({
  previous: carousel.getByRole('button', { name: UI_LABELS.previousSlide }),
  next: carousel.getByRole('button', { name: UI_LABELS.nextSlide }),
});

test('is a labelled carousel whose three slides are labelled "n of 3"', async ({ page }) => {
  await page.goto(PATH);
  const carousel = await openCarousel(page);
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  for (const [i, label] of ['1 of 3', '2 of 3', '3 of 3'].entries()) {
    await expect(slides.nth(i)).toHaveAttribute('role', 'group');
    await expect(slides.nth(i)).toHaveAttribute('aria-label', label);
  }
  const { previous, next } = buttons(carousel);
  const track = await trackOf(carousel);
  await expect(track.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(previous).toHaveAttribute('aria-controls', (await track.getAttribute('id'))!);
  await expect(next).toHaveAttribute('aria-controls', (await track.getAttribute('id'))!);
  await expectShowing(carousel, 1);
});

test('by mouse: next and previous move one slide, and are disabled at the ends; no autoplay', async ({ page }) => {
  await page.goto(PATH);
  const carousel = await openCarousel(page);
  const { previous, next } = buttons(carousel);

  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // No autoplay: nothing moves on its own.
  await page.waitForTimeout(1500);
  await expectShowing(carousel, 1);

  await next.click();
  await expectShowing(carousel, 2);
  await expect(previous).toBeEnabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expectShowing(carousel, 3);
  await expect(next).toBeDisabled();
  // A click on the disabled button changes nothing.
  await next.click({ force: true });
  await expectShowing(carousel, 3);

  await previous.click();
  await expectShowing(carousel, 2);
  await previous.click();
  await expectShowing(carousel, 1);
  await expect(previous).toBeDisabled();
  await previous.click({ force: true });
  await expectShowing(carousel, 1);
});

test('by mouse: scrolling the row sideways (trackpad or wheel) moves the carousel and its buttons with it', async ({
  page,
}) => {
  await page.goto(PATH);
  const carousel = await openCarousel(page);
  const { previous, next } = buttons(carousel);
  await carousel.getByRole('group', { name: '1 of 3' }).getByRole('img').hover();
  await page.mouse.wheel(2000, 0);
  await expectShowing(carousel, 3);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
});

test('by keyboard: reachable with Tab; Enter, Space and the arrow keys move; disabled ends keep focus', async ({
  page,
}) => {
  await page.goto(PATH);
  const carousel = await openCarousel(page);
  const { previous, next } = buttons(carousel);

  // Tab order: the hero's last link, then the carousel's controls, then its slides.
  await page.getByRole('link', { name: new RegExp(`^${copyOf('work-page').caseStudies.liveWebsiteLabel}`) }).focus();
  await page.keyboard.press('Tab');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();

  await page.keyboard.press('Enter');
  await expectShowing(carousel, 2);
  await page.keyboard.press('Space');
  await expectShowing(carousel, 3);
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expectShowing(carousel, 3);
  await page.keyboard.press('ArrowLeft');
  await expectShowing(carousel, 2);
  await page.keyboard.press('ArrowLeft');
  await expectShowing(carousel, 1);
  await page.keyboard.press('ArrowLeft');
  await expectShowing(carousel, 1);
  await expect(previous).toBeDisabled();

  // The slide row itself takes focus next, and the arrows work there too.
  await page.keyboard.press('Tab');
  const track = await trackOf(carousel);
  await expect(track).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expectShowing(carousel, 2);
  await page.keyboard.press('ArrowRight');
  await expectShowing(carousel, 3);
  await page.keyboard.press('ArrowRight');
  await expectShowing(carousel, 3);
});

test('arrow keys outside the carousel do not move it', async ({ page }) => {
  await page.goto(PATH);
  const carousel = await openCarousel(page);
  await page.getByRole('link', { name: BACK, exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectShowing(carousel, 1);
});

test('announces the slide it moved to in a polite live region', async ({ page }) => {
  await page.goto(PATH);
  const carousel = await openCarousel(page);
  const status = carousel.locator('[aria-live="polite"]');
  await expect(status).toHaveText('');
  await buttons(carousel).next.click();
  await expect(status).toHaveText(`Slide 2 of 3: ${TITLES[1]}`);
});

for (const theme of THEMES) {
  test(`no axe violations with the carousel live, on its second slide (${theme})`, async ({ page }) => {
    test.slow(); // axe over a whole page takes long on a busy machine
    await openInTheme(page, PATH, theme);
    const carousel = await openCarousel(page);
    await buttons(carousel).next.click();
    await expectShowing(carousel, 2);
    await expectNoAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every slide is readable in a scrollable row and the controls that need JavaScript are hidden', async ({
    page,
  }) => {
    await page.goto(PATH);
    const carousel = carouselOf(page);
    for (const [i, title] of TITLES.entries()) {
      const slide = carousel.getByRole('group', { name: `${i + 1} of 3`, exact: true });
      await expect(slide).toBeVisible();
      await expect(slide.getByRole('heading', { level: 3 })).toHaveText(title);
    }
    await expect(carousel.getByRole('button')).toHaveCount(0);
    // Without JavaScript the buttons are hidden but still name the row they control.
    const id = await carousel.locator('button[aria-controls]').first().getAttribute('aria-controls');
    const track = carousel.locator(`[id="${id}"]`);
    await expect(track.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(track).toHaveAttribute('tabindex', '0');
    expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // Keyboard users scroll it natively once it has focus; it snaps to the next slide.
    const second = carousel.getByRole('group', { name: '2 of 3', exact: true });
    expect(await offsetInRow(second)).toBeGreaterThan(300);
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => offsetInRow(second)).toBe(0);
  });
});

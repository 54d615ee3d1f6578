// Sections animate in once when scrolled into view, in 0.5-0.7 s with a 0.1 s stagger per
// item; what is on screen is never hidden, and with reduced motion nothing animates
// (DESIGN, src/components/layout/PageEffects.astro). Read from the browser's own animations.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { page as copyOf } from '../support/content';
import { region } from './support/pages';

const SERVICES: string = copyOf('home').services.title;

/** The first list of a section, item by item: opacity and the timing of each running animation. */
const readItems = (list: Locator) =>
  list.evaluate((ul) =>
    [...ul.children].map((item) => ({
      opacity: getComputedStyle(item).opacity,
      top: item.getBoundingClientRect().top,
      animations: item.getAnimations().map((a) => {
        const { delay, duration } = a.effect!.getTiming();
        return { delay, duration: Number(duration) };
      }),
    })),
  );

/** Opens a page and waits until its page effects have run (the load event, then two frames). */
async function open(page: Page, route: string) {
  await page.goto(route);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if (document.readyState === 'complete') frames();
        else window.addEventListener('load', frames, { once: true });
      }),
  );
}

/** The home page, and its services list (below a desktop's first screen). */
async function openHome(page: Page) {
  await open(page, '/');
  return region(page, SERVICES).getByRole('list').first();
}

test('a section below the screen waits, then animates in once, its items 0.1 s apart', async ({ page }) => {
  const list = await openHome(page);
  const viewportHeight = await page.evaluate(() => window.innerHeight);
  const before = await readItems(list);
  expect(before.length).toBeGreaterThanOrEqual(3);
  expect(before[0]!.top, 'the services list starts below the first screen').toBeGreaterThanOrEqual(viewportHeight);
  await expect.poll(async () => (await readItems(list)).map((i) => i.opacity)).toEqual(before.map(() => '0'));

  // Animations play at a tenth of their speed while they are read (DevTools' Animation domain), so a
  // busy machine's late poll still finds every item's animation running.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
  await list.scrollIntoViewIfNeeded();
  let running = before;
  await expect
    .poll(async () => {
      running = await readItems(list);
      return running.every((i) => i.animations.length === 1);
    })
    .toBe(true);
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
  running.forEach(({ animations: [animation] }, i) => {
    expect(animation!.delay, `item ${i + 1}'s delay`).toBe(i * 100);
    expect(animation!.duration, `item ${i + 1}'s duration`).toBeGreaterThanOrEqual(500);
    expect(animation!.duration, `item ${i + 1}'s duration`).toBeLessThanOrEqual(700);
  });
  await expect
    .poll(async () => (await readItems(list)).map((i) => i.opacity), { timeout: 5000 })
    .toEqual(running.map(() => '1'));

  // Once: away and back, nothing animates again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await list.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const again = await readItems(list);
  expect(again.map((i) => i.animations.length)).toEqual(again.map(() => 0));
  expect(again.map((i) => i.opacity)).toEqual(again.map(() => '1'));
});

test('what is on the first screen is never hidden or animated', async ({ page }) => {
  // /industries/: its list of industry cards starts on a desktop's first screen.
  await open(page, '/industries/');
  await page.waitForTimeout(100);
  const onScreen = await page.locator('[data-reveal]').evaluateAll((els) =>
    els
      .filter((el) => el.getBoundingClientRect().top < window.innerHeight)
      .map((el) => ({
        text: (el.textContent ?? '').trim().slice(0, 40),
        opacity: [el, ...el.children].map((item) => getComputedStyle(item).opacity),
        animations: el.getAnimations({ subtree: true }).length,
      })),
  );
  expect(onScreen.length, 'a revealing section on the first screen').toBeGreaterThan(0);
  for (const el of onScreen) {
    expect(el, el.text).toEqual({ ...el, opacity: el.opacity.map(() => '1'), animations: 0 });
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing waits hidden and nothing animates in', async ({ page }) => {
    const list = await openHome(page);
    const before = await readItems(list);
    expect(before.map((i) => i.opacity)).toEqual(before.map(() => '1'));
    await list.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const after = await readItems(list);
    expect(after.map((i) => [i.opacity, i.animations.length])).toEqual(after.map(() => ['1', 0]));
  });
});

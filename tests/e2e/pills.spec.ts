// Every pill (a rounded badge of text: a hero's eyebrow, a category, a tag, a fact) hugs its text
// on a 390 px phone and on a 1366 px desktop, on every built page: a flex column stretches its
// items to the full width unless they say otherwise (a service page's hero pill did on a phone).
import { expect, test, type Page } from '@playwright/test';
import { entry, page as pageCopy } from '../support/content';
import { builtPages } from './support/quality';

const WIDTHS = [390, 1366] as const;
/** Sub-pixel rounding between the box and the text's range. */
const TOLERANCE_PX = 2;

interface Pill {
  text: string;
  width: number;
  hug: number;
}

/**
 * The page's visible pills: an element that is not a control (nor inside one), has text of its
 * own, a background or a border, and corners rounded to half its height. `hug` is the width of
 * its content plus its padding and border: what its box is when it hugs its text.
 */
async function pills(page: Page): Promise<Pill[]> {
  return page.evaluate(() => {
    const found: Pill[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('a, button, label, summary, input, select, textarea, [role="button"]')) continue;
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.height > 64) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const radius = parseFloat(style.borderTopLeftRadius);
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
      if (!filled || radius < box.height / 2 - 1) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const sides = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
      const frame = sides.reduce((sum, side) => sum + parseFloat(style[side]), 0);
      found.push({ text: el.textContent!.trim(), width: box.width, hug: range.getBoundingClientRect().width + frame });
    }
    return found;
  });
}

const pages = builtPages().filter((p) => p.kind === 'page');

for (const { route } of pages) {
  test(`${route}: every pill hugs its text at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    await page.goto(route);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      const wide = (await pills(page)).filter((p) => p.width > p.hug + TOLERANCE_PX);
      expect
        .soft(
          wide.map((p) => `"${p.text}": ${Math.round(p.width)} px wide, its text needs ${Math.round(p.hug)} px`),
          `at ${width} px`,
        )
        .toEqual([]);
    }
  });
}

test('the check finds the pills it is about: the service hero pill and the home page’s', async ({ page }) => {
  for (const [route, eyebrow] of [
    ['/services/branding/', entry('services', 'branding').hero.eyebrow],
    ['/', pageCopy('home').hero.eyebrow],
  ] as const) {
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    await page.goto(route);
    expect(
      (await pills(page)).map((p) => p.text),
      route,
    ).toContain(eyebrow);
  }
});

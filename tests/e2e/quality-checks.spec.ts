// Each page check of the quality suite, run on a fixture that breaks its rule: proof that the
// check can fail (a check that cannot fail guards nothing). Fixtures: tests/fixtures/quality/.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { securityHeaders, policySources } from '../../src/lib/build/security-headers';
import {
  axeProblems,
  exactHeaderProblems,
  exercisePage,
  headerProblems,
  overflowProblems,
  navigationProblems,
  readabilityProblems,
  watchPage,
} from './support/quality';
import { openInTheme, THEMES } from './support/pages';
import { compareWithWholeStylesheet, fallbackTypeface, flatStockPhotos } from './support/stylesheet-cut';

/** Serves a fixture at /__fixture/<name> on the preview server's origin, so "same origin" holds. */
async function openFixture(page: Page, name: string) {
  await page.route(`**/__fixture/${name}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: readFileSync(new URL(`../fixtures/quality/${name}`, import.meta.url)),
    }),
  );
  await page.goto(`/__fixture/${name}`);
}

test.describe('runtime check', () => {
  test('catches a CSP violation', async ({ page }) => {
    const watch = await watchPage(page);
    await openFixture(page, 'csp-inline-script.html');
    await exercisePage(page);
    expect(watch.problems()).toEqual([expect.stringMatching(/^CSP violation: script-src-elem blocked inline/)]);
    await expect(page).toHaveTitle(/^Broken/);
  });

  test('catches a console error', async ({ page }) => {
    const watch = await watchPage(page);
    await openFixture(page, 'console-error.html');
    expect(watch.problems()).toEqual(['console error: something went wrong']);
  });

  test('catches an uncaught exception', async ({ page }) => {
    const watch = await watchPage(page);
    await openFixture(page, 'uncaught-error.html');
    expect(watch.problems()).toEqual([expect.stringMatching(/^uncaught: .*notAFunction/)]);
  });

  test('catches a missing asset and a third-party request, but lets stock photos through', async ({ page }) => {
    const watch = await watchPage(page);
    await openFixture(page, 'requests.html');
    await exercisePage(page);
    expect(watch.problems().sort()).toEqual([
      expect.stringMatching(/^HTTP 404: .*\/_astro\/does-not-exist\.png$/),
      'third-party request on load: https://tracker.example.com/pixel.gif',
    ]);
    expect(
      await page.getByAltText('A stock photo, answered locally').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  });
});

test('axe check catches violations', async ({ page }) => {
  await openFixture(page, 'axe-violations.html');
  const problems = await axeProblems(page);
  for (const rule of ['image-alt', 'button-name', 'color-contrast'])
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${rule} `)));
});

test.describe('no-JS check', () => {
  test.use({ javaScriptEnabled: false });

  test('catches a covering layer and content left invisible', async ({ page }) => {
    await openFixture(page, 'nojs-unreadable.html');
    expect(await readabilityProblems(page)).toEqual([
      expect.stringMatching(/^a layer covers the page: <div> "Loading/),
      expect.stringMatching(/^laid out but invisible: <h2> "A section waiting/),
      expect.stringMatching(/^laid out but invisible: <p> "Text a script would show/),
    ]);
  });

  test('catches a header menu that needs JavaScript', async ({ page }) => {
    await openFixture(page, 'nojs-unreadable.html');
    expect(await navigationProblems(page, [{ label: 'About', href: '/about/' }])).toEqual([
      'no header link to /about/ (About) a keyboard can reach',
    ]);
  });

  test('reaches a link in a popover its button opens by keyboard, and closes it again; not one nothing opens', async ({
    page,
  }) => {
    await openFixture(page, 'nojs-popover.html');
    const items = [
      { label: 'About', href: '/about/' },
      { label: 'Work', href: '/work/' },
    ];
    expect(await navigationProblems(page, items)).toEqual(['no header link to /work/ (Work) a keyboard can reach']);
    await expect(page.getByRole('link', { name: 'About' })).toBeHidden();
  });
});

test('header check catches a missing and a weakened header', () => {
  const expected = securityHeaders(policySources('https://www.google.com/maps?output=embed'));
  const actual = Object.fromEntries(expected.map(([name, value]) => [name.toLowerCase(), value]));
  delete actual['strict-transport-security'];
  actual['x-frame-options'] = 'SAMEORIGIN';
  expect(headerProblems(actual, expected)).toEqual([
    'missing Strict-Transport-Security',
    'X-Frame-Options is "SAMEORIGIN", expected "DENY"',
  ]);
});

test('exact header check lets the host add only its own headers', () => {
  const expected = securityHeaders(policySources('https://www.google.com/maps?output=embed'));
  const actual = Object.fromEntries(expected.map(([name, value]) => [name.toLowerCase(), value]));
  actual['access-control-allow-origin'] = '*';
  expect(exactHeaderProblems(actual, expected)).toEqual([]);
  actual['x-powered-by'] = 'something';
  expect(exactHeaderProblems(actual, expected)).toEqual(['unexpected header x-powered-by: something']);
});

test('reflow check catches a page wider than 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openFixture(page, 'reflow-wide.html');
  expect(await overflowProblems(page)).toEqual(['page is 329 px wide in a 320 px viewport', 'div.card reaches 329 px']);
});

test.describe('cut-stylesheet check (visual.spec.ts)', () => {
  test.use({ bypassCSP: true });

  test("catches a rule the cut lost, in the theme that draws it, and passes the page's own", async ({ page }) => {
    await flatStockPhotos(page);
    await fallbackTypeface(page);
    await openInTheme(page, '/privacy/', THEMES[0]);
    const cut = await page.evaluate(() => [...document.querySelectorAll('head style')].map((s) => s.textContent));
    const differing = async (sheets: string[]) =>
      (await compareWithWholeStylesheet(page, sheets)).map(({ theme, replaced, differing }) => ({
        theme,
        replaced,
        drawn: differing > 0,
      }));
    const lastWith = (rule: string) => cut.map((sheet, i) => (i === cut.length - 1 ? `${sheet}${rule}` : sheet));
    // The page's own stylesheets: nothing differs, in either theme.
    expect(await differing(cut)).toEqual(THEMES.map((theme) => ({ theme, replaced: true, drawn: false })));
    // A dark-theme rule the cut would have dropped: only the dark picture shows it.
    expect(await differing(lastWith('html.dark h1{color:#f0f!important}'))).toEqual([
      { theme: 'light', replaced: true, drawn: false },
      { theme: 'dark', replaced: true, drawn: true },
    ]);
    // And one of the light theme.
    expect(await differing(lastWith('html.light h1{color:#f0f!important}'))).toEqual([
      { theme: 'light', replaced: true, drawn: true },
      { theme: 'dark', replaced: true, drawn: false },
    ]);
    // Not the stylesheets the page has, one for one.
    expect((await differing([...cut, '']))[0]).toMatchObject({ replaced: false });
  });

  test('catches a placeholder the cut lost beneath an image, which the pictures leave out', async ({ page }) => {
    await flatStockPhotos(page);
    await fallbackTypeface(page);
    await openInTheme(page, '/about/', THEMES[0]);
    const cut = await page.evaluate(() => [...document.querySelectorAll('head style')].map((s) => s.textContent));
    const images = await page.locator('img').count();
    expect(images, 'the page has images').toBeGreaterThan(0);
    const placeholders = async (sheets: string[]) =>
      (await compareWithWholeStylesheet(page, sheets)).map(({ theme, differing, placeholders }) => ({
        theme,
        differing,
        placeholders: placeholders.length,
      }));
    expect(await placeholders(cut)).toEqual(THEMES.map((theme) => ({ theme, differing: 0, placeholders: 0 })));
    // Beneath every image: not in the pictures (the images cover it), named by the comparison.
    const beneath = cut.map((sheet, i) =>
      i === cut.length - 1 ? `${sheet}img{background-color:#f0f!important}` : sheet,
    );
    expect(await placeholders(beneath)).toEqual(THEMES.map((theme) => ({ theme, differing: 0, placeholders: images })));
  });
});

import { expect, test } from '@playwright/test';
import { linked, page as copyOf, site } from '../support/content';
import { useStoredTheme } from './support/pages';
import { hydrateOnInteraction } from './support/islands';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

const agency = site();

const MENU = [
  ['Home', '/'],
  ['About', '/about/'],
  ['Services', '/services/'],
  ['Industries', '/industries/'],
  ['Work', '/work/'],
  ['Process', '/process/'],
  ['FAQ', '/faq/'],
  ['Contact', '/contact/'],
] as const;
const SERVICES = [
  '/services/branding/',
  '/services/development/',
  '/services/design/',
  '/services/consulting/',
  '/services/podcast-management/',
];
const INDUSTRIES = [
  '/industries/startups/',
  '/industries/self-employed/',
  '/industries/ai-agents/',
  '/industries/ecommerce/',
  '/industries/digital-marketing/',
];
/**
 * The footer's links in the served form. "Web Design" and "Strategy" (once /services/web-design and
 * /services/strategy) link straight to the pages those aliases redirect to, so no click pays a redirect.
 */
const FOOTER_LINKS = [
  '/about/',
  '/services/',
  '/careers/',
  '/contact/',
  '/services/design/',
  '/services/development/',
  '/services/branding/',
  '/services/consulting/',
  '/privacy/',
  '/terms/',
];

const headerBackground = (page: import('@playwright/test').Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
const isTransparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);

test.describe('header', () => {
  test('is transparent at the top, still at 20 px, and solid past 20 px', async ({ page }) => {
    await page.goto('/');
    expect(isTransparent(await headerBackground(page))).toBe(true);
    for (const [y, solid] of [
      [10, false],
      [20, false],
      [21, true],
      [30, true],
      [0, false],
    ] as const) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect
        .poll(async () => !isTransparent(await headerBackground(page)), { message: `scrollY ${y}` })
        .toBe(solid);
    }
  });

  test('is solid on a page opened below its top (a #fragment), before any scroll of the visitor', async ({ page }) => {
    await page.goto('/#faq');
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to #faq' }).toBeGreaterThan(20);
    await expect.poll(async () => !isTransparent(await headerBackground(page))).toBe(true);
  });

  test("lists the menu links in order, with the Let's Talk button to /contact", async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: UI_LABELS.main });
    const items = nav.getByRole('list').first().locator(':scope > li > a, :scope > li > button');
    await expect(items).toHaveText(MENU.map(([label]) => label));
    await expect(page.getByRole('banner').getByRole('link', { name: "Let's Talk" })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  test("dropdowns open on hover, one at a time, with the menu's links and a 200 px minimum width", async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: UI_LABELS.main });
    const services = nav.getByRole('button', { name: 'Services' });
    const industries = nav.getByRole('button', { name: 'Industries' });
    await services.hover();
    const servicesPanel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(servicesPanel).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const hrefs = await servicesPanel
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/services/', ...SERVICES]);
    expect((await servicesPanel.boundingBox())!.width).toBeGreaterThanOrEqual(200);

    await industries.hover();
    const industriesPanel = page.locator(`#${await industries.getAttribute('aria-controls')}`);
    await expect(industriesPanel).toBeVisible();
    await expect(servicesPanel).toBeHidden();
    const industryHrefs = await industriesPanel
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(industryHrefs).toEqual(['/industries/', ...INDUSTRIES]);
  });

  test('dropdowns work by keyboard: Enter opens, a second Enter closes, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: UI_LABELS.main });
    const services = nav.getByRole('button', { name: 'Services' });
    await hydrateOnInteraction(page, services);
    await page.mouse.move(0, 600);
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Services', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();

    // Only one open: opening Industries closes Services.
    await page.keyboard.press('Enter');
    const industries = nav.getByRole('button', { name: 'Industries' });
    await industries.focus();
    await page.keyboard.press('Enter');
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('a keyboard user inside a dropdown before hydration keeps focus and the open dropdown', async ({ page }) => {
    // The nav's code arrives only when the test says: a slow network, so the keyboard gets there first.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/SiteNav*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: UI_LABELS.main });
    await nav.getByRole('button', { name: 'Services' }).focus(); // starts hydration
    await page.keyboard.press('Tab'); // CSS has opened the dropdown around focus: into its first link
    const allServices = nav.getByRole('link', { name: 'All Services' });
    await expect(allServices).toBeFocused();
    release();
    await expect(page.locator('astro-island[client="interaction"]').filter({ has: nav })).not.toHaveAttribute('ssr');
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await expect(allServices).toBeFocused();
    await expect(allServices).toBeVisible();
  });

  // The island gets no menu in its props: it reads it back from the HTML it hydrates. Had it read
  // another menu, React would throw the served markup away and draw its own (and log the mismatch).
  test('hydrates on the menu in its own HTML: the served links and buttons kept, no error', async ({ page }) => {
    const errors: string[] = [];
    // Script errors only: a photo this run does not serve fails to load, which is not the nav's doing.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/services/branding/');
    const nav = page.getByRole('navigation', { name: UI_LABELS.main });
    const controls = '[data-site-nav] a, [data-site-nav] button';
    await page.evaluate((selector) => {
      Object.assign(window, { servedControls: [...document.querySelectorAll(selector)] });
    }, controls);
    await hydrateOnInteraction(page, nav);
    await expect(nav).toHaveAttribute('data-ready');
    const kept = await page.evaluate((selector) => {
      const served = (window as unknown as { servedControls: Element[] }).servedControls;
      const now = [...document.querySelectorAll(selector)];
      return served.length === now.length && served.every((el, i) => el === now[i]);
    }, controls);
    expect(kept, 'React adopted the served nodes').toBe(true);
    // React answers from the menu it read: a click opens Industries' panel with its links.
    const industries = nav.getByRole('button', { name: 'Industries' });
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await industries.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    expect(await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/industries/',
      ...INDUSTRIES,
    ]);
    expect(errors).toEqual([]);
  });

  test('a tap before hydration is not lost', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('navigation', { name: UI_LABELS.main }).getByRole('button', { name: 'Services' });
    // A bare click (no hover first), as a tap on a touch screen delivers it.
    await services.dispatchEvent('click');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens a full-screen menu; choosing a link closes it and navigates', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: UI_LABELS.openMenu });
    // With JavaScript the page's script, not the browser's popover, answers the hamburger.
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).not.toHaveAttribute('popovertarget');
    await open.click();
    const menu = page.getByRole('dialog', { name: UI_LABELS.menu });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // The whole screen, once it has slid in.
    await expect.poll(async () => (await menu.boundingBox())!.x).toBe(0);
    const box = (await menu.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);

    // Dropdown sections expand on tap.
    const services = menu.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Branding' })).toBeVisible();

    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('dialog', { name: UI_LABELS.menu })).toBeHidden();
  });

  test('keeps focus inside while open and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: UI_LABELS.openMenu });
    await open.click();
    const menu = page.getByRole('dialog', { name: UI_LABELS.menu });
    await expect(menu.getByRole('button', { name: UI_LABELS.closeMenu })).toBeFocused();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('slides in over 0.3 s', async ({ page }) => {
    await page.goto('/');
    // Closed it is no dialog yet: found by the id the hamburger controls.
    const controls = await page.getByRole('button', { name: UI_LABELS.openMenu }).getAttribute('aria-controls');
    const menu = page.locator(`[id="${controls}"]`);
    const style = () =>
      menu.evaluate((el) => {
        const { transform, transitionProperty, transitionDuration } = getComputedStyle(el);
        const slide = transitionProperty.split(',').findIndex((p) => p.trim() === 'transform');
        return { transform, duration: transitionDuration.split(',')[slide]?.trim() };
      });
    // Closed, it waits one screen to the right; the transform is what moves, over 0.3 s.
    expect(await style()).toEqual({ transform: 'matrix(1, 0, 0, 1, 390, 0)', duration: '0.3s' });
    await page.getByRole('button', { name: UI_LABELS.openMenu }).click();
    await expect.poll(style).toEqual({ transform: 'none', duration: '0.3s' });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the hamburger still opens the menu on a phone, every link in it; Close menu and Escape close it', async ({
    page,
  }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: UI_LABELS.openMenu });
    const menu = page.locator(`[id="${await open.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeHidden();
    // The browser's own popover: no script opens it.
    await open.click();
    await expect(menu).toBeVisible();
    for (const href of [...MENU.map(([, h]) => h), ...SERVICES, ...INDUSTRIES])
      await expect(menu.locator(`a[href="${href}"]`).first(), href).toBeVisible();
    await expect(menu.getByRole('link', { name: agency.headerCta.label, exact: true })).toBeVisible();
    await menu.getByRole('button', { name: UI_LABELS.closeMenu }).click();
    await expect(menu).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the tagline, the links, social links in a new tab and the copyright year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(agency.tagline, { exact: true })).toBeVisible();
    const hrefs = await footer.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of FOOTER_LINKS) expect(hrefs).toContain(href);
    await expect(footer.getByRole('link', { name: 'Web Design', exact: true })).toHaveAttribute(
      'href',
      '/services/design/',
    );
    await expect(footer.getByRole('link', { name: 'Strategy', exact: true })).toHaveAttribute(
      'href',
      '/services/consulting/',
    );
    for (const name of ['Instagram', 'Twitter', 'LinkedIn', 'GitHub']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${agency.name}`)).toBeVisible();
    for (const { label, href } of agency.legalLinks as { label: string; href: string }[])
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', linked(href));
  });
});

test.describe('theme', () => {
  test('a stored dark theme is on <html> before the body is parsed (no flash)', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    // Records <html>'s class the moment <body> appears, i.e. before first paint.
    await page.addInitScript(() => {
      new MutationObserver((_m, observer) => {
        if (document.body) {
          (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toContain('dark');
  });

  test('system follows the OS preference, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });

  test('the toggle picks light, dark and system, and the choice is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const group = page.getByRole('group', { name: UI_LABELS.theme });
    await group.getByRole('button', { name: UI_LABELS.darkTheme }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(group.getByRole('button', { name: UI_LABELS.darkTheme })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page
      .getByRole('group', { name: UI_LABELS.theme })
      .getByRole('button', { name: UI_LABELS.systemTheme })
      .click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page
      .getByRole('group', { name: UI_LABELS.theme })
      .getByRole('button', { name: UI_LABELS.lightTheme })
      .click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test.describe('loading screen', () => {
  test('is visible at first paint and gone after 300 ms plus the fade', async ({ page }) => {
    const loader = page.locator('[data-loading-screen]');
    // Slow every CSS animation down tenfold so "first paint" can be observed reliably.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(loader).toBeVisible();
    await expect(loader).toContainText('kilele');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await page.reload();
    const started = Date.now();
    await expect(loader).toBeHidden({ timeout: 3000 });
    expect(Date.now() - started).toBeLessThan(3000);
    const timing = await loader.evaluate((el) => {
      const s = getComputedStyle(el);
      return { delay: s.animationDelay, duration: s.animationDuration };
    });
    // The fade, then the zero-length flip to hidden at its end (global.css).
    expect(timing).toEqual({ delay: '0.3s, 0.7s', duration: '0.4s, 0s' });
  });

  test('never blocks the content underneath from rendering', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await page.locator('[data-loading-screen]').evaluate((el) => getComputedStyle(el).pointerEvents)).toBe(
      'none',
    );
  });
});

test.describe('not-found page', () => {
  test('answers an unknown path with 404, logs the path to the console, and Go Back returns', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/about/');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    const notFound = copyOf('not-found-page');
    await expect(page.getByRole('heading', { level: 1, name: notFound.title, exact: true })).toBeVisible();
    await expect(page.getByText(notFound.text, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: notFound.homeLabel, exact: true })).toHaveAttribute('href', '/');
    await expect.poll(() => messages.some((m) => m.includes('/no-such-page'))).toBe(true);
    await page.getByRole('button', { name: notFound.backLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/about\/$/);
  });
});

test.describe('keyboard and accessibility', () => {
  test('the skip link and every header control are reachable by Tab with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeVisible();
    const seen: string[] = [];
    // Up to the header's last control. Whether a dropdown's links are in the Tab order depends on
    // whether the menu hydrated yet (CSS opens it on focus before, React keeps it shut after), a race
    // with the first focus that hydrates it, so the count of Tabs is not fixed.
    for (let i = 0; i < 40 && !seen.includes("Let's Talk"); i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        const clone = el.cloneNode(true) as HTMLElement;
        clone.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
        return {
          name: el.getAttribute('aria-label') ?? clone.textContent?.trim() ?? '',
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
        };
      });
      expect(focus.outline, `focus ring on ${focus.name}`).toBe(true);
      seen.push(focus.name);
    }
    for (const name of [
      'Kilele Digital, home',
      'Home',
      'Services',
      'Industries',
      UI_LABELS.lightTheme,
      UI_LABELS.darkTheme,
      UI_LABELS.systemTheme,
      "Let's Talk",
    ]) {
      expect(seen).toContain(name);
    }
  });
  // axe on the frame, light and dark, is part of every page's check: tests/e2e/quality-pages.spec.ts.
});

// What the island specs share: hydrating an island as a visitor does (a pointer over it), holding
// its script back as a slow phone would, and the phone's profile.
import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until every island that hydrates by itself (load/idle/visible) has hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
}

/**
 * Header islands hydrate on first interaction (client:interaction); this hovers one and waits for React
 * to own it, for tests that need the hydrated behaviour rather than the HTML/CSS fallback.
 */
export async function hydrateOnInteraction(page: Page, inside: Locator): Promise<void> {
  const island = page.locator('astro-island[client="interaction"]').filter({ has: inside }).first();
  await island.dispatchEvent('pointerover');
  await expect(island).not.toHaveAttribute('ssr');
}

/**
 * Scrolls an island into view and points at it (page islands hydrate on first interaction,
 * `client:interaction`), then waits until it has hydrated: its root sets `data-ready` once React
 * runs, and its astro-island has lost `ssr`.
 */
export async function hydrated(page: Page, rootSelector: string): Promise<Locator> {
  const root = page.locator(rootSelector).first();
  await root.scrollIntoViewIfNeeded();
  await root.dispatchEvent('pointerover');
  await expect(page.locator(`${rootSelector}[data-ready]`).first()).toBeAttached({ timeout: 15_000 });
  await expect(
    page.locator(`astro-island[ssr]:has(${rootSelector.split(' ').at(-1)})`).filter({ has: root }),
  ).toHaveCount(0);
  return root;
}

/**
 * Holds back the module requests of the named islands (`/_astro/<Name>.<hash>.js`) until
 * `release()`: the page runs on its server HTML while the visitor acts, as on a slow phone whose
 * island script is still on its way. `requested(why)` resolves as the first one is stopped (or
 * fails with `why` after 5 s, expect's timeout), at once rather than at a poll's next turn.
 */
export async function holdIslandScripts(
  page: Page,
  names: readonly string[],
): Promise<{ release: () => void; requested: (why: string) => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let firstHeld!: () => void;
  const anyHeld = new Promise<void>((resolve) => {
    firstHeld = resolve;
  });
  const pattern = new RegExp(`/_astro/(?:${names.join('|')})\\.[\\w-]+\\.js$`);
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      firstHeld();
      await released;
      await route.continue().catch(() => undefined); // The page may have closed meanwhile.
    },
  );
  const requested = async (why: string) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${why}: no request for ${names.join(', ')} within 5 s`)), 5_000);
    });
    await Promise.race([anyHeld, timeout]).finally(() => clearTimeout(timer));
  };
  return { release, requested };
}

/**
 * Resolves once `selector` matches in the page, seen from inside it (a MutationObserver) rather
 * than polled. A locator assertion retries at 100 to 500 ms once its first tries fail: on a page
 * slowed 4x that is time the throttle spends spinning a core (Chromium pauses the renderer by
 * busy-waiting in a signal handler), and the moment React is in is only seen up to half a second late.
 */
export async function attached(page: Page, selector: string, timeout = 30_000): Promise<void> {
  const found = await page.evaluate(
    ([selector, timeout]) =>
      new Promise<boolean>((resolve) => {
        if (document.querySelector(selector)) return resolve(true);
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(true);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, timeout);
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      }),
    [selector, timeout] as const,
  );
  expect(found, `${selector} in the page within ${timeout} ms`).toBe(true);
}

/** Every page island (not the header's): what `holdIslandScripts` holds for a whole page. */
export const PAGE_ISLANDS = ['FaqAccordion', 'FaqExplorer', 'WorkFilter', 'Carousel', 'ContactForm'] as const;

/** The header's islands, on every page. */
export const HEADER_ISLANDS = ['SiteNav', 'ThemeToggle'] as const;

/** Lighthouse's phone profile (TOOLCHAIN.md): CPU 4× slower, 150 ms round trips, 1.6 Mbit/s down. */
export async function emulatePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** A phone's screen and touch, for `test.use` with `emulatePhone`. */
export const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true } as const;

/** Waits until the island whose root is `root` (inside `scope`, e.g. '#faq') has hydrated: its astro-island lost `ssr`. */
export async function islandHydrated(page: Page, root: string, scope = '', timeout = 15_000): Promise<void> {
  await expect(page.locator(`${scope} astro-island:has(${root})`).first()).not.toHaveAttribute('ssr', { timeout });
}

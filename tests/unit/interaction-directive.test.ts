// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import interaction, { watchUntilRuntime } from '../../src/directives/interaction';
import { installHydrateOnInteraction } from '../../src/directives/hydrate-on-interaction';
import type { InteractionHost } from '../../src/directives/interaction-events';

// What the island runtime's file does before Astro's runtime calls the directive.
installHydrateOnInteraction(self as InteractionHost);

function setup() {
  document.body.innerHTML =
    '<astro-island><nav><button type="button">Services</button><a href="#x">Link</a></nav></astro-island>';
  const el = document.querySelector('astro-island') as HTMLElement;
  const clicks: string[] = [];
  let hydrated = false;
  const load = vi.fn(async () => async () => {
    hydrated = true;
    // What React does on hydration: it attaches its own handlers to the same markup.
    el.querySelector('button')!.addEventListener('click', () => clicks.push('react'));
  });
  interaction(load, { name: 'interaction', value: '' }, el);
  return { el, load, clicks, isHydrated: () => hydrated };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
/** Longer than the directive's wait after intent (400 ms) and than a frame. */
const later = () => new Promise((r) => setTimeout(r, 500));

describe('client:interaction', () => {
  it('does nothing until the visitor shows intent', async () => {
    const { load } = setup();
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerover', 'focusin', 'touchstart'])('hydrates once, shortly after %s', async (type) => {
    const { el, load, isHydrated } = setup();
    el.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    el.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    await flush();
    expect(load).not.toHaveBeenCalled();
    await later();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isHydrated()).toBe(true);
  });

  it('an act the page answers (a key) moves React to after the next frame, not before it', async () => {
    const { el, load, isHydrated } = setup();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    el.querySelector('button')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    el.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    await flush();
    expect(load).not.toHaveBeenCalled();
    frames.forEach((cb) => cb(0)); // the frame that shows the answer
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isHydrated()).toBe(true);
    raf.mockRestore();
  });

  it('holds a click on a button that lands before hydration and replays it after', async () => {
    const { el, clicks } = setup();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    await flush();
    expect(clicks).toEqual(['react']);
  });

  it('does not hold a click the first-act script answered (default prevented), and hydrates', async () => {
    const { el, clicks, isHydrated } = setup();
    // What src/directives/first-acts.ts does on the document, before the island sees the click.
    const answer = (event: Event) => event.preventDefault();
    document.addEventListener('click', answer, true);
    el.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', answer, true);
    await later(); // after the frame that shows the answer
    expect(isHydrated()).toBe(true);
    expect(clicks).toEqual([]);
  });

  it('lets links work natively', async () => {
    const { el } = setup();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe("before Astro's island runtime has arrived (the build leaves it in a file)", () => {
  /** A page of its own, watched from its start; the runtime calls the directive when `arrive` runs. */
  function page(template = '<template id="island-runtime" data-src="/_astro/astro-island.abc.js"></template>') {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<astro-island client="interaction" ssr><nav><button type="button">Services</button><a href="#x">Link</a></nav></astro-island>${template}`;
    const fetched: string[] = [];
    watchUntilRuntime(doc, (src) => fetched.push(src));
    const el = doc.querySelector('astro-island') as HTMLElement;
    const button = el.querySelector('button')!;
    const clicks: string[] = [];
    let hydrated = false;
    const load = vi.fn(async () => async () => {
      hydrated = true;
      button.addEventListener('click', () => clicks.push('react'));
    });
    const arrive = () => interaction(load, { name: 'interaction', value: '' }, el);
    return { doc, el, button, fetched, load, clicks, arrive, isHydrated: () => hydrated };
  }

  it('fetches nothing until a visitor shows intent, then the runtime once', async () => {
    const { button, fetched, load, arrive, isHydrated } = page();
    await flush();
    expect(fetched).toEqual([]);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(fetched).toEqual(['/_astro/astro-island.abc.js']);
    arrive(); // the intent is taken up: React comes after the usual wait
    await flush();
    expect(load).not.toHaveBeenCalled();
    await later();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isHydrated()).toBe(true);
  });

  it('holds a click on a button nothing answered, and replays it once the runtime has hydrated the island', async () => {
    const { button, fetched, arrive, clicks } = page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(fetched).toHaveLength(1);
    arrive();
    // A second tap while React is on its way is held too, not lost on the server HTML.
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    await flush();
    await flush();
    expect(clicks).toEqual(['react']);
  });

  it('does not hold a click the first-act script answered; React comes after the frame that shows it', async () => {
    const { doc, button, arrive, clicks, isHydrated } = page();
    doc.addEventListener('click', (event) => event.preventDefault(), true);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    arrive();
    await later();
    expect(isHydrated()).toBe(true);
    expect(clicks).toEqual([]);
  });

  it('lets links work natively', () => {
    const { el, fetched } = page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(fetched).toHaveLength(1); // the runtime is on its way for what comes next
  });

  it('fetches nothing where the runtime is inline (astro dev: no file), and leaves islands the directive owns', async () => {
    const bare = page('');
    bare.button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(bare.fetched).toEqual([]);
    const owned = page();
    owned.arrive();
    owned.button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(owned.fetched).toEqual([]);
    await later();
    expect(owned.isHydrated()).toBe(true);
  });
});

describe('under astro dev (the runtime inline, no file to carry the hydration)', () => {
  it('imports the hydration from the dev server and hydrates on intent as in a build', async () => {
    const host = self as InteractionHost;
    const installed = host.Astro?.hydrateOnInteraction;
    delete host.Astro?.hydrateOnInteraction;
    try {
      const { el, load, isHydrated } = setup();
      await vi.waitFor(() => expect(host.Astro?.hydrateOnInteraction).toBeTypeOf('function'));
      el.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await later();
      expect(load).toHaveBeenCalledTimes(1);
      expect(isHydrated()).toBe(true);
    } finally {
      if (installed) installHydrateOnInteraction(host);
    }
  });
});

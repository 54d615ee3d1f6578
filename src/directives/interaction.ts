import type { ClientDirective } from 'astro';

/** The events that mean a visitor is about to use an island. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Child-index path from `root` to `node`, to find the same element after React re-renders. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let el: Element | null = node; el && el !== root; el = el.parentElement) {
    const parent: Element | null = el.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, el));
  }
  return path;
}

function follow(root: Element, path: number[]): Element | null {
  let el: Element | null = root;
  for (const i of path) el = el?.children[i] ?? null;
  return el;
}

/**
 * `client:interaction`: hydrate on the first pointer over, focus in, touch on or click in the
 * island (so the header's islands cost no JS until used). A click on a button that lands
 * before hydration is answered from the server HTML by the first-act script when it knows the
 * button (src/directives/first-acts.ts), or else held and replayed once React owns the markup,
 * so no tap is lost.
 * Links keep working natively throughout.
 */
const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let pendingClick: number[] | null = null;

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', holdClick, true);
    if (pendingClick) {
      const target = follow(el, pendingClick);
      pendingClick = null;
      if (target instanceof HTMLElement) target.click();
    }
  };

  function holdClick(event: Event) {
    // Answered already from the server HTML (src/directives/first-acts.ts): React adopts that state.
    if (event.defaultPrevented) {
      void start();
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !el.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    pendingClick = pathTo(el, button);
    void start();
  }

  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { once: true, passive: true });
  el.addEventListener('click', holdClick, true);
};

export default interaction;

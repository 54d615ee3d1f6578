import type { ClientDirective } from 'astro';

/** The events that mean a visitor is about to use an island. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** The events of an act itself (a click is handled with the held clicks below). */
const ACT_EVENTS = ['keydown', 'input'] as const;
/**
 * How long after intent React is fetched when no act comes first. A tap's click follows its touch
 * by some 50-150 ms: React arriving and hydrating in between (a long task on a phone) would hold
 * the frame that shows the tap's answer, so an act moves it to after that frame.
 */
const INTENT_DELAY_MS = 400;

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
 * island (so the header's islands cost no JS until used), once the first act's answer has been
 * painted (or `INTENT_DELAY_MS` after intent with no act). A click on a button that lands
 * before hydration is answered from the server HTML by the first-act script when it knows the
 * button (src/directives/first-acts.ts), or else held and replayed once React owns the markup,
 * so no tap is lost.
 * Links keep working natively throughout.
 */
const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  let pendingClick: number[] | null = null;

  const start = async () => {
    if (started) return;
    started = true;
    clearTimeout(scheduled);
    for (const type of INTENT_EVENTS) el.removeEventListener(type, soon);
    for (const type of ACT_EVENTS) el.removeEventListener(type, afterAnswer, true);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', holdClick, true);
    if (pendingClick) {
      const target = follow(el, pendingClick);
      pendingClick = null;
      if (target instanceof HTMLElement) target.click();
    }
  };

  // Intent (a pointer over, a focus, a touch): React comes shortly, unless an act comes first.
  function soon() {
    if (!started && scheduled === undefined) scheduled = setTimeout(() => void start(), INTENT_DELAY_MS);
  }

  // An act the page answers itself (a native control, or src/directives/first-acts.ts): React's
  // download and hydration wait until the frame that shows the answer has been painted.
  function afterAnswer() {
    if (started) return;
    clearTimeout(scheduled);
    scheduled = setTimeout(() => void start(), INTENT_DELAY_MS);
    requestAnimationFrame(() => {
      clearTimeout(scheduled);
      scheduled = setTimeout(() => void start(), 0);
    });
  }

  function holdClick(event: Event) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // Answered already from the server HTML (first-acts.ts), or not a button: React adopts that state.
    if (event.defaultPrevented || !button || !el.contains(button)) {
      afterAnswer();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    pendingClick = pathTo(el, button);
    void start();
  }

  for (const type of INTENT_EVENTS) el.addEventListener(type, soon, { once: true, passive: true });
  for (const type of ACT_EVENTS) el.addEventListener(type, afterAnswer, true);
  el.addEventListener('click', holdClick, true);
};

export default interaction;

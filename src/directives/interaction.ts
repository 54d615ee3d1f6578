import type { ClientDirective } from 'astro';
import { ISLAND_RUNTIME_ID } from '../lib/browser/island-runtime';

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

/** What a visitor did to an island before Astro's island runtime arrived (`watchUntilRuntime`). */
interface EarlyActs {
  intent: boolean;
  act: boolean;
  /** A click on a button nothing answered, held for React (its path from the island). */
  heldClick: number[] | null;
}

/** Islands the directive owns (the runtime has called it for them): the early watcher leaves them. */
const owned = new WeakSet<Element>();
const early = new WeakMap<Element, EarlyActs>();

/**
 * `client:interaction`: hydrate on the first pointer over, focus in, touch on or click in the
 * island (so the header's islands cost no JS until used), once the first act's answer has been
 * painted (or `INTENT_DELAY_MS` after intent with no act). A click on a button that lands
 * before hydration is answered from the server HTML by the first-act script when it knows the
 * button (src/directives/first-acts.ts), or else held and replayed once React owns the markup,
 * so no tap is lost. What happened before Astro's runtime called this (`watchUntilRuntime`) is
 * taken up as if it had happened now.
 * Links keep working natively throughout.
 */
const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  let pendingClick: number[] | null = null;
  owned.add(el);

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
  // What came before the runtime, as if it came now (a click held then is held until React is in).
  const before = early.get(el);
  if (before?.heldClick) {
    pendingClick = before.heldClick;
    void start();
  } else if (before?.act) afterAnswer();
  else if (before?.intent) soon();
};

/**
 * Astro's island runtime (the `astro-island` element's definition, ~1.6 kB of gzip) is not in the
 * built page: the build leaves its file's address in its place (src/lib/build/served-html.ts),
 * and it is fetched the first time a visitor shows intent towards an island. Until it has run,
 * this watches the page's islands from the document: intent and acts are noted, and a click on a
 * button the first-act script did not answer is held (after its listener, which runs in the
 * capture phase), all for the directive to take up once the runtime calls it. Under `astro dev`
 * the runtime is inline and calls the directive at once: nothing is fetched.
 */
export function watchUntilRuntime(doc: Document, fetchRuntime: (src: string) => void): void {
  let requested = false;
  const waiting = (event: Event): [Element, EarlyActs] | [] => {
    const island = event.target instanceof Element ? event.target.closest('astro-island[client="interaction"]') : null;
    if (!island || owned.has(island)) return [];
    // The runtime's address stands just after this script: a later event asks again if it was not parsed yet.
    const src = requested ? null : doc.getElementById(ISLAND_RUNTIME_ID)?.getAttribute('data-src');
    if (src) fetchRuntime(src);
    requested ||= !!src;
    if (!early.has(island)) early.set(island, { intent: false, act: false, heldClick: null });
    return [island, early.get(island)!];
  };
  for (const type of [...INTENT_EVENTS, ...ACT_EVENTS])
    doc.addEventListener(
      type,
      (event) => {
        const [, acts] = waiting(event);
        if (acts) acts[(INTENT_EVENTS as readonly string[]).includes(type) ? 'intent' : 'act'] = true;
      },
      { capture: true, passive: true },
    );
  doc.addEventListener('click', (event) => {
    const [island, acts] = waiting(event);
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!island || !acts) return;
    if (event.defaultPrevented || !button || !island.contains(button)) acts.act = true;
    else {
      event.preventDefault();
      acts.heldClick ??= pathTo(island, button);
    }
  });
}

/** Adds Astro's island runtime to the page, once, as a classic script like the one it replaces. */
function fetchRuntime(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

watchUntilRuntime(document, fetchRuntime);

export default interaction;

/**
 * `client:interaction`'s hydration of one island, once Astro's island runtime has called the
 * directive for it (src/directives/interaction.ts). It ships at the head of the runtime's file
 * (integrations/served-html.ts), not in the page: nothing calls it before the runtime has run.
 */
import {
  ACT_EVENTS,
  INTENT_EVENTS,
  pathTo,
  type EarlyActs,
  type HydrateOnInteraction,
  type InteractionHost,
  type LoadIsland,
} from './interaction-events';

/**
 * How long after intent React is fetched when no act comes first. A tap's click follows its touch
 * by some 50-150 ms: React arriving and hydrating in between (a long task on a phone) would hold
 * the frame that shows the tap's answer, so an act moves it to after that frame.
 */
const INTENT_DELAY_MS = 400;

function follow(root: Element, path: number[]): Element | null {
  let el: Element | null = root;
  for (const i of path) el = el?.children[i] ?? null;
  return el;
}

/**
 * Hydrates `el` on the first pointer over, focus in, touch on or click in it (so the header's
 * islands cost no JS until used), once the first act's answer has been painted (or
 * `INTENT_DELAY_MS` after intent with no act). A click on a button that lands before hydration is
 * answered from the server HTML by the first-act script when it knows the button
 * (src/directives/first-acts.ts), or else held and replayed once React owns the markup, so no tap
 * is lost. What happened before Astro's runtime arrived (`before`, from `watchUntilRuntime`) is
 * taken up as if it had happened now. Links keep working natively throughout.
 */
const hydrateOnInteraction: HydrateOnInteraction = (
  load: LoadIsland,
  el: HTMLElement,
  before: EarlyActs | undefined,
) => {
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
  // What came before the runtime, as if it came now (a click held then is held until React is in).
  if (before?.heldClick) {
    pendingClick = before.heldClick;
    void start();
  } else if (before?.act) afterAnswer();
  else if (before?.intent) soon();
};

/** Leaves `hydrateOnInteraction` where the page's directive finds it (`self.Astro`), and returns it. */
export function installHydrateOnInteraction(host: InteractionHost): HydrateOnInteraction {
  (host.Astro ??= {}).hydrateOnInteraction = hydrateOnInteraction;
  return hydrateOnInteraction;
}

import type { ClientDirective } from 'astro';
import { ISLAND_RUNTIME_ID } from '../lib/browser/island-runtime';
import {
  ACT_EVENTS,
  INTENT_EVENTS,
  pathTo,
  type EarlyActs,
  type HydrateOnInteraction,
  type InteractionHost,
} from './interaction-events';

/** Islands the directive owns (the runtime has called it for them): the early watcher leaves them. */
const owned = new WeakSet<Element>();
const early = new WeakMap<Element, EarlyActs>();

/** The hydration module as `astro dev` serves it, where the runtime is inline and no file carries it. */
const DEV_HYDRATE_MODULE = '/src/directives/hydrate-on-interaction.ts';

/**
 * `client:interaction`: hydrate on the first pointer over, focus in, touch on or click in the
 * island, once the first act's answer has been painted; a click on a button nothing answered is
 * held and replayed once React owns the markup (src/directives/hydrate-on-interaction.ts). What
 * happened before Astro's runtime called this (`watchUntilRuntime`) is handed over with the island.
 * The page carries only this hand-over: the hydration itself (~0.3 kB of gzip) is at the head of the
 * runtime's file, which has run by the time the runtime calls a directive. Under `astro dev` the
 * runtime is inline and there is no file: the module is imported from the dev server.
 */
const interaction: ClientDirective = (load, _options, el) => {
  const hand = (hydrate: HydrateOnInteraction) => {
    owned.add(el);
    hydrate(load, el, early.get(el));
  };
  const host = self as InteractionHost;
  const fromFile = host.Astro?.hydrateOnInteraction;
  if (fromFile) hand(fromFile);
  else
    void import(/* @vite-ignore */ DEV_HYDRATE_MODULE).then(
      (module: { installHydrateOnInteraction: (host: InteractionHost) => HydrateOnInteraction }) =>
        hand(module.installHydrateOnInteraction(host)),
    );
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

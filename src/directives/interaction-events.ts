/**
 * What the two halves of `client:interaction` share: the page's watcher and directive
 * (src/directives/interaction.ts, inline in every page with islands) and the hydration it hands
 * each island to (src/directives/hydrate-on-interaction.ts, in the island runtime's file).
 */

/** The events that mean a visitor is about to use an island. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** The events of an act itself (a click is handled with the held clicks). */
export const ACT_EVENTS = ['keydown', 'input'] as const;

/** What a visitor did to an island before Astro's island runtime arrived (`watchUntilRuntime`). */
export interface EarlyActs {
  intent: boolean;
  act: boolean;
  /** A click on a button nothing answered, held for React (its path from the island). */
  heldClick: number[] | null;
}

/** Child-index path from `root` to `node`, to find the same element after React re-renders. */
export function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let el: Element | null = node; el && el !== root; el = el.parentElement) {
    const parent: Element | null = el.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, el));
  }
  return path;
}

/** An island's hydration, as Astro's runtime hands it to a directive. */
export type LoadIsland = () => Promise<() => Promise<void>>;

/** What the directive hands each island to: `hydrateOnInteraction`. */
export type HydrateOnInteraction = (load: LoadIsland, el: HTMLElement, before: EarlyActs | undefined) => void;

/** Where the island runtime's file leaves `hydrateOnInteraction` for the page's directive. */
export interface InteractionHost {
  Astro?: { hydrateOnInteraction?: HydrateOnInteraction };
}

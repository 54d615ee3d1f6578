/**
 * The FAQ accordion's rules: one entry open at a time; activating the open entry closes
 * it, activating another opens it and closes the previous one.
 */

/** The entry open after `id` is activated, given the one open now (null: none). */
export function toggleAccordion(open: string | null, id: string): string | null {
  return open === id ? null : id;
}

/**
 * The entry open when the accordion first renders: the one a `#id` link names when it is one of
 * the entries, else the first when `firstOpen` (the home page), else none.
 */
export function initialOpen(
  ids: readonly string[],
  options: { firstOpen: boolean; hash?: string | undefined },
): string | null {
  const linked = questionIdFromHash(options.hash ?? '', ids);
  if (linked) return linked;
  return options.firstOpen ? (ids[0] ?? null) : null;
}

/**
 * The entry open once the island hydrates (the markup is native `<details name>` and works
 * before React): what the visitor opened or closed before hydration wins (`domOpen` differs from
 * what the server rendered), else the entry a `#id` link names, else what the page shows.
 */
export function adoptOpen(state: {
  domOpen: string | null;
  serverOpen: string | null;
  linked: string | null;
}): string | null {
  const { domOpen, serverOpen, linked } = state;
  if (domOpen !== serverOpen) return domOpen;
  return linked ?? domOpen;
}

/** The entry a location hash ("#deposit") points at, when it is one of `ids`. */
export function questionIdFromHash(hash: string, ids: readonly string[]): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is simply not an entry id.
  }
  return id && ids.includes(id) ? id : null;
}

/**
 * WAI-ARIA accordion keys on a header button: ArrowDown/ArrowUp move to the next/previous header
 * (wrapping), Home/End to the first/last. Any other key: null (the browser's default applies).
 */
export function headerFocusTarget(key: string, current: number, count: number): number | null {
  if (count <= 0 || current < 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Answers an accordion key on a question (`trigger`, a `[data-faq-trigger]`): focus moves to the
 * question `headerFocusTarget` names among those of its `[data-faq-root]` a search left on screen.
 * The island and the first-act script (before React) both call it. Returns whether the key was one.
 */
export function focusQuestionForKey(trigger: Element, key: string): boolean {
  const triggers = [
    ...(trigger.closest('[data-faq-root]')?.querySelectorAll<HTMLElement>('[data-faq-trigger]') ?? []),
  ].filter((t) => !t.closest('[hidden]'));
  const target = headerFocusTarget(key, triggers.indexOf(trigger as HTMLElement), triggers.length);
  if (target === null) return false;
  triggers[target]?.focus();
  return true;
}

/**
 * One notice of the studio's own, kept in step with what `look` reads for the entry on screen:
 * looked at on each change of entry, when the tab comes back, and every `pollMs` while `polling()`
 * says so. One look at a time; a change during a look is looked at right after it. A notice whose
 * key has not changed stays as it is (no flicker, no lost focus). Returns: look now.
 */
export function watchNotice(
  look: () => Promise<{ key: string; element: HTMLElement } | undefined>,
  { pollMs, polling = () => true }: { pollMs: number; polling?: () => boolean },
): () => void {
  let shown: { key: string; element: HTMLElement } | undefined;
  let running = false;
  let again = false;
  const update = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const next = await look();
      if ((next?.key ?? '') !== (shown?.key ?? '')) {
        shown?.element.remove();
        shown = next;
        if (shown) document.body.append(shown.element);
      }
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await update();
    }
  };
  addEventListener('hashchange', () => void update());
  document.addEventListener('visibilitychange', () => void (document.visibilityState === 'visible' && update()));
  setInterval(() => void (polling() && document.visibilityState === 'visible' && update()), pollMs);
  void update();
  return () => void update();
}

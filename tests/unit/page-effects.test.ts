// The page effects' loader: the module named by the layout's template, imported once the page has
// loaded, a frame and a task later, never before (src/lib/browser/page-effects.ts).
import { describe, expect, it } from 'vitest';
import { loadPageEffects, PAGE_EFFECTS_ID } from '../../src/lib/browser/page-effects';

/**
 * A document in a given state, with the template (or none), whose window fires `load` and runs
 * frames and tasks on demand.
 */
function fakeDocument(readyState: DocumentReadyState, src: string | null) {
  const listeners: (() => void)[] = [];
  const queued: (() => void)[] = [];
  const steps: string[] = [];
  const win = {
    addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => {
      expect(type).toBe('load');
      expect(options.once).toBe(true);
      listeners.push(listener);
    },
    requestAnimationFrame: (cb: () => void) => (steps.push('frame'), queued.push(cb)),
    setTimeout: (cb: () => void) => (steps.push('task'), queued.push(cb)),
  };
  const doc = {
    readyState,
    defaultView: win,
    getElementById: (id: string) =>
      id === PAGE_EFFECTS_ID && src !== null
        ? { getAttribute: (name: string) => (name === 'data-src' ? src : null) }
        : null,
  };
  const fireLoad = () => {
    doc.readyState = 'complete';
    listeners.splice(0).forEach((listener) => listener());
  };
  /** Runs what is queued, and what that queues, until nothing is. */
  const paint = () => {
    while (queued.length > 0) queued.shift()!();
  };
  return { doc: doc as unknown as Document, fireLoad, paint, steps };
}

describe('loadPageEffects', () => {
  it('imports nothing while the page loads, nor before a frame and a task; then the module the template names, once', () => {
    const { doc, fireLoad, paint, steps } = fakeDocument('interactive', '/_astro/page-effects.abc.js');
    const loaded: string[] = [];
    loadPageEffects(doc, (src) => (steps.push('import'), loaded.push(src)));
    paint();
    expect(loaded).toEqual([]);
    fireLoad();
    expect(loaded).toEqual([]);
    paint();
    expect(loaded).toEqual(['/_astro/page-effects.abc.js']);
    expect(steps).toEqual(['frame', 'task', 'import']);
    fireLoad();
    paint();
    expect(loaded).toEqual(['/_astro/page-effects.abc.js']);
  });

  it('imports after the paint on a page that has already loaded', () => {
    const { doc, paint } = fakeDocument('complete', '/_astro/page-effects.abc.js');
    const loaded: string[] = [];
    loadPageEffects(doc, (src) => loaded.push(src));
    expect(loaded).toEqual([]);
    paint();
    expect(loaded).toEqual(['/_astro/page-effects.abc.js']);
  });

  it('imports nothing on a page without the template, or with an empty address', () => {
    for (const src of [null, '']) {
      const { doc, fireLoad, paint } = fakeDocument('loading', src);
      const loaded: string[] = [];
      loadPageEffects(doc, (s) => loaded.push(s));
      fireLoad();
      paint();
      expect(loaded).toEqual([]);
    }
  });
});

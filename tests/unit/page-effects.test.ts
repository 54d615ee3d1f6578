// The page effects' loader: the module named by the layout's template, imported once the page has
// loaded and never before (src/lib/browser/page-effects.ts).
import { describe, expect, it } from 'vitest';
import { loadPageEffects, PAGE_EFFECTS_ID } from '../../src/lib/browser/page-effects';

/** A document in a given state, with the template (or none), whose window fires `load` on demand. */
function fakeDocument(readyState: DocumentReadyState, src: string | null) {
  const listeners: (() => void)[] = [];
  const doc = {
    readyState,
    getElementById: (id: string) =>
      id === PAGE_EFFECTS_ID && src !== null
        ? { getAttribute: (name: string) => (name === 'data-src' ? src : null) }
        : null,
    defaultView: {
      addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => {
        expect(type).toBe('load');
        expect(options.once).toBe(true);
        listeners.push(listener);
      },
    },
  };
  const fireLoad = () => {
    doc.readyState = 'complete';
    listeners.splice(0).forEach((listener) => listener());
  };
  return { doc: doc as unknown as Document, fireLoad };
}

describe('loadPageEffects', () => {
  it('imports nothing while the page loads, then the module the template names, once', () => {
    const { doc, fireLoad } = fakeDocument('interactive', '/_astro/page-effects.abc.js');
    const loaded: string[] = [];
    loadPageEffects(doc, (src) => loaded.push(src));
    expect(loaded).toEqual([]);
    fireLoad();
    expect(loaded).toEqual(['/_astro/page-effects.abc.js']);
    fireLoad();
    expect(loaded).toEqual(['/_astro/page-effects.abc.js']);
  });

  it('imports at once on a page that has already loaded', () => {
    const { doc } = fakeDocument('complete', '/_astro/page-effects.abc.js');
    const loaded: string[] = [];
    loadPageEffects(doc, (src) => loaded.push(src));
    expect(loaded).toEqual(['/_astro/page-effects.abc.js']);
  });

  it('imports nothing on a page without the template, or with an empty address', () => {
    for (const src of [null, '']) {
      const { doc, fireLoad } = fakeDocument('loading', src);
      const loaded: string[] = [];
      loadPageEffects(doc, (s) => loaded.push(s));
      fireLoad();
      expect(loaded).toEqual([]);
    }
  });
});

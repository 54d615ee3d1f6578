// @vitest-environment jsdom
// The first-act script answers an island's keys until React is ready there, and then stands aside;
// typing in the FAQ search until React has committed its take-over, kept from React while it hydrates.
import { beforeAll, describe, expect, it } from 'vitest';
import * as firstActs from '../../src/directives/first-acts';
import { SEARCH_ADOPTED_ATTRIBUTE } from '../../src/lib/browser/faq-search';

// Every island's acts, as on a page that has them all.
beforeAll(() =>
  firstActs.installFirstActs(
    document,
    firstActs.FIRST_ACTS.map((name) => firstActs[name]),
  ),
);

/** A home-page accordion island in the state `island` gives its <astro-island> and root. */
function accordion(island: 'ssr' | 'hydrated' | 'ready'): HTMLElement[] {
  document.body.innerHTML = `<astro-island${island === 'ssr' ? ' ssr' : ''}><div data-faq-root${
    island === 'ready' ? ' data-ready' : ''
  }>${[0, 1, 2]
    .map((i) => `<details data-faq-item><summary data-faq-trigger tabindex="0">Q${i}</summary></details>`)
    .join('')}</div></astro-island>`;
  return [...document.querySelectorAll<HTMLElement>('[data-faq-trigger]')];
}

function press(target: HTMLElement, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('first-act keys', () => {
  it.each(['ssr', 'hydrated'] as const)('answers the accordion arrows while the island is %s, not ready', (state) => {
    const questions = accordion(state);
    questions[0]!.focus();
    expect(press(questions[0]!, 'ArrowDown').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(questions[1]);
    expect(press(questions[1]!, 'End').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(questions[2]);
  });

  it('stands aside once React is ready (its handler answers, the default is not prevented)', () => {
    const questions = accordion('ready');
    questions[0]!.focus();
    expect(press(questions[0]!, 'ArrowDown').defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(questions[0]);
  });

  it('leaves keys that are no island’s to the browser', () => {
    const questions = accordion('ssr');
    questions[0]!.focus();
    expect(press(questions[0]!, 'Enter').defaultPrevented).toBe(false);
    expect(press(questions[0]!, 'a').defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(questions[0]);
  });

  it('answers nothing outside an island', () => {
    document.body.innerHTML = '<div data-faq-root><summary data-faq-trigger tabindex="0">Q</summary></div>';
    const question = document.querySelector<HTMLElement>('[data-faq-trigger]')!;
    expect(press(question, 'ArrowDown').defaultPrevented).toBe(false);
  });

  it('moves the gallery on a plain arrow only, before React', () => {
    document.body.innerHTML = `<astro-island ssr><section aria-roledescription="carousel">
      <button data-carousel-step="-1" aria-controls="row" aria-disabled="true"></button>
      <button data-carousel-step="1" aria-controls="row" aria-disabled="false"></button>
      <p data-carousel-position>1 of 2</p><p data-carousel-live></p>
      <div id="row" tabindex="0"><div aria-roledescription="slide"><h3 data-slide-title>One</h3></div><div aria-roledescription="slide"><h3 data-slide-title>Two</h3></div></div>
    </section></astro-island>`;
    const row = document.getElementById('row')!;
    Object.defineProperties(row, { scrollWidth: { value: 800 }, clientWidth: { value: 400 } });
    row.scrollTo = () => undefined; // jsdom neither scrolls nor matches media
    window.matchMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia;
    expect(press(row, 'ArrowRight', { shiftKey: true }).defaultPrevented).toBe(false);
    expect(press(row, 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.querySelector('[data-carousel-position]')!.textContent).toBe('2 of 2');
    expect(document.querySelector('[data-carousel-live]')!.textContent).toBe('Slide 2 of 2: Two');
    expect(document.querySelector('[data-carousel-step="1"]')!.getAttribute('aria-disabled')).toBe('true');
    // At the end the arrow is still the gallery's (the row must not scroll natively out of step).
    expect(press(row, 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.querySelector('[data-carousel-position]')!.textContent).toBe('2 of 2');
  });
});

/** The FAQ page's island in the state `island` gives it: its box, and what reaches the island's root (React's listeners). */
function faqPage(island: 'ssr' | 'hydrating' | 'adopted'): { input: HTMLInputElement; reached: string[] } {
  document.body.innerHTML = `<astro-island${island === 'ssr' ? ' ssr' : ''}><div data-faq-root${
    island === 'adopted' ? ` ${SEARCH_ADOPTED_ATTRIBUTE}` : ''
  }><input type="search"><div data-faq-results><section data-faq-category="pay"><h2>Payment</h2>
    <details data-faq-item data-faq-id="deposit"><summary data-faq-question>Do you take a deposit?</summary><div data-faq-answer>Half up front.</div></details>
    <details data-faq-item data-faq-id="time"><summary data-faq-question>How long does it take?</summary><div data-faq-answer>Weeks.</div></details>
  </section></div><div data-faq-empty hidden></div><p role="status" data-copy="{}"></p></div></astro-island>`;
  const reached: string[] = [];
  const root = document.querySelector('astro-island')!;
  for (const type of ['keydown', 'input']) {
    root.addEventListener(type, () => reached.push(`${type} (capture)`), true);
    root.addEventListener(type, () => reached.push(type));
  }
  return { input: document.querySelector('input')!, reached };
}

function type(input: HTMLInputElement, text: string): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: text.at(-1) ?? '', bubbles: true, cancelable: true }));
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, data: text.at(-1) ?? null }));
}

const hiddenQuestions = () =>
  [...document.querySelectorAll<HTMLElement>('[data-faq-item]')].filter((q) => q.hidden).map((q) => q.dataset['faqId']);

describe('first-act typing in the FAQ search', () => {
  it('filters the list before the island hydrates, and lets the events go on (nothing listens yet)', () => {
    const { input, reached } = faqPage('ssr');
    type(input, 'deposit');
    expect(hiddenQuestions()).toEqual(['time']);
    expect(reached).toEqual(['keydown (capture)', 'keydown', 'input (capture)', 'input']);
  });

  it('filters it while React hydrates, and keeps the typing from React (which would hydrate the whole list for it)', () => {
    const { input, reached } = faqPage('hydrating');
    type(input, 'deposit');
    expect(hiddenQuestions()).toEqual(['time']);
    expect(reached).toEqual([]);
  });

  it('stands aside once React has taken the island over: the typing is React’s', () => {
    const { input, reached } = faqPage('adopted');
    type(input, 'deposit');
    expect(hiddenQuestions()).toEqual([]);
    expect(reached).toEqual(['keydown (capture)', 'keydown', 'input (capture)', 'input']);
  });
});

// @vitest-environment jsdom
// The accordion's keys as the island and the first-act script both answer them: one function, on the page's markup.
import { beforeEach, describe, expect, it } from 'vitest';
import { focusQuestionForKey } from '../../src/lib/browser/accordion';

/** An accordion of five questions; `hidden` marks the ones a search hid (the third hidden as a whole category). */
function accordion(hidden: number[] = []): HTMLElement[] {
  document.body.innerHTML = `<button id="outside">Elsewhere</button><div data-faq-root>${[0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<section${i === 2 && hidden.includes(2) ? ' hidden' : ''}><details data-faq-item${
          hidden.includes(i) && i !== 2 ? ' hidden' : ''
        }><summary data-faq-trigger tabindex="0">Q${i}</summary><p>A${i}</p></details></section>`,
    )
    .join('')}</div>`;
  return [...document.querySelectorAll<HTMLElement>('[data-faq-trigger]')];
}

describe('focusQuestionForKey', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 4, 0],
    ['ArrowUp', 0, 4],
    ['ArrowUp', 3, 2],
    ['Home', 3, 0],
    ['End', 1, 4],
  ] as const)('%s on question %d focuses question %d', (key, from, to) => {
    const questions = accordion();
    questions[from]!.focus();
    expect(focusQuestionForKey(questions[from]!, key)).toBe(true);
    expect(document.activeElement).toBe(questions[to]);
  });

  it('steps over the questions a search hid', () => {
    const questions = accordion([1, 2]);
    expect(focusQuestionForKey(questions[0]!, 'ArrowDown')).toBe(true);
    expect(document.activeElement).toBe(questions[3]);
    expect(focusQuestionForKey(questions[3]!, 'ArrowUp')).toBe(true);
    expect(document.activeElement).toBe(questions[0]);
  });

  it.each(['Enter', ' ', 'Tab', 'ArrowRight', 'Escape'])('leaves %j to the browser (focus stays)', (key) => {
    const questions = accordion();
    questions[1]!.focus();
    expect(focusQuestionForKey(questions[1]!, key)).toBe(false);
    expect(document.activeElement).toBe(questions[1]);
  });

  it('answers nothing outside an accordion', () => {
    accordion();
    const outside = document.getElementById('outside')!;
    outside.focus();
    expect(focusQuestionForKey(outside, 'ArrowDown')).toBe(false);
    expect(document.activeElement).toBe(outside);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import FaqAccordion from '../../src/islands/FaqAccordion';
import FaqExplorer from '../../src/islands/FaqExplorer';
import {
  resultsAnnouncement,
  SEARCH_ADOPTED_ATTRIBUTE,
  type FaqCategory,
  type FaqSearchCopy,
} from '../../src/lib/browser/faq-search';
import { serverOnly } from '../../src/lib/browser/server-only';
import { page as copyOf } from '../support/content';

/** The search's words as the editors have them (content/faq-page.json). */
const copy: FaqSearchCopy = copyOf('faq-page').search;

const items = [
  { id: 'services', question: 'Which services do you run?', answer: 'Branding, web development and podcasts.' },
  { id: 'duration', question: 'How long does a project take?', answer: 'A small site takes some weeks.' },
  { id: 'support', question: 'Do you give support later?', answer: 'Yes, monthly care plans.' },
];
const categories: FaqCategory[] = [
  { id: 'general', title: 'General Questions', questions: [items[0]!] },
  { id: 'process', title: 'Process & Timeline', questions: [items[1]!] },
  { id: 'technical', title: 'Technical Questions', questions: [items[2]!] },
];

/** The questions on screen: `<summary>` elements (native `<details name>`) named by their heading; a search hides the rest. */
const triggers = (scope: HTMLElement = document.body) =>
  [...scope.querySelectorAll<HTMLElement>('summary[data-faq-trigger]')].filter((t) => !t.closest('[hidden]'));
function trigger(name: string, scope?: HTMLElement): HTMLElement {
  const found = triggers(scope).find((t) => t.textContent === name);
  if (!found) throw new Error(`no question "${name}"`);
  return found;
}
const expanded = () =>
  triggers()
    .filter((t) => t.getAttribute('aria-expanded') === 'true')
    .map((t) => t.textContent);
const collapsed = () =>
  triggers()
    .filter((t) => t.getAttribute('aria-expanded') === 'false')
    .map((t) => t.textContent);

beforeEach(() => {
  window.history.replaceState(null, '', '/faq');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FaqAccordion', () => {
  it('opens the first entry at first on the home page', () => {
    render(<FaqAccordion items={serverOnly(items)} firstOpen />);
    expect(expanded()).toEqual(['Which services do you run?']);
    expect(screen.getByText('Branding, web development and podcasts.')).toBeVisible();
    expect(screen.getByText('A small site takes some weeks.')).not.toBeVisible();
  });

  it('keeps one entry open at a time: another opens and closes the previous, the open one closes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqAccordion items={serverOnly(items)} firstOpen />);
    await user.click(trigger('How long does a project take?'));
    expect(expanded()).toEqual(['How long does a project take?']);
    await user.click(trigger('How long does a project take?'));
    expect(expanded()).toEqual([]);
  });

  it('is one native exclusive accordion: <details name>, a heading in each summary, the answer a region named by it', () => {
    render(<FaqAccordion items={serverOnly(items)} firstOpen group="faq-home" />);
    const summary = trigger('Which services do you run?');
    const details = summary.closest('details')!;
    expect(details).toHaveAttribute('name', 'faq-home');
    expect(details.open).toBe(true);
    expect(document.querySelectorAll('details[name="faq-home"]')).toHaveLength(3);
    expect(within(summary).getByRole('heading', { level: 3 })).toHaveTextContent('Which services do you run?');
    const region = screen.getByRole('region', { name: 'Which services do you run?' });
    expect(details).toContainElement(region);
    // The #id anchor is inside the answer, so a link to a closed entry opens it natively.
    expect(region.parentElement!.querySelector('#services')).not.toBeNull();
  });

  it('adopts an entry the visitor opened before hydration instead of the first', () => {
    // The server markup with the third entry opened natively (the browser closed the first).
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<FaqAccordion items={serverOnly(items)} firstOpen />);
    const details = [...container.querySelectorAll('details')];
    details[0]!.open = false;
    details[2]!.open = true;
    act(() => {
      hydrateRoot(container, <FaqAccordion items={serverOnly(items)} firstOpen />);
    });
    expect(expanded()).toEqual(['Do you give support later?']);
    expect(details.map((d) => d.open)).toEqual([false, false, true]);
    container.remove();
  });

  it('hydrates from its own markup: the page carries its questions once, not again in its props', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<FaqAccordion items={serverOnly(items)} firstOpen group="faq-home" />);
    // What Astro writes into the page for the browser: the props as JSON, without the questions.
    const props = JSON.parse(JSON.stringify({ items: serverOnly(items) })) as { items: object };
    expect(props).toEqual({ items: {} });
    const mismatches: unknown[] = [];
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      hydrateRoot(container, <FaqAccordion items={props.items} firstOpen group="faq-home" />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    expect(triggers(container).map((t) => t.textContent)).toEqual(items.map((i) => i.question));
    expect(expanded()).toEqual(['Which services do you run?']);
    expect(screen.getByRole('region', { name: 'Which services do you run?' })).toHaveTextContent(items[0]!.answer);
    container.remove();
  });

  // Enter and Space on a <summary> are the browser's own (jsdom does not emulate them): tests/e2e/home-faq.spec.ts.
  it('works by keyboard: arrows, Home and End move between questions', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqAccordion items={serverOnly(items)} />);
    await user.tab();
    expect(trigger('Which services do you run?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('How long does a project take?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('Do you give support later?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Which services do you run?')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(trigger('Which services do you run?')).toHaveFocus();
  });

  it('leaves alone an arrow the first-act script answered already (default prevented)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqAccordion items={serverOnly(items)} />);
    await user.tab();
    const answered = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', answered, true);
    await user.keyboard('{ArrowDown}');
    document.removeEventListener('keydown', answered, true);
    expect(trigger('Which services do you run?')).toHaveFocus();
  });

  it('opens the question a #id link names, also when the hash changes later', () => {
    window.history.replaceState(null, '', '/#support');
    render(<FaqAccordion items={serverOnly(items)} firstOpen />);
    expect(expanded()).toEqual(['Do you give support later?']);
    act(() => {
      window.location.hash = '#duration';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(expanded()).toEqual(['How long does a project take?']);
  });
});

describe('FaqExplorer', () => {
  const search = () => screen.getByRole('searchbox', { name: 'Search the FAQ' });

  it('hydrates from its own markup: categories, questions and words read back, not carried in its props', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<FaqExplorer categories={serverOnly(categories)} copy={serverOnly(copy)} />);
    const props = JSON.parse(JSON.stringify({ categories: serverOnly(categories), copy: serverOnly(copy) })) as {
      categories: object;
      copy: object;
    };
    const mismatches: unknown[] = [];
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      hydrateRoot(container, <FaqExplorer categories={props.categories} copy={props.copy} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      categories.map((c) => c.title),
    );
    // The take-over committed: the first-act script now leaves the box's typing to React.
    expect(container.querySelector('[data-faq-root]')).toHaveAttribute(SEARCH_ADOPTED_ATTRIBUTE, '');
    // The search works on what it read: an answer's words find its question.
    const user = userEvent.setup({ delay: null });
    await user.type(search(), 'care plans');
    expect(collapsed()).toEqual(['Do you give support later?']);
    expect(search()).toHaveAttribute('placeholder', copy.placeholder);
    container.remove();
  });

  it('shows every category and question with the search placeholder, all closed', () => {
    render(<FaqExplorer categories={serverOnly(categories)} copy={serverOnly(copy)} />);
    expect(search()).toHaveAttribute('placeholder', copy.placeholder);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'General Questions',
      'Process & Timeline',
      'Technical Questions',
    ]);
    expect(collapsed()).toHaveLength(3);
  });

  it('filters live as the visitor types, dropping empty categories, and keeps the search in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqExplorer categories={serverOnly(categories)} copy={serverOnly(copy)} />);
    await user.type(search(), '  WEEKS');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Process & Timeline']);
    expect(trigger('How long does a project take?')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=WEEKS');
  });

  it('matches answers as well as questions', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqExplorer categories={serverOnly(categories)} copy={serverOnly(copy)} />);
    await user.type(search(), 'care plans');
    expect(collapsed()).toEqual(['Do you give support later?']);
  });

  it("shows 'No results found' and 'Clear Search' restores everything and empties the box", async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqExplorer categories={serverOnly(categories)} copy={serverOnly(copy)} />);
    await user.type(search(), 'zebra');
    expect(screen.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.emptyText)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'General Questions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.clear }));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('announces the number of results once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<FaqExplorer categories={serverOnly(categories)} copy={serverOnly(copy)} />);
    const status = screen.getByRole('status');
    await user.type(search(), 'you');
    expect(status).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(status).toHaveTextContent(resultsAnnouncement(2, 'you', copy));
  });

  it('starts from ?q= and #id in the URL', () => {
    window.history.replaceState(null, '', '/faq?q=support#support');
    render(<FaqExplorer categories={serverOnly(categories)} copy={serverOnly(copy)} />);
    expect(search()).toHaveValue('support');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Technical Questions']);
    expect(expanded()).toEqual(['Do you give support later?']);
  });

  it('keeps one question open across categories and names it in the hash', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqExplorer categories={serverOnly(categories)} copy={serverOnly(copy)} />);
    await user.click(trigger('Which services do you run?'));
    expect(window.location.hash).toBe('#services');
    const technical = screen.getByRole('region', { name: 'Technical Questions' });
    await user.click(trigger('Do you give support later?', technical));
    expect(expanded()).toEqual(['Do you give support later?']);
    expect(window.location.hash).toBe('#support');
    await user.click(trigger('Do you give support later?', technical));
    expect(expanded()).toEqual([]);
    expect(window.location.hash).toBe('');
  });
});

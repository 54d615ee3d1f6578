// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import WorkFilter from '../../src/islands/WorkFilter';
import { page } from '../support/content';
import { resultsAnnouncement, type WorkCard } from '../../src/lib/browser/work-filter';
import { WORK_CATEGORIES } from '../../src/schemas/work';

/** What the filter says (content/work-page.json `filter`). */
const copy = page('work-page').filter;

const CATEGORIES = [...WORK_CATEGORIES];

const card = (id: string, category: string, services: string[], link?: string): WorkCard => ({
  id,
  name: `Project ${id}`,
  category,
  client: `Client ${id}`,
  description: `About ${id}.`,
  year: '2024',
  image: { src: `https://images.unsplash.com/photo-${id}?w=1200&q=80`, alt: `Image of ${id}` },
  services,
  href: link ?? `/work/${id}`,
  featured: false,
});
const items = [
  card('coffee', 'Web Development', ['Web Development', 'UI/UX Design', 'E-commerce', 'Brand Refresh', 'SEO']),
  card('dealer', 'Podcast Management', ['Editing', 'Thumbnails', 'Reels']),
  card('marty', 'Podcast Management', ['Editing'], 'https://example.com/marty'),
];

// Cards of other categories carry `hidden` (and work-filter.css hides them before hydration too).
const cards = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .filter((h) => h.closest('[data-work-card]'))
    .map((h) => h.textContent);
const checked = () => screen.getAllByRole('radio', { checked: true }).map((r) => r.closest('label')!.textContent);
/** The empty state is always in the markup; work-filter.css shows it when the checked radio is marked `data-empty`. */
const emptyStateShown = () => document.querySelector('input[type="radio"]:checked')!.hasAttribute('data-empty');

beforeEach(() => window.history.replaceState(null, '', '/work'));
afterEach(cleanup);

describe('WorkFilter', () => {
  it("offers 'All' and the categories in order, 'All' selected and every item shown", () => {
    render(<WorkFilter categories={CATEGORIES} items={items} copy={copy} />);
    const group = screen.getByRole('group', { name: 'Filter projects by category' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['All', ...CATEGORIES]);
    expect(within(group).getByRole('radio', { name: 'Podcast Management' })).toHaveAttribute('name', 'work-category');
    expect(checked()).toEqual(['All']);
    expect(emptyStateShown()).toBe(false);
    expect(cards()).toEqual(['Project coffee', 'Project dealer', 'Project marty (opens in a new tab)']);
  });

  it('shows only the chosen category, one at a time, announces the count and keeps it in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    render(<WorkFilter categories={CATEGORIES} items={items} copy={copy} />);
    await user.click(screen.getByRole('radio', { name: 'Podcast Management' }));
    expect(checked()).toEqual(['Podcast Management']);
    expect(cards()).toEqual(['Project dealer', 'Project marty (opens in a new tab)']);
    expect(screen.getByRole('status')).toHaveTextContent(resultsAnnouncement(2, 'Podcast Management', copy));
    expect(window.location.search).toBe('?category=podcast-management');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(cards()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('shows the empty state for a category without items', async () => {
    const user = userEvent.setup({ delay: null });
    render(<WorkFilter categories={CATEGORIES} items={items} copy={copy} />);
    await user.click(screen.getByRole('radio', { name: 'Branding' }));
    expect(emptyStateShown()).toBe(true);
    expect(cards()).toEqual([]);
    expect(screen.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(resultsAnnouncement(0, 'Branding', copy));
  });

  it('works by keyboard: a radio group, the arrow keys choose', async () => {
    const user = userEvent.setup({ delay: null });
    render(<WorkFilter categories={CATEGORIES} items={items} copy={copy} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Web Development' })).toHaveFocus();
    expect(cards()).toEqual(['Project coffee']);
  });

  it('adopts a category chosen before hydration, with the URL and the count, and no card shown twice', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<WorkFilter categories={CATEGORIES} items={items} copy={copy} />);
    container.querySelector<HTMLInputElement>('input[value="podcast-management"]')!.checked = true;
    act(() => {
      hydrateRoot(container, <WorkFilter categories={CATEGORIES} items={items} copy={copy} />);
    });
    expect(checked()).toEqual(['Podcast Management']);
    expect(cards()).toEqual(['Project dealer', 'Project marty (opens in a new tab)']);
    expect(window.location.search).toBe('?category=podcast-management');
    expect(screen.getByRole('status')).toHaveTextContent(resultsAnnouncement(2, 'Podcast Management', copy));
    container.remove();
  });

  it('starts from ?category= in the URL', () => {
    window.history.replaceState(null, '', '/work?category=web-development');
    render(<WorkFilter categories={CATEGORIES} items={items} copy={copy} />);
    expect(checked()).toEqual(['Web Development']);
    expect(cards()).toEqual(['Project coffee']);
  });

  it("shows three service tags and '+N more', and links each card", () => {
    render(<WorkFilter categories={CATEGORIES} items={items} copy={copy} />);
    const coffee = screen.getByRole('heading', { name: 'Project coffee' }).closest('li')!;
    expect(
      within(within(coffee).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['Web Development', 'UI/UX Design', 'E-commerce', '+2 more']);
    expect(screen.getByRole('link', { name: 'Project coffee' })).toHaveAttribute('href', '/work/coffee');
    const external = screen.getByRole('link', { name: /^Project marty/ });
    expect(external).toHaveTextContent('Project marty (opens in a new tab)');
    expect(external).toHaveAttribute('href', 'https://example.com/marty');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Image of coffee' })).toHaveAttribute(
      'data-fallback',
      '/images/fallback.svg',
    );
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WorkFilter from '../../src/islands/WorkFilter';
import type { WorkCard } from '../../src/lib/work-filter';

const CATEGORIES = ['Web Development', 'UI/UX Design', 'Branding', 'Mobile App', 'E-commerce', 'Digital Marketing', 'Podcast Management'];

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

const cards = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);

beforeEach(() => window.history.replaceState(null, '', '/work'));
afterEach(cleanup);

describe('WorkFilter', () => {
  it("offers 'All' and SPEC 4's categories in order, 'All' selected and every item shown", () => {
    render(<WorkFilter categories={CATEGORIES} items={items} />);
    const group = screen.getByRole('group', { name: 'Filter projects by category' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', ...CATEGORIES]);
    expect(pressed()).toEqual(['All']);
    expect(cards()).toEqual(['Project coffee', 'Project dealer', 'Project marty (opens in a new tab)']);
  });

  it('shows only the chosen category, one at a time, announces the count and keeps it in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    render(<WorkFilter categories={CATEGORIES} items={items} />);
    await user.click(screen.getByRole('button', { name: 'Podcast Management' }));
    expect(pressed()).toEqual(['Podcast Management']);
    expect(cards()).toEqual(['Project dealer', 'Project marty (opens in a new tab)']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 projects in Podcast Management');
    expect(window.location.search).toBe('?category=podcast-management');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it("shows the empty state for a category without items", async () => {
    const user = userEvent.setup({ delay: null });
    render(<WorkFilter categories={CATEGORIES} items={items} />);
    await user.click(screen.getByRole('button', { name: 'Branding' }));
    expect(screen.getByRole('heading', { name: 'No projects found' })).toBeInTheDocument();
    expect(screen.getByText('Try selecting a different category or check back later')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No projects found in Branding');
  });

  it('works by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<WorkFilter categories={CATEGORIES} items={items} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Web Development' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cards()).toEqual(['Project coffee']);
  });

  it('starts from ?category= in the URL', () => {
    window.history.replaceState(null, '', '/work?category=web-development');
    render(<WorkFilter categories={CATEGORIES} items={items} />);
    expect(pressed()).toEqual(['Web Development']);
    expect(cards()).toEqual(['Project coffee']);
  });

  it("shows three service tags and '+N more', and links each card", () => {
    render(<WorkFilter categories={CATEGORIES} items={items} />);
    const coffee = screen.getByRole('heading', { name: 'Project coffee' }).closest('li')!;
    expect(within(within(coffee).getByRole('list', { name: 'Services' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual([
      'Web Development',
      'UI/UX Design',
      'E-commerce',
      '+2 more',
    ]);
    expect(screen.getByRole('link', { name: 'Project coffee' })).toHaveAttribute('href', '/work/coffee');
    const external = screen.getByRole('link', { name: /^Project marty/ });
    expect(external).toHaveTextContent('Project marty (opens in a new tab)');
    expect(external).toHaveAttribute('href', 'https://example.com/marty');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Image of coffee' })).toHaveAttribute('data-fallback', '/images/fallback.svg');
  });
});

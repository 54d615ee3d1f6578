// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Carousel from '../../src/islands/Carousel';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

const titles = ['Storefront Homepage', 'Product Pages', 'Wholesale Ordering'];

/** The island's children as the page renders them (CarouselSlide.astro): labelled slide groups. */
const slides = titles.map((title, i) => (
  <div key={title} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${titles.length}`}>
    <img src={`https://images.unsplash.com/photo-${i}?w=1024`} alt={`Screenshot ${i + 1}`} width={1024} height={640} />
    <h3>{title}</h3>
    <p>{`Description of slide number ${i + 1}.`}</p>
  </div>
));

const carousel = () => (
  <Carousel label="Coffee screenshots" titles={titles}>
    {slides}
  </Carousel>
);

const setup = () => {
  const user = userEvent.setup();
  render(carousel());
  const region = screen.getByRole('region', { name: 'Coffee screenshots' });
  return {
    user,
    region,
    previous: within(region).getByRole('button', { name: UI_LABELS.previousSlide }),
    next: within(region).getByRole('button', { name: UI_LABELS.nextSlide }),
    visibleTitles: () =>
      within(region)
        .queryAllByRole('heading')
        .map((h) => h.textContent),
  };
};

describe('Carousel island', () => {
  it('server-renders every slide readable (a scroll-snap row), none hidden, for visitors without JavaScript', () => {
    const html = renderToString(carousel());
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const groups = [...doc.querySelectorAll('[aria-roledescription="slide"]')];
    expect(groups).toHaveLength(3);
    groups.forEach((g) => expect(g.hasAttribute('hidden') || g.hasAttribute('aria-hidden')).toBe(false));
    expect([...doc.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(titles);
    expect(doc.querySelector('[aria-roledescription="carousel"]')?.hasAttribute('data-enhanced')).toBe(false);
  });

  it('is a labelled carousel of slides named "n of 3", showing the first', () => {
    const { region, visibleTitles } = setup();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    groups.forEach((g) => expect(g).toHaveAttribute('aria-roledescription', 'slide'));
    expect(visibleTitles()).toEqual(['Storefront Homepage']);
  });

  it.each([
    // clicks on next, then previous → visible slide, previous disabled, next disabled
    [0, 0, 'Storefront Homepage', true, false],
    [1, 0, 'Product Pages', false, false],
    [2, 0, 'Wholesale Ordering', false, true],
    [5, 0, 'Wholesale Ordering', false, true],
    [2, 1, 'Product Pages', false, false],
    [2, 4, 'Storefront Homepage', true, false],
  ])(
    '%d × next, %d × previous → %s (previous disabled %s, next disabled %s)',
    async (nexts, prevs, title, prevDisabled, nextDisabled) => {
      const { user, previous, next, visibleTitles } = setup();
      for (let i = 0; i < nexts; i++) await user.click(next);
      for (let i = 0; i < prevs; i++) await user.click(previous);
      expect(visibleTitles()).toEqual([title]);
      expect(previous).toHaveAttribute('aria-disabled', String(prevDisabled));
      expect(next).toHaveAttribute('aria-disabled', String(nextDisabled));
    },
  );

  it('announces the slide it moved to, politely, and nothing before the visitor acts', async () => {
    const { user, region, next } = setup();
    const status = region.querySelector('[aria-live="polite"]');
    expect(status).toHaveTextContent(/^$/);
    await user.click(next);
    expect(status).toHaveTextContent('Slide 2 of 3: Product Pages');
  });

  it('moves with the arrow keys while focus is inside, and ignores other keys', async () => {
    const { user, next, visibleTitles } = setup();
    next.focus();
    await user.keyboard('{ArrowRight}');
    expect(visibleTitles()).toEqual(['Product Pages']);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(visibleTitles()).toEqual(['Wholesale Ordering']);
    await user.keyboard('{ArrowUp}{Home}');
    expect(visibleTitles()).toEqual(['Wholesale Ordering']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(visibleTitles()).toEqual(['Storefront Homepage']);
    // A disabled button keeps focus, so the keyboard user is never dropped to the page.
    expect(next).toHaveFocus();
  });

  it('leaves alone a key the first-act script answered already (default prevented): one move, not two', async () => {
    const { user, next, visibleTitles } = setup();
    const answered = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', answered, true);
    next.focus();
    await user.keyboard('{ArrowRight}');
    document.removeEventListener('keydown', answered, true);
    expect(visibleTitles()).toEqual(['Storefront Homepage']);
  });
});

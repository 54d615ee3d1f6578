import { describe, expect, it } from 'vitest';
import {
  findSocialCard,
  socialCardAlt,
  socialCardParam,
  socialCardPath,
  type SocialCard,
} from '../../src/lib/build/social-card';
import { renderSocialCard } from '../../src/render/social-card-png';
import { pngSize } from '../build-checks/checks/social-cards.mjs';
import site from '../../content/site.json';

const cards: SocialCard[] = [
  { route: '/', title: 'An Agency on Two Continents', section: 'Digital agency' },
  {
    route: '/work/central-highlands-coffee/',
    title: 'Acme Roasters',
    section: 'Case study',
    details: ['Acme Roasters Ltd', '2024'],
  },
];

describe('where a card lives', () => {
  it.each([
    ['/', '/og/index.png', 'index'],
    ['/about/', '/og/about.png', 'about'],
    ['/work/central-highlands-coffee/', '/og/work/central-highlands-coffee.png', 'work/central-highlands-coffee'],
  ])('%s → %s', (route, path, param) => {
    expect(socialCardPath(route)).toBe(path);
    expect(socialCardParam(route)).toBe(param);
  });

  it.each([
    ['/about', '/about/'],
    ['/about/', '/about/'],
    ['/', '/'],
  ])('a page at %s finds its card under %s', (pathname, route) =>
    expect(findSocialCard([{ route, title: 't', section: 's' }], pathname).route).toBe(route),
  );

  it("finds a page's card, and fails the build for a page without one", () => {
    expect(findSocialCard(cards, '/work/central-highlands-coffee').title).toBe('Acme Roasters');
    expect(() => findSocialCard(cards, '/careers/')).toThrow(
      'No social card for /careers/: add the page to the route table, src/data/routes.ts',
    );
  });

  it('says what the card shows in its alt text', () => {
    expect(socialCardAlt(cards[1]!, 'Kilele Digital')).toBe(
      'Case study: Acme Roasters (Acme Roasters Ltd, 2024), Kilele Digital',
    );
    expect(socialCardAlt(cards[0]!, 'Kilele Digital')).toBe(
      'Digital agency: An Agency on Two Continents, Kilele Digital',
    );
  });
});

describe('the card image', () => {
  const props = (card: SocialCard) => ({
    card,
    wordmark: site.agency.wordmark,
    host: 'kileledigital.com',
    cities: ['Nairobi', 'Melbourne'],
    colours: site.agency.brand,
    markUrl:
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
  });

  it('is a 1200×630 PNG, and two pages get different bytes', async () => {
    const [home, study] = await Promise.all(cards.map((card) => renderSocialCard(props(card))));
    expect(pngSize(Buffer.from(home!))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from(study!))).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(home!).equals(Buffer.from(study!))).toBe(false);
  }, 30_000);
});

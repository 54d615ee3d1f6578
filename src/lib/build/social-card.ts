// The social card of a page: where it lives (a stable URL social sites can cache) and what it says.
import { ensureTrailingSlash, stripSlashes } from '../browser/urls';

/** A card's size, the one Open Graph and X both show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card shows; every string comes from content/. */
export interface SocialCard {
  /** The page's route, with a trailing slash: "/", "/work/central-highlands-coffee/". */
  route: string;
  /** The page's title, as large as it fits. */
  title: string;
  /** Which kind of page: "Service", "Industry", "Case study"… */
  section: string;
  /** Case studies: the client and the year. */
  details?: string[] | undefined;
}

/**
 * The card's path: "/og/index.png" for home, "/og/about.png", "/og/work/central-highlands-coffee.png".
 * Not a hashed asset: social sites cache a card by its URL.
 */
export function socialCardPath(route: string): string {
  return `/og/${stripSlashes(route) || 'index'}.png`;
}

/** The endpoint's rest parameter for a route ("index", "work/x"), the inverse of socialCardPath. */
export function socialCardParam(route: string): string {
  return stripSlashes(route) || 'index';
}

/** The text a screen reader or a link preview's alt gets for the card. */
export function socialCardAlt(card: SocialCard, siteName: string): string {
  const details = card.details?.length ? ` (${card.details.join(', ')})` : '';
  return `${card.section}: ${card.title}${details}, ${siteName}`;
}

/** The card of a route, or a build error that says what to do. */
export function findSocialCard(cards: SocialCard[], pathname: string): SocialCard {
  const route = ensureTrailingSlash(pathname);
  const card = cards.find((c) => c.route === route);
  if (!card) throw new Error(`No social card for ${route}: add the page to the route table, src/data/routes.ts`);
  return card;
}

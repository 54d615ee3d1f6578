/** The work filter: one category at a time, 'All' first, three tags per card. */
import { overflowLabel } from './format';
import { slugify } from './slugify';
import { photoSource, type PhotoSource } from './images';

/** The filter's own first button; it shows every item. */
export const ALL = 'All';

/** A card shows at most this many service tags, then "+N more". */
const MAX_VISIBLE_TAGS = 3;

/** A card's photo box: 640 × 480 at most (three columns from 1024 px up, two from 640, one below). */
export const WORK_CARD_WIDTH = 640;
export const WORK_CARD_HEIGHT = 480;
export const WORK_CARD_SIZES =
  '(min-width: 1280px) 384px, (min-width: 1024px) calc(33vw - 43px), (min-width: 640px) calc(50vw - 40px), calc(100vw - 32px)';

/** The cards in a desktop's first row (three columns from 1024 px up): on its first screen. */
const WORK_FIRST_ROW = 3;

/** A card's img source as the island writes it: the stock host's widths, or the build's for a local file. */
export function cardPhoto(item: Pick<WorkCard, 'image'>): PhotoSource {
  return photoSource(item.image.src, WORK_CARD_WIDTH, WORK_CARD_SIZES, item.image.srcset);
}

/** The photos of a desktop's first row of cards, 'All' chosen (the page preloads them for a desktop). */
export function firstRowPhotos(items: readonly Pick<WorkCard, 'image'>[]): PhotoSource[] {
  return items.slice(0, WORK_FIRST_ROW).map(cardPhoto);
}

/** The URL parameter that keeps the chosen category: /work?category=podcast-management. */
const CATEGORY_PARAM = 'category';

/** A work card as the island receives it: plain, serializable data. */
export interface WorkCard {
  id: string;
  name: string;
  category: string;
  client: string;
  description: string;
  year: string;
  /** `srcset` is set for a local image the build resized (src/pages/work.astro). */
  image: { src: string; srcset?: string | undefined; alt: string };
  services: string[];
  /** Where the card leads: the case study (/work/{id}) or the item's own link. */
  href: string;
  featured: boolean;
}

/** The buttons in order: 'All', then the categories as given. */
export function filterOptions(categories: readonly string[]): string[] {
  return [ALL, ...categories];
}

/** Items whose category equals the chosen one; 'All' keeps everything. Order is kept. */
export function filterWork<T extends { category: string }>(items: readonly T[], category: string): T[] {
  return category === ALL ? [...items] : items.filter((item) => item.category === category);
}

/** Featured items first, otherwise in the order given. */
export function orderWork<T extends { featured?: boolean | undefined }>(items: readonly T[]): T[] {
  return [...items.filter((i) => i.featured), ...items.filter((i) => !i.featured)];
}

/** The tags a card shows and the "+N more" label for the rest (null when nothing is hidden). */
export function visibleTags(tags: readonly string[], max = MAX_VISIBLE_TAGS): { shown: string[]; more: string | null } {
  return { shown: tags.slice(0, max), more: overflowLabel(tags.length, max) };
}

/** Where a card leads: the item's own link when it has one, else its case study. */
export function workHref(item: { id: string; link?: string | undefined }): string {
  return item.link ?? `/work/${item.id}/`;
}

/** A category as a URL value: "UI/UX Design" → "ui-ux-design". */
export function categorySlug(category: string): string {
  return slugify(category);
}

/** The category a query string names ("?category=branding"), or 'All' when none or unknown. */
export function categoryFromSearch(search: string, categories: readonly string[]): string {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM);
  if (!value) return ALL;
  return categories.find((c) => categorySlug(c) === value.toLowerCase() || c === value) ?? ALL;
}

/** The query string for a category, keeping other parameters; 'All' leaves the plain URL. */
export function searchWithCategory(search: string, category: string): string {
  const params = new URLSearchParams(search);
  if (category === ALL) params.delete(CATEGORY_PARAM);
  else params.set(CATEGORY_PARAM, categorySlug(category));
  const next = params.toString();
  return next ? `?${next}` : '';
}

/** The filter's words (content/work-page.json `filter`): the announcements, {{count}}, {{projects}} and {{category}} in them. */
export interface FilterCopy {
  emptyTitle: string;
  emptyText: string;
  showingAll: string;
  showingSome: string;
  showingNone: string;
  project: string;
  projects: string;
}

/** What a screen reader hears after the category changes. */
export function resultsAnnouncement(count: number, category: string, copy: FilterCopy): string {
  const template = category === ALL ? copy.showingAll : count === 0 ? copy.showingNone : copy.showingSome;
  const values: Record<string, string> = {
    count: String(count),
    projects: count === 1 ? copy.project : copy.projects,
    category,
  };
  return template.replace(/\{\{(count|projects|category)\}\}/g, (_token, key: string) => values[key] ?? '');
}

/** A work item from content/work.json as the serializable card the island takes. */
export function toWorkCard(item: {
  id: string;
  name: string;
  category: string;
  client: string;
  description: string;
  year: string;
  image: { src: string; srcset?: string | undefined; alt: string };
  services: string[];
  link?: string | undefined;
  featured: boolean;
}): WorkCard {
  const { id, name, category, client, description, year, image, services, featured } = item;
  return {
    id,
    name,
    category,
    client,
    description,
    year,
    image: { src: image.src, ...(image.srcset ? { srcset: image.srcset } : {}), alt: image.alt },
    services: [...services],
    href: workHref(item),
    featured,
  };
}

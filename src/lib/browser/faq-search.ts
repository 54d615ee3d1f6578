/** FAQ search: a live, case-insensitive substring filter over questions and answers. */

/** One question as the islands receive it: plain, serializable text. */
export interface FaqItem {
  /** Stable id: the anchor of `/faq#id` links. */
  id: string;
  question: string;
  answer: string;
}

/** A heading and its questions (FAQ entries grouped by category). */
export interface FaqCategory {
  id: string;
  title: string;
  questions: FaqItem[];
}

/** The URL parameter that keeps a search shareable: /faq?q=deposit. */
const SEARCH_PARAM = 'q';

/** What the search compares: the typed text without surrounding whitespace. */
export function normalizeQuery(raw: string): string {
  return raw.trim();
}

/** Whether the question or the answer contains the query, ignoring case; an empty query matches all. */
export function matchesQuery(item: FaqItem, rawQuery: string): boolean {
  const query = normalizeQuery(rawQuery).toLowerCase();
  if (!query) return true;
  return item.question.toLowerCase().includes(query) || item.answer.toLowerCase().includes(query);
}

/** The categories with only their matching questions; categories left empty are dropped. */
export function filterFaqCategories(categories: readonly FaqCategory[], rawQuery: string): FaqCategory[] {
  if (!normalizeQuery(rawQuery)) return [...categories];
  return categories
    .map((category) => ({ ...category, questions: category.questions.filter((item) => matchesQuery(item, rawQuery)) }))
    .filter((category) => category.questions.length > 0);
}

/** How many questions a list of categories holds. */
export function countQuestions(categories: readonly FaqCategory[]): number {
  return categories.reduce((sum, category) => sum + category.questions.length, 0);
}

/** The search a URL's query string ("?q=deposit") carries, or "" when none. */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(SEARCH_PARAM) ?? '';
}

/**
 * The query string for a search, keeping any other parameters: "?q=…" while there is text,
 * nothing once the box is empty (so the plain /faq URL comes back).
 */
export function searchWithQuery(search: string, rawQuery: string): string {
  const params = new URLSearchParams(search);
  const query = normalizeQuery(rawQuery);
  if (query) params.set(SEARCH_PARAM, query);
  else params.delete(SEARCH_PARAM);
  const next = params.toString();
  return next ? `?${next}` : '';
}

/** What the search says (content/faq-page.json `search`): {{count}}, {{match}} and {{query}} in the announcements. */
export interface FaqSearchCopy {
  placeholder: string;
  emptyTitle: string;
  emptyText: string;
  clear: string;
  showingAll: string;
  showingSome: string;
  showingNone: string;
  matchesOne: string;
  matchesMany: string;
}

/** What a screen reader hears after each change of the search. */
export function resultsAnnouncement(count: number, rawQuery: string, copy: FaqSearchCopy): string {
  const query = normalizeQuery(rawQuery);
  const template = !query ? copy.showingAll : count === 0 ? copy.showingNone : copy.showingSome;
  const values: Record<string, string> = {
    count: String(count),
    match: count === 1 ? copy.matchesOne : copy.matchesMany,
    query,
  };
  return template.replace(/\{\{(count|match|query)\}\}/g, (_token, key: string) => values[key] ?? '');
}

/** Question ids that appear more than once on one page (each must be a unique anchor). */
export function duplicateQuestionIds(categories: readonly FaqCategory[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const item of categories.flatMap((c) => c.questions)) {
    if (seen.has(item.id)) duplicates.add(item.id);
    seen.add(item.id);
  }
  return [...duplicates];
}

/** How long typing must pause before the result count is announced (the island and the first-act script alike). */
export const ANNOUNCE_DELAY_MS = 500;

/**
 * Set on the FAQ page's root by React as it commits its take-over (FaqExplorer.tsx). Until then the
 * first-act script answers the search box, and keeps the typing from React while it hydrates.
 */
export const SEARCH_ADOPTED_ATTRIBUTE = 'data-search-adopted';

/** What a search leaves on screen: the ids of the categories and of the questions that still show. */
export interface FaqVisibility {
  categories: Set<string>;
  questions: Set<string>;
  count: number;
}

/**
 * Which categories and questions a search shows. The page keeps every question in its markup and
 * hides the rest, so the island and the script that answers before it (src/directives/first-acts.ts)
 * hide exactly the same elements.
 */
export function faqVisibility(categories: readonly FaqCategory[], rawQuery: string): FaqVisibility {
  const visible = filterFaqCategories(categories, rawQuery);
  return {
    categories: new Set(visible.map((c) => c.id)),
    questions: new Set(visible.flatMap((c) => c.questions.map((q) => q.id))),
    count: countQuestions(visible),
  };
}

/** The questions of an accordion's entries (`[data-faq-item]`) as its markup shows them: what the island rendered them from. */
export function faqItemsIn(entries: Iterable<Element>): FaqItem[] {
  return [...entries].map((entry) => ({
    id: entry.getAttribute('data-faq-id') ?? '',
    question: entry.querySelector('[data-faq-question]')?.textContent ?? '',
    answer: entry.querySelector('[data-faq-answer]')?.textContent ?? '',
  }));
}

/** The FAQ page's categories as its markup shows them (`[data-faq-category]` sections, each titled by its `<h2>`). */
export function faqCategoriesIn(root: ParentNode): FaqCategory[] {
  return [...root.querySelectorAll('[data-faq-category]')].map((section) => ({
    id: section.getAttribute('data-faq-category') ?? '',
    title: section.querySelector('h2')?.textContent ?? '',
    questions: faqItemsIn(section.querySelectorAll('[data-faq-item]')),
  }));
}

/** Every word the search says: what the status line's `data-copy` must carry. */
const FAQ_SEARCH_COPY_KEYS = [
  'placeholder',
  'emptyTitle',
  'emptyText',
  'clear',
  'showingAll',
  'showingSome',
  'showingNone',
  'matchesOne',
  'matchesMany',
] as const satisfies readonly (keyof FaqSearchCopy)[];

/**
 * The FAQ page's island as its markup carries it: the search's words from its status line's
 * `data-copy`, the categories from the island around it. A page without them is a build that went
 * wrong: this throws, naming what is missing, rather than search with no words.
 */
export function faqPageIn(status: Element | null): { categories: FaqCategory[]; copy: FaqSearchCopy } {
  const raw = status?.getAttribute('data-copy');
  if (!status || raw == null)
    throw new Error(
      `FAQ search: ${status ? "the status line's data-copy" : 'the status line'} is missing from the page`,
    );
  const copy = JSON.parse(raw) as Partial<Record<keyof FaqSearchCopy, unknown>>;
  const missing = FAQ_SEARCH_COPY_KEYS.filter((key) => typeof copy[key] !== 'string');
  if (missing.length) throw new Error(`FAQ search: the status line's data-copy lacks ${missing.join(', ')}`);
  return {
    categories: faqCategoriesIn(status.closest('[data-faq-root]') ?? status.ownerDocument),
    copy: copy as FaqSearchCopy,
  };
}

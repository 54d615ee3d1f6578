import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { toggleAccordion } from '../lib/browser/accordion';
import {
  ANNOUNCE_DELAY_MS,
  faqPageIn,
  faqVisibility,
  queryFromSearch,
  resultsAnnouncement,
  SEARCH_ADOPTED_ATTRIBUTE,
  searchWithQuery,
  type FaqCategory,
  type FaqSearchCopy,
} from '../lib/browser/faq-search';
import type { ServerOnly } from '../lib/browser/server-only';
import { UI_LABELS } from '../lib/browser/ui-labels';
import { FaqItems, useAccordion } from './FaqAccordion';

/** The status line that announces the count; it carries the search's words (`data-copy`). */
const STATUS_ID = 'faq-search-status';

interface Props {
  /** The categories and their questions: the server renders them, the browser reads them back from the markup. */
  categories: ServerOnly<FaqCategory[]>;
  /** What the search says (content/faq-page.json `search`): in the browser, from the status line's `data-copy`. */
  copy: ServerOnly<FaqSearchCopy>;
}

/**
 * The FAQ page: a live search over every category and one accordion across all
 * of them. The search is kept in the URL (?q=), the open question in the hash (#id).
 */
export default function FaqExplorer(props: Props) {
  const [{ categories, copy }] = useState(() =>
    props.categories.value && props.copy.value
      ? { categories: props.categories.value, copy: props.copy.value }
      : faqPageIn(document.getElementById(STATUS_ID)),
  );
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const touched = useRef(false);
  const ids = useMemo(() => categories.flatMap((c) => c.questions.map((q) => q.id)), [categories]);
  const { rootRef, open, setOpen, ready, onNativeToggle } = useAccordion(ids, null);
  // Every question stays in the markup and what does not match is hidden, as the first keystroke
  // before hydration hides it (src/directives/first-acts.ts).
  const shown = useMemo(() => faqVisibility(categories, query), [categories, query]);
  const { count } = shown;

  // React owns the box from this commit on. Until it, the first-act script answered the typing and
  // kept it from React, which would otherwise hydrate the whole list at once for a key before the
  // frame could show its answer (src/directives/first-acts.ts); what was typed is adopted below.
  useLayoutEffect(() => rootRef.current?.setAttribute(SEARCH_ADOPTED_ATTRIBUTE, ''), [rootRef]);

  // On hydration: text typed into the server-rendered box before React came wins over ?q=.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed) search(typed);
    else setQuery(queryFromSearch(window.location.search));
    // Once, on hydration only.
  }, []);

  // The count is announced once typing pauses, not on every key.
  useEffect(() => {
    if (!touched.current) return;
    const timer = setTimeout(() => setAnnouncement(resultsAnnouncement(count, query, copy)), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, query, copy]);

  const replaceUrl = (search: string, hash: string) => {
    const { pathname } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  };

  const search = (value: string) => {
    touched.current = true;
    setQuery(value);
    replaceUrl(searchWithQuery(window.location.search, value), window.location.hash);
  };

  // The address names the open question, so it can be shared.
  const showOpen = (next: string | null) => replaceUrl(window.location.search, next ? `#${next}` : '');

  const toggle = (id: string) => {
    const next = toggleAccordion(open, id);
    setOpen(next);
    showOpen(next);
  };

  const nativeToggle = (id: string, isOpen: boolean) => {
    onNativeToggle(id, isOpen);
    if (isOpen && window.location.hash !== `#${id}`) showOpen(id);
  };

  const clear = () => {
    search('');
    inputRef.current?.focus();
  };

  return (
    <div ref={rootRef} data-faq-root="" data-ready={ready ? '' : undefined}>
      <div role="search" data-faq-search="" className="mx-auto max-w-2xl">
        <label htmlFor="faq-search" className="sr-only">
          {UI_LABELS.searchFaq}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id="faq-search"
            type="search"
            value={query}
            onChange={(e) => search(e.target.value)}
            placeholder={copy.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className="w-full rounded-full border border-border bg-surface-raised py-4 pl-12 pr-5 text-base text-fg shadow-sm placeholder:text-muted"
          />
        </div>
        {/* Before hydration the first-act script announces here; React's next announcement replaces it. */}
        <p
          id={STATUS_ID}
          role="status"
          className="sr-only"
          // The words the first-act script announces in before hydration.
          data-copy={JSON.stringify(copy)}
          suppressHydrationWarning
        >
          {announcement}
        </p>
      </div>

      <div
        hidden={count > 0}
        data-faq-empty=""
        className="mx-auto mt-16 max-w-xl rounded-2xl border border-border bg-surface p-10 text-center"
      >
        <h2 className="text-2xl font-bold text-fg">{copy.emptyTitle}</h2>
        <p className="mt-3 text-muted">{copy.emptyText}</p>
        <button
          type="button"
          data-faq-clear=""
          onClick={clear}
          className="mt-6 rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg hover:bg-primary-hover"
        >
          {copy.clear}
        </button>
      </div>
      <div hidden={count === 0} data-faq-results="" className="mx-auto mt-12 max-w-3xl space-y-14">
        {categories.map((category) => (
          <section
            key={category.id}
            aria-labelledby={`${category.id}-heading`}
            hidden={!shown.categories.has(category.id)}
            data-faq-category={category.id}
          >
            <h2 id={`${category.id}-heading`} className="text-2xl font-bold tracking-tight text-fg">
              {category.title}
            </h2>
            <div className="mt-6">
              <FaqItems
                items={category.questions}
                group="faq"
                open={open}
                onToggle={toggle}
                onNativeToggle={nativeToggle}
                headingLevel={3}
                ready={ready}
                shown={shown.questions}
              />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

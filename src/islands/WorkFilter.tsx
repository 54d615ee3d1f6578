import { useEffect, useRef, useState } from 'react';
import { FolderSearch } from 'lucide-react';
import { FALLBACK_IMAGE } from '../lib/browser/images';
import { UI_LABELS } from '../lib/browser/ui-labels';
import {
  ALL,
  cardPhoto,
  categoryFromSearch,
  categorySlug,
  filterOptions,
  filterWork,
  resultsAnnouncement,
  type FilterCopy,
  searchWithCategory,
  visibleTags,
  WORK_CARD_HEIGHT,
  WORK_CARD_WIDTH,
  type WorkCard,
} from '../lib/browser/work-filter';

interface Props {
  /** The filter's categories in order, without 'All'. */
  categories: string[];
  items: WorkCard[];
  /** What the filter says (content/work-page.json `filter`). */
  copy: FilterCopy;
}

function Card({ item, index, hidden }: { item: WorkCard; index: number; hidden: boolean }) {
  const { shown, more } = visibleTags(item.services);
  const external = /^https?:\/\//.test(item.href);
  const photo = cardPhoto(item);
  return (
    <li
      data-work-card=""
      data-filter-index={index}
      hidden={hidden}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm transition-shadow hover:shadow-lg"
    >
      <img
        src={photo.href}
        srcSet={photo.srcset}
        sizes={photo.sizes}
        alt={item.image.alt}
        width={WORK_CARD_WIDTH}
        height={WORK_CARD_HEIGHT}
        loading="lazy"
        decoding="async"
        data-fallback={FALLBACK_IMAGE}
        className="aspect-4/3 w-full bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="font-semibold text-primary">{item.category}</span>
          <span className="text-muted">{item.year}</span>
        </p>
        <h3 className="mt-3 text-xl font-semibold text-fg">
          <a
            href={item.href}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {item.name}
            {external && <span className="sr-only">{` ${UI_LABELS.opensInNewTab}`}</span>}
          </a>
        </h3>
        <p className="mt-1 text-sm text-muted">{item.client}</p>
        <p className="mt-3 flex-1 text-muted">{item.description}</p>
        {item.services.length > 0 && (
          <ul aria-label={UI_LABELS.services} className="mt-5 flex flex-wrap gap-2">
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-fg">
                {tag}
              </li>
            ))}
            {more && (
              <li key="more" className="rounded-full border border-border px-3 py-1 text-xs font-medium text-muted">
                {more}
              </li>
            )}
          </ul>
        )}
      </div>
    </li>
  );
}

/** The radio group's name: one category at a time, natively. */
const GROUP = 'work-category';

/**
 * The portfolio grid with its category filter: one category at a time, 'All' first;
 * the choice is kept in the URL (?category=) and the result count is announced.
 *
 * The markup works before and without hydration: the categories are a native radio group and
 * work-filter.css shows only the chosen category's cards (and the empty state) with `:has()`
 * rules keyed by `data-filter-index` and `data-empty`. Every card and the empty state are always
 * rendered; React keeps the radios, `hidden` on the other categories' cards, the URL and the
 * announcement, and on hydration adopts a category chosen before it came.
 */
export default function WorkFilter({ categories, items, copy }: Props) {
  const [category, setCategory] = useState(ALL);
  const [ready, setReady] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const options = filterOptions(categories);
  const visible = new Set(filterWork(items, category));

  const choose = (next: string) => {
    setCategory(next);
    setAnnouncement(resultsAnnouncement(filterWork(items, next).length, next, copy));
    const { pathname, hash, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithCategory(search, next)}${hash}`);
  };

  useEffect(() => {
    setReady(true);
    const checked = rootRef.current?.querySelector<HTMLInputElement>(`input[name="${GROUP}"]:checked`)?.value;
    const chosen = options.find((option) => categorySlug(option) === checked) ?? ALL;
    // A category chosen before hydration wins over ?category= (and is put into the URL).
    if (chosen !== ALL) choose(chosen);
    else setCategory(categoryFromSearch(window.location.search, categories));
    // Once, on hydration only.
  }, []);

  return (
    <div ref={rootRef} data-work-filter="" data-ready={ready ? '' : undefined}>
      <fieldset data-work-filter-buttons="" className="flex flex-wrap justify-center gap-2">
        <legend className="sr-only">{UI_LABELS.filterProjects}</legend>
        {options.map((option, index) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={GROUP}
              value={categorySlug(option)}
              checked={category === option}
              onChange={() => choose(option)}
              data-filter-index={index}
              data-empty={filterWork(items, option).length === 0 ? '' : undefined}
              className="peer sr-only"
            />
            <span className="inline-block cursor-pointer rounded-full border border-border px-4 py-2 text-sm font-medium text-fg select-none hover:border-primary hover:text-primary peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-fg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary">
              {option}
            </span>
          </label>
        ))}
      </fieldset>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div
        data-work-empty=""
        className="mx-auto mt-12 max-w-xl rounded-2xl border border-border bg-surface p-10 text-center"
      >
        <FolderSearch aria-hidden="true" className="mx-auto size-10 text-muted" />
        <h3 className="mt-4 text-xl font-semibold text-fg">{copy.emptyTitle}</h3>
        <p className="mt-2 text-muted">{copy.emptyText}</p>
      </div>
      <ul data-work-grid="" className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <Card key={item.id} item={item} index={options.indexOf(item.category)} hidden={!visible.has(item)} />
        ))}
      </ul>
    </div>
  );
}

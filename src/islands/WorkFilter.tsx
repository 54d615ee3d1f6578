import { useEffect, useState } from 'react';
import { FolderSearch } from 'lucide-react';
import { FALLBACK_IMAGE, imageAtWidth, responsiveSrcset } from '../lib/images';
import { ALL, categoryFromSearch, filterOptions, filterWork, resultsAnnouncement, searchWithCategory, visibleTags, type WorkCard } from '../lib/work-filter';

interface Props {
  /** The filter's categories in order, without 'All' (SPEC 4). */
  categories: string[];
  items: WorkCard[];
}

const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 480;

function Card({ item }: { item: WorkCard }) {
  const { shown, more } = visibleTags(item.services);
  const external = /^https?:\/\//.test(item.href);
  const srcset = item.image.srcset ?? responsiveSrcset(item.image.src, IMAGE_WIDTH);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm transition-shadow hover:shadow-lg">
      <img
        src={imageAtWidth(item.image.src, IMAGE_WIDTH)}
        srcSet={srcset}
        sizes={srcset ? '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' : undefined}
        alt={item.image.alt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
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
            {external && <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </h3>
        <p className="mt-1 text-sm text-muted">{item.client}</p>
        <p className="mt-3 flex-1 text-muted">{item.description}</p>
        {item.services.length > 0 && (
          <ul aria-label="Services" className="mt-5 flex flex-wrap gap-2">
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

/**
 * The portfolio grid with its category filter (SPEC 2.5, 4): one category at a time, 'All' first;
 * the choice is kept in the URL (?category=) and the result count is announced.
 */
export default function WorkFilter({ categories, items }: Props) {
  const [category, setCategory] = useState(ALL);
  const [ready, setReady] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const visible = filterWork(items, category);

  useEffect(() => {
    setReady(true);
    setCategory(categoryFromSearch(window.location.search, categories));
  }, [categories]);

  const choose = (next: string) => {
    setCategory(next);
    setAnnouncement(resultsAnnouncement(filterWork(items, next).length, next));
    const { pathname, hash, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithCategory(search, next)}${hash}`);
  };

  return (
    <div data-work-filter="" data-ready={ready ? '' : undefined}>
      <div role="group" aria-label="Filter projects by category" data-work-filter-buttons="" className="flex flex-wrap justify-center gap-2">
        {filterOptions(categories).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={category === option}
            onClick={() => choose(option)}
            className="rounded-full border border-border px-4 py-2 text-sm font-medium text-fg hover:border-primary hover:text-primary aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-fg"
          >
            {option}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {visible.length === 0 ? (
        <div className="mx-auto mt-12 max-w-xl rounded-2xl border border-border bg-surface p-10 text-center">
          <FolderSearch aria-hidden="true" className="mx-auto size-10 text-muted" />
          <h3 className="mt-4 text-xl font-semibold text-fg">No projects found</h3>
          <p className="mt-2 text-muted">Try selecting a different category or check back later</p>
        </div>
      ) : (
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item) => (
            <Card key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { headerFocusTarget, initialOpen, questionIdFromHash, toggleAccordion } from '../lib/accordion';
import type { FaqItem } from '../lib/faq-search';

interface ItemsProps {
  items: FaqItem[];
  /** The open entry (one at a time). */
  open: string | null;
  onToggle: (id: string) => void;
  /** Level of the heading around each question button. */
  headingLevel?: 2 | 3 | 4;
  /** Hydrated: from then on closed panels carry `hidden`; before, faq.css hides them (only with JavaScript). */
  ready: boolean;
}

/** Arrow keys, Home and End move between the question buttons of the whole accordion (WAI-ARIA). */
function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest('[data-faq-root]');
  if (!root) return;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]')];
  const target = headerFocusTarget(event.key, triggers.indexOf(event.currentTarget), triggers.length);
  if (target === null) return;
  event.preventDefault();
  triggers[target]?.focus();
}

/**
 * The WAI-ARIA accordion markup: a heading holding a button (`aria-expanded`, `aria-controls`)
 * per question, and its answer panel. Server-rendered panels are never `hidden`, so without
 * JavaScript every answer reads; faq.css hides the closed ones when JavaScript runs.
 */
export function FaqItems({ items, open, onToggle, headingLevel = 3, ready }: ItemsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-4">
      {items.map((item) => {
        const isOpen = open === item.id;
        const triggerId = `${item.id}-trigger`;
        const panelId = `${item.id}-answer`;
        return (
          <div key={item.id} id={item.id} data-faq-item="" className="scroll-mt-24 rounded-2xl border border-border bg-surface-raised shadow-sm">
            <Heading className="text-base font-semibold text-fg sm:text-lg">
              <button
                type="button"
                id={triggerId}
                data-faq-trigger=""
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
                onKeyDown={onTriggerKeyDown}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:text-primary sm:px-6 sm:py-5"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  data-faq-chevron=""
                  className={`size-5 shrink-0 text-muted transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            {/* A <section> named by its question: the WAI-ARIA pattern's region. */}
            <section id={panelId} aria-labelledby={triggerId} data-faq-panel="" data-state={isOpen ? 'open' : 'closed'} hidden={ready && !isOpen} className="px-5 pb-5 text-muted sm:px-6 sm:pb-6">
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}

interface Props {
  items: FaqItem[];
  /** Open the first entry at first (SPEC 4: the home page). */
  firstOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** A standalone FAQ accordion (the home page's block): one entry open at a time; `#id` opens one. */
export default function FaqAccordion({ items, firstOpen = false, headingLevel = 3 }: Props) {
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const [open, setOpen] = useState<string | null>(() => initialOpen(ids, { firstOpen }));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(true);
    const openLinked = () => {
      const linked = questionIdFromHash(window.location.hash, ids);
      if (linked) setOpen(linked);
    };
    openLinked();
    window.addEventListener('hashchange', openLinked);
    return () => window.removeEventListener('hashchange', openLinked);
  }, [ids]);

  return (
    <div data-faq-root="" data-ready={ready ? '' : undefined}>
      <FaqItems items={items} open={open} onToggle={(id) => setOpen((o) => toggleAccordion(o, id))} headingLevel={headingLevel} ready={ready} />
    </div>
  );
}

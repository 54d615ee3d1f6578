import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  adoptOpen,
  focusQuestionForKey,
  initialOpen,
  questionIdFromHash,
  toggleAccordion,
} from '../lib/browser/accordion';
import { faqItemsIn, type FaqItem } from '../lib/browser/faq-search';
import type { ServerOnly } from '../lib/browser/server-only';

interface ItemsProps {
  items: FaqItem[];
  /** The `name` shared by the accordion's `<details>`: the browser keeps one of them open. */
  group: string;
  /** The open entry (one at a time). */
  open: string | null;
  onToggle: (id: string) => void;
  /** The browser opened or closed an entry itself (a `#id` link, find in page). */
  onNativeToggle: (id: string, open: boolean) => void;
  /** Level of the heading inside each question's summary. */
  headingLevel?: 2 | 3 | 4;
  /** Hydrated: from then on each summary states `aria-expanded` (before, the browser's own state of `<details>` does). */
  ready: boolean;
  /** The questions a search leaves on screen (the others stay in the markup, hidden); all when absent. */
  shown?: ReadonlySet<string>;
}

/**
 * Arrow keys, Home and End move between the questions of the whole accordion (WAI-ARIA); the
 * questions a search hid are not in the way. A key the first-act script answered (the island was
 * not ready yet) is not answered twice.
 */
function onTriggerKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (!event.defaultPrevented && focusQuestionForKey(event.currentTarget, event.key)) event.preventDefault();
}

/**
 * The FAQ accordion's markup, the same before, during and after hydration: per question a
 * `<details name={group}>` (HTML's exclusive accordion: it opens and closes one at a time with no
 * script at all) whose `<summary>` holds the question's heading, then the answer region. Once
 * React runs, a click toggles through its state (so the URL can follow) and the summary carries
 * `aria-expanded`.
 */
export function FaqItems({ items, group, open, onToggle, onNativeToggle, headingLevel = 3, ready, shown }: ItemsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-4">
      {items.map((item) => {
        const isOpen = open === item.id;
        const triggerId = `${item.id}-trigger`;
        const panelId = `${item.id}-answer`;
        const click = (event: MouseEvent<HTMLElement>) => {
          event.preventDefault();
          onToggle(item.id);
        };
        const toggled = (event: SyntheticEvent<HTMLDetailsElement>) =>
          onNativeToggle(item.id, event.currentTarget.open);
        return (
          <details
            key={item.id}
            data-faq-id={item.id}
            hidden={shown ? !shown.has(item.id) : undefined}
            name={group}
            open={isOpen}
            onToggle={toggled}
            data-faq-item=""
            className="group/faq relative rounded-2xl border border-border bg-surface-raised shadow-sm"
          >
            <summary
              id={triggerId}
              data-faq-trigger=""
              aria-expanded={ready ? isOpen : undefined}
              aria-controls={panelId}
              onClick={click}
              onKeyDown={onTriggerKeyDown}
              className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-fg hover:text-primary sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden"
            >
              <Heading className="text-base font-semibold sm:text-lg" data-faq-question="">
                {item.question}
              </Heading>
              <ChevronDown
                aria-hidden="true"
                data-faq-chevron=""
                className="size-5 shrink-0 text-muted transition-transform group-open/faq:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            {/*
              The `#id` anchor sits in the answer, at the top of the entry: a link to a closed
              entry opens it natively (the browser reveals a fragment's <details> ancestors).
            */}
            <span id={item.id} className="absolute top-0 scroll-mt-24" />
            {/* A <section> named by its question: the WAI-ARIA pattern's region. */}
            <section
              id={panelId}
              aria-labelledby={triggerId}
              data-faq-panel=""
              className="px-5 pb-5 text-muted sm:px-6 sm:pb-6"
            >
              <p data-faq-answer="">{item.answer}</p>
            </section>
          </details>
        );
      })}
    </div>
  );
}

/** The entry the page shows open right now (native `<details>`: the visitor may have toggled before hydration). */
function openInDom(root: HTMLElement | null): string | null {
  return root?.querySelector<HTMLDetailsElement>('details[data-faq-item][open]')?.dataset['faqId'] ?? null;
}

/** State for an accordion island: adopts the server markup's state on hydration, follows `#id`. */
export function useAccordion(ids: readonly string[], serverOpen: string | null) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string | null>(serverOpen);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(true);
    setOpen(
      adoptOpen({
        domOpen: openInDom(rootRef.current),
        serverOpen,
        linked: questionIdFromHash(window.location.hash, ids),
      }),
    );
    const openLinked = () => {
      const linked = questionIdFromHash(window.location.hash, ids);
      if (linked) setOpen(linked);
    };
    window.addEventListener('hashchange', openLinked);
    return () => window.removeEventListener('hashchange', openLinked);
  }, [ids, serverOpen]);

  /** The browser toggled a `<details>` on its own: follow it (closing one we did not open changes nothing). */
  const onNativeToggle = (id: string, isOpen: boolean) => setOpen((o) => (isOpen ? id : o === id ? null : o));

  return { rootRef, open, setOpen, ready, onNativeToggle };
}

interface Props {
  /** The questions: the server renders them, the browser reads them back from this accordion's markup. */
  items: ServerOnly<FaqItem[]>;
  /** Open the first entry at first (the home page does). */
  firstOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The `<details name>` of this accordion (unique on its page). */
  group?: string;
}

/** A standalone FAQ accordion (the home page's block): one entry open at a time; `#id` opens one. */
export default function FaqAccordion({ items: fromServer, firstOpen = false, headingLevel = 3, group = 'faq' }: Props) {
  const [items] = useState(
    () => fromServer.value ?? faqItemsIn(document.querySelectorAll(`details[data-faq-item][name="${group}"]`)),
  );
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const { rootRef, open, setOpen, ready, onNativeToggle } = useAccordion(ids, initialOpen(ids, { firstOpen }));

  return (
    <div ref={rootRef} data-faq-root="" data-ready={ready ? '' : undefined}>
      <FaqItems
        items={items}
        group={group}
        open={open}
        onToggle={(id) => setOpen((o) => toggleAccordion(o, id))}
        onNativeToggle={onNativeToggle}
        headingLevel={headingLevel}
        ready={ready}
      />
    </div>
  );
}

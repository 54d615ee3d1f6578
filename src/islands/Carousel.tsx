import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  canGoNext,
  canGoPrevious,
  clampIndex,
  indexForKeyPress,
  indexFromScroll,
  slideAnnouncement,
  slideLabel,
  slidePitch,
} from '../lib/browser/carousel';
import { UI_LABELS } from '../lib/browser/ui-labels';

interface Props {
  /** Names the carousel region; must differ from the surrounding section's heading. */
  label: string;
  /** The slides' titles in order: how many there are, and what a move announces. */
  titles: string[];
  /**
   * The slides, server-rendered (src/components/case-studies/CarouselSlide.astro): full-width
   * elements with aria-roledescription="slide", labelled "n of N".
   */
  children?: ReactNode;
}

const SLIDE_SELECTOR = '[aria-roledescription="slide"]';

/** A swipe or a smooth scroll has settled when no scroll event came for this long. */
const SCROLL_SETTLE_MS = 120;

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface-raised text-fg transition-colors ' +
  'hover:border-primary hover:text-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ' +
  'aria-disabled:hover:border-border aria-disabled:hover:text-fg';

/**
 * The project gallery (the WAI-ARIA carousel pattern): previous and next buttons that are
 * disabled at the ends, left and right arrow keys, no autoplay. It is a scroll-snap row of
 * full-width slides before and after hydration alike (readable without JavaScript, swipeable,
 * and hydration changes no layout); the island only scrolls it and keeps the state in step.
 * The buttons use aria-disabled so a focused button keeps focus at an end.
 */
export default function Carousel({ label, titles, children }: Props) {
  const count = titles.length;
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  const id = useId();
  const trackId = `carousel${id}slides`;

  const pitchOf = (track: HTMLElement) => slidePitch(track.scrollWidth, track.clientWidth, count);

  // Keep the index in step with the row when the visitor swipes or scrolls it (and at start).
  const syncFromScroll = useCallback(() => {
    const track = trackRef.current;
    if (track)
      setIndex(indexFromScroll(track.scrollLeft, slidePitch(track.scrollWidth, track.clientWidth, count), count));
  }, [count]);

  // In the commit that hydrates, as SiteNav's: a tap React answers before a later effect read the
  // row back would be undone, the row still at the slide it is leaving (tests/islands/hydration-window.test.tsx).
  useLayoutEffect(() => {
    // A first tap before hydration (src/directives/first-acts.ts) may still be scrolling to its slide.
    const target = trackRef.current?.dataset['target'];
    if (target === undefined) syncFromScroll();
    else setIndex(clampIndex(Number(target), count));
    setEnhanced(true);
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      window.clearTimeout(settleTimer.current);
      settleTimer.current = window.setTimeout(syncFromScroll, SCROLL_SETTLE_MS);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      window.clearTimeout(settleTimer.current);
    };
  }, [syncFromScroll, count]);

  // Only the slide in view is exposed to assistive tech (the slides are static, server-rendered HTML).
  useEffect(() => {
    if (!enhanced) return;
    trackRef.current?.querySelectorAll(SLIDE_SELECTOR).forEach((slide, i) => {
      if (i === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
  }, [enhanced, index]);

  const goTo = (target: number) => {
    const next = clampIndex(target, count);
    if (next === index) return;
    setIndex(next);
    setAnnouncement(slideAnnouncement(next, count, titles[next] ?? ''));
    const track = trackRef.current;
    if (track && typeof track.scrollTo === 'function') {
      const reduced =
        typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: next * pitchOf(track), behavior: reduced ? 'instant' : 'smooth' });
    }
  };

  const hasPrevious = canGoPrevious(index, count);
  const hasNext = canGoNext(index, count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Not ready yet, or answered already: the first-act script moves the row until then.
    if (!enhanced || event.defaultPrevented) return;
    const next = indexForKeyPress(event, index, count);
    if (next === null) return;
    // Ours even at an end: the row must not scroll natively out of step with the state.
    event.preventDefault();
    goTo(next);
  };

  return (
    // The WAI-ARIA carousel pattern: the arrow keys work anywhere inside the carousel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={enhanced ? '' : undefined}
      onKeyDown={onKeyDown}
      className="mx-auto max-w-5xl"
    >
      {/* Controls come first (APG); they need JavaScript, so they are hidden without it. */}
      <div className="mb-4 flex items-center justify-end gap-3 [html:not(.js)_&]:hidden">
        {/* The first tap before hydration may have moved on already: the text is React's again with its next move. */}
        <p
          className="mr-auto text-sm font-medium text-muted"
          aria-hidden="true"
          data-carousel-position=""
          suppressHydrationWarning
        >
          {slideLabel(index, count)}
        </p>
        <button
          type="button"
          className={buttonClass}
          aria-controls={trackId}
          aria-label={UI_LABELS.previousSlide}
          aria-disabled={!hasPrevious}
          data-carousel-step="-1"
          onClick={() => hasPrevious && goTo(index - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-controls={trackId}
          aria-label={UI_LABELS.nextSlide}
          aria-disabled={!hasNext}
          data-carousel-step="1"
          onClick={() => hasNext && goTo(index + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-carousel-live="" suppressHydrationWarning>
        {announcement}
      </p>
      {/* Focusable so keyboard users can reach the arrow keys (and, without JavaScript, scroll the row). */}
      <div
        id={trackId}
        ref={trackRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain rounded-2xl [html.js_&]:[scrollbar-width:none]"
      >
        {children}
      </div>
    </section>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { canGoNext, canGoPrevious, indexForKey, indexFromScroll, nextIndex, previousIndex, slideLabel } from '../lib/carousel';
import { FALLBACK_IMAGE, imageAtWidth, responsiveSrcset } from '../lib/images';

export interface CarouselSlide {
  title: string;
  description: string;
  image: { src: string; alt: string };
}

interface Props {
  /** Names the carousel region; must differ from the surrounding section's heading. */
  label: string;
  slides: CarouselSlide[];
  /** Intrinsic image size (keeps the layout from shifting). */
  imageWidth?: number;
  imageHeight?: number;
}

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface-raised text-fg transition-colors ' +
  'hover:border-primary hover:text-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ' +
  'aria-disabled:hover:border-border aria-disabled:hover:text-fg';

/**
 * The project gallery (SPEC 2.14; WAI-ARIA carousel pattern): previous and next buttons that are
 * disabled at the ends, left and right arrow keys, no autoplay. Server-rendered (and without
 * JavaScript) it is a scroll-snap row where every slide can be read; once hydrated it shows one
 * slide at a time. The buttons use aria-disabled so a focused button keeps focus at an end.
 */
export default function Carousel({ label, slides, imageWidth = 1024, imageHeight = 640 }: Props) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const trackId = `${id}-slides`;

  useEffect(() => {
    // Keep the slide the visitor may have scrolled to before the island took over.
    const track = trackRef.current;
    if (track) setIndex(indexFromScroll(track.scrollLeft, track.clientWidth, count));
    setEnhanced(true);
  }, [count]);

  const hasPrevious = canGoPrevious(index, count);
  const hasNext = canGoNext(index, count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enhanced || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = indexForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  const srcsetFor = (src: string) => responsiveSrcset(src, imageWidth);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={enhanced ? '' : undefined}
      onKeyDown={onKeyDown}
      className="mx-auto max-w-5xl"
    >
      {/* Controls come first (APG); they need JavaScript, so they are hidden without it. */}
      <div className="mb-4 flex items-center justify-end gap-3 [html:not(.js)_&]:hidden">
        <p className="mr-auto text-sm font-medium text-muted" aria-hidden="true">
          {slideLabel(index, count)}
        </p>
        <button
          type="button"
          className={buttonClass}
          aria-controls={trackId}
          aria-label="Previous slide"
          aria-disabled={!hasPrevious}
          onClick={() => hasPrevious && setIndex(previousIndex(index, count))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-controls={trackId}
          aria-label="Next slide"
          aria-disabled={!hasNext}
          onClick={() => hasNext && setIndex(nextIndex(index, count))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* Focusable so keyboard users can reach the arrows (and, before hydration, scroll the row). */}
      <div
        id={trackId}
        ref={trackRef}
        aria-live="polite"
        tabIndex={0}
        className={
          enhanced
            ? 'rounded-2xl'
            : 'flex snap-x snap-mandatory gap-4 overflow-x-auto rounded-2xl pb-2'
        }
      >
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
            hidden={enhanced && i !== index}
            className="w-full shrink-0 snap-start"
          >
            <img
              src={imageAtWidth(slide.image.src, imageWidth)}
              srcSet={srcsetFor(slide.image.src)}
              sizes={srcsetFor(slide.image.src) ? `(min-width: 1024px) ${imageWidth}px, 100vw` : undefined}
              alt={slide.image.alt}
              width={imageWidth}
              height={imageHeight}
              loading="lazy"
              decoding="async"
              data-fallback={FALLBACK_IMAGE}
              className="aspect-[8/5] w-full rounded-2xl bg-surface object-cover"
            />
            <h3 className="mt-6 text-2xl font-semibold text-fg">{slide.title}</h3>
            <p className="mt-2 max-w-3xl text-lg text-muted">{slide.description}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

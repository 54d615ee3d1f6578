/**
 * Page-wide progressive enhancements: the brand typeface on a phone's first page, image fallbacks,
 * entrance animations and grid backgrounds. None of it paints the first screen, so it is a file
 * of its own (integrations/page-effects.ts), imported a frame and a task after the page has loaded
 * (loadPageEffects, src/lib/browser/page-effects.ts): no request on the way to the first paint, ~1 kB
 * of gzip less in every page (docs/performance.md).
 */
import { loadLateBrandFont } from '../../lib/browser/brand-font';
import { fallbackFor } from '../../lib/browser/image-fallback';
import { REVEAL_DURATION_S, REVEAL_OFFSET_PX, revealDelay, shouldReveal } from '../../lib/browser/reveal';

// A phone's first page of a visit: the typeface, asked for now that the page has loaded, first of all.
loadLateBrandFont(document);

// A failed image shows the local fallback. One delegated listener (error events do not
// bubble, so capture), plus a sweep for images that failed before this module ran (every one that
// failed during the load: this runs after it).
const swap = (img: HTMLImageElement, failed: boolean) => {
  const next = fallbackFor(
    {
      src: img.currentSrc || img.src,
      fallback: img.dataset.fallback ?? null,
      complete: img.complete,
      naturalWidth: img.naturalWidth,
    },
    failed,
  );
  if (!next) return;
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = next;
};
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) swap(event.target, true);
  },
  true,
);
document.querySelectorAll<HTMLImageElement>('img[data-fallback]').forEach((img) => swap(img, false));

// Sections below the fold animate in once (the browser's own Web Animations). Nothing on screen
// is ever hidden, and without JavaScript or with reduced motion nothing is hidden at all.
// No position is read by script: a read before the first paint makes the browser lay the page out
// there and then, inside this script's task (docs/performance.md, "Why the pages are fast").
// The observer's first report on each section, made from the layout of the first frame, says
// where it starts: on the first screen it stays as it is; below it (or in a section the browser
// has not laid out yet because it is far off screen), its items wait hidden (off screen, so no
// visitor sees them go) until it is scrolled to.
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const itemsOf = (el: Element) =>
  el.hasAttribute('data-reveal-stagger')
    ? [...el.children].filter((c): c is HTMLElement => c instanceof HTMLElement)
    : el instanceof HTMLElement
      ? [el]
      : [];
const hidden = { opacity: '0', transform: `translateY(${REVEAL_OFFSET_PX}px)` };
const shown = { opacity: '1', transform: 'translateY(0px)' };
const placed = new WeakSet<Element>();
const reveal = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!placed.has(entry.target)) {
        placed.add(entry.target);
        // No root bounds when the target is in a section the browser skipped (off screen).
        const viewportHeight = entry.rootBounds?.height || window.innerHeight;
        if (!entry.isIntersecting && shouldReveal(entry.boundingClientRect, viewportHeight, reduced))
          itemsOf(entry.target).forEach((item) => Object.assign(item.style, hidden));
        else reveal.unobserve(entry.target);
        continue;
      }
      if (!entry.isIntersecting) continue;
      reveal.unobserve(entry.target);
      itemsOf(entry.target).forEach((item, i) => {
        // The end state goes inline at once; the animation shows the start state until its delay is over.
        Object.assign(item.style, shown);
        item.animate([hidden, shown], {
          duration: REVEAL_DURATION_S * 1000,
          delay: revealDelay(i) * 1000,
          easing: 'ease-out',
          fill: 'backwards',
        });
      });
    }
  },
  { threshold: 0.15 },
);
if (!reduced) document.querySelectorAll('[data-reveal]').forEach((el) => reveal.observe(el));

// Decorative grid backgrounds appear only after the first render.
requestAnimationFrame(() => {
  document.querySelectorAll('[data-grid-bg]').forEach((el) => el.setAttribute('data-ready', ''));
});

import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toaster, toast } from 'sonner';
import { swipeDirectionsFor, swipeDismisses, TOAST_OPTIONS } from '../lib/browser/toasts';

const POSITION = 'bottom-right' as const;
const DIRECTIONS = swipeDirectionsFor(POSITION);

let counter = 0;

/** Shows a toast. Each gets its own id so repeated messages stack, up to three. */
export function notify(type: 'success' | 'error', message: ReactNode): void {
  counter += 1;
  const id = `toast-${counter}`;
  // sonner renders no id on a toast's element; `testId` (data-testid) is the one per-toast attribute, used by the swipe below.
  toast[type](message, { id, testId: id });
}

const isDark = () => document.documentElement.classList.contains('dark');

/**
 * sonner's toaster with the settings the design asks for: 4000 ms, three at most, 356 px wide, 14 px apart.
 * sonner 2 dismisses a swipe from 45 px; a swipe of 20 px should do, so shorter swipes are dismissed here.
 * Only ever rendered in the browser: the contact form loads this module when a visitor starts on it.
 * The toaster goes to <body> (a portal), not inside the form: the form's section has
 * `content-visibility: auto` (src/styles/global.css), whose containment makes the section, not the
 * screen, the box a `position: fixed` descendant is placed in, so the toasts would sit at the
 * section's bottom, below the screen as soon as the section runs past it.
 */
export default function ToastHost() {
  const [dark, setDark] = useState(isDark);

  useEffect(() => {
    // Follow the theme toggle, which switches the class on <html>.
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

    let start: { x: number; y: number; id: string } | null = null;
    const onDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const toastEl = target?.closest('[data-sonner-toast]');
      const id = toastEl?.getAttribute('data-testid');
      start = toastEl && id && !target?.closest('button') ? { x: event.clientX, y: event.clientY, id } : null;
    };
    const onUp = (event: PointerEvent) => {
      if (start && swipeDismisses(event.clientX - start.x, event.clientY - start.y, DIRECTIONS))
        toast.dismiss(start.id);
      start = null;
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
    };
  }, []);

  return createPortal(
    <Toaster
      position={POSITION}
      theme={dark ? 'dark' : 'light'}
      duration={TOAST_OPTIONS.duration}
      visibleToasts={TOAST_OPTIONS.visibleToasts}
      gap={TOAST_OPTIONS.gap}
      swipeDirections={DIRECTIONS}
      closeButton
    />,
    document.body,
  );
}

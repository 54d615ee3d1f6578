// The first act on every island, answered from its server HTML before React has arrived. Bundled
// with what it imports into one inline script at the end of each page (integrations/interaction-directive.ts), so
// a tap answers within a frame whatever the network: the menu opens and closes, the theme
// changes, the gallery moves, the FAQ search filters and counts, the contact form checks its
// fields; and every key an island answers once hydrated (the phone menu's Escape and Tab, a
// dropdown's Escape, the accordion's arrows, Home and End, the gallery's arrows) is answered here
// until the island is ready (keys: until its root states `data-ready`, as React's first effect
// runs). Each answer sets the same attributes the island renders from its state, and the island
// adopts them when it hydrates (client:interaction, src/directives/interaction.ts). Once an
// island has hydrated (its <astro-island> has lost `ssr`), React alone answers; typing in the FAQ
// search is answered here until React has committed its take-over.
import { focusQuestionForKey } from '../lib/browser/accordion';
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
import { blankFieldMessage, SUBMIT_PENDING_ATTRIBUTE } from '../lib/browser/contact-form';
import {
  ANNOUNCE_DELAY_MS,
  faqCategoriesIn,
  faqVisibility,
  resultsAnnouncement,
  SEARCH_ADOPTED_ATTRIBUTE,
  searchWithQuery,
  type FaqSearchCopy,
} from '../lib/browser/faq-search';
import { wrapFocus } from '../lib/browser/focus-trap';
import { closesDropdown, toggleDropdown } from '../lib/browser/nav-dropdown';
import { applyTheme, parseTheme, THEME_STORAGE_KEY } from '../lib/browser/theme';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Whether `el` is inside an island that has not hydrated yet. */
const serverHtml = (el: Element): boolean => el.closest('astro-island')?.hasAttribute('ssr') === true;

/**
 * Whether a key on `el` is still this script's: its island has not hydrated, or React's first
 * effect has not run yet (the island's root has no `data-ready` or `data-enhanced`), when React's
 * handlers would still answer from the server's state.
 */
function keyBeforeReact(el: Element): boolean {
  const island = el.closest('astro-island');
  return !!island && (serverHtml(el) || !island.querySelector(':scope>[data-ready],:scope>[data-enhanced]'));
}

function controlled(doc: Document, el: Element): HTMLElement | null {
  const id = el.getAttribute('aria-controls');
  return id ? doc.getElementById(id) : null;
}

// The phone menu (SiteNav.tsx): `data-open` on the menu, and the dialog's role, modality and name
// while it is open; `aria-expanded` on the hamburger and on each section's button (CSS shows the
// links of the expanded one).

function setSection(menu: HTMLElement, label: string | null): void {
  menu.querySelectorAll<HTMLElement>('[data-menu-section]').forEach((button) => {
    button.setAttribute('aria-expanded', String(button.dataset['menuSection'] === label));
  });
}

function openMenu(doc: Document, toggle: HTMLElement): void {
  const menu = controlled(doc, toggle);
  if (!menu) return;
  menu.setAttribute('data-open', '');
  menu.setAttribute('role', 'dialog');
  menu.setAttribute('aria-modal', 'true');
  menu.setAttribute('aria-label', menu.dataset['dialogLabel'] ?? '');
  toggle.setAttribute('aria-expanded', 'true');
  menu.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

function closeMenu(doc: Document, menu: HTMLElement, returnFocus: boolean): void {
  menu.removeAttribute('data-open');
  for (const name of ['role', 'aria-modal', 'aria-label']) menu.removeAttribute(name);
  setSection(menu, null);
  const toggle = doc.querySelector<HTMLElement>(`[data-menu-open][aria-controls="${menu.id}"]`);
  toggle?.setAttribute('aria-expanded', 'false');
  if (returnFocus) toggle?.focus();
}

function menuClick(doc: Document, target: Element): boolean {
  const toggle = target.closest<HTMLElement>('[data-menu-open]');
  if (toggle) {
    openMenu(doc, toggle);
    return true;
  }
  const menu = target.closest<HTMLElement>('[data-menu][data-open]');
  if (!menu) return false;
  if (target.closest('[data-menu-close]')) {
    closeMenu(doc, menu, true);
    return true;
  }
  const section = target.closest<HTMLElement>('[data-menu-section]');
  if (section) {
    const open = menu.querySelector<HTMLElement>('[data-menu-section][aria-expanded="true"]');
    setSection(menu, toggleDropdown(open?.dataset['menuSection'] ?? null, section.dataset['menuSection'] ?? ''));
    return true;
  }
  // A link: the page changes; the menu closes as it would after hydration.
  if (target.closest('a[href]')) closeMenu(doc, menu, false);
  return false;
}

function menuKey(doc: Document, event: KeyboardEvent, target: Element): boolean {
  const menu = target.closest<HTMLElement>('[data-menu][data-open]');
  if (!menu) return false;
  if (event.key === 'Escape') {
    closeMenu(doc, menu, true);
    return true;
  }
  if (event.key !== 'Tab') return false;
  const focusable = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const next = wrapFocus(focusable.indexOf(target as HTMLElement), focusable.length, event.shiftKey);
  focusable[next ?? -1]?.focus();
  return next !== null;
}

// A desktop dropdown (SiteNav.tsx), which CSS shows on hover and focus before React: Escape hides
// its panel (`hidden`, which the island adopts and then owns) and focus returns to its button.
function dropdownKey(event: KeyboardEvent, target: Element): boolean {
  const dropdown = target.closest<HTMLElement>('[data-dropdown]');
  const panel = dropdown?.querySelector<HTMLElement>('[data-dropdown-panel]');
  const label = dropdown?.dataset['label'] ?? '';
  if (!panel || !closesDropdown(event.key, panel.offsetWidth ? label : null, label)) return false;
  panel.hidden = true;
  dropdown?.querySelector('button')?.focus();
  return true;
}

// The theme choice (ThemeToggle.tsx): saved and applied as the head script does; CSS marks the
// pressed option from <html data-theme> until the island states aria-pressed.
function themeClick(doc: Document, target: Element): boolean {
  const option = target.closest<HTMLElement>('[data-theme-option]');
  if (!option) return false;
  const theme = parseTheme(option.dataset['themeOption']);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not saved, but still applied for this page.
  }
  const view = doc.defaultView;
  applyTheme(doc.documentElement, theme, view?.matchMedia('(prefers-color-scheme: dark)').matches ?? false);
  return true;
}

// The gallery (Carousel.tsx): the row scrolls one slide; the buttons, the position and the live
// region follow. The island reads the slide from the row's scroll position when it hydrates.
// `step` names the slide to go to from the one shown now; false: not the gallery's act.
function carouselGo(
  doc: Document,
  carousel: HTMLElement | null | undefined,
  step: (index: number, count: number) => number | null,
): boolean {
  const track = carousel && controlled(doc, carousel.querySelector('[data-carousel-step]') ?? carousel);
  if (!carousel || !track) return false;
  const slides = [...track.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const count = slides.length;
  const pitch = slidePitch(track.scrollWidth, track.clientWidth, count);
  const index = Number(track.dataset['target'] ?? indexFromScroll(track.scrollLeft, pitch, count));
  const to = step(index, count);
  if (to === null) return false;
  const next = clampIndex(to, count);
  if (next === index) return true;
  track.dataset['target'] = String(next);
  const reduced = doc.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? false;
  track.scrollTo({ left: next * pitch, behavior: reduced ? 'instant' : 'smooth' });
  // Where it is going, until it is there (browsers without `scrollend` forget it a second later);
  // a later move owns the mark from then on.
  const arrived = () => {
    if (track.dataset['target'] === String(next)) delete track.dataset['target'];
  };
  track.addEventListener('scrollend', arrived, { once: true });
  setTimeout(arrived, 1000);
  carousel.querySelectorAll<HTMLElement>('[data-carousel-step]').forEach((b) => {
    const ahead = Number(b.dataset['carouselStep']) > 0;
    b.setAttribute('aria-disabled', String(!(ahead ? canGoNext(next, count) : canGoPrevious(next, count))));
  });
  const position = carousel.querySelector('[data-carousel-position]');
  if (position) position.textContent = slideLabel(next, count);
  const live = carousel.querySelector('[data-carousel-live]');
  const title = slides[next]?.querySelector('[data-slide-title]')?.textContent?.trim() ?? '';
  if (live) live.textContent = slideAnnouncement(next, count, title);
  return true;
}

const CAROUSEL = '[aria-roledescription="carousel"]';

function carouselClick(doc: Document, target: Element): boolean {
  const button = target.closest<HTMLElement>('[data-carousel-step]');
  return carouselGo(
    doc,
    button?.closest<HTMLElement>(CAROUSEL),
    (index) => index + Number(button?.dataset['carouselStep']),
  );
}

// The contact form (ContactForm.tsx): Send checks the fields as the island does (the browser's
// own messages, blank fields included); a form that passes waits, marked, until the island sends it.
function contactClick(target: Element): boolean {
  const send = target.closest<HTMLButtonElement>('[data-contact-form] button[type="submit"]');
  const form = send?.form;
  if (!form) return false;
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[required], textarea[required]',
  ))
    field.setCustomValidity(blankFieldMessage(field.value, form.dataset['blankField'] ?? ''));
  if (form.reportValidity()) form.setAttribute(SUBMIT_PENDING_ATTRIBUTE, '');
  return true;
}

let announceTimer: ReturnType<typeof setTimeout> | undefined;

// The FAQ search (FaqExplorer.tsx): the questions that do not match are hidden, categories left
// empty too, "No results found" shows when nothing does; the count is announced once typing pauses.
function faqInput(doc: Document, input: HTMLInputElement): void {
  const root = input.closest('[data-faq-root]');
  if (!root) return;
  const shown = faqVisibility(faqCategoriesIn(root), input.value);
  root.querySelectorAll<HTMLElement>('[data-faq-category]').forEach((section) => {
    section.hidden = !shown.categories.has(section.dataset['faqCategory'] ?? '');
  });
  root.querySelectorAll<HTMLElement>('[data-faq-item]').forEach((item) => {
    item.hidden = !shown.questions.has(item.dataset['faqId'] ?? '');
  });
  root.querySelector<HTMLElement>('[data-faq-results]')?.toggleAttribute('hidden', shown.count === 0);
  root.querySelector<HTMLElement>('[data-faq-empty]')?.toggleAttribute('hidden', shown.count > 0);
  const { location, history } = doc.defaultView ?? window;
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${searchWithQuery(location.search, input.value)}${location.hash}`,
  );
  clearTimeout(announceTimer);
  const status = root.querySelector('[role="status"]');
  announceTimer = setTimeout(() => {
    const copy = status instanceof HTMLElement && status.dataset['copy'];
    if (copy && serverHtml(input))
      status.textContent = resultsAnnouncement(shown.count, input.value, JSON.parse(copy) as FaqSearchCopy);
  }, ANNOUNCE_DELAY_MS);
}

/**
 * The events of typing in a box that React hydrates its whole root for, at once, when one meets an
 * island still hydrating (its discrete events: react-dom's event replaying).
 */
const TYPING_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'textInput',
  'input',
  'change',
  'compositionstart',
  'compositionend',
  'paste',
  'cut',
] as const;

/**
 * Typing in the FAQ search, answered here until React has committed its take-over (FaqExplorer.tsx
 * marks its root then, and adopts what was typed). While the island hydrates (its `ssr` gone, the
 * take-over not committed) the typing is also kept from React, which meets each of these events by
 * hydrating the whole island at once, before the frame can show the answer (a letter took 60-120 ms
 * on a 4× slower phone then, 35-50 once React was in; 47-63 answered here).
 */
function answerSearchTyping(doc: Document): void {
  for (const type of TYPING_EVENTS)
    doc.addEventListener(
      type,
      (event) => {
        const input = event.target;
        if (!(input instanceof HTMLInputElement) || !input.matches('[data-faq-root] input[type="search"]')) return;
        const hydrating = !serverHtml(input);
        if (hydrating && input.closest(`[${SEARCH_ADOPTED_ATTRIBUTE}]`)) return;
        if (type === 'input') faqInput(doc, input);
        if (hydrating) event.stopPropagation();
      },
      true,
    );
}

/** "Clear Search": the box empties and takes the focus, the whole list is back. */
function faqClear(doc: Document, target: Element): boolean {
  const input = target.closest('[data-faq-root]')?.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) return false;
  input.value = '';
  faqInput(doc, input);
  input.focus();
  return true;
}

/**
 * One island's first acts, found by its markup. A click belongs to the first island, in
 * `FIRST_ACTS`' order, whose `click.within` holds its target (only that one answers it); a key
 * is offered to each island's `key` in that order until one answers it.
 */
export interface IslandActs {
  click?: { within: string; answer: (doc: Document, target: Element) => boolean };
  key?: (doc: Document, event: KeyboardEvent, target: Element) => boolean;
  /** Listeners of its own, from the start of the page (only the pages with the island carry them). */
  listen?: (doc: Document) => void;
  /** Runs once the page is parsed. */
  start?: (doc: Document) => void;
}

/**
 * The header (SiteNav.tsx): the phone menu's taps and keys, a desktop dropdown's Escape. From the
 * start the hamburger is this script's, no longer the browser's popover button (JavaScript off).
 */
export const siteNavActs: IslandActs = {
  click: { within: '[data-menu], [data-menu-open]', answer: menuClick },
  key: (doc, event, target) => menuKey(doc, event, target) || dropdownKey(event, target),
  start: (doc) =>
    doc.querySelectorAll<HTMLElement>('[data-menu-open][popovertarget]').forEach((toggle) => {
      if (!serverHtml(toggle)) return;
      toggle.removeAttribute('popovertarget');
      toggle.setAttribute('aria-expanded', 'false');
    }),
};

/** The theme choice (ThemeToggle.tsx). */
export const themeActs: IslandActs = { click: { within: '[data-theme-option]', answer: themeClick } };

/** An accordion's arrows, Home and End (FaqAccordion.tsx, and FaqExplorer.tsx's questions). */
export const accordionActs: IslandActs = {
  key: (_doc, event, target) => target.matches('[data-faq-trigger]') && focusQuestionForKey(target, event.key),
};

/** The gallery's buttons and arrows (Carousel.tsx). */
export const carouselActs: IslandActs = {
  click: { within: '[data-carousel-step]', answer: carouselClick },
  key: (doc, event, target) =>
    carouselGo(doc, target.closest<HTMLElement>(CAROUSEL), (index, count) => indexForKeyPress(event, index, count)),
};

/** The FAQ search and its Clear Search (FaqExplorer.tsx). */
export const faqSearchActs: IslandActs = {
  click: { within: '[data-faq-clear]', answer: faqClear },
  listen: answerSearchTyping,
};

/** Send on the contact form (ContactForm.tsx), enabled as soon as the page can check the fields. */
export const contactActs: IslandActs = {
  click: { within: '[data-contact-form] button[type="submit"]', answer: (_doc, target) => contactClick(target) },
  // Send waits for its island's script; with JavaScript on, it can check the fields before then.
  start: (doc) =>
    doc.querySelectorAll<HTMLButtonElement>('[data-contact-form] button[type="submit"][disabled]').forEach((send) => {
      if (serverHtml(send)) send.disabled = false;
    }),
};

/**
 * Every island's acts by export name, in the order they are offered a click or a key; and which
 * of them each island needs (by its component's name). A page's script carries only the acts of
 * the islands on it (integrations/interaction-directive.ts, src/lib/build/served-html.ts).
 */
export const FIRST_ACTS = [
  'siteNavActs',
  'themeActs',
  'accordionActs',
  'carouselActs',
  'faqSearchActs',
  'contactActs',
] as const;
export type FirstActsName = (typeof FIRST_ACTS)[number];
export const ISLAND_ACTS: Readonly<Record<string, readonly FirstActsName[]>> = {
  SiteNav: ['siteNavActs'],
  ThemeToggle: ['themeActs'],
  FaqAccordion: ['accordionActs'],
  FaqExplorer: ['accordionActs', 'faqSearchActs'],
  Carousel: ['carouselActs'],
  ContactForm: ['contactActs'],
  // Native radios and CSS before React; nothing to answer.
  WorkFilter: [],
  // Shows what another island sends; nothing to tap.
  ToastHost: [],
};

/** Listens on the whole document from the start of the page, for the given islands' acts at once. */
export function installFirstActs(doc: Document, islands: readonly IslandActs[]): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !serverHtml(target)) return;
      const owner = islands.find(({ click }) => click && target.closest(click.within))?.click;
      // Answered here: the directive does not hold this click for React to replay.
      if (owner?.answer(doc, target)) event.preventDefault();
    },
    true,
  );
  // Every key an island answers once ready, answered the same way (the same functions) until then.
  doc.addEventListener(
    'keydown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (
        target &&
        !event.defaultPrevented &&
        keyBeforeReact(target) &&
        islands.some(({ key }) => key?.(doc, event, target))
      )
        // Answered: the browser's default (a scroll) and the island's own handler (hydrated but not ready) stand aside.
        event.preventDefault();
    },
    true,
  );
  islands.forEach((island) => island.listen?.(doc));
  const start = () => islands.forEach((island) => island.start?.(doc));
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

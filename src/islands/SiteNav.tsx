import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { ChevronDown, Menu, X } from 'lucide-react';
import {
  linkCurrent,
  menuFromMarkup,
  overviewLabel,
  type NavItem,
  type NavLink,
  type SiteMenu,
} from '../lib/browser/nav';
import { wrapFocus } from '../lib/browser/focus-trap';
import type { ServerOnly } from '../lib/browser/server-only';
import { clickDropdown, closesDropdown } from '../lib/browser/nav-dropdown';
import { slugify } from '../lib/browser/slugify';
import { UI_LABELS } from '../lib/browser/ui-labels';

interface Props {
  /**
   * The site's menu, for the server render only (`serverOnly`): the menu is in the page once, as
   * HTML, and the island reads it back from there when it hydrates (`menuFromMarkup`).
   */
  menu: ServerOnly<SiteMenu>;
  currentPath: string;
}

// A link or a section's button in the bar; in the phone menu a full-width row.
const linkClass =
  'rounded-md px-3 py-3 font-medium text-fg hover:bg-surface hover:text-primary aria-[current]:text-primary lg:px-2.5 lg:py-2 xl:px-3';

/**
 * The header navigation, one list for every screen: on a desktop a bar whose sections open as
 * dropdowns on hover, click and keyboard, one at a time; on small screens the same list is a
 * full-screen menu behind a hamburger, holding focus, its sections expanding on tap. (Each link is
 * in the page once: the phone menu is the bar, laid out for a phone, global.css.) Without
 * JavaScript the hamburger still opens it, as a popover.
 */
export default function SiteNav({ menu, currentPath }: Props) {
  const id = useId();
  const menuId = `${id}-menu`;
  // In the browser the menu is the one this island rendered on the server: its menu's id (from
  // useId, the same on both sides) finds the nav it is hydrating.
  const [{ items, cta }] = useState(() => {
    if (menu.value) return menu.value;
    const nav = document.getElementById(menuId)?.closest('[data-site-nav]');
    if (!nav) throw new Error('SiteNav: no menu given and no server HTML to read it from');
    return menuFromMarkup(nav);
  });
  /** The section whose links show: a desktop dropdown, or the section expanded in the phone menu. */
  const [open, setOpen] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef(new Map<string, HTMLButtonElement>());
  // The dropdown a mouse's hover opened: the click that usually follows keeps it open, not shuts it.
  const hoverOpened = useRef<string | null>(null);

  // In the commit that hydrates, not after it: Astro hydrates in a transition, whose effects React
  // runs a task later, after the browser may deliver a tap. A tap on a section then, read back as
  // the first-act script left the menu, was undone (tests/islands/hydration-window.test.tsx).
  useLayoutEffect(() => {
    setReady(true);
    // The phone menu as a first tap left it (src/directives/first-acts.ts answers before React).
    const menu = menuRef.current;
    if (menu?.hasAttribute('data-open')) {
      setMenuOpen(true);
      setOpen(
        menu.querySelector<HTMLElement>('[data-menu-section][aria-expanded="true"]')?.dataset.menuSection ?? null,
      );
      return;
    }
    // Focus or a pointer that arrived before hydration (it triggered it) keeps its dropdown open:
    // until now CSS showed it, and closing it would drop a keyboard user's focus to <body>.
    // A dropdown Escape closed before React (its panel `hidden`, src/directives/first-acts.ts) stays closed.
    const shown = (selector: string) =>
      [...(navRef.current?.querySelectorAll<HTMLElement>(selector) ?? [])].find(
        (dropdown) => !dropdown.querySelector('[data-dropdown-panel]')?.hasAttribute('hidden'),
      );
    const hovered = shown('[data-dropdown]:hover');
    const active = shown('[data-dropdown]:focus-within') ?? hovered;
    if (active?.dataset.label) setOpen(active.dataset.label);
    if (hovered?.dataset.label) hoverOpened.current = hovered.dataset.label;
    else if (active?.dataset.label) {
      // Enter on the button CSS had opened around focus: its click, held by the directive and
      // replayed as React comes, opens it as it would after hydration (it does not shut it).
      const focused = active.dataset.label;
      hoverOpened.current = focused;
      setTimeout(() => {
        if (hoverOpened.current === focused) hoverOpened.current = null;
      });
    }
  }, []);

  // A click anywhere outside the nav closes its dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    setOpen(null);
    if (returnFocus) hamburgerRef.current?.focus();
  }, []);

  // While the full-screen menu is open focus is inside it (the page underneath does not scroll:
  // global.css, from data-open). Focus a first tap already moved in stays where it is.
  useEffect(() => {
    const menu = menuRef.current;
    if (menuOpen && !menu?.contains(document.activeElement)) menu?.querySelector<HTMLElement>('button, a')?.focus();
  }, [menuOpen]);

  // A desktop dropdown's Escape (in the phone menu Escape closes the menu: onMenuKeyDown).
  const onDropdownKeyDown = (event: ReactKeyboardEvent, label: string) => {
    if (!menuOpen && !event.defaultPrevented && closesDropdown(event.key, open, label)) {
      event.stopPropagation();
      setOpen(null);
      triggerRefs.current.get(label)?.focus();
    }
  };

  // Focus stays inside the open menu: Tab from the last element wraps to the first and back.
  const onMenuKeyDown = (event: ReactKeyboardEvent) => {
    if (!menuOpen || event.defaultPrevented) return; // Answered by the first-act script: the island was not ready yet.
    if (event.key === 'Escape') {
      closeMenu(true);
      return;
    }
    if (event.key !== 'Tab' || !menuRef.current) return;
    const focusable = [...menuRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const next = wrapFocus(focusable.indexOf(document.activeElement as HTMLElement), focusable.length, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusable[next]?.focus();
  };

  const panelLinks = (item: NavItem): NavLink[] => [
    { label: overviewLabel(item), href: item.href },
    ...(item.children ?? []),
  ];
  // Following a link leaves the page: the dropdown and the menu close as it goes.
  const followed = () => closeMenu(false);

  return (
    <nav
      ref={navRef}
      aria-label={UI_LABELS.main}
      data-site-nav=""
      data-ready={ready ? '' : undefined}
      className="order-last flex items-center lg:order-none"
    >
      <button
        ref={hamburgerRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface lg:hidden"
        // Without JavaScript the browser opens the menu as a popover (and states it open or closed
        // itself: no aria-expanded beside popovertarget). With it the first-act script hands the
        // button over to itself as the page starts (src/directives/first-acts.ts), as React does when ready.
        aria-expanded={ready ? menuOpen : undefined}
        popoverTarget={ready ? undefined : menuId}
        aria-controls={menuId}
        aria-label={UI_LABELS.openMenu}
        data-menu-open=""
        onClick={(event) => {
          event.preventDefault();
          setMenuOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>

      {/* Escape closes the menu from anywhere inside it (the dialog pattern). */}
      <div
        ref={menuRef}
        id={menuId}
        // A dialog while it is open on a phone; on a desktop the bar, no dialog.
        role={menuOpen ? 'dialog' : undefined}
        aria-modal={menuOpen || undefined}
        aria-label={menuOpen ? UI_LABELS.menu : undefined}
        data-menu=""
        data-dialog-label={UI_LABELS.menu}
        data-open={menuOpen ? '' : undefined}
        popover="auto"
        className="site-menu"
        onKeyDown={onMenuKeyDown}
      >
        <div className="mb-4 flex justify-end lg:hidden">
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface"
            aria-label={UI_LABELS.closeMenu}
            data-menu-close=""
            popoverTarget={menuId}
            popoverTargetAction="hide"
            onClick={(event) => {
              event.preventDefault();
              closeMenu(true);
            }}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <ul className="flex flex-col gap-1 text-lg lg:flex-row lg:text-sm">
          {items.map((item) => {
            const current = linkCurrent(item.href, currentPath);
            if (!item.children) {
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className={`${linkClass} block`}
                    aria-current={current ?? undefined}
                    onClick={followed}
                  >
                    {item.label}
                  </a>
                </li>
              );
            }
            const panelId = `${id}-${slugify(item.label)}`;
            const isOpen = open === item.label;
            return (
              // Escape and the arrow keys act on the dropdown the focus is in, wherever in it.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
              <li
                key={item.href}
                data-dropdown=""
                data-label={item.label}
                onPointerEnter={(e) => {
                  if (e.pointerType !== 'mouse' || menuOpen) return;
                  hoverOpened.current = item.label;
                  setOpen(item.label);
                }}
                onPointerLeave={(e) => {
                  if (e.pointerType !== 'mouse' || menuOpen) return;
                  if (hoverOpened.current === item.label) hoverOpened.current = null;
                  setOpen((o) => (o === item.label ? null : o));
                }}
                onKeyDown={(e) => onDropdownKeyDown(e, item.label)}
                onBlur={(e) => {
                  // In the phone menu a section stays open until another is: Tab walks through it.
                  if (!menuOpen && !e.currentTarget.contains(e.relatedTarget as Node | null))
                    setOpen((o) => (o === item.label ? null : o));
                }}
              >
                <button
                  type="button"
                  ref={(el) => {
                    if (el) triggerRefs.current.set(item.label, el);
                  }}
                  className={`${linkClass} flex w-full items-center justify-between gap-1 text-left`}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-current={current ? 'true' : undefined}
                  data-menu-section={item.label}
                  onClick={() => {
                    const byHover = hoverOpened.current;
                    hoverOpened.current = null; // only the first click after a hover is spared
                    setOpen((o) => clickDropdown(o, item.label, byHover));
                  }}
                >
                  {item.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform [[aria-expanded=true]>&]:rotate-180"
                  />
                </button>
                {/* Shown while its button is expanded, below it on a desktop (global.css); Escape
                    before React hid it (src/directives/first-acts.ts): opening it takes that away. */}
                <div id={panelId} data-dropdown-panel="" hidden={isOpen ? false : undefined} className="hidden">
                  <ul className="rounded-lg border border-border bg-surface-raised p-2 text-base shadow-lg lg:text-sm">
                    {panelLinks(item).map((child) => (
                      <li key={child.href}>
                        <a
                          href={child.href}
                          className="block whitespace-nowrap rounded-md px-3 py-2 text-fg hover:bg-surface hover:text-primary aria-[current=page]:text-primary"
                          aria-current={linkCurrent(child.href, currentPath) === 'page' ? 'page' : undefined}
                          onClick={followed}
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
        <a
          href={cta.href}
          className="mt-8 inline-flex items-center justify-center rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg hover:bg-primary-hover lg:hidden"
          onClick={followed}
        >
          {cta.label}
        </a>
      </div>
    </nav>
  );
}

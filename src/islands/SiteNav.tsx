import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
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
import { clickDropdown, closesDropdown, toggleDropdown } from '../lib/browser/nav-dropdown';
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

const linkClass =
  'rounded-md px-2.5 py-2 text-sm font-medium xl:px-3 text-fg hover:bg-surface hover:text-primary aria-[current]:text-primary';

/**
 * The header navigation: desktop dropdowns that open on hover, click and keyboard,
 * one at a time; on small screens a hamburger opening a full-screen menu that holds focus.
 */
export default function SiteNav({ menu, currentPath }: Props) {
  const id = useId();
  // In the browser the menu is the one this island rendered on the server: its phone menu's id
  // (from useId, the same on both sides) finds the nav it is hydrating.
  const [{ items, cta }] = useState(() => {
    if (menu.value) return menu.value;
    const nav = document.getElementById(`${id}-menu`)?.closest('[data-site-nav]');
    if (!nav) throw new Error('SiteNav: no menu given and no server HTML to read it from');
    return menuFromMarkup(nav);
  });
  const [open, setOpen] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef(new Map<string, HTMLButtonElement>());
  // The dropdown a mouse's hover opened: the click that usually follows keeps it open, not shuts it.
  const hoverOpened = useRef<string | null>(null);

  useEffect(() => {
    setReady(true);
    // Focus or a pointer that arrived before hydration (it triggered it) keeps its dropdown open:
    // until now CSS showed it, and closing it would drop a keyboard user's focus to <body>.
    // A dropdown Escape closed before React (its panel `hidden`, src/directives/first-acts.ts) stays closed.
    const nav = navRef.current;
    const shown = (selector: string) =>
      [...(nav?.querySelectorAll<HTMLElement>(selector) ?? [])].find(
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
    // The phone menu as a first tap left it (src/directives/first-acts.ts answers before React).
    const menu = menuRef.current;
    if (menu?.hasAttribute('data-open')) {
      setMenuOpen(true);
      setExpanded(
        menu.querySelector<HTMLElement>('[data-menu-section][aria-expanded="true"]')?.dataset.menuSection ?? null,
      );
    }
  }, []);

  // A click anywhere outside the desktop nav closes its dropdown.
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
    setExpanded(null);
    if (returnFocus) hamburgerRef.current?.focus();
  }, []);

  // While the full-screen menu is open focus is inside it (the page underneath does not scroll:
  // global.css, from data-open). Focus a first tap already moved in stays where it is.
  useEffect(() => {
    const menu = menuRef.current;
    if (menuOpen && !menu?.contains(document.activeElement)) menu?.querySelector<HTMLElement>('button, a')?.focus();
  }, [menuOpen]);

  const onDropdownKeyDown = (event: ReactKeyboardEvent, label: string) => {
    if (!event.defaultPrevented && closesDropdown(event.key, open, label)) {
      event.stopPropagation();
      setOpen(null);
      triggerRefs.current.get(label)?.focus();
    }
  };

  // Focus stays inside the open menu: Tab from the last element wraps to the first and back.
  const onMenuKeyDown = (event: ReactKeyboardEvent) => {
    if (event.defaultPrevented) return; // Answered by the first-act script: the island was not ready yet.
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

  return (
    <nav
      ref={navRef}
      aria-label={UI_LABELS.main}
      data-site-nav=""
      data-ready={ready ? '' : undefined}
      className="order-last flex items-center lg:order-none"
    >
      <ul className="hidden items-center gap-1 lg:flex">
        {items.map((item) => {
          const current = linkCurrent(item.href, currentPath);
          if (!item.children) {
            return (
              <li key={item.href}>
                <a href={item.href} className={linkClass} aria-current={current ?? undefined}>
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
              className="relative"
              onPointerEnter={(e) => {
                if (e.pointerType !== 'mouse') return;
                hoverOpened.current = item.label;
                setOpen(item.label);
              }}
              onPointerLeave={(e) => {
                if (e.pointerType !== 'mouse') return;
                if (hoverOpened.current === item.label) hoverOpened.current = null;
                setOpen((o) => (o === item.label ? null : o));
              }}
              onKeyDown={(e) => onDropdownKeyDown(e, item.label)}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null))
                  setOpen((o) => (o === item.label ? null : o));
              }}
            >
              <button
                type="button"
                ref={(el) => {
                  if (el) triggerRefs.current.set(item.label, el);
                }}
                className={`${linkClass} inline-flex items-center gap-1`}
                aria-expanded={isOpen}
                aria-controls={panelId}
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  const byHover = hoverOpened.current;
                  hoverOpened.current = null; // only the first click after a hover is spared
                  setOpen((o) => clickDropdown(o, item.label, byHover));
                }}
              >
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
              <div
                id={panelId}
                data-dropdown-panel=""
                // Escape before React hid it (src/directives/first-acts.ts): opening it takes that away.
                hidden={isOpen ? false : undefined}
                className={`absolute left-0 top-full z-50 min-w-[200px] pt-2 ${isOpen ? 'block' : 'hidden'}`}
              >
                <ul className="rounded-lg border border-border bg-surface-raised p-2 shadow-lg">
                  {panelLinks(item).map((child) => (
                    <li key={child.href}>
                      <a
                        href={child.href}
                        className="block whitespace-nowrap rounded-md px-3 py-2 text-sm text-fg hover:bg-surface hover:text-primary aria-[current=page]:text-primary"
                        aria-current={linkCurrent(child.href, currentPath) === 'page' ? 'page' : undefined}
                        onClick={() => setOpen(null)}
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

      <button
        ref={hamburgerRef}
        type="button"
        className="mobile-menu-toggle inline-flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface lg:hidden"
        aria-expanded={menuOpen}
        aria-controls={`${id}-menu`}
        aria-label={UI_LABELS.openMenu}
        data-menu-open=""
        onClick={() => setMenuOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>

      {/* Escape closes the menu from anywhere inside it (the dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={menuRef}
        id={`${id}-menu`}
        role="dialog"
        aria-modal="true"
        aria-label={UI_LABELS.menu}
        data-menu=""
        data-open={menuOpen ? '' : undefined}
        className="mobile-menu fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-bg px-6 pb-10 pt-4 lg:hidden"
        onKeyDown={onMenuKeyDown}
      >
        <div className="flex justify-end">
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface"
            aria-label={UI_LABELS.closeMenu}
            data-menu-close=""
            onClick={() => closeMenu(true)}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <ul className="mt-4 flex flex-col gap-1 text-lg">
          {items.map((item) => {
            const current = linkCurrent(item.href, currentPath);
            if (!item.children) {
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className="block rounded-md px-3 py-3 font-medium hover:bg-surface aria-[current]:text-primary"
                    aria-current={current ?? undefined}
                    onClick={() => closeMenu(false)}
                  >
                    {item.label}
                  </a>
                </li>
              );
            }
            const sectionId = `${id}-m-${slugify(item.label)}`;
            const isExpanded = expanded === item.label;
            return (
              <li key={item.href}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-medium hover:bg-surface"
                  aria-expanded={isExpanded}
                  aria-controls={sectionId}
                  data-menu-section={item.label}
                  onClick={() => setExpanded((e) => toggleDropdown(e, item.label))}
                >
                  {item.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 transition-transform [[aria-expanded=true]>&]:rotate-180"
                  />
                </button>
                <ul id={sectionId} hidden={!isExpanded} className="ml-3 border-l border-border pl-3">
                  {panelLinks(item).map((child) => (
                    <li key={child.href}>
                      <a
                        href={child.href}
                        className="block rounded-md px-3 py-2 text-base text-muted hover:bg-surface hover:text-fg"
                        onClick={() => closeMenu(false)}
                      >
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <a
          href={cta.href}
          className="mt-8 inline-flex items-center justify-center rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg hover:bg-primary-hover"
          onClick={() => closeMenu(false)}
        >
          {cta.label}
        </a>
      </div>
    </nav>
  );
}

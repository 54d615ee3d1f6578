// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import site from '../../content/site.json';
import SiteNav from '../../src/islands/SiteNav';
import { menuFromMarkup, overviewLabel, type NavItem, type NavLink } from '../../src/lib/browser/nav';
import { serverOnly } from '../../src/lib/browser/server-only';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

// The props Header.astro passes: the site's own menu and call to action, and the page's path.
const { nav, headerCta } = site.agency as { nav: NavItem[]; headerCta: NavLink };
const siteMenu = serverOnly({ items: nav, cta: headerCta });
const siteNav = (currentPath = '/') => <SiteNav menu={siteMenu} currentPath={currentPath} />;
// What the island gets in the browser: Astro's props JSON leaves the server-only menu out.
const hydratingNav = (currentPath = '/') => <SiteNav menu={{}} currentPath={currentPath} />;

const mainNav = () => screen.getByRole('navigation', { name: UI_LABELS.main });
// The menu's one list: the desktop bar, and on a phone the full-screen menu's list (one markup).
const bar = () => within(mainNav()).getAllByRole('list')[0]!;
const trigger = (name: string) => within(bar()).getByRole('button', { name });
const openDropdowns = () =>
  within(bar())
    .queryAllByRole('button', { expanded: true })
    .map((b) => b.textContent);
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

const hamburger = () => screen.getByRole('button', { name: UI_LABELS.openMenu });
const menu = () => screen.getByRole('dialog', { name: UI_LABELS.menu });

/** The menu's words as the editors keep them (content/site.json), each found by the page it leads to. */
const labelOf = (href: string): string => {
  const found = [...nav, ...nav.flatMap((item) => item.children ?? [])].find((item) => item.href === href);
  if (!found) throw new Error(`content/site.json's menu has no entry for ${href}`);
  return found.label;
};
const sectionOf = (href: string): NavItem & { children: NavLink[] } => {
  const found = nav.find((item) => item.href === href);
  if (!found?.children?.length) throw new Error(`content/site.json's menu has no section for ${href}`);
  return found as NavItem & { children: NavLink[] };
};
const servicesSection = sectionOf('/services');
const industriesSection = sectionOf('/industries');
const SERVICES = servicesSection.label;
const INDUSTRIES = industriesSection.label;
const ALL_SERVICES = overviewLabel(servicesSection);
const ALL_INDUSTRIES = overviewLabel(industriesSection);
/** The services panel in order: its 'All …' link, then each service. */
const SERVICES_PANEL = [ALL_SERVICES, ...servicesSection.children.map((child) => child.label)];
const FIRST_SERVICE = servicesSection.children[0]!.label;
const LAST_SERVICE = servicesSection.children.at(-1)!.label;
const BRANDING = labelOf('/services/branding');
const ABOUT = labelOf('/about');
const HOME = labelOf('/');
const WORK = labelOf('/work');

// jsdom cannot navigate; a link's default action would only log "Not implemented". The island's own
// click handlers run before this document-level listener, so what they do is still tested.
const stopNavigation = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest('a[href]')) event.preventDefault();
};
// jsdom applies none of the site's CSS, but its own stylesheet hides a closed popover: the menu is
// one (without JavaScript the hamburger opens it). On a desktop global.css shows it as the bar.
const desktopLayout = document.createElement('style');
desktopLayout.textContent = '[popover] { display: block; }';
beforeEach(() => {
  document.head.append(desktopLayout);
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', stopNavigation);
  document.body.removeAttribute('style');
});

describe('SiteNav: the desktop bar', () => {
  it("renders the site's menu in order: links, and a button for each section with children, all closed", () => {
    render(siteNav());
    const entries = within(bar())
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === bar());
    expect(entries.map((li) => li.firstElementChild!.textContent)).toEqual(nav.map((item) => item.label));
    expect(within(bar()).getByRole('link', { name: ABOUT })).toHaveAttribute('href', '/about');
    expect(trigger(SERVICES)).toHaveAttribute('aria-expanded', 'false');
    expect(trigger(INDUSTRIES)).toHaveAttribute('aria-expanded', 'false');
  });

  it("each button controls a panel holding 'All …' (the section's page) and its children", () => {
    render(siteNav());
    const links = within(panelOf(trigger(SERVICES))).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(SERVICES_PANEL);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/services',
      ...nav.find((item) => item.label === SERVICES)!.children!.map((c) => c.href),
    ]);
  });
});

describe('SiteNav: dropdowns by click and keyboard', () => {
  // A click with no hover before it, as a tap, a pen or assistive technology delivers it.
  it('a click opens a dropdown, another closes it and opens its own, clicking the open one closes it', async () => {
    const user = userEvent.setup({ delay: null, skipHover: true });
    render(siteNav());
    await user.click(trigger(SERVICES));
    expect(openDropdowns()).toEqual([SERVICES]);
    // Only one open at a time.
    await user.click(trigger(INDUSTRIES));
    expect(openDropdowns()).toEqual([INDUSTRIES]);
    await user.click(trigger(INDUSTRIES));
    expect(openDropdowns()).toEqual([]);
  });

  it('Enter and Space toggle the focused button', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger(SERVICES).focus();
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual([SERVICES]);
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual([]);
    await user.keyboard(' ');
    expect(openDropdowns()).toEqual([SERVICES]);
    await user.keyboard(' ');
    expect(openDropdowns()).toEqual([]);
  });

  // The bar follows the disclosure pattern, not a menu: no arrow keys, Tab walks the open panel's links.
  it("Tab moves from an open dropdown's button into its links, in order", async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger(SERVICES).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(bar()).getByRole('link', { name: ALL_SERVICES })).toHaveFocus();
    await user.tab();
    expect(within(bar()).getByRole('link', { name: FIRST_SERVICE })).toHaveFocus();
    expect(openDropdowns()).toEqual([SERVICES]);
  });

  it('Escape inside an open dropdown closes it and returns focus to its button', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger(SERVICES).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(bar()).getByRole('link', { name: ALL_SERVICES })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(openDropdowns()).toEqual([]);
    expect(trigger(SERVICES)).toHaveFocus();
  });

  it('Escape on the button of an open dropdown closes it, focus stays there', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger(INDUSTRIES).focus();
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual([INDUSTRIES]);
    await user.keyboard('{Escape}');
    expect(openDropdowns()).toEqual([]);
    expect(trigger(INDUSTRIES)).toHaveFocus();
  });

  it('focus leaving a dropdown closes it', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger(SERVICES).focus();
    await user.keyboard('{Enter}');
    within(bar()).getByRole('link', { name: LAST_SERVICE }).focus();
    await user.tab(); // past the last link, onto the Industries button
    expect(trigger(INDUSTRIES)).toHaveFocus();
    expect(openDropdowns()).toEqual([]);
  });

  it('choosing a link in a panel closes it', async () => {
    const user = userEvent.setup({ delay: null, skipHover: true });
    render(siteNav());
    await user.click(trigger(SERVICES));
    expect(openDropdowns()).toEqual([SERVICES]);
    await user.click(within(bar()).getByRole('link', { name: BRANDING }));
    expect(openDropdowns()).toEqual([]);
  });
});

describe('SiteNav: dropdowns by pointer', () => {
  it('a mouse entering a section opens its dropdown, leaving closes it, one at a time', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.hover(trigger(SERVICES));
    expect(openDropdowns()).toEqual([SERVICES]);
    // Moving into the panel stays inside the section: still open.
    await user.hover(within(bar()).getByRole('link', { name: BRANDING }));
    expect(openDropdowns()).toEqual([SERVICES]);
    await user.hover(trigger(INDUSTRIES));
    expect(openDropdowns()).toEqual([INDUSTRIES]);
    await user.unhover(trigger(INDUSTRIES));
    expect(openDropdowns()).toEqual([]);
  });

  // A mouse passes over the button before it clicks, and that hover has already opened the
  // dropdown: the click used to toggle it shut again under the pointer, so a mouse click never opened it.
  it('a mouse click keeps open the dropdown its hover opened; the next click closes it, the one after opens it', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(trigger(SERVICES));
    expect(openDropdowns()).toEqual([SERVICES]);
    await user.click(trigger(SERVICES));
    expect(openDropdowns()).toEqual([]);
    await user.click(trigger(SERVICES));
    expect(openDropdowns()).toEqual([SERVICES]);
    // On to the next section: leaving closes Services, the hover and click open Industries.
    await user.click(trigger(INDUSTRIES));
    expect(openDropdowns()).toEqual([INDUSTRIES]);
  });

  it('once the mouse has left, Enter on that button toggles as usual', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.hover(trigger(INDUSTRIES));
    await user.unhover(trigger(INDUSTRIES));
    trigger(INDUSTRIES).focus();
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual([INDUSTRIES]);
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual([]);
  });

  // A tap also "enters" the section; if that opened it, the tap's click would toggle it shut again.
  it('a tap on a touch screen opens the dropdown (touch does not count as hover)', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.pointer({ keys: '[TouchA]', target: trigger(SERVICES) });
    expect(openDropdowns()).toEqual([SERVICES]);
  });

  // Safari and iPadOS do not focus a button on click, so there no blur closes the dropdown, only a
  // click outside: keep mousedown from moving focus to be in their shoes.
  it('a click outside the nav closes the open dropdown; one inside its panel does not', async () => {
    const user = userEvent.setup({ delay: null, skipHover: true });
    const noFocusOnClick = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('mousedown', noFocusOnClick, { capture: true });
    const outside = document.body.appendChild(document.createElement('p'));
    outside.textContent = 'Page content';
    try {
      render(siteNav());
      await user.click(trigger(SERVICES));
      expect(trigger(SERVICES)).not.toHaveFocus();
      await user.click(panelOf(trigger(SERVICES)));
      expect(openDropdowns()).toEqual([SERVICES]);
      await user.click(outside);
      expect(openDropdowns()).toEqual([]);
    } finally {
      document.removeEventListener('mousedown', noFocusOnClick, { capture: true });
      outside.remove();
    }
  });
});

describe('SiteNav: the current page', () => {
  it("marks the current page's link aria-current=page, in the bar and so in the phone menu", async () => {
    render(siteNav('/about/'));
    expect(within(bar()).getByRole('link', { name: ABOUT })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup({ delay: null }).click(hamburger());
    expect(within(menu()).getByRole('link', { name: ABOUT })).toHaveAttribute('aria-current', 'page');
    expect(within(bar()).getByRole('link', { name: HOME })).not.toHaveAttribute('aria-current');
    expect(within(bar()).getByRole('link', { name: WORK })).not.toHaveAttribute('aria-current');
  });

  it('on the home page only Home is current', () => {
    render(siteNav('/'));
    const current = within(mainNav()).queryAllByRole('link', { current: 'page' });
    expect(current.map((a) => a.textContent)).toEqual([HOME]);
  });

  it('inside a section: its button is current (aria-current=true) and the child link is the page', () => {
    render(siteNav('/services/branding'));
    expect(trigger(SERVICES)).toHaveAttribute('aria-current', 'true');
    expect(trigger(INDUSTRIES)).not.toHaveAttribute('aria-current');
    const panel = within(panelOf(trigger(SERVICES)));
    expect(panel.getByRole('link', { name: BRANDING })).toHaveAttribute('aria-current', 'page');
    // "All Services" is an ancestor page here, not the page itself.
    expect(panel.getByRole('link', { name: ALL_SERVICES })).not.toHaveAttribute('aria-current');
  });

  it("on a section's own page its 'All …' link is the page", () => {
    render(siteNav('/industries'));
    expect(within(panelOf(trigger(INDUSTRIES))).getByRole('link', { name: ALL_INDUSTRIES })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('SiteNav: the full-screen menu on small screens', () => {
  it('the hamburger is named "Open menu", reports the menu it controls closed; opened, the menu is the modal dialog "Menu"', async () => {
    render(siteNav());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(hamburger().getAttribute('aria-controls')!)!;
    expect(controlled).toContainElement(bar());
    // Closed, it is the desktop bar: no dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup({ delay: null }).click(hamburger());
    expect(menu()).toBe(controlled);
    expect(menu()).toHaveAttribute('aria-modal', 'true');
  });

  it('opens on click with focus on its first control, "Close menu"', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('button', { name: UI_LABELS.closeMenu })).toHaveFocus();
  });

  it("holds the bar's list, then the call to action", async () => {
    render(siteNav());
    await userEvent.setup({ delay: null }).click(hamburger());
    expect(menu()).toContainElement(bar());
    const top = within(menu())
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === menu());
    expect(top.map((li) => li.firstElementChild!.textContent)).toEqual(nav.map((item) => item.label));
    expect(within(menu()).getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '/contact');
  });

  it('Escape closes it and returns focus to the hamburger', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    await user.keyboard('{Escape}');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveFocus();
  });

  it('"Close menu" closes it and returns focus to the hamburger', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    await user.click(within(menu()).getByRole('button', { name: UI_LABELS.closeMenu }));
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first and back', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    const close = within(menu()).getByRole('button', { name: UI_LABELS.closeMenu });
    const cta = within(menu()).getByRole('link', { name: "Let's Talk" });
    await user.tab({ shift: true });
    expect(cta).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('sections expand one at a time, collapse when activated again and start collapsed when the menu reopens', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    const services = within(menu()).getByRole('button', { name: SERVICES });
    const industries = within(menu()).getByRole('button', { name: INDUSTRIES });
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panelOf(services))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(SERVICES_PANEL);
    await user.click(industries);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    await user.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'false');
    await user.click(industries);
    await user.keyboard('{Escape}');
    await user.click(hamburger());
    expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  // The bar's dropdown keys and blur do not apply to the same list laid out as the phone menu.
  it('Escape with a section expanded closes the whole menu, focus back on the hamburger', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    await user.click(within(menu()).getByRole('button', { name: SERVICES }));
    await user.tab();
    expect(within(menu()).getByRole('link', { name: ALL_SERVICES })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Tab walks out of an expanded section and it stays expanded', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    const services = within(menu()).getByRole('button', { name: SERVICES });
    await user.click(services);
    within(menu()).getByRole('link', { name: LAST_SERVICE }).focus();
    await user.tab();
    expect(within(menu()).getByRole('button', { name: INDUSTRIES })).toHaveFocus();
    expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['a top-level link', ABOUT, false],
    ["a section's link", BRANDING, true],
    ['the call to action', "Let's Talk", false],
  ])('choosing %s closes it', async (_, name, inSection) => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    if (inSection) await user.click(within(menu()).getByRole('button', { name: SERVICES }));
    await user.click(within(menu()).getByRole('link', { name }));
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });
  // The page's scroll lock while the menu is open is CSS (body:has(.site-menu[data-open]), global.css):
  // tests/e2e/islands-before-hydration.spec.ts checks it in a browser, before and after hydration.
});

// The island hydrates on the visitor's first interaction (client:interaction). Until then CSS
// opens a dropdown around focus or the pointer; hydration must take that state over, or a keyboard
// user's focus would fall out of a panel that React closes. This renders the server HTML, focuses
// into a panel as the visitor would, then hydrates that very DOM.
describe('SiteNav: hydration takes over the state CSS showed before it', () => {
  const serverRendered = () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(siteNav());
    return container;
  };

  it('focus inside a dropdown before hydration: that dropdown is open after, focus untouched', async () => {
    const user = userEvent.setup({ delay: null });
    const container = serverRendered();
    const allIndustries = within(within(container).getAllByRole('list')[0]!).getByRole('link', {
      name: ALL_INDUSTRIES,
    });
    allIndustries.focus();
    render(hydratingNav(), { container, hydrate: true });
    expect(openDropdowns()).toEqual([INDUSTRIES]);
    expect(allIndustries).toHaveFocus();
    // React now owns that open state: Escape closes it and returns focus to the button.
    await user.keyboard('{Escape}');
    expect(openDropdowns()).toEqual([]);
    expect(trigger(INDUSTRIES)).toHaveFocus();
  });

  it('a dropdown Escape closed before hydration (its panel hidden, focus on its button) stays closed, and React owns it', async () => {
    const user = userEvent.setup({ delay: null });
    const container = serverRendered();
    const industries = within(within(container).getAllByRole('list')[0]!).getByRole('button', { name: INDUSTRIES });
    // What src/directives/first-acts.ts leaves after Escape: the panel hidden, focus back on the button.
    panelOf(industries).hidden = true;
    industries.focus();
    render(hydratingNav(), { container, hydrate: true });
    expect(openDropdowns()).toEqual([]);
    expect(panelOf(trigger(INDUSTRIES))).not.toBeVisible();
    expect(trigger(INDUSTRIES)).toHaveFocus();
    // React's state decides from here: Enter opens it (no longer hidden), Escape closes it again.
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual([INDUSTRIES]);
    expect(panelOf(trigger(INDUSTRIES))).toBeVisible();
    await user.keyboard('{Escape}');
    expect(openDropdowns()).toEqual([]);
    expect(trigger(INDUSTRIES)).toHaveFocus();
  });

  it('focus elsewhere before hydration: every dropdown stays closed', () => {
    const container = serverRendered();
    within(container).getAllByRole('link', { name: ABOUT })[0]!.focus();
    render(hydratingNav(), { container, hydrate: true });
    expect(openDropdowns()).toEqual([]);
  });

  // The same for a mouse already over a section (`[data-dropdown]:hover`) cannot be expressed here:
  // jsdom has no hover state, `:hover` never matches. In a browser the first hover is what hydrates
  // the island, so tests/e2e/frame.spec.ts ('dropdowns open on hover') covers it.
});

// The menu is in each page once, as the island's server HTML: in the browser the island reads it
// back from there (menuFromMarkup) instead of from a second copy in its props.
describe('SiteNav: the menu read back from its own server HTML', () => {
  const serverRendered = (path: string) => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(siteNav(path));
    return container;
  };
  afterEach(() => document.body.replaceChildren());

  it.each(['/', '/services/branding', '/work'])(
    'on %s: the menu it rendered, links and call to action in order',
    (path) => {
      const nav = serverRendered(path).querySelector('[data-site-nav]')!;
      expect(menuFromMarkup(nav)).toEqual(siteMenu.value);
    },
  );

  it('hydrates without the menu in its props: no mismatch, the markup as the server sent it', async () => {
    const container = serverRendered('/services/branding');
    const before = container.innerHTML;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, hydratingNav('/services/branding'), {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    // Hydrated (React's first effect states data-ready and takes the hamburger over from the
    // browser's popover), and otherwise the very markup the server sent.
    expect(mainNav()).toHaveAttribute('data-ready');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).not.toHaveAttribute('popovertarget');
    const handedBack = container.innerHTML
      .replace(' data-ready=""', '')
      .replace(' aria-expanded="false">', '>')
      .replace(' aria-controls=', ` popovertarget="${hamburger().getAttribute('aria-controls')}" aria-controls=`);
    expect(handedBack).toBe(before);
    // React answers from the menu it read: a click opens the section it names.
    await userEvent.setup({ delay: null, skipHover: true }).click(trigger(INDUSTRIES));
    expect(openDropdowns()).toEqual([INDUSTRIES]);
    act(() => root.unmount());
  });

  it('without a menu and without server HTML to read it from, it says so', () => {
    expect(() => renderToString(hydratingNav())).toThrow(/no menu given and no server HTML/);
  });
});

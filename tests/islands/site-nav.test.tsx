// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import site from '../../content/site.json';
import SiteNav from '../../src/islands/SiteNav';
import { menuFromMarkup, type NavItem, type NavLink } from '../../src/lib/browser/nav';
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

const SERVICES = [
  'All Services',
  'Branding',
  'Web Development',
  'UI/UX Design',
  'Strategic Consulting',
  'Podcast Management',
];

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
    expect(within(bar()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Industries')).toHaveAttribute('aria-expanded', 'false');
  });

  it("each button controls a panel holding 'All …' (the section's page) and its children", () => {
    render(siteNav());
    const links = within(panelOf(trigger('Services'))).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(SERVICES);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/services',
      ...nav.find((item) => item.label === 'Services')!.children!.map((c) => c.href),
    ]);
  });
});

describe('SiteNav: dropdowns by click and keyboard', () => {
  // A click with no hover before it, as a tap, a pen or assistive technology delivers it.
  it('a click opens a dropdown, another closes it and opens its own, clicking the open one closes it', async () => {
    const user = userEvent.setup({ delay: null, skipHover: true });
    render(siteNav());
    await user.click(trigger('Services'));
    expect(openDropdowns()).toEqual(['Services']);
    // Only one open at a time.
    await user.click(trigger('Industries'));
    expect(openDropdowns()).toEqual(['Industries']);
    await user.click(trigger('Industries'));
    expect(openDropdowns()).toEqual([]);
  });

  it('Enter and Space toggle the focused button', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger('Services').focus();
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual(['Services']);
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual([]);
    await user.keyboard(' ');
    expect(openDropdowns()).toEqual(['Services']);
    await user.keyboard(' ');
    expect(openDropdowns()).toEqual([]);
  });

  // The bar follows the disclosure pattern, not a menu: no arrow keys, Tab walks the open panel's links.
  it("Tab moves from an open dropdown's button into its links, in order", async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger('Services').focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(bar()).getByRole('link', { name: 'All Services' })).toHaveFocus();
    await user.tab();
    expect(within(bar()).getByRole('link', { name: 'Branding' })).toHaveFocus();
    expect(openDropdowns()).toEqual(['Services']);
  });

  it('Escape inside an open dropdown closes it and returns focus to its button', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger('Services').focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(bar()).getByRole('link', { name: 'All Services' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(openDropdowns()).toEqual([]);
    expect(trigger('Services')).toHaveFocus();
  });

  it('Escape on the button of an open dropdown closes it, focus stays there', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger('Industries').focus();
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual(['Industries']);
    await user.keyboard('{Escape}');
    expect(openDropdowns()).toEqual([]);
    expect(trigger('Industries')).toHaveFocus();
  });

  it('focus leaving a dropdown closes it', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    trigger('Services').focus();
    await user.keyboard('{Enter}');
    within(bar()).getByRole('link', { name: 'Podcast Management' }).focus();
    await user.tab(); // past the last link, onto the Industries button
    expect(trigger('Industries')).toHaveFocus();
    expect(openDropdowns()).toEqual([]);
  });

  it('choosing a link in a panel closes it', async () => {
    const user = userEvent.setup({ delay: null, skipHover: true });
    render(siteNav());
    await user.click(trigger('Services'));
    expect(openDropdowns()).toEqual(['Services']);
    await user.click(within(bar()).getByRole('link', { name: 'Branding' }));
    expect(openDropdowns()).toEqual([]);
  });
});

describe('SiteNav: dropdowns by pointer', () => {
  it('a mouse entering a section opens its dropdown, leaving closes it, one at a time', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.hover(trigger('Services'));
    expect(openDropdowns()).toEqual(['Services']);
    // Moving into the panel stays inside the section: still open.
    await user.hover(within(bar()).getByRole('link', { name: 'Branding' }));
    expect(openDropdowns()).toEqual(['Services']);
    await user.hover(trigger('Industries'));
    expect(openDropdowns()).toEqual(['Industries']);
    await user.unhover(trigger('Industries'));
    expect(openDropdowns()).toEqual([]);
  });

  // A mouse passes over the button before it clicks, and that hover has already opened the
  // dropdown: the click used to toggle it shut again under the pointer, so a mouse click never opened it.
  it('a mouse click keeps open the dropdown its hover opened; the next click closes it, the one after opens it', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(trigger('Services'));
    expect(openDropdowns()).toEqual(['Services']);
    await user.click(trigger('Services'));
    expect(openDropdowns()).toEqual([]);
    await user.click(trigger('Services'));
    expect(openDropdowns()).toEqual(['Services']);
    // On to the next section: leaving closes Services, the hover and click open Industries.
    await user.click(trigger('Industries'));
    expect(openDropdowns()).toEqual(['Industries']);
  });

  it('once the mouse has left, Enter on that button toggles as usual', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.hover(trigger('Industries'));
    await user.unhover(trigger('Industries'));
    trigger('Industries').focus();
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual(['Industries']);
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual([]);
  });

  // A tap also "enters" the section; if that opened it, the tap's click would toggle it shut again.
  it('a tap on a touch screen opens the dropdown (touch does not count as hover)', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.pointer({ keys: '[TouchA]', target: trigger('Services') });
    expect(openDropdowns()).toEqual(['Services']);
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
      await user.click(trigger('Services'));
      expect(trigger('Services')).not.toHaveFocus();
      await user.click(panelOf(trigger('Services')));
      expect(openDropdowns()).toEqual(['Services']);
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
    expect(within(bar()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup({ delay: null }).click(hamburger());
    expect(within(menu()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(bar()).getByRole('link', { name: 'Work' })).not.toHaveAttribute('aria-current');
  });

  it('on the home page only Home is current', () => {
    render(siteNav('/'));
    const current = within(mainNav()).queryAllByRole('link', { current: 'page' });
    expect(current.map((a) => a.textContent)).toEqual(['Home']);
  });

  it('inside a section: its button is current (aria-current=true) and the child link is the page', () => {
    render(siteNav('/services/branding'));
    expect(trigger('Services')).toHaveAttribute('aria-current', 'true');
    expect(trigger('Industries')).not.toHaveAttribute('aria-current');
    const panel = within(panelOf(trigger('Services')));
    expect(panel.getByRole('link', { name: 'Branding' })).toHaveAttribute('aria-current', 'page');
    // "All Services" is an ancestor page here, not the page itself.
    expect(panel.getByRole('link', { name: 'All Services' })).not.toHaveAttribute('aria-current');
  });

  it("on a section's own page its 'All …' link is the page", () => {
    render(siteNav('/industries'));
    expect(within(panelOf(trigger('Industries'))).getByRole('link', { name: 'All Industries' })).toHaveAttribute(
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
    const services = within(menu()).getByRole('button', { name: 'Services' });
    const industries = within(menu()).getByRole('button', { name: 'Industries' });
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panelOf(services))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(SERVICES);
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
    await user.click(within(menu()).getByRole('button', { name: 'Services' }));
    await user.tab();
    expect(within(menu()).getByRole('link', { name: 'All Services' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Tab walks out of an expanded section and it stays expanded', async () => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    const services = within(menu()).getByRole('button', { name: 'Services' });
    await user.click(services);
    within(menu()).getByRole('link', { name: 'Podcast Management' }).focus();
    await user.tab();
    expect(within(menu()).getByRole('button', { name: 'Industries' })).toHaveFocus();
    expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['a top-level link', 'About', false],
    ["a section's link", 'Branding', true],
    ['the call to action', "Let's Talk", false],
  ])('choosing %s closes it', async (_, name, inSection) => {
    const user = userEvent.setup({ delay: null });
    render(siteNav());
    await user.click(hamburger());
    if (inSection) await user.click(within(menu()).getByRole('button', { name: 'Services' }));
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
      name: 'All Industries',
    });
    allIndustries.focus();
    render(hydratingNav(), { container, hydrate: true });
    expect(openDropdowns()).toEqual(['Industries']);
    expect(allIndustries).toHaveFocus();
    // React now owns that open state: Escape closes it and returns focus to the button.
    await user.keyboard('{Escape}');
    expect(openDropdowns()).toEqual([]);
    expect(trigger('Industries')).toHaveFocus();
  });

  it('a dropdown Escape closed before hydration (its panel hidden, focus on its button) stays closed, and React owns it', async () => {
    const user = userEvent.setup({ delay: null });
    const container = serverRendered();
    const industries = within(within(container).getAllByRole('list')[0]!).getByRole('button', { name: 'Industries' });
    // What src/directives/first-acts.ts leaves after Escape: the panel hidden, focus back on the button.
    panelOf(industries).hidden = true;
    industries.focus();
    render(hydratingNav(), { container, hydrate: true });
    expect(openDropdowns()).toEqual([]);
    expect(panelOf(trigger('Industries'))).not.toBeVisible();
    expect(trigger('Industries')).toHaveFocus();
    // React's state decides from here: Enter opens it (no longer hidden), Escape closes it again.
    await user.keyboard('{Enter}');
    expect(openDropdowns()).toEqual(['Industries']);
    expect(panelOf(trigger('Industries'))).toBeVisible();
    await user.keyboard('{Escape}');
    expect(openDropdowns()).toEqual([]);
    expect(trigger('Industries')).toHaveFocus();
  });

  it('focus elsewhere before hydration: every dropdown stays closed', () => {
    const container = serverRendered();
    within(container).getAllByRole('link', { name: 'About' })[0]!.focus();
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
    await userEvent.setup({ delay: null, skipHover: true }).click(trigger('Industries'));
    expect(openDropdowns()).toEqual(['Industries']);
    act(() => root.unmount());
  });

  it('without a menu and without server HTML to read it from, it says so', () => {
    expect(() => renderToString(hydratingNav())).toThrow(/no menu given and no server HTML/);
  });
});

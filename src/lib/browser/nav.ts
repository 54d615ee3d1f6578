import { stripTrailingSlash } from './urls';

/** A header link; `children` makes it a dropdown. */
export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem extends NavLink {
  children?: NavLink[] | undefined;
}

/**
 * Whether `href` is the page at `currentPath` ("page") or one of its ancestors ("true", ARIA's value for
 * the current item of a set), for `aria-current`. The home link is current on "/" only.
 */
export function linkCurrent(href: string, currentPath: string): 'page' | 'true' | null {
  // "/work/" and "/work" are the same page.
  const here = stripTrailingSlash(currentPath);
  const target = stripTrailingSlash(href);
  if (here === target) return 'page';
  if (target !== '/' && here.startsWith(`${target}/`)) return 'true';
  return null;
}

/** Where a dropdown's own page lives, shown as the first entry of its panel ("All Services"). */
export function overviewLabel(item: NavItem): string {
  return `All ${item.label}`;
}

/** What the header's menu holds: its links in order and the call to action at the end of the phone menu. */
export interface SiteMenu {
  items: NavItem[];
  cta: NavLink;
}

const linkOf = (a: Element): NavLink => ({ label: a.textContent ?? '', href: a.getAttribute('href') ?? '' });

/**
 * The menu as SiteNav rendered it into `nav`, read back from its markup: its list gives the items
 * in order, a section's panel its overview link and then its children; the menu's own last link is
 * the call to action. The island reads it in the browser, so the menu is in each page once (its
 * HTML), not twice (again as island props).
 */
export function menuFromMarkup(nav: Element): SiteMenu {
  const items = [...nav.querySelectorAll('[data-menu] > ul > li')].map((li): NavItem => {
    const dropdown = li.matches('[data-dropdown]');
    if (!dropdown) return linkOf(li.querySelector('a') ?? li);
    const [overview, ...children] = [...li.querySelectorAll('[data-dropdown-panel] a')].map(linkOf);
    return { label: li.getAttribute('data-label') ?? '', href: overview?.href ?? '', children };
  });
  const cta = nav.querySelector('[data-menu] > a');
  return { items, cta: cta ? linkOf(cta) : { label: '', href: '' } };
}

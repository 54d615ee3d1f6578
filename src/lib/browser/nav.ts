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

/** A header link; `children` makes it a dropdown. */
export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem extends NavLink {
  children?: NavLink[] | undefined;
}

/** Strips a trailing slash (but not the root's) so "/work/" and "/work" compare equal. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether `href` is the page at `currentPath` ("page") or one of its ancestors ("true", ARIA's value for
 * the current item of a set), for `aria-current`. The home link is current on "/" only.
 */
export function linkCurrent(href: string, currentPath: string): 'page' | 'true' | null {
  const here = normalizePath(currentPath);
  const target = normalizePath(href);
  if (here === target) return 'page';
  if (target !== '/' && here.startsWith(`${target}/`)) return 'true';
  return null;
}

/** Where a dropdown's own page lives, shown as the first entry of its panel ("All Services"). */
export function overviewLabel(item: NavItem): string {
  return `All ${item.label}`;
}

// Which dropdown of the site navigation is open (the SiteNav island).
/**
 * The open dropdown after a visitor activates `id`: at most one is open, and activating the
 * open one again closes it.
 */
export function toggleDropdown(open: string | null, id: string): string | null {
  return open === id ? null : id;
}

/**
 * The open dropdown after a click on `id`'s button. A mouse passes over the button before it
 * clicks, and that hover (`hoverOpened`) has already opened the dropdown: that click keeps it open
 * rather than shutting it under the pointer. Every other click toggles.
 */
export function clickDropdown(open: string | null, id: string, hoverOpened: string | null): string | null {
  return hoverOpened === id && open === id ? id : toggleDropdown(open, id);
}

/** Whether `key` closes the dropdown `id` (open: the one open now): Escape, on the open one. */
export function closesDropdown(key: string, open: string | null, id: string): boolean {
  return key === 'Escape' && open === id;
}

/** The header turns solid once the page is scrolled more than this many pixels. */
export const HEADER_SOLID_AFTER_PX = 20;

/** At exactly 20 px the header is still transparent; at 21 it is solid. */
export function isHeaderSolid(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_AFTER_PX;
}

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

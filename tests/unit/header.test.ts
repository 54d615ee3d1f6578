import { describe, expect, it } from 'vitest';
import { HEADER_SOLID_AFTER_PX, isHeaderSolid, watchHeaderSolid } from '../../src/lib/browser/header';
import { clickDropdown, closesDropdown, toggleDropdown } from '../../src/lib/browser/nav-dropdown';
import { linkCurrent, overviewLabel } from '../../src/lib/browser/nav';

describe('isHeaderSolid', () => {
  it.each([
    [0, false],
    [10, false],
    [20, false],
    [20.5, true],
    [21, true],
    [30, true],
    [5000, true],
  ])('scrollY %d → %s', (y, solid) => expect(isHeaderSolid(y)).toBe(solid));

  it('turns solid after 20 px of scroll', () => expect(HEADER_SOLID_AFTER_PX).toBe(20));
});

describe('toggleDropdown', () => {
  it.each([
    [null, 'Services', 'Services'],
    ['Services', 'Services', null],
    ['Services', 'Industries', 'Industries'],
    ['Industries', 'Services', 'Services'],
  ] as const)('open %s, activate %s → %s', (open, id, expected) => expect(toggleDropdown(open, id)).toBe(expected));
});

describe('clickDropdown', () => {
  it.each([
    // The click that follows the hover which opened this dropdown keeps it open.
    ['Services', 'Services', 'Services', 'Services'],
    // Any other click toggles: no hover, a hover on another dropdown, or this one already closed.
    ['Services', 'Services', null, null],
    ['Services', 'Services', 'Industries', null],
    [null, 'Services', 'Services', 'Services'],
    ['Industries', 'Services', 'Industries', 'Services'],
  ] as const)('open %s, click %s after a hover opened %s → %s', (open, id, hovered, expected) =>
    expect(clickDropdown(open, id, hovered)).toBe(expected),
  );
});

describe('closesDropdown', () => {
  it.each([
    ['Escape', 'Services', 'Services', true],
    // Escape inside a dropdown that is not the open one (or none open) closes nothing.
    ['Escape', null, 'Services', false],
    ['Escape', 'Industries', 'Services', false],
    ['Enter', 'Services', 'Services', false],
    ['ArrowDown', 'Services', 'Services', false],
  ] as const)('%s with %s open, inside %s → %s', (key, open, id, expected) =>
    expect(closesDropdown(key, open, id)).toBe(expected),
  );
});

describe('linkCurrent', () => {
  it.each([
    ['/', '/', 'page'],
    ['/', '/about', null],
    ['/about', '/about', 'page'],
    ['/about', '/about/', 'page'],
    ['/services', '/services/branding', 'true'],
    ['/services/branding', '/services/branding/', 'page'],
    ['/work', '/workshop', null],
  ] as const)('%s on %s → %s', (href, path, expected) => expect(linkCurrent(href, path)).toBe(expected));

  it('labels a dropdown overview link', () =>
    expect(overviewLabel({ label: 'Services', href: '/services' })).toBe('All Services'));
});

describe('watchHeaderSolid', () => {
  /** A page scrolled to `y`, whose frames and scroll events run when the test says. */
  function page(y: number) {
    const frames: (() => void)[] = [];
    const scrolls: (() => void)[] = [];
    const attributes = new Map<string, boolean>();
    const header = { toggleAttribute: (name: string, on: boolean) => attributes.set(name, on) };
    const win = {
      scrollY: y,
      requestAnimationFrame: (cb: () => void) => frames.push(cb),
      addEventListener: (type: string, cb: () => void) => type === 'scroll' && scrolls.push(cb),
    };
    const doc = { defaultView: win, querySelector: () => header } as unknown as Document;
    const frame = () => frames.splice(0).forEach((cb) => cb());
    const scrollTo = (to: number) => {
      win.scrollY = to;
      scrolls.forEach((cb) => cb());
    };
    return { doc, frame, scrollTo, solid: () => attributes.get('data-solid'), frames };
  }

  it('reads the position in a frame, never at once, and follows the scroll one frame per burst', () => {
    const { doc, frame, scrollTo, solid, frames } = page(400);
    watchHeaderSolid(doc);
    expect(solid()).toBeUndefined();
    frame();
    expect(solid()).toBe(true);
    scrollTo(0);
    scrollTo(10);
    expect(frames).toHaveLength(1);
    frame();
    expect(solid()).toBe(false);
    scrollTo(HEADER_SOLID_AFTER_PX + 1);
    frame();
    expect(solid()).toBe(true);
  });

  it('does nothing on a page without the header', () => {
    const doc = { defaultView: {}, querySelector: () => null } as unknown as Document;
    expect(() => watchHeaderSolid(doc)).not.toThrow();
  });
});

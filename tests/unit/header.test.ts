import { describe, expect, it } from 'vitest';
import { HEADER_SOLID_AFTER_PX, isHeaderSolid } from '../../src/lib/browser/header';
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

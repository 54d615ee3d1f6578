// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import ThemeToggle from '../../src/islands/ThemeToggle';
import { THEME_STORAGE_KEY } from '../../src/lib/browser/theme';

const html = document.documentElement;
const group = () => screen.getByRole('group', { name: 'Theme' });
const button = (name: string) => within(group()).getByRole('button', { name });
const pressed = () =>
  within(group())
    .queryAllByRole('button', { pressed: true })
    .map((b) => b.getAttribute('aria-label'));

/** jsdom has no matchMedia: the operating system's dark preference, as the island asks for it. */
function prefersDark(dark: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && dark,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

beforeEach(() => {
  localStorage.clear();
  html.className = '';
  html.removeAttribute('data-theme');
  prefersDark(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ThemeToggle: the buttons', () => {
  it('offers Light, Dark and System theme, in that order, in a group named "Theme"', () => {
    render(<ThemeToggle />);
    expect(
      within(group())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Light theme', 'Dark theme', 'System theme']);
    // The same words as a tooltip for sighted mouse users: the buttons show only an icon.
    expect(button('Dark theme')).toHaveAttribute('title', 'Dark theme');
  });

  // Before hydration the island cannot read storage: a guessed aria-pressed could be wrong, so the
  // server HTML has none and CSS marks the current option from <html data-theme> instead.
  it('the server HTML claims no pressed state', () => {
    document.body.innerHTML = renderToString(<ThemeToggle />);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    for (const b of screen.getAllByRole('button')) expect(b).not.toHaveAttribute('aria-pressed');
    document.body.innerHTML = '';
  });
});

describe('ThemeToggle: the initial state follows the stored choice', () => {
  it('nothing stored: System theme is pressed', () => {
    render(<ThemeToggle />);
    expect(pressed()).toEqual(['System theme']);
    expect(button('Light theme')).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['light', 'Light theme'],
    ['dark', 'Dark theme'],
    ['system', 'System theme'],
  ])('"%s" stored: %s is pressed, the others not', (stored, name) => {
    localStorage.setItem(THEME_STORAGE_KEY, stored);
    render(<ThemeToggle />);
    expect(pressed()).toEqual([name]);
  });

  it('an unknown stored value counts as System', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'blue');
    render(<ThemeToggle />);
    expect(pressed()).toEqual(['System theme']);
  });

  // The head script applied the stored theme before first paint; mounting must not re-apply or store.
  it('mounting changes neither <html> nor storage', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    html.classList.add('dark');
    render(<ThemeToggle />);
    expect(html).toHaveClass('dark', { exact: true });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('storage that cannot be read (blocked by the browser): System theme is pressed', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<ThemeToggle />);
    expect(pressed()).toEqual(['System theme']);
  });
});

describe('ThemeToggle: choosing', () => {
  it('Dark theme: pressed alone, stored, <html> gets the dark class (and not light)', async () => {
    const user = userEvent.setup({ delay: null });
    html.classList.add('light');
    render(<ThemeToggle />);
    await user.click(button('Dark theme'));
    expect(pressed()).toEqual(['Dark theme']);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('Light theme: even when the operating system prefers dark', async () => {
    const user = userEvent.setup({ delay: null });
    prefersDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    html.classList.add('dark');
    render(<ThemeToggle />);
    await user.click(button('Light theme'));
    expect(pressed()).toEqual(['Light theme']);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it('the class and the stored value follow each further choice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ThemeToggle />);
    await user.click(button('Dark theme'));
    await user.click(button('Light theme'));
    expect(html).toHaveClass('light', { exact: true });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await user.click(button('Dark theme'));
    expect(html).toHaveClass('dark', { exact: true });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('works by keyboard: Enter and Space press the focused button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ThemeToggle />);
    button('Dark theme').focus();
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['Dark theme']);
    button('Light theme').focus();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['Light theme']);
    expect(html).toHaveClass('light', { exact: true });
  });

  it('storage that cannot be written: the choice still applies to this page', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<ThemeToggle />);
    await user.click(button('Dark theme'));
    expect(pressed()).toEqual(['Dark theme']);
    expect(html).toHaveClass('dark', { exact: true });
  });
});

describe('ThemeToggle: System follows the operating system', () => {
  it.each([
    [true, 'dark'],
    [false, 'light'],
  ])('prefers dark: %s → the %s class, and "system" is stored', async (dark, resolved) => {
    const user = userEvent.setup({ delay: null });
    const matchMedia = prefersDark(dark);
    localStorage.setItem(THEME_STORAGE_KEY, dark ? 'light' : 'dark');
    html.classList.add(dark ? 'light' : 'dark');
    render(<ThemeToggle />);
    await user.click(button('System theme'));
    expect(pressed()).toEqual(['System theme']);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(html).toHaveClass(resolved, { exact: true });
    expect(html).toHaveAttribute('data-theme', 'system');
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
  });
});

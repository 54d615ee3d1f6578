// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import ThemeToggle from '../../src/islands/ThemeToggle';
import { THEME_STORAGE_KEY } from '../../src/lib/browser/theme';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

const html = document.documentElement;
const group = () => screen.getByRole('group', { name: UI_LABELS.theme });
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
    ).toEqual([UI_LABELS.lightTheme, UI_LABELS.darkTheme, UI_LABELS.systemTheme]);
    // The same words as a tooltip for sighted mouse users: the buttons show only an icon.
    expect(button(UI_LABELS.darkTheme)).toHaveAttribute('title', UI_LABELS.darkTheme);
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
    expect(pressed()).toEqual([UI_LABELS.systemTheme]);
    expect(button(UI_LABELS.lightTheme)).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['light', UI_LABELS.lightTheme],
    ['dark', UI_LABELS.darkTheme],
    ['system', UI_LABELS.systemTheme],
  ])('"%s" stored: %s is pressed, the others not', (stored, name) => {
    localStorage.setItem(THEME_STORAGE_KEY, stored);
    render(<ThemeToggle />);
    expect(pressed()).toEqual([name]);
  });

  it('an unknown stored value counts as System', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'blue');
    render(<ThemeToggle />);
    expect(pressed()).toEqual([UI_LABELS.systemTheme]);
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
    expect(pressed()).toEqual([UI_LABELS.systemTheme]);
  });
});

describe('ThemeToggle: choosing', () => {
  it('Dark theme: pressed alone, stored, <html> gets the dark class (and not light)', async () => {
    const user = userEvent.setup({ delay: null });
    html.classList.add('light');
    render(<ThemeToggle />);
    await user.click(button(UI_LABELS.darkTheme));
    expect(pressed()).toEqual([UI_LABELS.darkTheme]);
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
    await user.click(button(UI_LABELS.lightTheme));
    expect(pressed()).toEqual([UI_LABELS.lightTheme]);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it('the class and the stored value follow each further choice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ThemeToggle />);
    await user.click(button(UI_LABELS.darkTheme));
    await user.click(button(UI_LABELS.lightTheme));
    expect(html).toHaveClass('light', { exact: true });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await user.click(button(UI_LABELS.darkTheme));
    expect(html).toHaveClass('dark', { exact: true });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('works by keyboard: Enter and Space press the focused button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ThemeToggle />);
    button(UI_LABELS.darkTheme).focus();
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual([UI_LABELS.darkTheme]);
    button(UI_LABELS.lightTheme).focus();
    await user.keyboard(' ');
    expect(pressed()).toEqual([UI_LABELS.lightTheme]);
    expect(html).toHaveClass('light', { exact: true });
  });

  it('storage that cannot be written: the choice still applies to this page', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<ThemeToggle />);
    await user.click(button(UI_LABELS.darkTheme));
    expect(pressed()).toEqual([UI_LABELS.darkTheme]);
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
    await user.click(button(UI_LABELS.systemTheme));
    expect(pressed()).toEqual([UI_LABELS.systemTheme]);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(html).toHaveClass(resolved, { exact: true });
    expect(html).toHaveAttribute('data-theme', 'system');
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
  });
});

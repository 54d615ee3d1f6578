/** The three choices a visitor has; `system` follows the operating system's dark preference. */
const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** localStorage key (the key the earlier site used, so a saved choice carries over) and the choice used when nothing is stored. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_THEME: Theme = 'system';

/** Reads a stored value; anything unknown (or nothing) falls back to the default. */
export function parseTheme(stored: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
}

/** The class that goes on `<html>` for a choice, given whether the OS prefers dark. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/**
 * The inline `<head>` script, as one string so its CSP hash is computed from exactly what the
 * layout renders. It applies the theme class before first paint, marks `<html>` as having
 * JavaScript (`js`), and keeps following the OS preference while the choice is `system`.
 * It repeats parseTheme/resolveTheme in plain ES5 because it must run before any module loads.
 * A function, not a constant: a bundle that imports this module for the helpers above (the
 * first-act script) drops it, where esbuild kept a template literal holding a call as dead code.
 */
export function themeInitScript(): string {
  return `(function(){var k=${JSON.stringify(THEME_STORAGE_KEY)},d=document.documentElement,m=window.matchMedia('(prefers-color-scheme: dark)');function a(){var c=null;try{c=localStorage.getItem(k)}catch(e){}if(c!=='light'&&c!=='dark')c='system';var t=c==='system'?(m.matches?'dark':'light'):c;d.classList.remove('light','dark');d.classList.add(t);d.setAttribute('data-theme',c)}a();d.classList.add('js');m.addEventListener('change',a);window.addEventListener('storage',function(e){if(e.key===k)a()})})();`;
}

/** The part of `<html>` a theme change touches; passed in so this module stays DOM-free. */
export interface ThemeRoot {
  classList: { add(token: string): void; remove(...tokens: string[]): void };
  setAttribute(name: string, value: string): void;
}

/** Applies a choice the way the head script does: the resolved class plus `data-theme`. */
export function applyTheme(root: ThemeRoot, theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  const resolved = resolveTheme(theme, systemPrefersDark);
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.setAttribute('data-theme', theme);
  return resolved;
}

import { useEffect, useState } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { applyTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from '../lib/browser/theme';
import { UI_LABELS } from '../lib/browser/ui-labels';

const OPTIONS: { theme: Theme; label: string; Icon: typeof Sun }[] = [
  { theme: 'light', label: UI_LABELS.lightTheme, Icon: Sun },
  { theme: 'dark', label: UI_LABELS.darkTheme, Icon: Moon },
  { theme: 'system', label: UI_LABELS.systemTheme, Icon: Monitor },
];

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/**
 * Light, dark or system. The head script already applied the stored choice before
 * first paint; until this island hydrates, CSS marks the current option from `data-theme`.
 */
export default function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      // Storage can be blocked (private mode, policies): the default applies.
    }
    setTheme(parseTheme(stored));
  }, []);

  const choose = (next: Theme) => {
    setTheme(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not saved, but still applied for this page.
    }
    applyTheme(document.documentElement, next, darkQuery().matches);
  };

  return (
    <div
      role="group"
      aria-label={UI_LABELS.theme}
      className="theme-toggle flex items-center rounded-full border border-border p-0.5"
    >
      {OPTIONS.map(({ theme: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          data-theme-option={option}
          aria-label={label}
          aria-pressed={theme === null ? undefined : theme === option}
          title={label}
          onClick={() => choose(option)}
          className="inline-flex size-8 items-center justify-center rounded-full text-muted hover:text-fg aria-pressed:bg-surface aria-pressed:text-fg"
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}

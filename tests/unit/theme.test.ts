import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  DEFAULT_THEME,
  parseTheme,
  resolveTheme,
  themeInitScript,
  THEME_STORAGE_KEY,
} from '../../src/lib/browser/theme';

describe('parseTheme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    ['', 'system'],
    ['Dark', 'system'],
    ['blue', 'system'],
  ] as const)('%s → %s', (stored, expected) => {
    expect(parseTheme(stored)).toBe(expected);
  });
});

describe('resolveTheme', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s with OS dark=%s → %s', (theme, prefersDark, expected) => {
    expect(resolveTheme(theme, prefersDark)).toBe(expected);
  });
});

describe('applyTheme', () => {
  it('swaps the class and records the choice', () => {
    const classes = new Set(['light', 'js']);
    const attrs: Record<string, string> = {};
    const root = {
      classList: {
        add: (t: string) => void classes.add(t),
        remove: (...t: string[]) => t.forEach((x) => classes.delete(x)),
      },
      setAttribute: (n: string, v: string) => void (attrs[n] = v),
    };
    expect(applyTheme(root, 'system', true)).toBe('dark');
    expect([...classes].sort()).toEqual(['dark', 'js']);
    expect(attrs['data-theme']).toBe('system');
  });
});

describe('the head script', () => {
  it('uses the storage key and the default the app root has always used', () => {
    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme');
    expect(DEFAULT_THEME).toBe('system');
    expect(themeInitScript()).toContain('"vite-ui-theme"');
  });

  it.each([
    ['dark', false, 'dark', 'dark'],
    ['light', true, 'light', 'light'],
    ['system', true, 'dark', 'system'],
    [null, false, 'light', 'system'],
    ['nonsense', true, 'dark', 'system'],
  ] as const)('stored %s, OS dark=%s → class %s, data-theme %s', (stored, prefersDark, cls, choice) => {
    const classes = new Set<string>();
    const attrs: Record<string, string> = {};
    const document = {
      documentElement: {
        classList: {
          add: (t: string) => void classes.add(t),
          remove: (...t: string[]) => t.forEach((x) => classes.delete(x)),
        },
        setAttribute: (n: string, v: string) => void (attrs[n] = v),
      },
    };
    const window = { matchMedia: () => ({ matches: prefersDark, addEventListener() {} }), addEventListener() {} };
    const localStorage = { getItem: (k: string) => (k === THEME_STORAGE_KEY ? stored : null) };
    new Function('document', 'window', 'localStorage', themeInitScript())(document, window, localStorage);
    expect(classes.has(cls)).toBe(true);
    expect(classes.has('js')).toBe(true);
    expect(attrs['data-theme']).toBe(choice);
  });
});

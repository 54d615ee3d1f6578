// The layout's one head script: the theme, the prerendering hold and the Save-Data switch to the system face,
// each whole and in that order, one program (src/lib/browser/head-script.ts).
import { describe, expect, it } from 'vitest';
import { brandFontInitScript } from '../../src/lib/browser/brand-font';
import { headScript } from '../../src/lib/browser/head-script';
import { PRERENDER_SCRIPT } from '../../src/lib/browser/speculation';
import { themeInitScript } from '../../src/lib/browser/theme';

describe('headScript', () => {
  it('carries each part whole, in order', () => {
    const script = headScript();
    const at = [themeInitScript(), PRERENDER_SCRIPT, brandFontInitScript()].map((part) => script.indexOf(part));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('runs every part: the theme, the hold and the Save-Data switch', () => {
    const classes: string[] = [];
    const attributes: string[] = [];
    const root = {
      classList: { add: (...names: string[]) => classes.push(...names), remove: () => undefined },
      setAttribute: (name: string) => attributes.push(name),
    };
    const doc = { documentElement: root, prerendering: true, addEventListener: () => undefined };
    const storage = { getItem: (key: string) => (key === 'vite-ui-theme' ? 'dark' : '1') };
    const win = {
      matchMedia: () => ({ matches: false, addEventListener: () => undefined }),
      addEventListener: () => undefined,
    };
    const nav = { connection: { saveData: true } };
    new Function('document', 'window', 'localStorage', 'navigator', headScript())(doc, win, storage, nav);
    expect(classes).toContain('dark');
    expect(classes).toContain('prerendering');
    expect(attributes).toContain('data-system-font');
  });
});

/**
 * The layout's one classic `<head>` script, run before the first paint: the stored theme
 * (theme.ts), the hold of the loading screen while the page is prerendered (speculation.ts) and
 * the Save-Data switch to the system face (brand-font.ts), in that order, each as its module writes it. One
 * element and one CSP hash (astro.config.mjs) instead of three: ~0.1 kB of gzip off every page.
 */
import { brandFontInitScript } from './brand-font';
import { PRERENDER_SCRIPT } from './speculation';
import { themeInitScript } from './theme';

export function headScript(): string {
  return [themeInitScript(), PRERENDER_SCRIPT, brandFontInitScript()].join(';\n');
}

/**
 * The brand typeface on every page, the first included (integrations/brand-font.ts does the
 * reading and writing): the variable file subset at build to the characters the copy uses, and
 * fallback faces sized to it, so the text paints at once in a local face and the typeface's swap
 * moves nothing. Pure: the character set, the fallbacks' metrics and the CSS (docs/performance.md).
 */
import { BRAND_WEIGHT_RANGE } from '../browser/brand-font.ts';

/** The brand's family in the stack (src/styles/global.css names the same, first), below WIDE_SCREEN: swapped in. */
export const BRAND_FAMILY = 'brand';
/**
 * The same file as a second family, from WIDE_SCREEN up, where the head script preloads it: used if it is in
 * by the first paint (Chromium holds that paint a moment for a preloaded optional face), else never
 * on that page (`font-display: optional`), so it never swaps. A fallback sized to the copy keeps a
 * phone's short lines within the 3 px a layout shift counts from, not a wide screen's: there a
 * centred 48-60 px line set in any system face is 5-10 px wider or narrower than in the brand, the
 * space aside (docs/performance.md).
 */
export const BRAND_OPTIONAL_FAMILY = 'brand-o';

/** The brand typeface the build subsets: the npm package's variable file (latin: every character the copy uses). */
export const BRAND_SOURCE = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
/** Where the build writes the subset: `/_astro/brand.<hash>.woff2`, named by its bytes' hash. */
export const brandFontHref = (hash: string): string => `/_astro/brand.${hash}.woff2`;
/** A built typeface's address (brandFontHref's), as the checks find it in a build or a page's requests. */
export const BRAND_FONT_ADDRESS = /^\/_astro\/brand\.[\w-]+\.woff2$/;
/** The same as a browser test's route pattern (Playwright's glob). */
export const BRAND_FONT_ROUTE = '**/_astro/brand.*.woff2';

/** Where a fallback face is drawn from, and for which weights. */
export interface FallbackFace {
  /** Its family in the stack, after the brand's (global.css). */
  family: string;
  /** Which of the family's two files it is (the weights each stands in for: WEIGHT_BANDS). */
  weight: 'regular' | 'bold';
  /** The installed font by its full name (`local()`; browsers match it, as they do the PostScript name), in the order tried. */
  local: string[];
  /** A file with the same advance widths, read at build (a module specifier): its metrics size the face. */
  file: string;
}

/**
 * The fallbacks, one family per kind of system, each in its regular and bold: Arial (Windows,
 * macOS, iOS; Liberation Sans and Arimo share its widths), Roboto (Android) and DejaVu Sans (Linux).
 * A browser with none of them falls through to the system face.
 */
export const FALLBACK_FACES: readonly FallbackFace[] = [
  {
    family: 'brand-a',
    weight: 'regular',
    local: ['Arial', 'Liberation Sans', 'Arimo'],
    file: '@fontsource/arimo/files/arimo-latin-400-normal.woff2',
  },
  {
    family: 'brand-a',
    weight: 'bold',
    local: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'],
    file: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
  },
  {
    family: 'brand-r',
    weight: 'regular',
    local: ['Roboto'],
    file: '@fontsource/roboto/files/roboto-latin-400-normal.woff2',
  },
  {
    family: 'brand-r',
    weight: 'bold',
    local: ['Roboto Bold'],
    file: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
  },
  {
    family: 'brand-d',
    weight: 'regular',
    local: ['DejaVu Sans'],
    file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  },
  {
    family: 'brand-d',
    weight: 'bold',
    local: ['DejaVu Sans Bold'],
    file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  },
];

/** A band of weights the text is set in, the fallback file that stands in for it, and how it is sized. */
export interface WeightBand {
  /** The fallback file that sets it (no synthesised bold: the bold file from semibold up). */
  file: FallbackFace['weight'];
  /** The weights it claims (a `font-weight` range). */
  range: string;
  /** The brand's weight the file is sized against within the band. */
  matched: number;
  /** The copy it is sized against: the prose, or the labels (`labels()`), which this band mostly sets. */
  text: 'prose' | 'labels';
  /** How much wider than the brand the fallback is set. */
  margin: number;
}

/**
 * The weight bands, each a face of every fallback family. A fallback file has one weight where the
 * brand's widths change with it (its medium sets the copy 1.3% wider than its regular), so the file
 * is sized for each band: the body's regular, against the prose; the medium, which sets the labels
 * (the menu, the case studies' facts and chips, the pills), against the labels, which every
 * fallback sets 3-8% narrower than the prose (their capitals: a row of chips wrapped one line
 * lower after the swap); and for the bold file the first screen's headline (PageHero's and the
 * markdown pages' `font-extrabold`), whose line breaks a swap must keep (semibold text set in it
 * is up to 3% narrower). The headline is the first screen's largest text and so its LCP: Chromium
 * reports a later LCP for swapped text only when it grows, so that fallback is half a percent the
 * wider (under 2 px on the widest headline line). The paragraphs' line breaks a wider fallback
 * changed first: matched.
 */
export const WEIGHT_BANDS: readonly WeightBand[] = [
  { file: 'regular', range: '1 449', matched: 400, text: 'prose', margin: 1 },
  { file: 'regular', range: '450 549', matched: 500, text: 'labels', margin: 1 },
  { file: 'bold', range: '550 1000', matched: 800, text: 'prose', margin: 1.005 },
];

/**
 * The prose of the copy: what is set in lines on a page (a string with a space in it), not a
 * slug, an address or a number, which would size the fallbacks to text nobody reads.
 */
export function prose(texts: readonly string[]): string[] {
  return texts.filter((text) => /\s/.test(text.trim()) && !/^(https?:|\/|mailto:|tel:)/.test(text.trim()));
}

/**
 * The labels of the copy: a name, a tag, a menu's item (one to four words, the first capitalised,
 * no sentence's full stop), not a slug, a key or an address.
 */
export function labels(texts: readonly string[]): string[] {
  return texts
    .map((text) => text.trim())
    .filter((text) => /^[A-Z0-9]/.test(text) && text.split(/\s+/).length <= 4 && !/[.!?:/]/.test(text));
}

/** The printable ASCII characters: always in the subset (what a visitor types in the form). */
const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

/** Every string in a parsed JSON value, its escapes decoded (`"\u2019"` is `’`). */
export function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * The characters the subset keeps, sorted: every one the texts use (control characters aside),
 * each letter in both cases (`text-transform` changes it on the page), and printable ASCII.
 */
export function subsetCharacters(texts: readonly string[]): string {
  const set = new Set<string>(PRINTABLE_ASCII);
  for (const text of texts) {
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
      set.add(char);
      for (const variant of [char.toUpperCase(), char.toLowerCase()]) if ([...variant].length === 1) set.add(variant);
    }
  }
  return [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/** A face as measured at build, in ems: its vertical metrics and the width it sets the copy in. */
export interface MeasuredFace {
  /** Ascender and descender (negative), in ems. */
  ascent: number;
  descent: number;
  /** The copy's width set in this face (shaped, kerning included), in ems. */
  width: number;
}

/** The descriptors that make a fallback take the brand's room: percentages, as CSS wants them. */
export interface FallbackMetrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
}

/**
 * A fallback file's descriptors, one set per band it sets (`brand[i]` and `fallback[i]`: the band's
 * copy set in the brand at its weight, and in the file): `size-adjust` makes the file set that copy
 * as wide as the brand does (times the band's margin),
 * and the overrides give it the brand's ascent and descent (divided by the size adjustment, which
 * the browser applies to them too), so a line's glyphs sit where the brand's will. Those two are
 * the first band's in every band: the sizes differ by 1.3%, under 0.1 px of baseline at the sizes
 * medium text is set in, and the rules repeat, which gzip keeps for nothing. No line gap: it sets
 * only a `line-height: normal`, which no rule of the site has (tests/build-checks/page-css.test.ts).
 */
export function fallbackMetrics(
  brand: readonly MeasuredFace[],
  fallback: readonly MeasuredFace[],
  bands: readonly WeightBand[],
): FallbackMetrics[] {
  const sizes = bands.map((band, i) => (brand[i]!.width / fallback[i]!.width) * band.margin);
  return sizes.map((size) => ({
    sizeAdjust: size * 100,
    ascentOverride: (brand[0]!.ascent / sizes[0]!) * 100,
    descentOverride: (Math.abs(brand[0]!.descent) / sizes[0]!) * 100,
  }));
}

/**
 * A percentage rounded up (a fallback a hair larger, never smaller): `size-adjust` to two decimals
 * (a line's width: 0.01% of the widest is under a tenth of a pixel), the vertical overrides whole
 * (they place the glyphs in a line whose height CSS sets: the baseline moves by half their
 * difference, under 0.5% of the size: half a pixel at the largest text, the 404 page's 96 px).
 */
const percent = (value: number, decimals = 0) => `${Math.ceil(value * 10 ** decimals) / 10 ** decimals}%`;

/** A family name or `local()` name, quoted only when CSS needs it. */
const name = (value: string) => (/^[a-z][\w-]*$/i.test(value) ? value : JSON.stringify(value));

/**
 * The @font-face rules: the brand's variable file (swapped in once it arrives; the text paints at
 * once in a fallback) and each fallback with its descriptors. As short as CSS allows: they go
 * into every page's first screen (no `format()`: every browser that reads `size-adjust` reads WOFF2).
 */
export function fontFaceCss(
  href: string,
  fallbacks: readonly { face: FallbackFace; band: WeightBand; metrics: FallbackMetrics }[],
): string {
  const brand = (family: string, display: string) =>
    `@font-face{font-family:${family};src:url(${href});font-weight:${BRAND_WEIGHT_RANGE};font-display:${display}}`;
  const faces = fallbacks.map(
    ({ face, band, metrics }) =>
      `@font-face{font-family:${name(face.family)};src:${face.local.map((l) => `local(${name(l)})`).join(',')};` +
      `font-weight:${band.range};size-adjust:${percent(metrics.sizeAdjust, 2)};` +
      `ascent-override:${percent(metrics.ascentOverride)};descent-override:${percent(metrics.descentOverride)}}`,
  );
  return [brand(BRAND_FAMILY, 'swap'), brand(BRAND_OPTIONAL_FAMILY, 'optional'), ...faces].join('');
}

/** The families, brand first, as global.css lists them in `--font-sans` before the system's. */
export function brandStack(): string[] {
  return [BRAND_FAMILY, ...new Set(FALLBACK_FACES.map((face) => face.family))];
}

/**
 * The brand typeface on every page, the first included (integrations/brand-font.ts does the
 * reading and writing): the variable file subset at build to the characters the copy uses, and
 * fallback faces sized to it, so the text paints at once in a local face and the typeface's swap
 * moves nothing. Pure: the character set, the fallbacks' metrics and the CSS (docs/performance.md).
 */

/** The brand's family in the stack (src/styles/global.css names the same, first). */
export const BRAND_FAMILY = 'brand';

/** Where a fallback face is drawn from, and for which weights. */
export interface FallbackFace {
  /** Its family in the stack, after the brand's (global.css). */
  family: string;
  /** The weights it stands in for (a `font-weight` range): the regular file below 550, the bold one from there. */
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

/**
 * The brand's weight each fallback is sized against: the body's regular for the regular face, and
 * for the bold one the first screen's headline (PageHero's and the markdown pages' `font-extrabold`),
 * whose line breaks a swap must keep. Semibold text set in the bold face is up to 3% narrower.
 */
export const MATCHED_WEIGHT = { regular: 400, bold: 800 } as const;

/** The weight ranges the faces claim: no synthesised bold, the bold file from semibold up. */
const WEIGHT_RANGE = { regular: '1 549', bold: '550 1000' } as const;

/**
 * How much wider than the brand each fallback is set. The bold face sets the headline, the first
 * screen's largest text and so its LCP: Chromium reports a later LCP for swapped text only when it
 * grows, so that fallback is half a percent the wider (under 2 px on the widest headline line). The
 * regular face sets the paragraphs, whose line breaks a wider fallback changed first: matched.
 */
export const FALLBACK_MARGIN = { regular: 1, bold: 1.005 } as const;

/**
 * The prose of the copy: what is set in lines on a page (a string with a space in it), not a
 * slug, an address or a number, which would size the fallbacks to text nobody reads.
 */
export function prose(texts: readonly string[]): string[] {
  return texts.filter((text) => /\s/.test(text.trim()) && !/^(https?:|\/|mailto:|tel:)/.test(text.trim()));
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
  /** Ascender, descender (negative) and line gap, in ems. */
  ascent: number;
  descent: number;
  lineGap: number;
  /** The copy's width set in this face (shaped, kerning included), in ems. */
  width: number;
}

/** The descriptors that make a fallback take the brand's room: percentages, as CSS wants them. */
export interface FallbackMetrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * A fallback's descriptors: `size-adjust` makes it set the copy as wide as the brand does (times
 * the margin), and the overrides give it the brand's ascent, descent and line gap (divided by the
 * size adjustment, which the browser applies to them too), so a line's glyphs sit where the
 * brand's will.
 */
export function fallbackMetrics(brand: MeasuredFace, fallback: MeasuredFace, margin: number): FallbackMetrics {
  const size = (brand.width / fallback.width) * margin;
  return {
    sizeAdjust: size * 100,
    ascentOverride: (brand.ascent / size) * 100,
    descentOverride: (Math.abs(brand.descent) / size) * 100,
    lineGapOverride: (brand.lineGap / size) * 100,
  };
}

/** A percentage to two decimals, rounded up (a fallback a hair larger, never smaller). */
const percent = (value: number) => `${Math.ceil(value * 100) / 100}%`;

/** A family name or `local()` name, quoted only when CSS needs it. */
const name = (value: string) => (/^[a-z][\w-]*$/i.test(value) ? value : JSON.stringify(value));

/**
 * The @font-face rules: the brand's variable file (swapped in once it arrives; the text paints at
 * once in a fallback) and each fallback with its descriptors. As short as CSS allows: they go
 * into every page's first screen (no `format()`: every browser that reads `size-adjust` reads WOFF2).
 */
export function fontFaceCss(
  href: string,
  fallbacks: readonly { face: FallbackFace; metrics: FallbackMetrics }[],
): string {
  const brand = `@font-face{font-family:${BRAND_FAMILY};src:url(${href});font-weight:200 800;font-display:swap}`;
  const faces = fallbacks.map(
    ({ face, metrics }) =>
      `@font-face{font-family:${name(face.family)};src:${face.local.map((l) => `local(${name(l)})`).join(',')};` +
      `font-weight:${WEIGHT_RANGE[face.weight]};size-adjust:${percent(metrics.sizeAdjust)};` +
      `ascent-override:${percent(metrics.ascentOverride)};descent-override:${percent(metrics.descentOverride)};` +
      `line-gap-override:${percent(metrics.lineGapOverride)}}`,
  );
  return [brand, ...faces].join('');
}

/** The families, brand first, as global.css lists them in `--font-sans` before the system's. */
export function brandStack(): string[] {
  return [BRAND_FAMILY, ...new Set(FALLBACK_FACES.map((face) => face.family))];
}

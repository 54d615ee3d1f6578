/** subset-font (HarfBuzz's subsetter; it ships no types): the options integrations/brand-font.ts uses. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, number> },
  ): Promise<Uint8Array>;
}

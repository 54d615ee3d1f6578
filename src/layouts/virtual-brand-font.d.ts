/** The brand typeface (integrations/brand-font.ts): its @font-face rules, with its fallbacks, and the file's address. */
declare module 'virtual:brand-font' {
  const css: string;
  /** `/_astro/brand.<hash>.woff2` */
  export const href: string;
  export default css;
}

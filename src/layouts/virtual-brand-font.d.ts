/** The brand typeface's @font-face rules, with its fallbacks (integrations/brand-font.ts). */
declare module 'virtual:brand-font' {
  const css: string;
  export default css;
}

// Modules the build makes (an ambient file: no imports here, or these would be augmentations;
// src/env.d.ts imports astro).

declare module 'virtual:first-acts' {
  /** The first-act script, bundled for an inline script (integrations/interaction-directive.ts). */
  const script: string;
  export default script;
}

declare module 'virtual:page-effects' {
  /** The page effects' module, `/_astro/page-effects.<hash>.js` (integrations/page-effects.ts). */
  const src: string;
  export default src;
}

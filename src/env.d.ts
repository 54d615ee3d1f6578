/// <reference types="astro/client" />
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer over, focus in, touch on or click in the island. */
    'client:interaction'?: boolean;
  }
}

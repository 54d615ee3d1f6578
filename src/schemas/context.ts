import type { ImageFunction, reference } from 'astro:content';

/**
 * What a schema needs from its surroundings: Astro's `image()` (a local image file, optimised by
 * the build) and `reference()` (the id of an entry of another collection). content.config.ts
 * passes Astro's own; the content studio (studio/) passes markers it turns into form fields.
 * Type-only imports: the schemas stay loadable in the browser, where the studio runs.
 */
export interface SchemaContext {
  image: ImageFunction;
  reference: typeof reference;
}

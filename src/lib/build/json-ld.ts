import type { Thing, WithContext } from 'schema-dts';

/** JSON-LD ready for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A prop an island needs on the server and reads back from its own server HTML in the browser.
 * Astro writes each island's props into the page as JSON (their own enumerable properties) for
 * the browser to hydrate with, so a value the island already shows as HTML (the FAQ's questions and
 * answers) would travel twice. The holder keeps it in a property JSON leaves out: the server renders
 * from `value`, the browser finds none and reads the island's markup instead.
 */
export interface ServerOnly<T> {
  readonly value?: T;
}

/** Holds `value` for the server's render only. */
export function serverOnly<T>(value: T): ServerOnly<T> {
  return Object.defineProperty({}, 'value', { value, enumerable: false });
}

/** A value a `{{key}}` token in rendered markdown stands for; with `href` it becomes a link. */
export interface PlaceholderValue {
  text: string;
  href?: string | undefined;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Replaces `{{key}}` tokens in rendered markdown with site facts (one source for each fact, e.g.
 * the e-mail address in content/site.json). An unknown token throws, naming it, so a typo fails
 * the build instead of reaching a visitor.
 */
export function fillPlaceholders(
  html: string,
  values: Readonly<Record<string, PlaceholderValue>>,
  source = 'the page',
): string {
  return html.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_token, key: string) => {
    const value = values[key];
    if (!value)
      throw new Error(
        `${source}: unknown placeholder {{${key}}}; use one of ${Object.keys(values)
          .map((k) => `{{${k}}}`)
          .join(', ')}`,
      );
    const text = escapeHtml(value.text);
    return value.href ? `<a href="${escapeHtml(value.href)}">${text}</a>` : text;
  });
}

/**
 * A sentence of plain text as HTML, its `{{key}}` tokens filled with the values (links where they
 * have an `href`); an unknown token throws, naming `source`.
 */
export function fillTextWithLinks(
  text: string,
  values: Readonly<Record<string, PlaceholderValue>>,
  source: string,
): string {
  return fillPlaceholders(escapeHtml(text), values, source);
}

/**
 * Replaces `{{key}}` tokens in plain text (a sentence of page copy) with values; an unknown token
 * throws, naming `source` and the tokens it may use.
 */
export function fillTextPlaceholders(text: string, values: Readonly<Record<string, string>>, source: string): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_token, key: string) => {
    const value = values[key];
    if (value === undefined)
      throw new Error(
        `${source}: unknown placeholder {{${key}}}; use one of ${Object.keys(values)
          .map((k) => `{{${k}}}`)
          .join(', ')}`,
      );
    return value;
  });
}

/** Every string of a block of copy with its `{{key}}` tokens filled (fillTextPlaceholders, at any depth). */
export function fillCopyPlaceholders<T>(copy: T, values: Readonly<Record<string, string>>, source: string): T {
  if (typeof copy === 'string') return fillTextPlaceholders(copy, values, source) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => fillCopyPlaceholders(item, values, source)) as T;
  if (copy && typeof copy === 'object')
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, fillCopyPlaceholders(value, values, `${source}.${key}`)]),
    ) as T;
  return copy;
}

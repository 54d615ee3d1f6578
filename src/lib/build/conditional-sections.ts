/**
 * Sections of a markdown page that the build includes only when a setting is on: the editors
 * write them in the page itself between two lines of their own, `{{#name}}` and `{{/name}}`
 * (e.g. the privacy page's part on analytics, `{{#analytics}}`). Rendered, each marker is a
 * paragraph of its own; on, the markers go and the section stays; off, both go with it.
 */

const marker = (kind: '#' | '/', name: string) =>
  new RegExp(`<p>\\s*\\{\\{\\s*${kind}${name}\\s*\\}\\}\\s*</p>\\n?`, 'g');

/**
 * The rendered page with each `{{#name}}`…`{{/name}}` section kept (on) or left out (off). A
 * marker without its partner, or a section inside another, throws, naming `source`.
 */
export function applyConditionalSections(
  html: string,
  switches: Readonly<Record<string, boolean>>,
  source = 'the page',
): string {
  let out = html;
  for (const [name, on] of Object.entries(switches)) {
    const opens = [...out.matchAll(marker('#', name))].map((m) => m.index);
    const closes = [...out.matchAll(marker('/', name))].map((m) => m.index);
    const paired =
      opens.length === closes.length &&
      opens.every((at, i) => at < closes[i]! && (opens[i + 1] ?? Infinity) > closes[i]!);
    if (!paired)
      throw new Error(
        `${source}: every {{#${name}}} line needs its own {{/${name}}} line after it (a paragraph of its own, sections not nested)`,
      );
    const section = new RegExp(`${marker('#', name).source}([\\s\\S]*?)${marker('/', name).source}`, 'g');
    out = out.replace(section, (_all, inner: string) => (on ? inner : ''));
  }
  return out;
}

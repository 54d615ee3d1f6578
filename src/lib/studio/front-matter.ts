/**
 * A markdown content file split at its front matter, as every reader of content/ splits it (the
 * studios' formats and save check, the build's retention check): the YAML between the two `---`
 * lines, and the page's text after them.
 */
const FRONT_MATTER = /^---\n([\s\S]*?)\n?---\n?([\s\S]*)$/;

/** The front matter's YAML and the page text, or undefined for a file without front matter. */
export function splitFrontMatter(text: string): { yaml: string; body: string } | undefined {
  const match = FRONT_MATTER.exec(text);
  return match ? { yaml: match[1]!, body: match[2]! } : undefined;
}

/** A markdown file's page text: what follows its front matter (the whole file when it has none). */
export const pageText = (text: string): string => splitFrontMatter(text)?.body ?? text;

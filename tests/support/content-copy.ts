// Finds the editors' sentences in test code, so no test pins copy that content/ owns.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';

/** Fewer words than this is a label or a name, which tests may still spell out. */
const MIN_WORDS = 3;

/** Words of a text (split at spaces, so a slug or a path is one word), lower case, edge punctuation dropped. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[‘’ʼ]/g, "'")
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** Every string value of a parsed file, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A text's sentences (split at sentence punctuation and line breaks) of MIN_WORDS words or more, as word runs. */
export function sentences(text: string): string[] {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/[.!?;:\n]+(?:\s|$)|\n/)
    .map((s) => words(s).join(' '))
    .filter((s) => s.split(' ').length >= MIN_WORDS);
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

/** Every sentence of MIN_WORDS or more words in a content folder: JSON, YAML, and markdown's front matter and body. */
export function contentSentences(contentDir: string): Set<string> {
  const found = new Set<string>();
  for (const file of walk(contentDir)) {
    const text = readFileSync(file, 'utf8');
    let values: string[] = [];
    if (extname(file) === '.json') values = strings(JSON.parse(text));
    else if (/\.ya?ml$/.test(file)) values = strings(yaml.load(text));
    else if (extname(file) === '.md') {
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
      values = match ? [...strings(yaml.load(match[1]!)), match[2]!] : [text];
    }
    // A value without a space is an id, a URL, an address or a path, never a sentence.
    for (const value of values) if (/\s/.test(value.trim())) sentences(value).forEach((s) => found.add(s));
  }
  return found;
}

/** The text of a regular expression's literal parts: escapes unescaped, patterns read as a gap. */
function regexText(source: string): string {
  return source
    .replace(/\\([.*+?^${}()|[\]\\/'"-])/g, '$1')
    .replace(/\\[sSwWdDbB]\+?\*?|\[[^\]]*\][+*?]?|\.[*+?]|[(|)^$?]/g, ' ');
}

/** Every text literal in a TypeScript or JavaScript file: strings, template parts, regular expressions. */
export function literals(file: string, code: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: { text: string; line: number }[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      add(node.head, node.head.text);
      node.templateSpans.forEach((span) => add(span.literal, span.literal.text));
    } else if (ts.isRegularExpressionLiteral(node))
      add(node, regexText(node.text.slice(1, node.text.lastIndexOf('/'))));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export interface Hit {
  file: string;
  line: number;
  literal: string;
  sentence: string;
}

/**
 * Literals of the given files that hold a sentence of content/, or a run of words taken from one:
 * a test that pins the editors' copy breaks on their next save. A three-word run is common
 * English ("in the form"), so it counts only as a whole sentence on both sides.
 */
export function copyInFiles(files: string[], contentDir: string): Hit[] {
  const known = contentSentences(contentDir);
  const long = [...known].filter((s) => s.split(' ').length > MIN_WORDS);
  // One searchable text: a literal's own words found inside it come from some sentence.
  const corpus = `|${[...known].join('|')}|`;
  const hits: Hit[] = [];
  for (const file of files) {
    for (const { text, line } of literals(file, readFileSync(file, 'utf8'))) {
      const run = words(text).join(' ');
      if (run.split(' ').length < MIN_WORDS) continue;
      const padded = ` ${run} `;
      const sentence =
        sentences(text).find((s) => known.has(s)) ??
        long.find((s) => padded.includes(` ${s} `)) ??
        (run.split(' ').length > MIN_WORDS && new RegExp(`[| ]${escape(run)}[| ]`).test(corpus) ? run : undefined);
      if (sentence) hits.push({ file, line, literal: text, sentence });
    }
  }
  return hits;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files a test could pin copy in: code under tests/, its fixtures aside. */
export function testFiles(testsDir: string): string[] {
  return walk(testsDir).filter(
    (f) => !f.includes(`${join(testsDir, 'fixtures')}/`) && /\.(ts|tsx|mts|js|mjs)$/.test(f),
  );
}

// The copy of content/, read as the editors wrote it, so tests assert what content/ holds today.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import yaml from 'js-yaml';

/** The project this file is in: a copy of the project (the rewritten-content run) reads its own content/. */
const CONTENT_ROOT = resolve(import.meta.dirname, '../..');

type Json = Record<string, unknown>;
/** Content as read from the files: the build's schemas validate it, so tests read it without restating them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Copy = any;

const path = (file: string): string => join(CONTENT_ROOT, 'content', file);

/** A markdown file's front matter and body. */
export function readMarkdown(file: string): { data: Json; body: string } {
  const text = readFileSync(path(file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: (yaml.load(match[1]!) ?? {}) as Json, body: match[2]! };
}

/** One content file (JSON, YAML or markdown's front matter with `body`), by its path under content/. */
function readContentFile<T = Json>(file: string): T {
  const text = readFileSync(path(file), 'utf8');
  switch (extname(file)) {
    case '.json':
      return JSON.parse(text) as T;
    case '.yaml':
    case '.yml':
      return yaml.load(text) as T;
    case '.md': {
      const { data, body } = readMarkdown(file);
      return { ...data, body } as T;
    }
    default:
      throw new Error(`no reader for ${file}`);
  }
}

/** A page's copy: content/<file>.json holds one object under one key (home.json → home). */
export function page<T = Copy>(file: string): T {
  const data = readContentFile<Json>(`${file}.json`);
  const [only] = Object.values(data);
  return only as T;
}

export type Entry<T> = T & { id: string };

/** Every entry of a folder of content/ (the file name without extension is its id), by file name. */
export function collection<T = Copy>(folder: string): Entry<T>[] {
  const dir = path(folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && /\.(json|ya?ml|md)$/.test(d.name))
    .map((d) => d.name)
    .sort()
    .map((name) => ({ ...readContentFile<T>(join(folder, name)), id: basename(name, extname(name)) }));
}

/** One entry of a folder by its id (the file name). */
export function entry<T = Copy>(folder: string, id: string): Entry<T> {
  const found = collection<T>(folder).find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id} in content/${folder}`);
  return found;
}

/** The agency's facts (content/site.json). */
export const site = <T = Copy>(): T => page<T>('site');

/** A folder's entries in the editors' order (`order`, ties by id), as the site lists them. */
export function ordered<T = Copy>(folder: string): Entry<T>[] {
  return collection<T & { order: number }>(folder).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** Plain text of a line of markdown: links, emphasis and list marks as a reader sees them. */
export function markdownText(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/^\s*(?:#+|[-*+]|\d+\.)\s+/, '')
    .trim();
}

/** Where the site links a content href ("/contact" → "/contact/"), as the pages write it. */
export { siteLink as linked } from '../../src/lib/browser/urls';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The FAQ groups a page shows (content/faq-groups/), in order, with their questions resolved. */
export function faqGroups(
  pageName: 'home' | 'faq' | 'contact',
): { id: string; title: string; questions: FaqEntry[] }[] {
  return ordered('faq-groups')
    .filter((g) => g.page === pageName)
    .map((g) => ({ id: g.id, title: g.title, questions: g.questions.map((id: string) => entry<FaqEntry>('faq', id)) }));
}

/**
 * A word of one entry that no other entry holds (as the search matches: in question or answer,
 * any case), so a search for it finds that entry alone, whatever the editors wrote.
 */
export function wordOnlyIn(target: FaqEntry, all: FaqEntry[], where: 'question' | 'answer' = 'answer'): string {
  const others = all.filter((e) => e.id !== target.id).map((e) => `${e.question} ${e.answer}`.toLowerCase());
  const candidates = target[where].split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
  const found = candidates
    .sort((a, b) => b.length - a.length)
    .find((w) => !others.some((text) => text.includes(w.toLowerCase())));
  if (!found) throw new Error(`no word of "${target.id}" is its own: the FAQ search cannot single it out`);
  return found.toLowerCase();
}

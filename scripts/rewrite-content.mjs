// @ts-check
// Rewrites every text an editor can change in a content/ folder, as an editor might, keeping every
// rule of the schemas: each prose string's words in reverse order (same length), the lists whose
// order is the editors' reversed, and the `order` of each folder's entries turned around. Ids,
// slugs, links, addresses of files, e-mails, phones, clock times, enums and icon names stay.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import yaml from 'js-yaml';

/** Keys whose strings are read by code, not by visitors: they keep their value even with spaces in it. */
const FIXED_KEYS = new Set(['days', 'opens', 'closes', 'number', 'category', 'phone', 'city']);

/** Lists whose order the editors choose (the pages show them in file order). */
const ORDERED_LISTS = new Set([
  'claims',
  'tools',
  'features',
  'points',
  'paragraphs',
  'achievements',
  'questions',
  'steps',
  'items',
  'stories',
  'solutions',
  'challenges',
  'services',
  'process',
]);

/**
 * A prose text with its words in reverse order; a word with `{{…}}` or a markdown mark stays whole.
 * @param {string} text
 */
export function reverseWords(text) {
  return text.split(' ').reverse().join(' ');
}

/** Whether a string is prose: it has a space (ids, URLs, paths, e-mails, icon names have none). */
const isProse = (/** @type {string} */ value) =>
  /\s/.test(value.trim()) && !/^(https?:|mailto:|tel:|\/|\.\.?\/)/.test(value);

/**
 * A content value rewritten: prose reversed, editor-ordered lists reversed, the rest kept.
 * @param {unknown} value
 * @param {string} [key] the key the value sits under
 * @returns {unknown}
 */
export function rewriteValue(value, key = '') {
  if (typeof value === 'string') return !FIXED_KEYS.has(key) && isProse(value) ? reverseWords(value) : value;
  if (Array.isArray(value)) {
    const items = value.map((item) => rewriteValue(item, key));
    return ORDERED_LISTS.has(key) ? items.reverse() : items;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteValue(v, k)]));
  return value;
}

/**
 * A markdown body rewritten line by line: headings, list items and plain paragraphs; links and marks stay.
 * @param {string} body
 */
export function rewriteMarkdown(body) {
  return body
    .split('\n')
    .map((line) => {
      const match = /^(\s*(?:#+|[-*+]|\d+\.)?\s*)(.*)$/.exec(line);
      const [, lead = '', text = ''] = match ?? [];
      // A line with a link, an emphasis or a placeholder keeps its words, so the markup stays whole.
      if (!text.trim() || /[[\]()*_`{}<>|]/.test(text)) return line;
      return `${lead}${reverseWords(text)}`;
    })
    .join('\n');
}

/** @type {(dir: string) => string[]} */
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

/**
 * Rewrites a content folder in place; returns how many prose strings changed.
 * @param {string} contentDir
 */
export function rewriteContent(contentDir) {
  let changed = 0;
  /** @type {(before: unknown, after: unknown) => void} */
  const count = (before, after) => {
    /** @type {(v: unknown) => string[]} */
    const flat = (v) =>
      typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(flat) : [];
    const a = flat(before);
    const b = new Set(flat(after));
    changed += a.filter((s) => !b.has(s)).length;
  };
  /** @type {Map<string, { file: string, data: Record<string, unknown>, write: (data: unknown) => void }[]>} */
  const folders = new Map();
  for (const file of walk(contentDir)) {
    const text = readFileSync(file, 'utf8');
    const ext = extname(file);
    /** @type {Record<string, unknown> | undefined} */
    let data;
    /** @type {(data: unknown) => void} */
    let write;
    if (ext === '.json') {
      data = JSON.parse(text);
      write = (next) => writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
    } else if (ext === '.yaml' || ext === '.yml') {
      data = /** @type {Record<string, unknown>} */ (yaml.load(text, { schema: yaml.JSON_SCHEMA }));
      write = (next) => writeFileSync(file, yaml.dump(next, { lineWidth: -1, schema: yaml.JSON_SCHEMA }));
    } else if (ext === '.md') {
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
      if (!match) continue;
      data = /** @type {Record<string, unknown>} */ (yaml.load(match[1] ?? '', { schema: yaml.JSON_SCHEMA }));
      const body = rewriteMarkdown(match[2] ?? '');
      if (body !== match[2]) changed += 1;
      write = (next) =>
        writeFileSync(file, `---\n${yaml.dump(next, { lineWidth: -1, schema: yaml.JSON_SCHEMA })}---\n${body}`);
    } else continue;
    const next = /** @type {Record<string, unknown>} */ (rewriteValue(data));
    count(data, next);
    write(next);
    const folder = join(file, '..');
    if (typeof next['order'] === 'number')
      folders.set(folder, [...(folders.get(folder) ?? []), { file, data: next, write }]);
  }
  // The editors' order of a folder's entries, turned around.
  for (const entries of folders.values()) {
    const orders = entries.map((e) => /** @type {number} */ (e.data['order']));
    const low = Math.min(...orders);
    const high = Math.max(...orders);
    for (const e of entries) e.write({ ...e.data, order: high + low - /** @type {number} */ (e.data['order']) });
  }
  return changed;
}

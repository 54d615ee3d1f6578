/**
 * Each page's stylesheet cut to the rules that can match it (integrations/page-css.ts, after the
 * build): the site's whole stylesheet is ~39 kB inline in every page, most of it unused on any one.
 * A rule stays when every class, id and `data-`/`aria-` attribute its selector requires is in the
 * page's HTML or can be put there by the code the page runs: its inline scripts (the theme, the
 * first acts) and its islands' modules with everything they import (React renders states the server
 * HTML does not show: open menus, filtered lists, the form's states, toasts), a class only when that
 * code names it as a whole token of a string (namesClass). Whatever cannot be
 * ruled out stays: element names, pseudo-classes (`:hover`, `:focus-visible`), what is inside
 * `:not()`, `:is()`, `:where()`, `:has()`, attributes the browser sets (`open`). Pure functions.
 */
import postcss, { type AtRule, type Root } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** What a page can carry: the names in its HTML, and the text of every script it can run. */
export interface PageVocabulary {
  /** Every class in the page's class attributes. */
  classes: ReadonlySet<string>;
  /** Every id in the page. */
  ids: ReadonlySet<string>;
  /** Every attribute name in the page. */
  attributes: ReadonlySet<string>;
  /** Every element name in the page. */
  tags: ReadonlySet<string>;
  /** The page's scripts (inline, and its islands' modules with their imports) and its islands' props. */
  scriptText: string;
  /** Where a class can be named, when narrower than `scriptText` (the string literals of source code). */
  classText?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value as the browser reads it (character references decoded). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The start tags of an HTML document, without what is inside scripts, styles and comments. */
function startTags(html: string): string[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1');
  return markup.match(/<[a-z][\w-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/gi) ?? [];
}

/** The classes, ids and attribute names of a page's HTML, and its islands' props as text. */
export function htmlVocabulary(html: string): Omit<PageVocabulary, 'scriptText'> & { props: string } {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const attributes = new Set<string>();
  const tags = new Set<string>();
  const props: string[] = [];
  for (const tag of startTags(html)) {
    tags.add(/^<([\w-]+)/.exec(tag)![1]!.toLowerCase());
    for (const [, rawName, , double, single, bare] of tag.matchAll(
      /\s([^\s"'>/=]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      const name = rawName!.toLowerCase();
      const value = decodeAttribute(double ?? single ?? bare ?? '');
      attributes.add(name);
      if (name === 'class') for (const c of value.split(/\s+/)) if (c) classes.add(c);
      if (name === 'id') ids.add(value);
      if (name === 'props') props.push(value);
    }
  }
  return { classes, ids, attributes, tags, props: props.join('\n') };
}

/** Whether a name the selector requires can be on the page. */
const present = (set: ReadonlySet<string>, text: string, name: string) => set.has(name) || text.includes(name);

/**
 * Whether a script's text names `name` as a class it can put on an element: a whole token of a
 * string (`'rotate-180'`, `"flex rotate-180"`, `` `size-5 ${x}` ``), bounded by a quote, white space
 * or a template's `${…}`. A word inside an identifier or a longer name is none: `ring` in `string`,
 * `table` in `stable`, `filter` in `.filter(`, `transition` in `transition-transform`.
 */
export function namesClass(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = at === 0 ? ' ' : text[at - 1]!;
    const after = text[at + name.length] ?? ' ';
    if (/[\s'"`}]/.test(before) && /[\s'"`$]/.test(after)) return true;
  }
  return false;
}

/**
 * Pseudo-elements only form controls have (Tailwind's preflight styles them: date fields, file and
 * number inputs, search boxes, placeholders), and the elements that have them.
 */
const CONTROL_PARTS: readonly [RegExp, readonly string[]][] = [
  [
    /^::(-webkit-(date|datetime-edit|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration)|file-selector-button)/,
    ['input'],
  ],
  [/^::placeholder$/, ['input', 'textarea']],
];

/**
 * Whether the page has a `tag` element, or a script of it can create one: React's built
 * `jsx("iframe", {…})` (a name in quotes, then the props), `createElement("iframe")`, or markup in
 * its text (`<iframe …`, a component's JSX source). Stricter than the words of `scriptText`, where
 * `"input"` is also an event's name and `code` a key's property.
 */
function hasElement(page: PageVocabulary, tag: string): boolean {
  return (
    page.tags.has(tag) ||
    new RegExp(`["'\`]${tag}["'\`],\\s*\\{|createElement\\(\\s*["'\`]${tag}["'\`]|<${tag}[\\s/>]`).test(page.scriptText)
  );
}

/** Whether one selector (no commas) can match something the page carries or its scripts can make. */
export function selectorCanMatch(selector: selectorParser.Selector, page: PageVocabulary): boolean {
  // Only the selector's own compounds: what sits inside a pseudo-class's parentheses may be negated
  // (:not) or optional (:is, :where), so it never rules a selector out.
  return selector.nodes.every((node) => {
    if (node.type === 'class')
      return page.classes.has(node.value) || namesClass(page.classText ?? page.scriptText, node.value);
    if (node.type === 'id') return present(page.ids, page.scriptText, node.value);
    if (node.type === 'attribute' && /^(data|aria)-/.test(node.attribute))
      return present(page.attributes, page.scriptText, node.attribute);
    if (node.type === 'tag' && /^[a-z][a-z0-9]*$/.test(node.value)) return hasElement(page, node.value);
    if (node.type === 'pseudo') {
      const owners = CONTROL_PARTS.find(([part]) => part.test(node.value))?.[1];
      return owners === undefined || owners.some((tag) => hasElement(page, tag));
    }
    return true;
  });
}

/** The names an `animation` or `animation-name` declaration of the sheet uses. */
function usedAnimationNames(root: Root): Set<string> {
  const names = new Set<string>();
  root.walkDecls(/^(-webkit-)?animation(-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) names.add(word);
  });
  return names;
}

/** Removes at-rules left without content (a `@media` whose every rule went). */
function dropEmpty(root: Root): void {
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

/** The custom properties a text reads: `var(--name` anywhere in it. */
export function readCustomProperties(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!));
}

/**
 * A stylesheet without the custom properties nothing reads (theme colours a page does not use,
 * Tailwind's `--tw-*` defaults and `@property` registrations for utilities it has not): `read` are
 * the names the page's stylesheets and style attributes read (readCustomProperties), `scriptText` what
 * its scripts can read or set by name.
 */
export function pruneCustomProperties(css: string, read: ReadonlySet<string>, scriptText: string): string {
  const unread = (name: string) => name.startsWith('--') && !read.has(name) && !scriptText.includes(name);
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (unread(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (atRule) => {
    if (unread(atRule.params.trim())) atRule.remove();
  });
  dropEmpty(root);
  dropEmpty(root);
  return root.toString();
}

/** A stylesheet with only the rules that can match the page. Formatting and comments are kept as written. */
export function pruneCss(css: string, page: PageVocabulary): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return;
    const kept: string[] = [];
    selectorParser((selectors) => {
      selectors.each((selector) => {
        if (selectorCanMatch(selector, page)) kept.push(selector.toString());
      });
    }).processSync(rule.selector);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',');
  });
  // Twice: an emptied @media can leave its @layer empty.
  dropEmpty(root);
  dropEmpty(root);
  const animations = usedAnimationNames(root);
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!animations.has(atRule.params) && !page.scriptText.includes(atRule.params)) atRule.remove();
  });
  return root.toString();
}

// Finds copy written in code: every sentence a visitor reads belongs in content/, and every word
// shown as an element's text or read from an aria-label, title, alt or placeholder belongs in
// content/ or, for an interface label, in src/lib/browser/ui-labels.ts.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * A string elsewhere in code (a variable, a component's prop, a template) is copy from this many
 * words up: shorter ones are mostly code (a variant, an event's name, a key).
 */
const MIN_SENTENCE_WORDS = 3;

/** Attributes a visitor reads (or hears); every other attribute (class, href, id…) holds code. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'label']);

/** Calls whose text is for developers and editors, not visitors: errors, logs, the content model's help and checks. */
const DEVELOPER_CALLS = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'log',
  'warn',
  'error',
  'describe',
  'regex',
  'refine',
]);

/** The called function's own name: `Error`, `console.warn` → warn, `z.string().describe` → describe. */
function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
}

/** Attributes of HTML elements that hold code, not copy; a component's props are copy unless named here too. */
const CODE_ATTRIBUTES = new Set([
  'class',
  'className',
  'class:list',
  'href',
  'src',
  'sizes',
  'id',
  'style',
  'rel',
  'target',
]);

/** A word as copy has it: letters, with an apostrophe or hyphen inside, and punctuation after. */
const WORD = /^[("“‘]?[\p{Lu}\p{Ll}][\p{L}'’-]*[.,!?:;…)"”’]*$/u;
/** Tailwind's class lists, CSP sources and other code: lower-case tokens, one of them joined by a hyphen, colon or bracket. */
const CODE_TOKEN = /^[a-z0-9:[\]/.%()&>_#'*-]+$/;
const JOINED = /[a-z0-9'][-:[\]/][a-z0-9[']/;

/** An HTML entity (`&nbsp;`, `&#8212;`): markup, not a word. */
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/gi;

/** Whether a text shown as it is holds a word (any letter): punctuation, symbols and spaces alone are not copy. */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(ENTITY, ''));
}

/** Whether a text reads as a sentence of copy: at least MIN_SENTENCE_WORDS words and little else. */
export function isSentence(text: string): boolean {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const words = tokens.filter((t) => WORD.test(t));
  if (words.length < MIN_SENTENCE_WORDS || words.length / tokens.length < 0.75) return false;
  if (tokens.every((t) => CODE_TOKEN.test(t)) && tokens.some((t) => JOINED.test(t))) return false;
  return true;
}

/**
 * An .astro file as TSX: its front matter, then its template as one JSX fragment (styles, scripts
 * and HTML comments left out), so one parser finds the literals of both.
 */
function astroAsTsx(code: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(code);
  const template = (match ? match[2]! : code)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!doctype[^>]*>/i, '');
  // The fences' lines kept, so a hit's line is the file's.
  const front = match ? `\n${match[1]!}\n\n` : '';
  return `${front};const __template = <>${template}</>;`;
}

/** The attribute a literal is the value of (`aria-label="x"` or `aria-label={'x'}`), if any. */
function attributeOf(node: ts.Node): ts.JsxAttribute | undefined {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return parent;
  return ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent) ? parent.parent : undefined;
}

/**
 * Whether a literal is shown to the visitor as it is, whatever its length: an element's text
 * (`<h3>Email</h3>`, `<p>{'Menu'}</p>`) or the value of an attribute read aloud or shown
 * (`aria-label`, `title`, `alt`, `placeholder`…), on an element or a component alike.
 */
function isShownAsIs(node: ts.Node, source: ts.SourceFile): boolean {
  if (ts.isJsxText(node)) return true;
  const parent = node.parent;
  if (ts.isJsxExpression(parent) && (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent))) return true;
  const attribute = attributeOf(node);
  return attribute !== undefined && READ_ATTRIBUTES.has(attribute.name.getText(source));
}

export interface CopyHit {
  file: string;
  line: number;
  text: string;
}

/** The literal's context: developers' text (an error, a log, schema help) or an attribute no visitor reads. */
function isDeveloperText(node: ts.Node, source: ts.SourceFile): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) {
      const name = at.name.getText(source);
      const tag = at.parent.parent.tagName.getText(source);
      // A component's prop (an eyebrow, a title, an intro) is copy; an element's attribute only when read aloud.
      return /^[A-Z]/.test(tag) ? CODE_ATTRIBUTES.has(name) : !READ_ATTRIBUTES.has(name);
    }
    if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && DEVELOPER_CALLS.has(calleeName(at))) return true;
    if (ts.isThrowStatement(at) || ts.isImportDeclaration(at) || ts.isLiteralTypeNode(at)) return true;
    if (ts.isJsxElement(at) || ts.isJsxSelfClosingElement(at) || ts.isBlock(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

/**
 * The copy in one file of code (.ts, .tsx or .astro): any text with a word shown as it is (see
 * isShownAsIs), and any other string that reads as a sentence. A file it cannot read throws.
 */
export function copyInCode(file: string, code = readFileSync(file, 'utf8')): CopyHit[] {
  const tsx = file.endsWith('.astro') ? astroAsTsx(code) : code;
  const kind = file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(file, tsx, ts.ScriptTarget.Latest, true, kind);
  // The parser's own errors (not public API, but stable since TypeScript 2): a misread file would hide copy.
  const errors = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  if (errors.length)
    throw new Error(`${file}: cannot read it as code: ${ts.flattenDiagnosticMessageText(errors[0]!.messageText, ' ')}`);
  const hits: CopyHit[] = [];
  const add = (node: ts.Node, text: string) => {
    const copy = isShownAsIs(node, source) ? hasWords(text) : isSentence(text);
    if (!copy || isDeveloperText(node, source)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    hits.push({ file, line, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      // A template's text between its values, read as one: `${n} results for ${q}` is copy too.
      add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

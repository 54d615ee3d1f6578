// Over the build: each page's stylesheet was cut to the page (integrations/page-css.ts) without losing
// a rule the page can need. Checked against the islands' *source*, not the built modules the cut reads:
// every selector of the page's original stylesheet that can match the page's HTML, its inline scripts or
// the source of an island on it (src/islands/<Name>.tsx and every module of src/ it imports: the open
// menu, the filtered list, the form's states, the toasts) is still in the page's stylesheet. And the
// page's meta CSP allows each of its inline scripts and styles by hash.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss, { type AtRule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';
import { htmlVocabulary, selectorCanMatch, type PageVocabulary } from '../../src/lib/build/page-css';
import { recordedStylesheets } from '../../integrations/page-css';

const DIST = 'dist';
const originals = recordedStylesheets();

/** A module of src/ and every module of src/ it imports, each with its text. */
function sourceWithImports(file: string, seen = new Set<string>()): { file: string; text: string }[] {
  if (seen.has(file)) return [];
  seen.add(file);
  // Without comments: a word in one ("invisible to people") is no class the code renders.
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  // What it runs: not what it imports for types only.
  const imports = [...text.matchAll(/(?:^import (?!type\b)[^;]*?from|import\()\s*'(\.{1,2}\/[^']+)'/gm)].map(
    ([, spec]) => {
      const base = resolve(dirname(file), spec!);
      return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && f.includes('.'));
    },
  );
  return [{ file, text }, ...imports.flatMap((f) => (f ? sourceWithImports(f, seen) : []))];
}

/**
 * The strings a module of src/ writes (its string literals and templates' text): where a class it
 * renders is named. Not its identifiers: `const visible = …` names no class.
 */
function stringsOf(file: string): string {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind));
  return found.join('\n');
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);

/** The selectors of a stylesheet outside @keyframes, each with the stylesheet text it must be found in. */
function selectorsOf(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    selectorParser((selectors) => selectors.each((s) => void found.push(s.toString().trim()))).processSync(
      rule.selector,
    );
  });
  return found;
}

const pages = listBuiltPages(DIST)
  .filter((page) => page.kind !== 'redirect')
  .map(({ route, file }) => ({ route, file, html: readFileSync(join(DIST, file), 'utf8') }));

it("keeps every rule a page's HTML, inline scripts or islands' source can need", () => {
  const problems: string[] = [];
  for (const { route, file, html } of pages) {
    const islands = [...new Set([...html.matchAll(/component-url="\/_astro\/([A-Za-z]+)\./g)].map(([, n]) => n!))];
    const sources = islands.flatMap((name) => sourceWithImports(resolve(`src/islands/${name}.tsx`)));
    const { props, ...names } = htmlVocabulary(html);
    const scripts = [props, ...inlineScripts(html)];
    const vocabulary: PageVocabulary = {
      ...names,
      scriptText: [...scripts, ...sources.map((source) => source.text)].join('\n'),
      classText: [...scripts, ...sources.map((source) => stringsOf(source.file))].join('\n'),
    };
    const pruned = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!).join('\n');
    const original = originals[file];
    if (!original) {
      problems.push(`${route}: no original stylesheet recorded`);
      continue;
    }
    for (const css of original)
      for (const selector of selectorsOf(css)) {
        const parsed = selectorParser().astSync(selector).first;
        if (selectorCanMatch(parsed, vocabulary) && !pruned.includes(selector))
          problems.push(`${route}: lost ${selector}`);
      }
    // Not vacuous: the page's islands were read, and the cut took something.
    if (islands.length > 0 && sources.length === 0) problems.push(`${route}: no island source read`);
    if (pruned.length >= original.join('\n').length) problems.push(`${route}: the stylesheet was not cut`);
  }
  expect(problems).toEqual([]);
  expect(pages.length).toBeGreaterThan(20);
}, 120_000);

it("allows each page's inline scripts and styles by hash in its meta CSP", () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const problems = pages.flatMap(({ route, html }) => {
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
    return [
      ...inlineScripts(html)
        .filter((text) => !directive('script-src').includes(sha(text)))
        .map((text) => `${route}: script not allowed: ${text.slice(0, 60)}`),
      ...styles
        .filter((css) => !directive('style-src-elem').includes(sha(css)))
        .map((css) => `${route}: style not allowed: ${css.slice(0, 60)}`),
    ];
  });
  expect(problems).toEqual([]);
});

// The brand's fallbacks carry no line-gap override (src/lib/build/brand-font.ts): a face's line gap
// sets only `line-height: normal`, so no rule may leave a line's height to the face.
it('sets every line height: no rule of any page leaves it `normal`', () => {
  const normal = (css: string) => {
    const found: string[] = [];
    postcss.parse(css).walkDecls((decl) => {
      const value = decl.value.trim().toLowerCase();
      if (decl.prop === 'line-height' && value === 'normal') found.push(`${decl.parent?.toString().slice(0, 60)}`);
      // The `font` shorthand resets the line height unless it names one (`inherit` keeps the parent's).
      if (decl.prop === 'font' && !/\/|^(inherit|initial|unset|revert)$/.test(value)) found.push(`font: ${value}`);
    });
    return found;
  };
  const problems = pages.flatMap(({ route, html }) =>
    [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].flatMap(([, css]) =>
      normal(css!).map((rule) => `${route}: ${rule}`),
    ),
  );
  expect(problems).toEqual([]);
  // Not vacuous: the check sees a rule that does.
  expect(normal('a{line-height:normal}b{font:12px serif}')).toHaveLength(2);
});

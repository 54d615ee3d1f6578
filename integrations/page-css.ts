import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlVocabulary, pruneCss, pruneCustomProperties, readCustomProperties } from '../src/lib/build/page-css.ts';
import { pagePolicy } from '../src/lib/build/page-policy.ts';
import { sha256 } from './csp-hashes.ts';

/** The folder of the build's scripts and its live studio's (its own build and policy: left alone). */
const ASSETS = '_astro';
const STUDIO = 'studio';
/** In Astro's cache folder (node_modules/.astro/page-css/): each page's stylesheets before the cut. */
const ORIGINALS = 'originals.json';
/** Where the checks read that record, from the project's root (the default cache folder). */
const ORIGINALS_FILE = `node_modules/.astro/page-css/${ORIGINALS}`;

/** Each built page's stylesheets before the cut, by file, as the last build recorded them; none before a build. */
export function recordedStylesheets(): Record<string, string[]> {
  return existsSync(ORIGINALS_FILE)
    ? (JSON.parse(readFileSync(ORIGINALS_FILE, 'utf8')) as Record<string, string[]>)
    : {};
}

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;
/** A chunk named in a module: `from"./x.js"`, `import("./x.js")`, a preload list's `"_astro/x.js"`, a page's `/_astro/x.js`. */
const CHUNK = /["'`](?:\.\/|\/?_astro\/)?([\w.~-]+\.js)["'`]/g;

/** A module that adds a `<style>` element at run time. */
const ADDS_STYLE = /createElement\(\s*["'`]style["'`]\s*\)/;

/** Every module a page can load: the ones it names, and what they import, statically or on demand. */
function moduleClosure(assets: string, roots: string[], read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name) || !existsSync(join(assets, name))) continue;
    seen.add(name);
    for (const [, next] of read(name).matchAll(CHUNK)) queue.push(next!);
  }
  return [...seen];
}

/** A page with each inline stylesheet cut to its rules that can match, and a policy with its own hashes. */
function prunePage(
  html: string,
  assets: string,
  read: (file: string) => string,
  configured: ConfiguredHashes,
  writesNoClass: ReadonlySet<string>,
): string {
  const inline = [...html.matchAll(INLINE)];
  const scripts = inline.filter(([, tag, attrs]) => tag === 'script' && !/\ssrc=/.test(attrs!));
  const executable = scripts.filter(([, , attrs]) => !/type="application\/ld\+json"/.test(attrs!));
  const roots = [
    ...[...html.matchAll(/(?:component-url|before-hydration-url|src)="\/_astro\/([^"]+\.js)"/g)],
    ...executable.flatMap(([, , , text]) => [...text!.matchAll(/\/_astro\/([\w.~-]+\.js)/g)]),
  ].map(([, name]) => name!);
  // The islands' renderer and what it imports are React itself: they put no class of the site's on
  // an element, and their words (`static`, `table`, `transition`…) would keep rules nothing uses.
  const renderer = new Set(
    moduleClosure(
      assets,
      [...html.matchAll(/renderer-url="\/_astro\/([^"]+\.js)"/g)].map(([, name]) => name!),
      read,
    ),
  );
  const modules = moduleClosure(assets, roots, read)
    .filter((name) => !renderer.has(name))
    .map(read);
  const vocabulary = htmlVocabulary(html);
  const page = {
    ...vocabulary,
    scriptText: [
      vocabulary.props,
      ...executable.map(([, , , text]) => text!).filter((text) => !writesNoClass.has(text)),
      ...modules,
    ].join('\n'),
  };
  // The configured style hashes are for a <style> a script adds at run time (the toasts'): a page
  // none of whose modules can add one carries none of them (~0.1 kB of gzip that cannot compress).
  const addsStyle = modules.some((text) => ADDS_STYLE.test(text));
  const rules = html.replace(INLINE, (whole, tag: string, attrs: string, text: string) =>
    tag === 'style' ? `<style${attrs}>${pruneCss(text, page)}</style>` : whole,
  );
  // Then the custom properties that neither the rules left, nor a style attribute, nor a script reads.
  const readVars = readCustomProperties(rules);
  const pruned = rules.replace(INLINE, (whole, tag: string, attrs: string, text: string) =>
    tag === 'style' ? `<style${attrs}>${pruneCustomProperties(text, readVars, page.scriptText)}</style>` : whole,
  );
  const styles = [...pruned.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => sha256(text!));
  return pruned.replace(
    /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/,
    (_, open: string, policy: string, close: string) =>
      open +
      pagePolicy(policy, {
        scripts: executable.map(([, , , text]) => sha256(text!)),
        styles,
        configured: addsStyle ? configured : { ...configured, styles: [] },
      }) +
      close,
  );
}

interface ConfiguredHashes {
  scripts: string[];
  styles: string[];
}

/**
 * After the build, each page's inline stylesheet keeps only the rules that can match that page
 * (src/lib/build/page-css.ts), and its meta CSP names its own inline elements' hashes
 * (src/lib/build/page-policy.ts) besides those configured in astro.config.mjs. `writesNoClass`:
 * inline scripts that put no class on any element (the analytics sender), whose words must not keep
 * a rule: a page with analytics on has the stylesheet of the page without it.
 */
export default function pageCss({ writesNoClass = [] }: { writesNoClass?: readonly string[] } = {}): AstroIntegration {
  const noClass = new Set(writesNoClass);
  const configured: ConfiguredHashes = { scripts: [], styles: [] };
  let cacheDir: URL | undefined;
  return {
    name: 'page-css',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = config.cacheDir;
        const csp = config.security.csp;
        if (typeof csp !== 'object') return;
        configured.scripts = (csp.scriptDirective?.hashes ?? []).map(String);
        configured.styles = (csp.styleDirective?.hashes ?? []).map(String);
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const assets = join(root, ASSETS);
        const modules = new Map<string, string>();
        const read = (name: string) => {
          if (!modules.has(name)) modules.set(name, readFileSync(join(assets, name), 'utf8'));
          return modules.get(name)!;
        };
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        /** Each page's stylesheets as Astro wrote them, for the check that nothing a page can show lost its rules. */
        const originals: Record<string, string[]> = {};
        for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
          const file = join(entry.parentPath, entry.name);
          if (file.startsWith(join(root, STUDIO, '/'))) continue;
          const html = await readFile(file, 'utf8');
          if (!html.includes('<meta http-equiv="content-security-policy"')) continue;
          originals[relative(root, file)] = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
            ([, css]) => css!,
          );
          const pruned = prunePage(html, assets, read, configured, noClass);
          if (pruned !== html) await writeFile(file, pruned);
        }
        if (cacheDir) {
          const out = fileURLToPath(new URL('page-css/', cacheDir));
          await mkdir(out, { recursive: true });
          await writeFile(join(out, ORIGINALS), JSON.stringify(originals));
        }
      },
    },
  };
}

import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * A page's inline script, bundled from `source` (imports resolved from integrations/) into one
 * minified IIFE with no comments, safe inside `<script>`: the string the layout renders and the
 * CSP hashes, so both read this one output.
 */
export function inlineScript(source: string): string {
  return buildSync({
    stdin: { contents: source, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
  })
    .outputFiles[0]!.text.trim()
    .replace(/<\/(script)/gi, '<\\/$1');
}

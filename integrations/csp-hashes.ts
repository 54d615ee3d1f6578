import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type CspHash = `sha256-${string}`;

/** The CSP source of an inline script or style: the base64 SHA-256 of its exact text. */
export function sha256(source: string): CspHash {
  return `sha256-${createHash('sha256').update(source).digest('base64')}`;
}

/**
 * The stylesheet sonner injects at run time (`__insertCSS("…")` in its bundle), read from the
 * installed package so the hash follows upgrades. Throws when the bundle's shape changes, so a
 * sonner update that moves its CSS fails the build instead of the toasts' styles.
 */
function sonnerInjectedCss(): string {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(bundle)?.[1];
  if (!literal)
    throw new Error('sonner no longer injects its CSS with __insertCSS("…"): update integrations/csp-hashes.ts');
  return JSON.parse(literal) as string;
}

/**
 * Hashes for the `<style>` sonner adds: it appends the element empty, then its text, and the
 * browser checks the policy at both steps.
 */
export function sonnerStyleHashes(): CspHash[] {
  return [sha256(''), sha256(sonnerInjectedCss())];
}

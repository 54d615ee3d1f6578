/**
 * A page's meta CSP naming its own inline scripts and styles (integrations/page-css.ts, after each
 * page's stylesheet was cut to the page, which changes its hash). Astro writes every hash of the
 * whole site into every page (28 on the home page, 12 of them its own): ~0.7 kB of gzip that cannot
 * compress, in front of the first screen. Pure functions.
 */

/** The inline elements of a page the policy must allow, and the hashes configured for run time. */
export interface PolicyHashes {
  /** `'sha256-…'` of each inline script the page runs (classic, module, speculation rules). */
  scripts: string[];
  /** `'sha256-…'` of each inline `<style>` of the page. */
  styles: string[];
  /**
   * Configured in astro.config.mjs (security.csp): the head scripts, and the styles sonner injects at
   * run time (integrations/page-css.ts passes those only for a page whose modules can add a style).
   */
  configured: { scripts: string[]; styles: string[] };
}

/** One directive's sources with its hashes replaced by `hashes` (each once, in order). */
function withHashes(directive: string, hashes: string[]): string {
  const [name, ...sources] = directive.trim().split(/\s+/);
  const kept = sources.filter((source) => !/^'sha256-/.test(source));
  return [name, ...kept, ...[...new Set(hashes)].map((hash) => `'${hash}'`)].join(' ');
}

/**
 * The policy with `script-src` and `style-src-elem` (or `style-src` without it) holding exactly the
 * page's own hashes and the configured ones; every other directive as it was.
 */
export function pagePolicy(policy: string, hashes: PolicyHashes): string {
  const hasStyleElem = /(^|;)\s*style-src-elem\s/.test(policy);
  const styleDirective = hasStyleElem ? 'style-src-elem' : 'style-src';
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      if (name === 'script-src') return withHashes(directive, [...hashes.configured.scripts, ...hashes.scripts]);
      if (name === styleDirective) return withHashes(directive, [...hashes.configured.styles, ...hashes.styles]);
      return directive.trim();
    })
    .join(';');
}

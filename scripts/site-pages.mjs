// The pages of a build, discovered from dist/ itself (never a hand-kept list), so every page that
// lands is checked: the end-to-end quality suite, the link and HTML checks and the benchmark use it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { routeOf } from '../src/lib/browser/page-addresses.ts';

/**
 * @typedef {object} BuiltPage
 * @property {string} route the URL path a visitor uses, in the served form ("/", "/work/central-highlands-coffee/")
 * @property {string} file the HTML file, relative to the build ("work/index.html")
 * @property {'page' | 'not-found' | 'redirect'} kind a page, the 404 page, or Astro's HTML fallback of a redirect
 * @property {string} [redirectTo] where a redirect fallback sends the visitor
 */

/**
 * The live content studio's folder (STUDIO_PATH of src/lib/build/security-headers.ts): an editor's tool
 * with its own build and policy (integrations/live-studio.ts), not a page of the site, so the
 * page checks leave it to its own tests (tests/build-checks/live-studio.test.ts).
 */
const STUDIO_FOLDER = 'studio';

/** @param {string} dir @param {boolean} [top] @returns {string[]} */
function htmlFiles(dir, top = true) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return top && entry.name === STUDIO_FOLDER ? [] : htmlFiles(full, false);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

// Every file under a folder: the live studio's build reads it too, so it lives beside it.
export { listBuiltFiles } from '../integrations/built-files.ts';

/**
 * Every HTML file of a build, sorted by route.
 * @param {string} [distDir]
 * @returns {BuiltPage[]}
 */
export function listBuiltPages(distDir = 'dist') {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No build in ${root}: run "npm run build" first.`);
  return htmlFiles(root)
    .map((full) => {
      const file = relative(root, full).split(sep).join('/');
      const route = routeOf(file);
      if (file === '404.html') return { route, file, kind: /** @type {const} */ ('not-found') };
      // Astro's redirect fallback: a page whose only job is a meta refresh.
      const refresh = /<meta\s+http-equiv="refresh"\s+content="\d+;\s*url=([^"]+)"/i.exec(readFileSync(full, 'utf8'));
      if (refresh?.[1]) return { route, file, kind: /** @type {const} */ ('redirect'), redirectTo: refresh[1] };
      return { route, file, kind: /** @type {const} */ ('page') };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The routes visitors read: every built page except the 404 page and redirect fallbacks.
 * @param {string} [distDir]
 */
export function listRoutes(distDir = 'dist') {
  return listBuiltPages(distDir)
    .filter((page) => page.kind === 'page')
    .map((page) => page.route);
}

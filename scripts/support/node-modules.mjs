// @ts-check
// A copy of the project (a test's copy, a clone of the studio's repository, the rewritten-content
// run) uses the project's packages without installing them again.
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Links `root`'s node_modules into `dir` entry by entry, leaving out the build caches
 * (node_modules/.vite and .astro): linked whole, two builds of different copies would share
 * Astro's content cache, and one could build the other's content.
 * @param {string} root the project with the installed packages
 * @param {string} dir the copy
 */
export function linkNodeModules(root, dir) {
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== '.vite' && entry !== '.astro')
      symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
}

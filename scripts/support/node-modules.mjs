// @ts-check
// A copy of the project (a test's copy, a clone of the studio's repository, the rewritten-content
// run) uses the project's packages without installing them again.
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Links `root`'s node_modules into `dir` entry by entry, leaving out the build caches
 * (node_modules/.vite and .astro): linked whole, two builds of different copies would share
 * Astro's content cache, and one could build the other's content.
 *
 * Astro's image cache (node_modules/.astro/assets) is copied instead: its entries are named by the
 * source's content hash and the transform's, so a copy whose photos differ only adds its own, and
 * each copy's build skips the AVIF encoding the project's build already did (13 of a fresh build's
 * 20 s on 2 cores). A copy, not a link: two builds side by side never write one file.
 * @param {string} root the project with the installed packages
 * @param {string} dir the copy
 */
export function linkNodeModules(root, dir) {
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== '.vite' && entry !== '.astro')
      symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  const images = join(root, 'node_modules/.astro/assets');
  if (existsSync(images)) cpSync(images, join(dir, 'node_modules/.astro/assets'), { recursive: true });
}

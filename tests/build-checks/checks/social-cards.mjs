// Checks over a build: every page's social card and the icons and manifest made from
// the brand mark. Pure over a directory, so fixtures prove each check fails when it should.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listBuiltPages } from '../../../scripts/site-pages.mjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Width and height of a PNG (its IHDR chunk), or null for anything else.
 * @param {Buffer} bytes
 * @returns {{ width: number, height: number } | null}
 */
export function pngSize(bytes) {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A `<meta>`'s content by its property or name.
 * @param {string} html
 * @param {string} key
 */
export function metaContent(html, key) {
  const tag = new RegExp(`<meta\\s+(?:property|name)="${key.replace(/[.:]/g, '\\$&')}"\\s+content="([^"]*)"`, 'i').exec(
    html,
  );
  return tag?.[1]?.replace(/&amp;/g, '&');
}

/**
 * The card path a route must use: "/" → "/og/index.png", "/work/x" → "/og/work/x.png"
 * (mirrors socialCardPath in src/lib/build/social-card.ts).
 * @param {string} route
 */
export const expectedCardPath = (route) => `/og/${route.replace(/^\/+|\/+$/g, '') || 'index'}.png`;

/**
 * Problems with the social cards of a build: a page whose og:image is missing, not at its stable
 * URL, not in the build, not a 1200×630 PNG, or the same bytes as another page's card; og:image
 * size, alt and twitter:image that do not match.
 * @param {string} distDir
 * @returns {string[]}
 */
export function socialCardProblems(distDir) {
  const problems = [];
  /** @type {Map<string, string>} card bytes (base64) → the route that has them */
  const seen = new Map();
  for (const page of listBuiltPages(distDir).filter((p) => p.kind === 'page')) {
    const html = readFileSync(join(distDir, page.file), 'utf8');
    const image = metaContent(html, 'og:image');
    if (!image) {
      problems.push(`${page.route}: no og:image`);
      continue;
    }
    const path = new URL(image).pathname;
    if (path !== expectedCardPath(page.route))
      problems.push(`${page.route}: og:image is ${path}, expected ${expectedCardPath(page.route)}`);
    if (metaContent(html, 'twitter:image') !== image) problems.push(`${page.route}: twitter:image is not the og:image`);
    if (metaContent(html, 'og:image:width') !== '1200' || metaContent(html, 'og:image:height') !== '630')
      problems.push(`${page.route}: og:image:width/height are not 1200/630`);
    if (!metaContent(html, 'og:image:alt')) problems.push(`${page.route}: no og:image:alt`);
    const file = join(distDir, path);
    if (!existsSync(file)) {
      problems.push(`${page.route}: ${path} is not in the build`);
      continue;
    }
    const bytes = readFileSync(file);
    const size = pngSize(bytes);
    if (!size) problems.push(`${page.route}: ${path} is not a PNG`);
    else if (size.width !== 1200 || size.height !== 630)
      problems.push(`${page.route}: ${path} is ${size.width}×${size.height}, not 1200×630`);
    const key = bytes.toString('base64');
    const twin = seen.get(key);
    if (twin) problems.push(`${page.route}: its card is byte for byte the card of ${twin}`);
    else seen.set(key, page.route);
  }
  return problems;
}

/**
 * Problems with the icons and the manifest of a build: each page links the favicon, the
 * apple-touch-icon (180×180 PNG) and the manifest; the manifest has a 192 and a 512 px PNG icon,
 * one maskable, all present at their sizes.
 * @param {string} distDir
 * @returns {string[]}
 */
export function iconProblems(distDir) {
  const problems = [];
  /** @param {string} path @param {number} px */
  const checkPng = (path, px) => {
    const file = join(distDir, path);
    if (!existsSync(file)) return problems.push(`${path} is not in the build`);
    const size = pngSize(readFileSync(file));
    if (!size || size.width !== px || size.height !== px) problems.push(`${path} is not a ${px}×${px} PNG`);
  };
  for (const page of listBuiltPages(distDir).filter((p) => p.kind !== 'redirect')) {
    const html = readFileSync(join(distDir, page.file), 'utf8');
    for (const [rel, href] of [
      ['icon', '/favicon.svg'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
      ['manifest', '/manifest.webmanifest'],
    ]) {
      if (!new RegExp(`<link rel="${rel}" href="${href}"`).test(html))
        problems.push(`${page.route}: no <link rel="${rel}" href="${href}">`);
    }
    if (
      (
        html.match(
          /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: (light|dark)\)">/gi,
        ) ?? []
      ).length !== 2
    )
      problems.push(`${page.route}: needs a theme-color for each colour scheme`);
  }
  for (const file of ['favicon.svg', 'favicon.ico'])
    if (!existsSync(join(distDir, file))) problems.push(`/${file} is not in the build`);
  checkPng('/apple-touch-icon.png', 180);
  const manifestFile = join(distDir, 'manifest.webmanifest');
  if (!existsSync(manifestFile)) return [...problems, '/manifest.webmanifest is not in the build'];
  /** @type {{ name?: string, short_name?: string, start_url?: string, display?: string, icons?: { src: string, sizes: string, type: string, purpose?: string }[] }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const key of /** @type {const} */ (['name', 'short_name', 'start_url', 'display']))
    if (!manifest[key]) problems.push(`manifest: no ${key}`);
  const pngs = (manifest.icons ?? []).filter((icon) => icon.type === 'image/png');
  for (const px of [192, 512])
    if (!pngs.some((icon) => icon.sizes === `${px}x${px}` && (icon.purpose ?? 'any').split(' ').includes('any')))
      problems.push(`manifest: no ${px}×${px} PNG icon`);
  if (!pngs.some((icon) => icon.purpose?.split(' ').includes('maskable'))) problems.push('manifest: no maskable icon');
  for (const icon of pngs) checkPng(icon.src, Number(icon.sizes.split('x')[0]));
  return problems;
}

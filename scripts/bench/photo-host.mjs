// A local stand-in of the stock-photo host (images.unsplash.com, an imgix URL API) for the
// benchmark: an HTTPS server that answers `/photo-…?w=&h=&q=&fit=&auto=format` with a photo-like
// image at the size asked, in the format the browser accepts (AVIF, else WebP, else JPEG, as
// imgix's auto=format does), weighing what the real host's photos weigh (README: Performance,
// the stock-photo stand-in). Chromium reaches it through
// --host-resolver-rules="MAP images.unsplash.com 127.0.0.1:<port>" --ignore-certificate-errors.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';
import sharp from 'sharp';
import { selfSignedCertificate } from '../support/certificate.mjs';

export const PHOTO_HOST = 'images.unsplash.com';

/** The host's photos are camera photos: 3:2 unless the URL asks for a height. */
export const PHOTO_ASPECT = 3 / 2;
/** The widest photo the stand-in makes (the site's srcsets stop at 1920). */
const MAX_WIDTH = 2400;
/** imgix's default quality when the URL names none. */
const DEFAULT_QUALITY = 75;

/**
 * The real host's weights this stand-in is calibrated to: a 1280 px wide stock photo at q=75 weighs
 * 170 kB as JPEG, 125 kB as WebP and 72 kB as AVIF (the figures the performance work was specified
 * with; no machine here reaches the host to check them). The generated photo's detail is set so its JPEG
 * weighs that, then each format's encoder quality offset so WebP and AVIF do too
 * (`node scripts/bench/photo-host.mjs --calibrate` finds both; tests/unit/photo-host.test.ts holds them).
 */
export const CALIBRATION = {
  width: 1280,
  quality: 75,
  bytes: { jpeg: 170_000, webp: 125_000, avif: 72_000 },
};
/** Encoder quality = the URL's q plus this, per format (how the real host's encoders weigh). */
export const QUALITY_OFFSET = { jpeg: 0, webp: 3, avif: -27 };
/** libaom's speed for AVIF (0-9): 2 encodes a 1280 px photo in ~1 s; the quality offset makes up for the bytes. */
const AVIF_EFFORT = 2;
/** Amplitude of the fine detail (grain, texture) of the generated photo: calibrated on JPEG. */
export const DETAIL = 2.537;
/** Amplitude of the pixel-level grain (the texture scales with the image, the grain does not). */
export const GRAIN = 4;

/** @typedef {'avif' | 'webp' | 'jpeg'} PhotoFormat */

/**
 * What a request asks for, read as imgix reads it: `w`, `h` (else the photo's own 3:2), `q`
 * (default 75), `fit` (`crop` fills w×h; `max`/`clip` never upscale; all keep w when only w is
 * given), `auto=format` (the best format in `Accept`, else JPEG), `fm` (a forced format).
 * @param {URL} url
 * @param {string} accept the request's Accept header
 * @returns {{ width: number, height: number, quality: number, format: PhotoFormat }}
 */
export function photoRequest(url, accept = '') {
  const p = url.searchParams;
  const num = (/** @type {string} */ name) => {
    const value = Number(p.get(name));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const dpr = Math.min(num('dpr') ?? 1, 5);
  let width = Math.round((num('w') ?? 1080) * dpr);
  let height = num('h') ? Math.round(/** @type {number} */ (num('h')) * dpr) : Math.round(width / PHOTO_ASPECT);
  const fit = p.get('fit') ?? 'clip';
  if ((fit === 'max' || fit === 'clip') && width > MAX_WIDTH) {
    height = Math.round((height * MAX_WIDTH) / width);
    width = MAX_WIDTH;
  }
  width = Math.min(width, 4000);
  height = Math.min(height, 4000);
  const quality = Math.min(100, Math.max(1, Math.round(num('q') ?? DEFAULT_QUALITY)));
  /** @type {PhotoFormat} */
  let format = 'jpeg';
  const forced = p.get('fm');
  if (forced === 'avif' || forced === 'webp' || forced === 'jpg' || forced === 'jpeg')
    format = forced === 'jpg' ? 'jpeg' : forced;
  else if ((p.get('auto') ?? '').split(',').includes('format')) {
    if (/image\/avif/.test(accept)) format = 'avif';
    else if (/image\/webp/.test(accept)) format = 'webp';
  }
  return { width, height, quality, format };
}

/** A small deterministic random source, so every run serves the same bytes. */
function random(seed = 1) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Value noise of one octave: a grid of random values, smoothly interpolated.
 * @param {number} width @param {number} height @param {number} cell grid step in pixels
 * @param {() => number} rand
 */
function valueNoise(width, height, cell, rand) {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => rand() * 2 - 1);
  const out = new Float32Array(width * height);
  const smooth = (/** @type {number} */ t) => t * t * (3 - 2 * t);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const ty = smooth(gy - y0);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const tx = smooth(gx - x0);
      const a = /** @type {number} */ (grid[y0 * gw + x0]);
      const b = /** @type {number} */ (grid[y0 * gw + x0 + 1]);
      const c = /** @type {number} */ (grid[(y0 + 1) * gw + x0]);
      const d = /** @type {number} */ (grid[(y0 + 1) * gw + x0 + 1]);
      out[y * width + x] = a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
    }
  }
  return out;
}

/**
 * A photo-like image as raw RGB: a sky-to-ground gradient, soft shapes (large-scale noise per
 * channel, scaled with the image), texture at three pixel scales and a film grain. A smaller
 * rendition of a real photo packs more detail into each pixel, so its bytes fall more slowly than
 * its pixel count: the texture's amplitude grows as (CALIBRATION.width / width) ** DETAIL_SCALING.
 * @param {number} width @param {number} height
 * @param {number} detail amplitude of the texture at the calibration width
 */
function photoPixels(width, height, detail = DETAIL) {
  const rand = random(20261123);
  const shapeCell = Math.max(8, Math.round(width / 6));
  const shapes = [0, 1, 2].map(() => valueNoise(width, height, shapeCell, rand));
  const scale = width / CALIBRATION.width;
  const texture = [48, 12, 3].map((cell) => valueNoise(width, height, Math.max(1, cell * scale), rand));
  const amplitude = detail;
  const pixels = Buffer.alloc(width * height * 3);
  const top = [196, 214, 232];
  const bottom = [92, 70, 52];
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const tex =
        /** @type {number} */ (
          texture[0]?.[i] * 18 +
            /** @type {number} */ (texture[1]?.[i]) * 14 +
            /** @type {number} */ (texture[2]?.[i]) * 10
        ) * amplitude;
      const grain = (rand() - 0.5) * GRAIN;
      for (let ch = 0; ch < 3; ch++) {
        const base = /** @type {number} */ (top[ch]) * (1 - v) + /** @type {number} */ (bottom[ch]) * v;
        const shape = /** @type {number} */ (shapes[ch]?.[i]) * 70;
        pixels[i * 3 + ch] = Math.max(0, Math.min(255, Math.round(base + shape + tex + grain)));
      }
    }
  }
  return pixels;
}

/**
 * One photo encoded as asked.
 * @param {{ width: number, height: number, quality: number, format: PhotoFormat }} request
 * @param {{ detail?: number, qualityOffset?: Partial<Record<PhotoFormat, number>> }} [tuning] for calibration only
 * @returns {Promise<Buffer>}
 */
export async function encodePhoto({ width, height, quality, format }, tuning = {}) {
  const offset = tuning.qualityOffset?.[format] ?? QUALITY_OFFSET[format];
  const q = Math.min(100, Math.max(1, quality + offset));
  const image = sharp(photoPixels(width, height, tuning.detail ?? DETAIL), { raw: { width, height, channels: 3 } });
  if (format === 'avif') return image.avif({ quality: q, effort: AVIF_EFFORT }).toBuffer();
  if (format === 'webp') return image.webp({ quality: q }).toBuffer();
  return image.jpeg({ quality: q }).toBuffer();
}

/**
 * Starts the stand-in on 127.0.0.1:port (0: any free port). Encodes are cached in memory and in
 * `cacheDir`, so only a photo size never asked before costs an encode (~0.1-1 s).
 * @param {{ port?: number, cacheDir?: string }} [options]
 * @returns {Promise<{ port: number, chromeFlags: string[], requests: { path: string, format: PhotoFormat, bytes: number }[], warm: (urls: string[]) => Promise<void>, close: () => Promise<void> }>}
 */
export async function startPhotoHost({ port = 0, cacheDir = join('node_modules', '.cache', 'photo-host') } = {}) {
  mkdirSync(cacheDir, { recursive: true });
  /** @type {Map<string, Promise<Buffer>>} */
  const memory = new Map();
  const photoFor = (/** @type {ReturnType<typeof photoRequest>} */ request) => {
    const key = `${request.width}x${request.height}-q${request.quality}-${QUALITY_OFFSET[request.format]}-d${DETAIL}.${request.format}`;
    let photo = memory.get(key);
    if (!photo) {
      const file = join(cacheDir, key);
      photo = existsSync(file)
        ? Promise.resolve(readFileSync(file))
        : encodePhoto(request).then((bytes) => {
            writeFileSync(file, bytes);
            return bytes;
          });
      memory.set(key, photo);
    }
    return photo;
  };
  /** @type {{ path: string, format: PhotoFormat, bytes: number }[]} */
  const requests = [];
  const server = createServer(selfSignedCertificate([PHOTO_HOST]), async (req, res) => {
    const url = new URL(req.url ?? '/', `https://${PHOTO_HOST}`);
    if (req.method !== 'GET' || !/^\/photo-[\w-]+$/.test(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const request = photoRequest(url, req.headers.accept);
    const bytes = await photoFor(request);
    requests.push({ path: `${url.pathname}${url.search}`, format: request.format, bytes: bytes.length });
    res.writeHead(200, {
      'content-type': `image/${request.format}`,
      'content-length': bytes.length,
      'cache-control': 'public, max-age=31536000',
      'access-control-allow-origin': '*',
      vary: 'Accept',
    });
    res.end(bytes);
  });
  await new Promise((/** @type {(v?: unknown) => void} */ resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    chromeFlags: [`--host-resolver-rules=MAP ${PHOTO_HOST} 127.0.0.1:${actualPort}`, '--ignore-certificate-errors'],
    requests,
    // Chromium asks for AVIF: make those encodes before a measurement, so no first request waits on one.
    warm: async (urls) => {
      for (const href of urls) await photoFor(photoRequest(new URL(href), 'image/avif,image/webp,*/*'));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The stock-host photo URLs a built page names (src and every srcset candidate).
 * @param {string} html
 * @returns {string[]}
 */
export function photoUrls(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|srcset)="([^"]*)"/g)) {
    for (const candidate of (match[1] ?? '').replaceAll('&amp;', '&').split(',')) {
      const href = candidate.trim().split(/\s+/)[0] ?? '';
      if (href.startsWith(`https://${PHOTO_HOST}/`)) urls.add(href);
    }
  }
  return [...urls];
}

/**
 * `node scripts/bench/photo-host.mjs --calibrate`: finds the detail that makes the JPEG weigh what
 * the real host's does at the calibration width and quality, then each format's quality offset.
 */
async function calibrate() {
  const { width, quality, bytes } = CALIBRATION;
  const height = Math.round(width / PHOTO_ASPECT);
  const size = async (/** @type {PhotoFormat} */ format, /** @type {number} */ detail, offset = 0) =>
    (await encodePhoto({ width, height, quality, format }, { detail, qualityOffset: { [format]: offset } })).length;
  let lo = 0.2;
  let hi = 4;
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if ((await size('jpeg', mid)) < bytes.jpeg) lo = mid;
    else hi = mid;
  }
  const detail = Math.round(((lo + hi) / 2) * 1000) / 1000;
  /** @type {Record<PhotoFormat, number>} */
  const offsets = { jpeg: 0, webp: 0, avif: 0 };
  for (const format of /** @type {PhotoFormat[]} */ (['webp', 'avif'])) {
    // Bytes grow with quality: bisect the offset, then keep the closer of the two neighbours.
    let low = -74;
    let high = 25;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if ((await size(format, detail, mid)) < bytes[format]) low = mid;
      else high = mid;
    }
    const best =
      Math.abs((await size(format, detail, low)) - bytes[format]) <=
      Math.abs((await size(format, detail, high)) - bytes[format])
        ? low
        : high;
    offsets[format] = best;
  }
  console.log(`DETAIL = ${detail}; QUALITY_OFFSET = ${JSON.stringify(offsets)}`);
  for (const format of /** @type {PhotoFormat[]} */ (['jpeg', 'webp', 'avif'])) {
    console.log(
      `${format}: ${(await size(format, detail, offsets[format])) / 1000} kB (target ${bytes[format] / 1000} kB)`,
    );
  }
}

if (
  process.argv[1] &&
  import.meta.url === new URL(`file://${process.argv[1]}`).href &&
  process.argv.includes('--calibrate')
)
  await calibrate();

// The stock-photo stand-in the benchmark serves: the host's URL API, the format per Accept header,
// and the weights it is calibrated to (README: Performance).
import { get } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALIBRATION, encodePhoto, photoRequest, photoUrls, startPhotoHost } from '../../scripts/bench/photo-host.mjs';

const url = (query: string) => new URL(`https://images.unsplash.com/photo-1522071820081-009f0129c71c?${query}`);
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('photoRequest reads the URL as the host does', () => {
  it('serves the best format the browser accepts with auto=format, else JPEG', () => {
    expect(photoRequest(url('w=640&auto=format'), CHROME_ACCEPT).format).toBe('avif');
    expect(photoRequest(url('w=640&auto=format'), 'image/webp,*/*').format).toBe('webp');
    expect(photoRequest(url('w=640&auto=format'), '*/*').format).toBe('jpeg');
    expect(photoRequest(url('w=640'), CHROME_ACCEPT).format).toBe('jpeg');
    expect(photoRequest(url('w=640&fm=webp'), CHROME_ACCEPT).format).toBe('webp');
  });

  it('keeps the photo 3:2 for a width alone, crops to w×h, defaults q to 75', () => {
    expect(photoRequest(url('w=960&fit=crop'), '')).toEqual({ width: 960, height: 640, quality: 75, format: 'jpeg' });
    expect(photoRequest(url('w=400&h=400&fit=crop&q=60'), '')).toMatchObject({ width: 400, height: 400, quality: 60 });
    expect(photoRequest(url('w=320&dpr=2'), '')).toMatchObject({ width: 640, height: 427 });
  });
});

describe('photoUrls', () => {
  it('lists every stock photo a page names, src and srcset candidates, once', () => {
    const html =
      '<img src="https://images.unsplash.com/photo-1?w=640&amp;q=75" srcset="https://images.unsplash.com/photo-1?w=400&amp;q=75 400w, https://images.unsplash.com/photo-1?w=640&amp;q=75 640w"><img src="/images/fallback.svg">';
    expect(photoUrls(html)).toEqual([
      'https://images.unsplash.com/photo-1?w=640&q=75',
      'https://images.unsplash.com/photo-1?w=400&q=75',
    ]);
  });
});

describe('the calibration', () => {
  it.each(['jpeg', 'webp', 'avif'] as const)(
    'a 1280 px photo at q=75 weighs what the real host sends as %s, within 3 percent',
    async (format) => {
      const bytes = await encodePhoto({
        width: CALIBRATION.width,
        height: Math.round(CALIBRATION.width / 1.5),
        quality: CALIBRATION.quality,
        format,
      });
      expect(Math.abs(bytes.length - CALIBRATION.bytes[format]) / CALIBRATION.bytes[format]).toBeLessThan(0.03);
    },
  );

  it('weighs less at a lower quality and a smaller width', async () => {
    const size = async (width: number, quality: number) =>
      (await encodePhoto({ width, height: Math.round(width / 1.5), quality, format: 'avif' })).length;
    const base = await size(640, 75);
    expect(await size(640, 50)).toBeLessThan(base);
    expect(await size(400, 75)).toBeLessThan(base);
  });
});

describe('the server', () => {
  let host: Awaited<ReturnType<typeof startPhotoHost>>;
  const cacheDir = mkdtempSync(join(tmpdir(), 'photo-host-test-'));
  beforeAll(async () => {
    host = await startPhotoHost({ cacheDir });
  });
  afterAll(async () => {
    await host.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  const fetchPhoto = (path: string, accept: string) =>
    new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
      const req = get(
        {
          host: '127.0.0.1',
          port: host.port,
          path,
          servername: 'images.unsplash.com',
          headers: { accept, host: 'images.unsplash.com' },
          rejectUnauthorized: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
    });

  it('answers over HTTPS with the photo at the size and in the format asked', async () => {
    const photo = await fetchPhoto('/photo-1522071820081-009f0129c71c?w=400&q=75&auto=format&fit=crop', CHROME_ACCEPT);
    expect(photo.status).toBe(200);
    expect(photo.type).toBe('image/avif');
    const meta = await sharp(photo.body).metadata();
    expect([meta.width, meta.height]).toEqual([400, 267]);
    expect(host.requests.at(-1)).toMatchObject({ format: 'avif', bytes: photo.body.length });
    expect(host.chromeFlags).toEqual([
      `--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:${host.port}`,
      '--ignore-certificate-errors',
    ]);
  });

  it('answers anything that is not a photo with 404', async () => {
    expect((await fetchPhoto('/robots.txt', '*/*')).status).toBe(404);
  });
});

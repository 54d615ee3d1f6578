// The preview server over a tiny fixture site: what a static host answers, status and headers.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer } from '../../scripts/preview-server.mjs';

let server: Awaited<ReturnType<typeof startPreviewServer>>;

beforeAll(async () => {
  server = await startPreviewServer({ root: new URL('../fixtures/static-site/site', import.meta.url).pathname });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so paths are sent exactly as written (fetch would normalise "/../"). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('preview server', () => {
  it.each(['/', '/about', '/about/', '/about/index.html'])('serves %s with 200 and the _headers headers', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('answers an unknown path with 404.html, status 404, and the same headers', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page Not Found');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('applies _redirects before files (the HTML fallback at the source is not served)', async () => {
    const res = await get('/services/web-design?ref=footer');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/services/design?ref=footer');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('fills splats and serves 200 rules as rewrites', async () => {
    expect((await get('/old/anything')).headers.location).toBe('/about');
    const rewrite = await get('/alias');
    expect(rewrite.status).toBe(200);
    expect(rewrite.body).toContain('<h1>About</h1>');
  });

  it('adds path rules to the global ones', async () => {
    const res = await get('/_astro/app.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('gzips text when asked, as hosts do', async () => {
    const res = await get('/about', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toContain('<h1>About</h1>');
    expect((await get('/about')).headers['content-encoding']).toBeUndefined();
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/_headers', '/_redirects'])('never serves %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('outside-the-root');
    expect(res.body).not.toContain('X-Frame-Options');
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/about', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
  });
});

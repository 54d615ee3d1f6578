#!/usr/bin/env node
// Serves dist/ the way the static hosts we deploy to do: clean URLs, `_redirects`, `_headers`
// on every response, 404.html with status 404, and gzip for text. The end-to-end tests, the link
// check and the benchmark run against it.
// Usage: node scripts/preview-server.mjs [--port 4321] [--dir dist] [--host 127.0.0.1]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { candidateFiles, headersFor, parseHeaders, parseRedirects, redirectFor } from './static-host.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/** Types a host compresses (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A server for a built site. Reads `_redirects` and `_headers` once, as a host does at deploy.
 * @param {{ root: string }} options absolute or relative path of the build
 */
export function createPreviewServer({ root: rootDir }) {
  const root = resolve(rootDir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No build in ${root}: run "npm run build" first.`);
  const readOptional = (/** @type {string} */ name) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '');
  const redirects = parseRedirects(readOptional('_redirects'));
  const headerRules = parseHeaders(readOptional('_headers'));
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();

  /** @param {string} rel */
  async function fileAt(rel) {
    const full = normalize(join(root, rel));
    if (full !== root && !full.startsWith(root + sep)) return null;
    // The rule files configure the host; hosts never serve them.
    if (full === join(root, '_headers') || full === join(root, '_redirects')) return null;
    try {
      return (await stat(full)).isFile() ? full : null;
    } catch {
      return null;
    }
  }

  /** @param {string} path */
  async function resolveFile(path) {
    for (const rel of candidateFiles(path)) {
      const file = await fileAt(rel);
      if (file) return file;
    }
    return null;
  }

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = '/';
    }
    const headers = headersFor(headerRules, path);
    let file = null;
    let status = 200;
    const redirect = redirectFor(redirects, path);
    if (redirect && redirect.status === 200) {
      // A 200 rule is a rewrite: the target's content at the requested URL.
      file = await resolveFile(redirect.to);
    } else if (redirect) {
      const location = redirect.to.includes('?') || !url.search ? redirect.to : `${redirect.to}${url.search}`;
      res.writeHead(redirect.status, { ...headers, location });
      res.end();
      return;
    } else {
      file = await resolveFile(path);
    }
    if (!file) {
      status = 404;
      file = await fileAt('404.html');
    }
    let body = file ? await readFile(file) : Buffer.from('Not found');
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file ?? '.txt'))] ?? 'application/octet-stream';
    /** @type {Record<string, string | number>} */
    const extra = { 'content-type': type };
    if (COMPRESSIBLE.test(type)) {
      extra.vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && file) {
        let packed = gzipped.get(file);
        if (!packed) gzipped.set(file, (packed = gzipSync(body)));
        body = packed;
        extra['content-encoding'] = 'gzip';
      }
    }
    res.writeHead(status, { ...headers, ...extra, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/**
 * Starts a server and resolves with its origin; port 0 picks a free port.
 * @param {{ root: string, port?: number, host?: string }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startPreviewServer({ root, port = 0, host = '127.0.0.1' }) {
  const server = createPreviewServer({ root });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        origin: `http://${host}:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4321' },
      dir: { type: 'string', default: 'dist' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  try {
    const { origin } = await startPreviewServer({ root: values.dir, port: Number(values.port), host: values.host });
    console.log(`Serving ${values.dir}/ at ${origin}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

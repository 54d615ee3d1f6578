#!/usr/bin/env node
// Serves dist/ the way the static hosts we deploy to do: clean URLs, `_redirects`, `_headers`
// on every response, and 404.html with status 404. The end-to-end tests run against it.
// Usage: node scripts/preview-server.mjs [--port 4321] [--dir dist]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { candidateFiles, headersFor, parseHeaders, parseRedirects } from './static-host.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '4321' }, dir: { type: 'string', default: 'dist' }, host: { type: 'string', default: '127.0.0.1' } },
});
const root = resolve(values.dir);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}
const readOptional = (name) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '');
const redirects = parseRedirects(readOptional('_redirects'));
const headerRules = parseHeaders(readOptional('_headers'));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(rel) {
  const full = normalize(join(root, rel));
  if (!full.startsWith(root)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? full : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = '/';
  }
  const headers = headersFor(headerRules, path);
  const redirect = redirects.find((r) => r.from === path || `${r.from}/` === path);
  if (redirect) {
    res.writeHead(redirect.status, { ...headers, location: redirect.to });
    res.end();
    return;
  }
  let status = 200;
  let file = null;
  for (const rel of candidateFiles(path)) {
    file = await fileAt(rel);
    if (file) break;
  }
  if (!file) {
    status = 404;
    file = await fileAt('404.html');
  }
  const body = file ? await readFile(file) : Buffer.from('Not found');
  const type = types[extname(file ?? '.txt')] ?? 'application/octet-stream';
  res.writeHead(status, { ...headers, 'content-type': type, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}`);
});

// `wrangler pages dev` (scripts/pages-dev.mjs) serves the build to the end-to-end suite, the checks
// over the build, the benchmark and `npm run preview`. Tests reach nothing on the internet, and a
// run must not depend on what an earlier one left behind: here the real wrangler serves a small
// build with every outside request sent to a proxy that records and refuses it, and with a
// temporary folder of its own (wrangler keeps an hour's cache of its npm update check there).
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagesDev } from '../../scripts/pages-dev.mjs';

let work: string;
let proxy: Server;
/** What wrangler asked the proxy for: `CONNECT host:port` for HTTPS, `METHOD url` for plain HTTP. */
const asked: string[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'pages-dev-'));
  await mkdir(join(work, 'site'));
  await mkdir(join(work, 'tmp'));
  await writeFile(join(work, 'site', 'index.html'), '<!doctype html><title>Home</title><p>Served offline.</p>');
  proxy = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res.writeHead(403).end();
  });
  proxy.on('connect', (req, socket) => {
    asked.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // pagesDevEnv() starts from this process's environment, as it does from a developer's shell.
  Object.assign(process.env, {
    HTTPS_PROXY: proxyUrl,
    HTTP_PROXY: proxyUrl,
    NO_PROXY: '127.0.0.1',
    TMPDIR: join(work, 'tmp'),
  });
  // vitest's NODE_ENV=test would keep miniflare from fetching `request.cf`; a shell has none.
  delete process.env.NODE_ENV;
});

afterAll(async () => {
  for (const key of ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'TMPDIR', 'NODE_ENV']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await new Promise((resolve) => proxy?.close(resolve));
  await rm(work, { recursive: true, force: true });
});

describe('wrangler pages dev as scripts/pages-dev.mjs starts it', () => {
  it('serves the build and asks nothing of the internet (no update check, no usage events, no request.cf fetch)', async () => {
    const server = await startPagesDev({ root: join(work, 'site'), timeoutMs: 60_000 });
    try {
      const response = await fetch(`${server.origin}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Served offline.');
    } finally {
      await server.close();
    }
    expect(asked, server.output()).toEqual([]);
  }, 90_000);
});

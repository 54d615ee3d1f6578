/**
 * The studio's API route (in place of @keystatic/astro's): Keystatic's own handler, with the
 * files of a save re-printed in the house format first (studio/save.ts).
 */
import { readFile } from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { makeHandler } from '@keystatic/astro/api';
import config from 'virtual:keystatic-config';
import { normalizeContentFile } from './save';

export const prerender = false;

const keystatic = makeHandler({ config });

interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url').toString('utf8');
const toBase64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

async function normalized(request: Request): Promise<Request> {
  const update = (await request.clone().json()) as Update;
  const additions = await Promise.all(
    update.additions.map(async (addition) => {
      if (!/\.(json|ya?ml|md)$/.test(addition.path)) return addition;
      const previous = await readFile(addition.path, 'utf8').catch(() => '');
      return {
        ...addition,
        contents: toBase64Url(normalizeContentFile(addition.path, fromBase64Url(addition.contents), previous)),
      };
    }),
  );
  return new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify({ ...update, additions }),
  });
}

/** The request as Keystatic sent it: without the trailing slash the site's routing added. */
function withoutTrailingSlash(request: Request): Request {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/+$/, '');
  return new Request(url, request);
}

export const ALL: APIRoute = async (context) => {
  const request = withoutTrailingSlash(context.request);
  if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/update')) {
    return keystatic({ ...context, request: await normalized(request) });
  }
  return keystatic({ ...context, request });
};

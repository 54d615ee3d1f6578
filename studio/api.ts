/**
 * The studio's API route (in place of @keystatic/astro's): Keystatic's own handler, with the
 * files of a save re-printed in the house format first and checked against the build's schemas
 * (studio/save.ts).
 */
import { readFile } from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { makeHandler } from '@keystatic/astro/api';
import config from 'virtual:keystatic-config';
import { refusalMessage } from './refusal';
import { normalizeContentFile, saveProblems } from './save';

export const prerender = false;

const keystatic = makeHandler({ config });

interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url').toString('utf8');
const toBase64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The save's files in the house format, and what in them the build would refuse. */
async function normalized(request: Request): Promise<{ request: Request; problems: string[] }> {
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
  const problems = additions.flatMap((addition) => {
    if (!/\.(json|ya?ml|md)$/.test(addition.path)) return [];
    const found = saveProblems(addition.path, fromBase64Url(addition.contents));
    return found.length ? [refusalMessage(addition.path, found)] : [];
  });
  return {
    request: new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify({ ...update, additions }),
    }),
    problems,
  };
}

export const ALL: APIRoute = async (context) => {
  const { request } = context;
  if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/update')) {
    const save = await normalized(request);
    // Nothing is written when the build would refuse it: the editor reads why, file and field named.
    if (save.problems.length > 0) {
      const message = save.problems.join(' ');
      console.error(`[content studio] ${message}`);
      return new Response(message, {
        status: 422,
        headers: { 'content-type': 'text/plain' },
      });
    }
    return keystatic({ ...context, request: save.request });
  }
  return keystatic(context);
};

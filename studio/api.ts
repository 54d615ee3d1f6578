/**
 * The studio's API route (in place of @keystatic/astro's): Keystatic's own handler, with the
 * files of a save re-printed in the house format first and checked against the build's schemas
 * (studio/save.ts).
 */
import { readFile, readdir } from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { makeHandler } from '@keystatic/astro/api';
import config from 'virtual:keystatic-config';
import { linkProblems, type SitePages } from './draft-links';
import { refusalMessage } from './refusal';
import { normalizeContentFile, saveProblems } from './save';
import { pagesOfContent } from './site-pages';

export const prerender = false;

const keystatic = makeHandler({ config });

interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url').toString('utf8');
const toBase64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * The pages the site will have once the save is written: those the content on disk makes, and the
 * save's own new entries' (src/lib/browser/page-addresses.ts), for its links to land on. Its files
 * (public/, the build's) are the build's link check's to judge.
 */
async function sitePagesAfter(update: Update): Promise<SitePages> {
  const onDisk = (await readdir('content', { recursive: true })).map((file) => `content/${file.split('\\').join('/')}`);
  const gone = new Set(update.deletions.map((deletion) => deletion.path));
  const paths = [...onDisk.filter((path) => !gone.has(path)), ...update.additions.map((addition) => addition.path)];
  const { agency } = JSON.parse(await readFile('content/site.json', 'utf8')) as {
    agency: { url: string; clientPortalUrl: string };
  };
  return { pages: pagesOfContent(paths), siteUrl: agency.url, otherSystems: [agency.clientPortalUrl], pagesOnly: true };
}

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
  const site = await sitePagesAfter(update);
  const problems = additions.flatMap((addition) => {
    if (!/\.(json|ya?ml|md)$/.test(addition.path)) return [];
    const text = fromBase64Url(addition.contents);
    const found = [
      ...saveProblems(addition.path, text),
      ...linkProblems([{ path: addition.path, text }], site).flatMap((file) => file.problems),
    ];
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

// The weekly check of the links out of the site (scripts/schedule/check-links-out.mjs), run as the
// workflow runs it, against stand-in sites (local HTTP servers the pages of a small build link to)
// and the GitHub stand-in (tests/support/github-standin, held to GitHub's own description of its
// REST API): a live page, a 404, a 301 to a live page, a 429 that passes once its Retry-After has
// passed, and a server that never answers. Only the 404 and the silent server are reported, each by
// its content file, its field as the studio labels it, its page and its address; the report is one
// issue, rewritten by the next run and closed with a comment once every link works.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GitHubStandIn } from '../support/github-standin/server.ts';
import { startWorkflowGitHub, WORKFLOW_TOKEN, type WorkflowGitHub } from '../support/schedule-standins';
import { allPassComment, ISSUE_LABEL, ISSUE_TITLE } from '../../studio/links-out';

const SITE = 'https://kilele.example';
const SCRIPT = resolve('scripts/schedule/check-links-out.mjs');
/**
 * The check's timeout in these tests (seconds): short, so the silent server costs about 8 s with its
 * retry (HEAD and GET, twice, and 2 s between), yet long enough for the other stand-ins to answer on
 * a loaded 2-core machine (0.5 s was not, beside the whole unit suite).
 */
const TIMEOUT = 1.5;

type Behaviour = (res: ServerResponse, seen: number) => void;
const page = (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>ok</title>');
const sites: Record<string, { behaviour: Behaviour; server?: Server; url?: string; seen: number }> = {
  live: { behaviour: page, seen: 0 },
  gone: { behaviour: (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('not found'), seen: 0 },
  moved: { behaviour: (res) => res.writeHead(301, { location: `${sites.live!.url}moved-here` }).end(), seen: 0 },
  // Busy at first (HEAD, then GET), then open once its Retry-After has passed.
  busy: {
    behaviour: (res, seen) => (seen <= 1 ? res.writeHead(429, { 'retry-after': '1' }).end('slow down') : page(res)),
    seen: 0,
  },
  // Never answers: the request is held until the test ends.
  silent: { behaviour: () => undefined, seen: 0 },
};

let project: string;
let workflowGitHub: WorkflowGitHub;
let gitHub: GitHubStandIn;

/** The content files that hold the stand-ins' addresses, in the fields an editor fills in. */
function writeProject() {
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  };
  const url = (name: string) => sites[name]!.url!;
  file(
    'content/site.json',
    JSON.stringify({
      agency: {
        url: SITE,
        social: [{ network: 'github', label: 'GitHub', url: url('live') }],
        address: { mapEmbedUrl: `${url('busy')}maps?q=office&output=embed` },
      },
    }),
  );
  file('content/case-studies/projects/harbourline.yaml', `work: harbourline\nliveWebsite: ${url('gone')}shop\n`);
  file(
    'content/case-studies/podcasts/dealer-playbook.yaml',
    `work: dealer-playbook\nplatforms:\n  spotify: ${url('moved')}show\n`,
  );
  file(
    'content/pages/accessibility.md',
    `---\ntitle: Accessibility\n---\n\nWe follow the [guidelines](${url('silent')}wcag/) at level AA.\n`,
  );
  // The build: the pages that show them (the footer's profile on every page).
  const footer = `<footer><a href="${url('live')}">GitHub</a><a href="mailto:hello@kilele.example">Mail</a><a href="${SITE}/about/">About</a></footer>`;
  const html = (body: string) => `<!doctype html><html lang="en"><title>x</title><body>${body}${footer}</body></html>`;
  file('dist/index.html', html('<h1>Home</h1>'));
  file('dist/work/harbourline/index.html', html(`<a href="${url('gone')}shop">Visit the live site</a>`));
  file('dist/work/dealer-playbook/index.html', html(`<a href="${url('moved')}show">Listen on Spotify</a>`));
  file('dist/accessibility/index.html', html(`<p>We follow the <a href="${url('silent')}wcag/">guidelines</a>.</p>`));
  file(
    'dist/contact/index.html',
    html(`<button data-map-src="${url('busy')}maps?q=office&amp;output=embed">Show the map</button>`),
  );
}

beforeAll(async () => {
  for (const site of Object.values(sites)) {
    site.server = createServer((_req, res) => site.behaviour(res, site.seen++));
    await new Promise<void>((done) => site.server!.listen(0, '127.0.0.1', done));
    site.url = `http://127.0.0.1:${(site.server.address() as { port: number }).port}/`;
  }
  project = mkdtempSync(join(tmpdir(), 'links-out-'));
  writeProject();
  workflowGitHub = await startWorkflowGitHub();
  gitHub = workflowGitHub.gitHub;
}, 60_000);

afterAll(async () => {
  for (const site of Object.values(sites)) site.server?.closeAllConnections();
  await Promise.all(Object.values(sites).map((site) => new Promise((done) => site.server?.close(done))));
  await workflowGitHub?.close();
  rmSync(project, { recursive: true, force: true });
});

/** The script as the workflow runs it (beside this process, never spawnSync: the stand-ins answer from here). */
function check(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const child = execFile(
      process.execPath,
      [SCRIPT, '--timeout', String(TIMEOUT), '--retries', '1', '--retry-jitter', '0', '--pause', '50', ...args],
      {
        cwd: project,
        encoding: 'utf8',
        env: {
          ...process.env,
          GITHUB_API_URL: gitHub.url,
          GITHUB_TOKEN: WORKFLOW_TOKEN,
          GITHUB_REPOSITORY: 'kilele/site',
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_RUN_ID: '9001',
          NODE_EXTRA_CA_CERTS: workflowGitHub.certificateFile,
        },
      },
      (_error, stdout, stderr) => done({ code: child.exitCode ?? 1, stdout, stderr }),
    );
  });
}

const issues = () => gitHub.pulls.issues.filter((issue) => issue.labels.includes(ISSUE_LABEL));

describe('the weekly check of the links out of the site', () => {
  it('names exactly the dead links (the 404 and the silent server) by file, field, page and address, in one issue', async () => {
    const run = await check(['--issue']);
    expect(run.code, run.stderr).toBe(0);
    const dead = run.stderr.split('\n').filter((line) => line.startsWith('dead: '));
    // Sorted by address: the stand-ins' ports decide the order.
    expect(dead.sort(), `${run.stdout}${run.stderr}`).toEqual(
      [
        `dead: ${sites.gone!.url}shop: the other site answers “page not found” (404): the page was moved or removed. In content/case-studies/projects/harbourline.yaml “Case studies: web projects › Live website”; on /work/harbourline/`,
        `dead: ${sites.silent!.url}wcag/: no answer within ${TIMEOUT} seconds, on every try. In content/pages/accessibility.md “Privacy, terms, careers › Page text”; on /accessibility/`,
      ].sort(),
    );
    // The 429 was waited for and passed; the 301 was followed to a live page.
    expect(sites.busy!.seen).toBeGreaterThan(2);
    expect(sites.live!.seen).toBeGreaterThan(0);

    expect(issues()).toHaveLength(1);
    const [issue] = issues();
    expect(issue).toMatchObject({ state: 'open', title: ISSUE_TITLE });
    const body = issue!.body!;
    expect(body).toMatch(/^2 links on the site lead to another site/);
    for (const text of [
      `<${sites.gone!.url}shop>`,
      '**Case studies: web projects › Live website** (`content/case-studies/projects/harbourline.yaml`)',
      `[/work/harbourline/](${SITE}/work/harbourline/)`,
      `<${sites.silent!.url}wcag/>`,
      '**Privacy, terms, careers › Page text** (`content/pages/accessibility.md`)',
      'https://github.com/kilele/site/actions/runs/9001',
    ])
      expect(body).toContain(text);
    for (const alive of ['live', 'moved', 'busy']) expect(body).not.toContain(sites[alive]!.url!);
    expect(gitHub.unknownRequests).toEqual([]);
  }, 60_000);

  it('rewrites the same issue when the next run finds less, and closes it with a comment once every link works', async () => {
    const [issue] = issues();
    sites.silent!.behaviour = page;
    const second = await check(['--issue']);
    expect(second.code, second.stderr).toBe(0);
    expect(issues()).toHaveLength(1);
    expect(issue!.state).toBe('open');
    expect(issue!.body).toMatch(/^One link on the site leads/);
    expect(issue!.body).not.toContain(sites.silent!.url!);
    expect(issue!.body).toContain(`<${sites.gone!.url}shop>`);

    sites.gone!.behaviour = page;
    const third = await check(['--issue']);
    expect(third.code, third.stderr).toBe(0);
    expect(third.stderr).not.toMatch(/^dead: /m);
    expect(issues()).toHaveLength(1);
    expect(issue).toMatchObject({ state: 'closed', stateReason: 'completed' });
    const comments = gitHub.pulls.comments.filter((comment) => comment.issue === issue!.number);
    expect(comments.map((c) => c.body)).toEqual([expect.stringMatching(/^Every link to another site works again/)]);
    expect(comments[0]!.body).toBe(allPassComment(5, comments[0]!.body.match(/checked (.+?),/)![1]!));

    // A run that finds nothing with no issue open opens none.
    const fourth = await check(['--issue']);
    expect(fourth.stdout).toContain('no issue open, none needed');
    expect(issues()).toHaveLength(1);
    expect(gitHub.unknownRequests).toEqual([]);
  }, 60_000);

  it('without --issue, a dead link fails the run (for a check by hand)', async () => {
    sites.gone!.behaviour = (res) => res.writeHead(410).end();
    const run = await check([]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`dead: ${sites.gone!.url}shop: the other site says the page is gone for good (410)`);
  }, 60_000);
});

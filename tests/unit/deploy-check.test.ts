// The deploy's content check as the deploy workflow runs it (.github/workflows/deploy-pages.yml):
// scripts/draft-check.mjs without a pull request posts the commit status `content checks` alone,
// and on a failed `npm run test:content` names what failed by file and field, read from the build
// and the checks' log: here a push whose service page text holds markup the HTML checker refuses,
// and one whose build could not read a case study's photo (tests/fixtures/deploy-failures/). The
// workflow's own steps are checked to hand the script what it takes.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_SITE_CHECK_FAILED, CHECK_CONTEXT, CHECKING_CHANGE } from '../../studio/draft-check';
import { PAGE_TEXT_LABEL } from '../../studio/model';

const FIXTURES = resolve('tests/fixtures/deploy-failures');
const BRANDING = 'content/services/branding.md';
const COFFEE = 'content/case-studies/projects/central-highlands-coffee.yaml';
const NESTED = '<a href="/contact/">Talk to us about <a href="/work/">our work</a></a>';

let server: Server;
let api: string;
const posted: { path: string; body: Record<string, string> }[] = [];
let root: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      posted.push({ path: `${req.method} ${req.url}`, body: data ? JSON.parse(data) : {} });
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(req.method === 'GET' ? '[]' : '{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  api = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  root = mkdtempSync(join(tmpdir(), 'deploy-check-'));
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/** A repository whose last deployed commit holds the content files as they are, and a push changing them. */
function push(changes: Record<string, (text: string) => string>): { dir: string; base: string; sha: string } {
  const dir = mkdtempSync(join(root, 'repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, '-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', ...args], {
      encoding: 'utf8',
    }).trim();
  git('init', '-q', '-b', 'main');
  for (const file of ['content/site.json', '.htmlvalidate.json', ...Object.keys(changes)]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(file, join(dir, file));
  }
  git('add', '.');
  git('commit', '-q', '-m', 'deployed');
  const base = git('rev-parse', 'HEAD');
  for (const [file, change] of Object.entries(changes))
    writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  git('commit', '-q', '-am', 'Update (content studio)');
  return { dir, base, sha: git('rev-parse', 'HEAD') };
}

/**
 * scripts/draft-check.mjs as the workflow's content job runs it on a push (in the commit's checkout,
 * no pull request), against the server here (run beside this process: never spawnSync here);
 * returns what it posted once it exited with `exit`.
 */
async function draftCheck(repo: { dir: string }, args: string[], exit: number) {
  posted.length = 0;
  const result = await new Promise<{ status: number | null; stderr: string }>((resolveRun) => {
    const child = execFile(
      process.execPath,
      [resolve('scripts/draft-check.mjs'), ...args],
      {
        cwd: repo.dir,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'kilele/site', GITHUB_API_URL: api },
      },
      (_error, _stdout, stderr) => resolveRun({ status: child.exitCode, stderr }),
    );
  });
  expect(result.status, result.stderr).toBe(exit);
  return posted;
}

/** `done --outcome failure`, with the build and the checks' log given. */
function done(repo: { dir: string; base: string; sha: string }, log: string) {
  writeFileSync(join(repo.dir, 'content-checks.log'), log);
  const args = ['--sha', repo.sha, '--base', repo.base, '--log', 'content-checks.log'];
  return draftCheck(repo, ['done', '--outcome', 'failure', ...args], 1);
}

describe('the deploy of a push, checked', () => {
  it('says the change is being checked, in its own words: nothing on the live branch is a draft', async () => {
    const repo = push({ [BRANDING]: (text) => text.replace('A strong brand', 'A stronger brand') });
    const calls = await draftCheck(repo, ['pending', '--sha', repo.sha], 0);
    expect(calls.map((c) => c.path)).toEqual([`POST /repos/kilele/site/statuses/${repo.sha}`]);
    expect(calls[0]!.body).toMatchObject({ state: 'pending', context: CHECK_CONTEXT, description: CHECKING_CHANGE });
    expect(calls[0]!.body.description).not.toMatch(/draft/i);
    // And a failed check whose log names no step says so of the change, not of a draft.
    const failed = (await done(repo, ''))[0]!.body;
    expect(failed.description).toBe(CHANGE_SITE_CHECK_FAILED);
    expect(failed.description).not.toMatch(/draft/i);
  }, 120_000);

  it('a page text the HTML checker refuses: the status names the file and “Page text”, and no comment is made', async () => {
    const repo = push({ [BRANDING]: (text) => `${text.trimEnd()}\n\n${NESTED}\n` });
    const body = `<p>${NESTED}</p>`;
    // The rest of the build as far as this page needs it: the pages it links, its social card.
    const empty = '<!doctype html><html lang="en"><title>x</title></html>';
    for (const page of ['', 'contact/', 'work/', 'services/branding/']) {
      mkdirSync(join(repo.dir, 'dist', page), { recursive: true });
      writeFileSync(join(repo.dir, 'dist', page, 'index.html'), empty);
    }
    mkdirSync(join(repo.dir, 'dist/og/services'), { recursive: true });
    const card = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(card);
    card.write('IHDR', 12, 'latin1');
    card.writeUInt32BE(1200, 16);
    card.writeUInt32BE(630, 20);
    writeFileSync(join(repo.dir, 'dist/og/services/branding.png'), card);
    writeFileSync(
      join(repo.dir, 'dist/services/branding/index.html'),
      readFileSync(join(FIXTURES, 'page.html'), 'utf8').replace('{{body}}', body),
    );
    const calls = await done(
      repo,
      '▶ checks over the build: npx vitest run\n\n✘ checks over the build failed after 30.0 s\n',
    );
    expect(calls.map((c) => c.path)).toEqual([`POST /repos/kilele/site/statuses/${repo.sha}`]);
    const status = calls[0]!.body;
    expect(status.context).toBe(CHECK_CONTEXT);
    expect(status.state).toBe('failure');
    // What to change kept, before the checker's words (the file by its name: the line is too long).
    expect(status.description).toMatch(
      new RegExp(`^branding\\.md: “${PAGE_TEXT_LABEL}” has markup the HTML checker refuses: correct or remove it;`),
    );
    expect(status.description!.length).toBeLessThanOrEqual(140);
  }, 120_000);

  it('a photo the build could not read: the status names the photo field; with no build, no other guess', async () => {
    const photo = /file: (\.\.\/\S+)/.exec(readFileSync(COFFEE, 'utf8'))![1]!;
    const missing = photo.replace(/[^/]+$/, 'gone.png');
    const repo = push({ [COFFEE]: (text) => text.replace(photo, missing) });
    const log = readFileSync(join(FIXTURES, 'build.log'), 'utf8').replace('{{photo}}', missing);
    const status = (await done(repo, log))[0]!.body;
    expect(status.description).toMatch(
      /^central-highlands-coffee\.yaml: “Gallery \(item \d+\) › Image › Image file”: upload this photo again or choose another;/,
    );
  }, 120_000);

  it('a failure no field explains: the check that failed, never only "the build failed"', async () => {
    const repo = push({ [BRANDING]: (text) => text.replace('A strong brand', 'A stronger brand') });
    const status = (await done(repo, '▶ headers: npx playwright test\n\n✘ headers failed after 12.0 s\n'))[0]!.body;
    expect(status.description).toMatch(/the site's check “headers” failed/);
  }, 120_000);
});

describe('the deploy workflow', () => {
  interface Step {
    id?: string;
    if?: string;
    run?: string;
  }
  const flow = yaml.load(readFileSync('.github/workflows/deploy-pages.yml', 'utf8')) as {
    permissions: Record<string, string>;
    jobs: Record<string, { steps: Step[]; environment?: { name: string } }>;
  };
  const runs = flow.jobs.content!.steps.map((s) => (s.run ?? '').replace(/\s+/g, ' ').trim());
  const usage = execFileSync(process.execPath, ['scripts/draft-check.mjs', '--help'], { encoding: 'utf8' });

  it('posts the content check on the commit: checking, its fields, the site with its log kept, the result', () => {
    expect(flow.permissions.statuses).toBe('write');
    const at = (pattern: RegExp) => runs.findIndex((run) => pattern.test(run));
    const order = [
      at(/^node scripts\/draft-check\.mjs pending --sha "\$GITHUB_SHA"$/),
      at(/^node scripts\/draft-check\.mjs fields --sha "\$GITHUB_SHA" --base "\$BASE"$/),
      at(/npm run test:content 2>&1 \| tee "\$RUNNER_TEMP\/content-checks\.log"$/),
      at(/^node scripts\/draft-check\.mjs done .*--log "\$RUNNER_TEMP\/content-checks\.log"$/),
    ];
    expect(
      order.every((i) => i >= 0),
      runs.join('\n'),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const flag of runs
      .filter((r) => r.startsWith('node scripts/draft-check.mjs'))
      .flatMap((r) => r.match(/--[a-z-]+/g) ?? []))
      expect(usage, flag).toContain(flag);
    expect(flow.jobs.deploy!.environment?.name).toBe('github-pages');
  });
});

// A save's way to the live site as the live studio reads it (studio/live/publish-status.ts, which
// studio/publish-state.ts decides): against the GitHub stand-in, each host's production reports
// replayed as calibrated (tests/support/host-deploys.ts), two editors saving to `main`. Publishing
// until the host reports, live once a successful deploy's commit carries the save (several saves
// at once included), not published with the words and the run when the deploy or its content
// check refuses it, and cleared by a later save's success.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_CONTEXT, CHECKING_CHANGE, failureDescription, passedDescription } from '../../studio/draft-check';
import { readSaveState, type PublishSource } from '../../studio/live/publish-status';
import { startGitHubStandIn, type GitHubStandIn, type StandInUser } from '../support/github-standin/server.ts';
import { cloudflarePages, gitHubPages, vercel, type HostCall, type HostDeploy } from '../support/host-deploys.ts';

const ADA: StandInUser = { login: 'ada', name: 'Ada Editor', email: 'ada@example.com', id: 4242 };
const BOB: StandInUser = { login: 'bob', name: 'Bob Editor', email: 'bob@example.com', id: 4343 };
const BOT: StandInUser = { login: 'host-app[bot]', name: 'Host', email: 'bot@example.com', id: 9999 };
const TOKENS = { gho_ada: ADA, gho_bob: BOB, gho_bot: BOT };
const SITE = 'https://kileledigital.com';
const RUN = 'https://github.com/kilele/site/actions/runs/77';
const BRANDING = 'content/services/branding.md';
const DESIGN = 'content/services/design.md';
/** What the deploy workflow's content check posts on a commit whose page text the HTML checker refuses (scripts/draft-check.mjs). */
const REFUSED = failureDescription([
  {
    path: BRANDING,
    problems: [
      '“Page text” has markup the HTML checker refuses: correct or remove it; plain text and markdown are fine. The checker says: <a> element is not permitted as a descendant of <a> (at <a href="/b/">).',
    ],
  },
]);

/** `fetch` as the browser's, to the stand-in under api.github.com (its certificate is its own). */
const fetchFrom =
  (standIn: GitHubStandIn): typeof fetch =>
  async (input, init) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: standIn.port,
          servername: url.host,
          method: init?.method ?? 'GET',
          path: url.pathname + url.search,
          rejectUnauthorized: false,
          headers: { ...headers, host: url.host },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0 })));
        },
      );
      req.on('error', reject);
      req.end(init?.body as string | undefined);
    });
  };

describe.each([gitHubPages(SITE, RUN), vercel, cloudflarePages])('a save published by $host', (host: HostDeploy) => {
  let root: string;
  let work: string;
  let bare: string;
  let standIn: GitHubStandIn;
  let fetchIt: typeof fetch;

  /** A commit by `who` to `main` changing `path`, as the studio's save makes one. */
  const save = (who: StandInUser, path: string, text: string): string => {
    writeFileSync(join(work, path), text);
    execFileSync('git', ['-C', work, 'add', '.']);
    const identity = ['-c', `user.name=${who.name}`, '-c', `user.email=${who.email}`];
    execFileSync('git', ['-C', work, ...identity, 'commit', '-q', '-m', `Update ${path} (content studio)`]);
    execFileSync('git', ['-C', work, 'push', '-q', bare, 'main']);
    return execFileSync('git', ['-C', work, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  };
  /** The host's app calling GitHub. */
  const call: HostCall = async (method, path, body) => {
    const response = await fetchIt(`https://api.github.com/repos/kilele/site${path}`, {
      method,
      headers: { authorization: 'token gho_bot', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  /** The deploy workflow's content check on a commit (GitHub Pages). */
  const contentCheck = (sha: string, state: string, description: string) =>
    call('POST', `/statuses/${sha}`, { state, context: CHECK_CONTEXT, description, target_url: RUN });
  const stateOf = async (who: StandInUser, path: string) => {
    const source: PublishSource = {
      repo: 'kilele/site',
      branch: 'main',
      token: `gho_${who.login}`,
      login: who.login,
      path,
      fetch: fetchIt,
    };
    return (await readSaveState(source))?.state;
  };
  /** The host publishing a commit, through its content check first where the workflow runs one. */
  const publish = async (sha: string, outcome: 'success' | 'failure') => {
    if (host.host === 'GitHub Pages') {
      await contentCheck(sha, 'pending', CHECKING_CHANGE);
      if (outcome === 'failure') {
        await contentCheck(sha, 'failure', REFUSED);
        return;
      }
      await contentCheck(sha, 'success', passedDescription());
    }
    const finish = await host.start(call, sha);
    await finish(outcome);
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'publish-status-'));
    bare = join(root, 'site.git');
    work = join(root, 'work');
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', bare]);
    execFileSync('git', ['init', '-q', '-b', 'main', work]);
    mkdirSync(join(work, 'content', 'services'), { recursive: true });
    writeFileSync(join(work, DESIGN), '---\nname: Design\n---\nDesign.\n');
    standIn = await startGitHubStandIn({
      repoDir: bare,
      owner: 'kilele',
      repo: 'site',
      branch: 'main',
      tokens: TOKENS,
    });
    fetchIt = fetchFrom(standIn);
    // The site as it was deployed before the editors came: one successful deploy on record.
    await publish(save(BOB, BRANDING, '---\nname: Branding\n---\nBranding.\n'), 'success');
  }, 120_000);

  afterAll(async () => {
    await standIn?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('publishing until the host reports, then live since its success, with the minutes it usually takes', async () => {
    expect(await stateOf(ADA, BRANDING)).toBeUndefined(); // Ada never saved it
    const first = save(ADA, BRANDING, '---\nname: Branding\n---\nA new headline.\n');
    const publishing = await stateOf(ADA, BRANDING);
    expect(publishing).toMatchObject({ state: 'publishing' });
    expect(publishing).toHaveProperty('usualMs'); // from the deploy on record
    const finish = await host.start(call, first);
    expect(await stateOf(ADA, BRANDING)).toMatchObject({ state: 'publishing' });
    await finish('success');
    const live = await stateOf(ADA, BRANDING);
    expect(live).toMatchObject({ state: 'live' });
    expect(Date.now() - Date.parse((live as { since: string }).since)).toBeLessThan(60_000);
  });

  it('not published, with what to change and the run, when the deploy refuses the save', async () => {
    const broken = save(ADA, BRANDING, '---\nname: Branding\n---\n<a href="/a/"><a href="/b/">x</a></a>\n');
    await publish(broken, 'failure');
    const state = await stateOf(ADA, BRANDING);
    expect(state).toMatchObject({ state: 'not-published', laterChange: false });
    const { reason, runUrl } = state as { reason: string; runUrl?: string };
    if (host.host === 'GitHub Pages') {
      expect(reason).toBe(REFUSED);
      expect(runUrl).toBe(RUN);
    } else {
      // The host's own words and its log: it ran no content check of ours.
      expect(reason).toMatch(/fail/i);
      expect(runUrl).toMatch(/^https:\/\/(vercel\.com|dash\.cloudflare\.com)\//);
    }
  });

  it("another editor's save carried by the failing deploy is not published either; the fix's success makes both live", async () => {
    const bobs = save(BOB, DESIGN, '---\nname: Design\n---\nBob’s words.\n');
    await publish(bobs, 'failure');
    expect(await stateOf(BOB, DESIGN)).toMatchObject({ state: 'not-published' });
    // Ada's save of Branding is unchanged by Bob's: each sees their own.
    expect(await stateOf(ADA, BRANDING)).toMatchObject({ state: 'not-published' });
    const fix = save(ADA, BRANDING, '---\nname: Branding\n---\nA new headline, fixed.\n');
    expect(await stateOf(ADA, BRANDING)).toMatchObject({ state: 'publishing' });
    await publish(fix, 'success');
    expect(await stateOf(ADA, BRANDING)).toMatchObject({ state: 'live' });
    expect(await stateOf(BOB, DESIGN)).toMatchObject({ state: 'live' });
  });

  it('one deploy carrying two saves makes each live', async () => {
    save(ADA, BRANDING, '---\nname: Branding\n---\nOne more headline.\n');
    const bobs = save(BOB, DESIGN, '---\nname: Design\n---\nBob again.\n');
    expect(await stateOf(ADA, BRANDING)).toMatchObject({ state: 'publishing' });
    await publish(bobs, 'success');
    expect(await stateOf(ADA, BRANDING)).toMatchObject({ state: 'live' });
    expect(await stateOf(BOB, DESIGN)).toMatchObject({ state: 'live' });
    expect(standIn.unknownRequests).toEqual([]);
  });
});

/**
 * A save's way to the live site, in the editor's words (direct mode: a save is one commit on the
 * studio's branch, and the host builds and publishes the branch). Pure: it reads what the hosts
 * report on the branch's commits, as GitHub's REST API answers them, and says for one save
 * whether it is publishing, live (since when, and where), or not published (and why, in the words
 * the save refusals and the draft check use). studio/live/publish-status.ts fetches and shows it.
 *
 * What each host reports on a production deploy (docs/hosting.md, "Is my change live?"; replayed
 * as calibrated by tests/support/host-deploys.ts):
 * - GitHub Pages (.github/workflows/deploy-pages.yml): GitHub Actions makes a deployment in the
 *   environment `github-pages` when the deploy job starts, its statuses `queued`, `in_progress`,
 *   then `success` with the site's address as `environment_url` (or `failure`); and the workflow's
 *   content check posts the commit status `content checks` (scripts/draft-check.mjs), which names
 *   the file and the field when the check refuses the commit, before any deployment exists.
 * - Vercel: a deployment in the environment `Production` (`production_environment: true`), its
 *   status `success` or `failure`/`error`, and a commit status `Vercel`.
 * - Cloudflare Pages (Git integration): a check run `Cloudflare Pages` on the commit, its
 *   conclusion `success` or `failure`.
 * - Netlify posts nothing to GitHub for a production deploy (only for Deploy Previews).
 */
import { CHECK_CONTEXT } from './draft-check';

/** A commit of the branch, as `GET /repos/{owner}/{repo}/commits` lists it (newest first). */
export interface BranchCommit {
  sha: string;
  parents: readonly { sha: string }[];
  commit: { committer: { date: string } | null; author: { date: string } | null };
}

/** A deployment (`GET /repos/{owner}/{repo}/deployments`) with its statuses (`GET …/deployments/{id}/statuses`, newest first). */
export interface DeploymentReport {
  sha: string;
  environment: string;
  production_environment?: boolean;
  created_at: string;
  statuses: readonly {
    state: string;
    created_at: string;
    description?: string | null;
    environment_url?: string;
    log_url?: string;
    target_url?: string;
  }[];
}

/** A commit status (`GET /repos/{owner}/{repo}/commits/{ref}/statuses`, newest first). */
export interface CommitStatusReport {
  context: string;
  state: string;
  description: string | null;
  target_url: string | null;
  created_at: string;
}

/** A check run (`GET /repos/{owner}/{repo}/commits/{ref}/check-runs`). */
export interface CheckRunReport {
  name: string;
  status: string;
  conclusion: string | null;
  started_at: string | null;
  completed_at: string | null;
  details_url: string | null;
  output?: { title?: string | null; summary?: string | null };
}

/** What the hosts reported on one commit. */
export interface CommitReports {
  sha: string;
  deployments?: readonly DeploymentReport[];
  statuses?: readonly CommitStatusReport[];
  checkRuns?: readonly CheckRunReport[];
}

/** One production deploy of one commit, whichever host reported it. */
export interface Deploy {
  sha: string;
  host: string;
  state: 'pending' | 'success' | 'failure';
  /** When it was last reported (for a success: when it went live). */
  at: string;
  /** What the host said, for a failure. */
  description?: string;
  /** The run or the host's log, for the developers. */
  logUrl?: string;
}

/** The environments a production deploy is made in: GitHub Pages' `github-pages`, Vercel's `Production`. */
const PRODUCTION_ENVIRONMENTS = /^(github-pages|production)$/i;
/** The check run Cloudflare Pages' Git integration posts. */
export const CLOUDFLARE_CHECK = 'Cloudflare Pages';

const stateOf = (state: string): Deploy['state'] | undefined =>
  state === 'success'
    ? 'success'
    : state === 'failure' || state === 'error'
      ? 'failure'
      : state === 'inactive'
        ? undefined
        : 'pending';

/** The production deploys a commit's reports tell of. */
export function deploysOf(reports: CommitReports): Deploy[] {
  const found: Deploy[] = [];
  for (const deployment of reports.deployments ?? []) {
    if (!(deployment.production_environment ?? false) && !PRODUCTION_ENVIRONMENTS.test(deployment.environment))
      continue;
    // An `inactive` status only says a later deploy replaced it: the one before it is what happened.
    const latest = deployment.statuses.find((status) => status.state !== 'inactive');
    const state = latest ? stateOf(latest.state) : 'pending';
    if (!state) continue;
    found.push({
      sha: reports.sha,
      host: deployment.environment === 'github-pages' ? 'GitHub Pages' : deployment.environment,
      state,
      at: latest?.created_at ?? deployment.created_at,
      ...(latest?.description ? { description: latest.description } : {}),
      ...(latest?.log_url || latest?.target_url ? { logUrl: (latest.log_url || latest.target_url)! } : {}),
    });
  }
  for (const run of reports.checkRuns ?? []) {
    if (run.name !== CLOUDFLARE_CHECK) continue;
    const state = run.status !== 'completed' ? 'pending' : run.conclusion === 'success' ? 'success' : 'failure';
    found.push({
      sha: reports.sha,
      host: CLOUDFLARE_CHECK,
      state,
      at: run.completed_at ?? run.started_at ?? '',
      ...(run.output?.title ? { description: run.output.title } : {}),
      ...(run.details_url ? { logUrl: run.details_url } : {}),
    });
  }
  return found;
}

/** The content check's newest status on a commit (the deploy workflow's, scripts/draft-check.mjs). */
export function contentCheckOf(reports: CommitReports): CommitStatusReport | undefined {
  return reports.statuses?.find((status) => status.context === CHECK_CONTEXT);
}

export type SaveState =
  | { state: 'publishing'; usualMs?: number }
  | { state: 'live'; since: string }
  | { state: 'not-published'; reason: string; runUrl?: string; laterChange: boolean }
  | { state: 'unreported' };

const dateOf = (commit: BranchCommit) => commit.commit.committer?.date ?? commit.commit.author?.date ?? '';
const time = (iso: string) => Date.parse(iso);

/** Whether `ancestor` is `commit` or in its history, as far as `commits` tell. */
function contains(commits: readonly BranchCommit[], commit: string, ancestor: string): boolean {
  const bySha = new Map(commits.map((c) => [c.sha, c]));
  const seen = new Set<string>();
  const queue = [commit];
  while (queue.length) {
    const sha = queue.pop()!;
    if (sha === ancestor) return true;
    if (seen.has(sha)) continue;
    seen.add(sha);
    for (const parent of bySha.get(sha)?.parents ?? []) queue.push(parent.sha);
  }
  return false;
}

/** The median of the last `count` successful deploys' times from commit to live, in ms. */
export function usualPublishingMs(
  commits: readonly BranchCommit[],
  reports: readonly CommitReports[],
  count = 5,
): number | undefined {
  const committed = new Map(commits.map((c) => [c.sha, time(dateOf(c))]));
  const durations = reports
    .flatMap(deploysOf)
    .filter((deploy) => deploy.state === 'success' && committed.has(deploy.sha))
    .sort((a, b) => time(b.at) - time(a.at))
    .slice(0, count)
    .map((deploy) => time(deploy.at) - committed.get(deploy.sha)!)
    .filter((ms) => ms >= 0)
    .sort((a, b) => a - b);
  if (!durations.length) return undefined;
  const middle = Math.floor(durations.length / 2);
  return durations.length % 2 ? durations[middle]! : (durations[middle - 1]! + durations[middle]!) / 2;
}

/**
 * The state of the save `save` (a commit of the branch) from the branch's commits (newest first,
 * back to the save at least) and what the hosts reported on them. A save is live once a
 * successful production deploy's commit contains it (a deploy that carries several saves makes
 * each live); it is not published when the newest deploy that carries it failed, or its content
 * check refused it, and no later deploy is under way (a later save's success clears it).
 */
export function saveState(
  save: string,
  commits: readonly BranchCommit[],
  reports: readonly CommitReports[],
): SaveState {
  const bySha = new Map(reports.map((r) => [r.sha, r]));
  const carrying = commits.filter((commit) => contains(commits, commit.sha, save));
  const deploys = carrying.flatMap((commit) => (bySha.get(commit.sha) ? deploysOf(bySha.get(commit.sha)!) : []));
  const live = deploys.filter((d) => d.state === 'success').sort((a, b) => time(a.at) - time(b.at))[0];
  if (live) return { state: 'live', since: live.at };
  // The newest commit carrying the save that anything was reported on decides.
  for (const commit of carrying) {
    const reported = bySha.get(commit.sha);
    if (!reported) continue;
    const ofCommit = deploysOf(reported);
    const check = contentCheckOf(reported);
    if (ofCommit.some((d) => d.state === 'pending')) break;
    const failed = ofCommit.find((d) => d.state === 'failure');
    const refused = check && (check.state === 'failure' || check.state === 'error') ? check : undefined;
    if (refused || failed) {
      const runUrl = refused?.target_url ?? failed?.logUrl;
      return {
        state: 'not-published',
        reason: refused?.description || failed?.description || '',
        ...(runUrl ? { runUrl } : {}),
        laterChange: commit.sha !== save,
      };
    }
    if (check) break; // checking, or passed and the deploy not yet reported
  }
  // No host has ever reported a deploy on this branch: nothing will say when the save is live.
  const anyReported = reports.some((r) => deploysOf(r).length > 0 || contentCheckOf(r));
  if (!anyReported) return { state: 'unreported' };
  const usualMs = usualPublishingMs(commits, reports);
  return { state: 'publishing', ...(usualMs !== undefined ? { usualMs } : {}) };
}

/** "about 4 minutes", "under a minute", "about 1 hour". */
export function aboutDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 90) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** A time of day as the editor's clock shows it ("14:32"), with the day when it is not today. */
export function clockTime(iso: string, now: Date, timeZone?: string): string {
  const at = new Date(iso);
  const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) } as const;
  const day = (d: Date) => d.toLocaleDateString('en-GB', { ...(timeZone ? { timeZone } : {}) });
  const clock = at.toLocaleTimeString('en-GB', options);
  return day(at) === day(now)
    ? clock
    : `${clock} on ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', ...(timeZone ? { timeZone } : {}) })}`;
}

/** What the studio shows beside the entry: a heading, a sentence, and a link. */
export interface PublishWords {
  heading: string;
  text: string;
  link?: { text: string; href: string };
}

/** The words for a save's state; `pageUrl` is the entry's own page on the live site. */
export function publishWords(state: SaveState, pageUrl: string, now: Date, timeZone?: string): PublishWords {
  switch (state.state) {
    case 'publishing':
      return {
        heading: 'Publishing',
        text: `Your save is on its way to the live site${
          state.usualMs !== undefined ? `: this usually takes ${aboutDuration(state.usualMs)}` : ''
        }. You can keep working; this box says when it is live.`,
      };
    case 'live':
      return {
        heading: `Live since ${clockTime(state.since, now, timeZone)}`,
        text: 'Your save is on the live site.',
        link: { text: 'Open the page on the live site', href: pageUrl },
      };
    case 'not-published':
      return {
        heading: 'Not published',
        text: `${
          state.laterChange
            ? 'The live site was not updated with your save or a later one: '
            : 'The live site was not updated: '
        }${state.reason || 'the site could not be built with this change; the run says why.'} Change the field as said and save again; the site stays as it was until then.`,
        ...(state.runUrl ? { link: { text: 'The run, for the site’s engineer', href: state.runUrl } } : {}),
      };
    case 'unreported':
      return {
        heading: 'Saved',
        text: 'Your host does not tell GitHub when the site is published, so the studio cannot say when your save is live: it usually is within minutes.',
        link: { text: 'Open the page on the live site', href: pageUrl },
      };
  }
}

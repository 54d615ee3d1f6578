/**
 * In direct mode, the way of the editor's last save of the open entry to the live site, beside
 * the entry: publishing (and how long it usually takes), live since when (with the entry's page
 * on the live site), or not published and why, in the words of the save refusals and the draft
 * check (studio/publish-state.ts decides; this reads GitHub and draws). It reads, with the
 * editor's own token as the studio does, what the hosts report on the branch's commits through
 * GitHub's REST API: the editor's last commit of the entry's file, the branch's recent commits,
 * the deployments and their statuses, and each commit's statuses and check runs. It looks again
 * after each save, on a change of entry, when the tab comes back, and every `publishPollSeconds`
 * (the build's STUDIO_PUBLISH_POLL_SECONDS, 30 by default) while a save is publishing (a poll costs
 * about 20 requests of the editor's 5,000 an hour).
 */
import type { Collection } from '@sveltia/cms';
import { entryPageUrl } from '../entry-page';
import { watchNotice } from './notice';
import {
  publishWords,
  saveState,
  type BranchCommit,
  type CheckRunReport,
  type CommitReports,
  type CommitStatusReport,
  type DeploymentReport,
  type SaveState,
} from '../publish-state';

const API = 'https://api.github.com';
/** How many of the branch's newest commits are read for their reports (the save's carriers and the last deploys). */
const RECENT = 6;

/** What the studio needs to read a save's state. */
export interface PublishSource {
  repo: string;
  branch: string;
  /** The editor's GitHub token and login. */
  token: string;
  login: string;
  /** The entry's content file ("content/services/branding.md"). */
  path: string;
  fetch?: typeof fetch;
}

/** The editor's last save of the entry, and its state; undefined when the editor never saved it. */
export interface SaveReading {
  save: { sha: string; date: string };
  state: SaveState;
}

/** Reads GitHub and decides the state of the editor's last save of `source.path`. */
export async function readSaveState(source: PublishSource): Promise<SaveReading | undefined> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await (source.fetch ?? fetch)(`${API}/repos/${source.repo}${path}`, {
      headers: { authorization: `token ${source.token}`, accept: 'application/vnd.github+json' },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`${response.status} from ${path}`);
    return (await response.json()) as T;
  };
  const branch = encodeURIComponent(source.branch);
  const [mine] = await get<BranchCommit[]>(
    `/commits?sha=${branch}&path=${encodeURIComponent(source.path)}&author=${encodeURIComponent(source.login)}&per_page=1`,
  );
  if (!mine) return undefined;
  const date = mine.commit.committer?.date ?? mine.commit.author?.date ?? '';
  let commits = await get<BranchCommit[]>(`/commits?sha=${branch}&per_page=30`);
  if (!commits.some((c) => c.sha === mine.sha)) {
    const since = await get<BranchCommit[]>(`/commits?sha=${branch}&since=${encodeURIComponent(date)}&per_page=100`);
    commits = [...since, ...commits.filter((c) => !since.some((s) => s.sha === c.sha))];
  }
  const known = new Set(commits.map((c) => c.sha));
  // The save's carriers, newest first, and the newest few for how long deploys take.
  const carriers = commits.slice(0, Math.max(commits.findIndex((c) => c.sha === mine.sha) + 1, 1));
  const looked = [
    ...new Set([
      ...carriers.slice(0, RECENT - 1).map((c) => c.sha),
      mine.sha,
      ...commits.slice(0, RECENT).map((c) => c.sha),
    ]),
  ];
  const deployments = (
    await get<(Omit<DeploymentReport, 'statuses'> & { id: number })[]>(`/deployments?per_page=20`)
  ).filter((d) => known.has(d.sha));
  const withStatuses = await Promise.all(
    deployments.map(async (d) => ({
      ...d,
      statuses: await get<DeploymentReport['statuses'][number][]>(`/deployments/${d.id}/statuses?per_page=10`),
    })),
  );
  const reports: CommitReports[] = await Promise.all(
    looked.map(async (sha) => ({
      sha,
      deployments: withStatuses.filter((d) => d.sha === sha),
      statuses: await get<CommitStatusReport[]>(`/commits/${sha}/statuses?per_page=100`),
      checkRuns: (await get<{ check_runs: CheckRunReport[] }>(`/commits/${sha}/check-runs?per_page=20`)).check_runs,
    })),
  );
  // Deployments of commits not looked at still tell how long deploys take.
  for (const d of withStatuses) if (!looked.includes(d.sha)) reports.push({ sha: d.sha, deployments: [d] });
  return { save: { sha: mine.sha, date }, state: saveState(mine.sha, commits, reports) };
}

/** The content file of the entry the studio shows at `hash`, from the studio's collections. */
export function entryPathOf(hash: string, collections: readonly Collection[]): string | undefined {
  const match = /^#\/collections\/([^/]+)\/entries\/([^/?#]+)/.exec(hash);
  if (!match) return undefined;
  const [, name, entry] = match;
  const slug = decodeURIComponent(entry!);
  const collection = collections.find((c) => c.name === name) as
    (Collection & { folder?: string; extension?: string; files?: { name: string; file: string }[] }) | undefined;
  if (collection?.folder) return `${collection.folder}/${slug}.${collection.extension ?? 'md'}`;
  return collection?.files?.find((file) => file.name === slug)?.file;
}

/** The box's heading id, its accessible name. */
const HEADING_ID = 'publish-status-heading';

/** The box beside the entry: a live region, so a screen reader hears the change from publishing to live. */
function render(reading: SaveReading, pageUrl: string): HTMLElement {
  const words = publishWords(reading.state, pageUrl, new Date());
  const colour = { publishing: '#175cd3', live: '#067647', 'not-published': '#b42318', unreported: '#475467' }[
    reading.state.state
  ];
  const box = document.createElement('aside');
  box.setAttribute('aria-labelledby', HEADING_ID);
  box.setAttribute('role', 'status');
  box.dataset.publishStatus = reading.state.state;
  box.style.cssText =
    'position:fixed;z-index:2147483000;left:16px;bottom:16px;max-width:min(36rem,calc(100vw - 32px));' +
    `padding:12px 16px;border:2px solid ${colour};border-radius:8px;background:#fff;color:#1d2939;` +
    'font:14px/1.45 system-ui,sans-serif;box-shadow:0 4px 16px rgb(0 0 0 / 0.2)';
  const heading = document.createElement('h2');
  heading.id = HEADING_ID;
  heading.textContent = words.heading;
  heading.style.cssText = `margin:0 0 4px;font-size:15px;color:${colour}`;
  const text = document.createElement('p');
  text.textContent = words.text;
  text.style.margin = '0';
  box.append(heading, text);
  if (words.link) {
    const link = document.createElement('a');
    link.href = words.link.href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = words.link.text;
    link.style.cssText = 'display:inline-block;margin-top:4px;color:#175cd3';
    box.append(link);
  }
  return box;
}

/** The signed-in editor, where Sveltia keeps them. */
function editor(): { token: string; login: string } | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null') as {
      token?: string;
      login?: string;
    } | null;
    return user?.token && user.login ? { token: user.token, login: user.login } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Shows the way of the editor's last save of the open entry (or, on a list, of the entry last
 * saved) to the live site; returns the hook to call after each save with its file (Sveltia's
 * `postSave`).
 */
export function watchPublishing(settings: {
  repo: string;
  branch: string;
  siteUrl: string;
  publishPollSeconds: number;
  collections: readonly Collection[];
}): (savedPath?: string) => void {
  let lastSaved: string | undefined;
  let publishing = false;
  const update = watchNotice(
    async () => {
      const path =
        entryPathOf(location.hash, settings.collections) ??
        (location.hash.includes('/entries/') ? undefined : lastSaved);
      const who = editor();
      const reading =
        path && who
          ? await readSaveState({ repo: settings.repo, branch: settings.branch, ...who, path }).catch(() => undefined)
          : undefined;
      publishing = reading?.state.state === 'publishing' || reading?.state.state === 'unreported';
      const element = reading && path ? render(reading, entryPageUrl(settings.siteUrl, path)) : undefined;
      return element && { key: `${path} ${element.outerHTML}`, element };
    },
    { pollMs: settings.publishPollSeconds * 1000, polling: () => publishing },
  );
  return (savedPath) => {
    lastSaved = savedPath ?? lastSaved;
    update();
  };
}

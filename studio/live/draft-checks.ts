/**
 * In review mode, the draft's content check beside the entry: Sveltia shows a failed check only as
 * "The preview couldn’t be built." (its View Preview disabled, a "Failed" badge), without the
 * reason. This notice shows the reason the workflow posted on the draft's head (the status
 * `content checks`, scripts/draft-check.mjs): the file, the field by its label in the form and
 * what to change, with a link to the pull request's comment that lists every problem. It reads
 * GitHub with the editor's own token, as the studio does, for the entry the studio shows, and
 * again every 20 seconds while the tab is visible, so a fixed draft's notice goes once its check passes.
 */
import { CHECK_CONTEXT, draftBranchOf } from '../draft-check';
import { watchNotice } from './notice';

const API = 'https://api.github.com';
const POLL_MS = 20_000;
/** The notice's heading, its accessible name. */
export const NOTICE_HEADING = 'This draft’s content check failed';
const HINT = 'Change the field as said and save the draft again; it cannot be published until the check passes.';

/** The notice's link to the draft's pull request. */
export const pullLinkText = (number: number) => `Every problem: pull request #${number}`;

interface Failure {
  description: string;
  pullNumber: number;
  pullUrl: string;
}

/** The editor's GitHub token, where Sveltia keeps the signed-in user. */
export function token(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null') as { token?: string } | null;
    return user?.token || undefined;
  } catch {
    return undefined;
  }
}

/** One call to GitHub's REST API with the editor's token. */
export async function gitHub<T>(path: string, auth: string): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    headers: { authorization: `token ${auth}`, accept: 'application/vnd.github+json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${response.status} from ${path}`);
  return (await response.json()) as T;
}

/** The failed content check of the open draft on `branch`, if it failed. */
async function failureOf(repo: string, branch: string, auth: string): Promise<Failure | undefined> {
  const [owner] = repo.split('/');
  const pulls = await gitHub<{ number: number; html_url: string; head: { sha: string } }[]>(
    `/repos/${repo}/pulls?state=open&head=${encodeURIComponent(`${owner}:${branch}`)}`,
    auth,
  );
  const pull = pulls[0];
  if (!pull) return undefined;
  // Newest first: the first of the context is its current state.
  const statuses = await gitHub<{ context: string; state: string; description: string | null }[]>(
    `/repos/${repo}/commits/${pull.head.sha}/statuses?per_page=100`,
    auth,
  );
  const current = statuses.find((status) => status.context === CHECK_CONTEXT);
  if (!current || (current.state !== 'failure' && current.state !== 'error')) return undefined;
  return { description: current.description ?? '', pullNumber: pull.number, pullUrl: pull.html_url };
}

/** The notice's element: a labelled region at the foot of the window, above the studio. */
function render(failure: Failure): HTMLElement {
  const aside = document.createElement('aside');
  aside.setAttribute('aria-labelledby', 'draft-check-heading');
  aside.dataset.draftCheck = '';
  aside.style.cssText =
    'position:fixed;z-index:2147483000;left:16px;bottom:16px;max-width:min(36rem,calc(100vw - 32px));' +
    'padding:12px 16px;border:2px solid #b42318;border-radius:8px;background:#fff;color:#1d2939;' +
    'font:14px/1.45 system-ui,sans-serif;box-shadow:0 4px 16px rgb(0 0 0 / 0.2)';
  const heading = document.createElement('h2');
  heading.id = 'draft-check-heading';
  heading.textContent = NOTICE_HEADING;
  heading.style.cssText = 'margin:0 0 4px;font-size:15px;color:#b42318';
  const reason = document.createElement('p');
  reason.textContent = failure.description;
  reason.style.margin = '0 0 4px';
  const hint = document.createElement('p');
  hint.textContent = `${HINT} `;
  hint.style.margin = '0';
  const link = document.createElement('a');
  link.href = failure.pullUrl;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = pullLinkText(failure.pullNumber);
  link.style.color = '#175cd3';
  hint.append(link);
  aside.append(heading, reason, hint);
  return aside;
}

/** Shows the notice for the entry the studio shows while it is a draft whose check failed. */
export function watchDraftChecks(repo: string): void {
  watchNotice(
    async () => {
      const branch = draftBranchOf(location.hash);
      const auth = token();
      const failure = branch && auth ? await failureOf(repo, branch, auth).catch(() => undefined) : undefined;
      return failure && { key: JSON.stringify(failure), element: render(failure) };
    },
    { pollMs: POLL_MS },
  );
}

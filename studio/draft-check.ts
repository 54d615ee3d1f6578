/**
 * A draft's content check in the editor's words (review mode: a draft is a branch `cms/…` and a
 * pull request). The pull request's workflow (.github/workflows/draft-checks.yml, through
 * scripts/draft-check.mjs) checks every content file the draft changes with the very rules a save
 * is refused by (`draftProblems`, studio/save.ts), posts the result as the commit status `content checks` on the
 * draft's head (which branch protection requires, so a failing draft cannot be merged) and as one
 * comment on the pull request; the studio shows the same words beside the draft (studio/live/draft-checks.ts).
 */
/** The commit status context the workflow posts and branch protection requires. */
export const CHECK_CONTEXT = 'content checks';

/** What GitHub keeps of a status's description: at most 140 characters (longer is refused). */
export const DESCRIPTION_LIMIT = 140;

/** The hidden first line of the workflow's comment on a draft's pull request, to find and update it. */
export const COMMENT_MARKER = '<!-- content-checks -->';

/** A content file of a draft and what in it the build would refuse, in the editor's words (`draftProblems` in studio/save.ts). */
export interface FileProblems {
  path: string;
  problems: string[];
}

/** Whether `path` is a content file the studio edits (and so one the check reads). */
export const isContentFile = (path: string): boolean => /^content\/.+\.(json|ya?ml|md)$/.test(path);

const shorten = (text: string, limit: number) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);

/** The fewest characters of a file's name a status keeps: enough to know it (its start, its end). */
const NAME_FLOOR = 24;

/** `name` at most `limit` characters long, cut in its middle: its start and its extension stay. */
function shortenName(name: string, limit: number): string {
  if (name.length <= limit) return name;
  const end = Math.min(Math.floor(limit / 3), name.length - name.lastIndexOf('.') + 4);
  return `${name.slice(0, limit - 1 - end)}…${name.slice(-end)}`;
}

/**
 * The one line a failed status carries: the first problem, its file, and how many more there are.
 * Every problem says the field and what to change before its detail (an address, the checker's
 * words, the counts, after "; "), so a line too long for GitHub names the file without its
 * folders, then by the middle-cut name that leaves room for what to change, then loses the end.
 */
export function failureDescription(found: readonly FileProblems[]): string {
  const all = found.flatMap((file) => file.problems.map((problem) => ({ path: file.path, problem })));
  const first = all[0];
  if (!first) return 'The content checks failed.';
  const more = all.length > 1 ? ` (and ${all.length - 1} more)` : '';
  const full = `${first.path.replace(/^content\//, '')}: `;
  const fits = full.length + first.problem.length + more.length <= DESCRIPTION_LIMIT;
  const name = first.path.slice(first.path.lastIndexOf('/') + 1);
  // What to change comes before the problem's detail, after "; " (the counts, the checker's
  // words): kept whole, with the cut's '…' after it, by cutting the file's name in its middle.
  const instruction = first.problem.indexOf('; ');
  const room = instruction === -1 ? name.length : DESCRIPTION_LIMIT - more.length - instruction - ': …'.length;
  const where = fits ? full : `${shortenName(name, Math.max(NAME_FLOOR, room))}: `;
  return `${where}${shorten(first.problem, DESCRIPTION_LIMIT - where.length - more.length)}${more}`;
}

/** The status for a draft whose fields pass but whose built site fails a check (a link, a page). */
export const SITE_CHECK_FAILED =
  "The draft's fields pass, but the built site fails a check: open Details, or ask the site's engineer.";

/** The same for a push the deploy checks (nothing on the live branch is a draft). */
export const CHANGE_SITE_CHECK_FAILED =
  "The change's fields pass, but the built site fails a check: open Details, or ask the site's engineer.";

/** The status while the workflow runs on a draft. */
export const CHECKING = 'Checking the draft: its fields, then the whole site built with it.';

/** The status while the deploy workflow runs on a push to the live branch. */
export const CHECKING_CHANGE = 'Checking the change: its fields, then the whole site built with it.';

/** The status once everything passed: with the preview's address when there is one. */
export const passedDescription = (previewUrl?: string): string =>
  previewUrl ? 'The content checks passed. Details opens the preview.' : 'The content checks passed.';

/** The workflow's comment on the pull request: every problem, by file, in the editor's words; or that all passed. */
export function draftComment(result: {
  found?: readonly FileProblems[];
  siteFailed?: boolean;
  previewUrl?: string;
}): string {
  const lines = [COMMENT_MARKER];
  const found = result.found ?? [];
  if (found.length) {
    const count = found.reduce((n, file) => n + file.problems.length, 0);
    lines.push(
      `**The content check refused this draft** (${count === 1 ? 'one field' : `${count} fields`}); it cannot be published until ${count === 1 ? 'it is' : 'they are'} changed.`,
      '',
      'Open the entry in the studio, change the field as said, and save the draft again:',
      '',
    );
    for (const file of found) {
      lines.push(`- \`${file.path}\``);
      for (const problem of file.problems) lines.push(`  - ${problem}`);
    }
  } else if (result.siteFailed) {
    lines.push(`**${SITE_CHECK_FAILED}**`);
  } else {
    lines.push(
      `**The content checks passed.**${result.previewUrl ? ` The preview of this draft: ${result.previewUrl}` : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The draft branch of the entry the studio shows at `hash` (`#/collections/services/entries/branding` → `cms/services/branding`). */
export function draftBranchOf(hash: string): string | undefined {
  const match = /^#\/collections\/([^/]+)\/entries\/([^/?#]+)/.exec(hash);
  return match ? `cms/${match[1]}/${decodeURIComponent(match[2]!)}` : undefined;
}

/**
 * The preview's address from wrangler's output file (`WRANGLER_OUTPUT_FILE_PATH`, one JSON entry a
 * line): the last `pages-deploy-detailed` entry's branch alias (`https://cms-services-branding.<project>.pages.dev`,
 * the same for every push to the draft), else that deployment's own URL.
 */
export function previewUrlFromWrangler(output: string): string | undefined {
  const deploys = output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { type?: string; url?: string; alias?: string | null })
    .filter((entry) => entry.type === 'pages-deploy-detailed');
  const last = deploys.at(-1);
  return last ? (last.alias ?? last.url) : undefined;
}

/**
 * A draft's content check in the editor's words (review mode: a draft is a branch `cms/…` and a
 * pull request). The pull request's workflow (.github/workflows/draft-checks.yml, through
 * scripts/draft-check.mjs) checks every content file the draft changes with the very rules a save
 * is refused by (studio/save.ts), posts the result as the commit status `content checks` on the
 * draft's head (which branch protection requires, so a failing draft cannot be merged) and as one
 * comment on the pull request; the studio shows the same words beside the draft (studio/live/draft-checks.ts).
 */
import { saveProblems } from './save';

/** The commit status context the workflow posts and branch protection requires. */
export const CHECK_CONTEXT = 'content checks';

/** What GitHub keeps of a status's description: at most 140 characters (longer is refused). */
export const DESCRIPTION_LIMIT = 140;

/** The hidden first line of the workflow's comment on a draft's pull request, to find and update it. */
export const COMMENT_MARKER = '<!-- content-checks -->';

/** A content file of a draft and what in it the build would refuse, in the editor's words. */
export interface FileProblems {
  path: string;
  problems: string[];
}

/** Whether `path` is a content file the studio edits (and so one the check reads). */
export const isContentFile = (path: string): boolean => /^content\/.+\.(json|ya?ml|md)$/.test(path);

/** Every changed content file's refusals: the file's own rules, as a save checks them, and a file that cannot be read. */
export function draftProblems(files: readonly { path: string; text: string }[]): FileProblems[] {
  return files
    .filter((file) => isContentFile(file.path))
    .map((file) => ({ path: file.path, problems: fileProblems(file.path, file.text) }))
    .filter((found) => found.problems.length > 0);
}

function fileProblems(path: string, text: string): string[] {
  try {
    return saveProblems(path, text);
  } catch (error) {
    // A file edited by hand (on GitHub) that no longer parses: the parser's first line says where.
    const first = String((error as Error).message).split('\n')[0] ?? '';
    return [`This file cannot be read: ${first.replace(/\.?$/, '.')} Undo the last change to it on GitHub.`];
  }
}

const shorten = (text: string, limit: number) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);

/** The one line a failed status carries: the first problem, its file, and how many more there are. */
export function failureDescription(found: readonly FileProblems[]): string {
  const all = found.flatMap((file) => file.problems.map((problem) => ({ path: file.path, problem })));
  const first = all[0];
  if (!first) return 'The content checks failed.';
  const more = all.length > 1 ? ` (and ${all.length - 1} more)` : '';
  const where = `${first.path.replace(/^content\//, '')}: `;
  return `${where}${shorten(first.problem, DESCRIPTION_LIMIT - where.length - more.length)}${more}`;
}

/** The status for a draft whose fields pass but whose built site fails a check (a link, a page). */
export const SITE_CHECK_FAILED =
  "The draft's fields pass, but the built site fails a check: open Details, or ask the site's engineer.";

/** The status while the workflow runs. */
export const CHECKING = 'Checking the draft: its fields, then the whole site built with it.';

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

/**
 * The scheduled rebuild (docs/hosting.md, "Scheduled rebuilds"): a site nobody pushes to is rebuilt
 * on a schedule so that nothing its build dates lapses. Content deploys on its own push; a scheduled
 * run rebuilds only when a build today would date something differently from the live site in a way
 * a visitor or a researcher sees: the footer's year, or security.txt's Expires nearing the floor.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** security.txt must always have at least this many days left: the rebuild renews it before. */
export const SECURITY_TXT_FLOOR_DAYS = 150;

/**
 * How late a scheduled run may start and still count as on time: GitHub starts a scheduled workflow
 * when it has room, minutes and at busy times an hour or more after its cron time.
 */
export const SCHEDULE_LATENESS_DAYS = 1;

/**
 * The days between two runs of a cron schedule, for the forms a rebuild uses: daily ("M H * * *")
 * or weekly ("M H * * D"). Anything else throws with the cron named, so a schedule the floor cannot
 * be reasoned about never passes silently.
 */
export function scheduleIntervalDays(cron: string): number {
  const fields = cron.trim().split(/\s+/);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields;
  const fixed = (field: string | undefined) => field !== undefined && /^\d+$/.test(field);
  if (fields.length === 5 && fixed(minute) && fixed(hour) && dayOfMonth === '*' && month === '*') {
    if (dayOfWeek === '*') return 1;
    if (fixed(dayOfWeek)) return 7;
  }
  throw new Error(
    `The schedule "${cron}" is neither daily ("M H * * *") nor weekly ("M H * * D"): the rebuild cannot tell how often it runs`,
  );
}

/**
 * The Expires of a security.txt as a date (RFC 9116 section 2.5.5, one RFC 3339 date-time), or
 * undefined when the file has none or one that is not a date.
 */
export function securityTxtExpires(text: string): Date | undefined {
  const value = /^expires:[ \t]*(\S+)[ \t]*$/im.exec(text)?.[1];
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) return undefined;
  return new Date(value);
}

/** When the live build was made, read back from its security.txt: Expires less the days it is written with. */
export function liveBuildDate(expires: Date, expiresInDays: number): Date {
  return new Date(expires.getTime() - expiresInDays * DAY_MS);
}

export interface RebuildQuestion {
  /** The live site's security.txt Expires, or undefined when it could not be read. */
  liveExpires: Date | undefined;
  /** content/site.json `securityTxt.expiresInDays`: how far ahead a build writes Expires. */
  expiresInDays: number;
  /** The days between scheduled runs (scheduleIntervalDays of the schedule's cron). */
  intervalDays: number;
  /** When the run asks. */
  now: Date;
  /**
   * The days articles appear (content/insights/: each non-draft article's `published`, "YYYY-MM-DD";
   * scheduledDay below): one after the live build's day and on or before
   * today is due.
   */
  articleDays?: readonly string[] | undefined;
}

export interface RebuildAnswer {
  due: boolean;
  /** Why, in one sentence for the run's log. */
  reason: string;
}

/**
 * Whether a scheduled run must rebuild: when the live site's security.txt cannot be read, when its
 * build's year is not this year (the footer's copyright), or when by the next run (a day late at
 * worst) it would have fewer than SECURITY_TXT_FLOOR_DAYS left, or when an article dated after the
 * live build's day is due today (or was, on a run that did not happen). Otherwise a build would change no
 * date a visitor sees until then, and the run deploys nothing.
 */
export function rebuildDue({
  liveExpires,
  expiresInDays,
  intervalDays,
  now,
  articleDays,
}: RebuildQuestion): RebuildAnswer {
  if (!liveExpires) return { due: true, reason: "the live site's security.txt has no Expires to read: rebuilding" };
  const built = liveBuildDate(liveExpires, expiresInDays);
  if (built.getUTCFullYear() !== now.getUTCFullYear())
    return {
      due: true,
      reason: `the live site was built in ${built.getUTCFullYear()} and it is ${now.getUTCFullYear()}: rebuilding for the footer's year`,
    };
  const builtDay = built.toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  const dueArticle = (articleDays ?? []).filter((day) => day > builtDay && day <= today).sort()[0];
  if (dueArticle)
    return {
      due: true,
      reason: `an article dated ${dueArticle} is due and the live site was built on ${builtDay}: rebuilding to publish it`,
    };
  const daysLeft = (liveExpires.getTime() - now.getTime()) / DAY_MS;
  const byNextRun = daysLeft - intervalDays - SCHEDULE_LATENESS_DAYS;
  if (byNextRun < SECURITY_TXT_FLOOR_DAYS)
    return {
      due: true,
      reason: `security.txt expires in ${Math.floor(daysLeft)} days, fewer than ${SECURITY_TXT_FLOOR_DAYS} by the next run: rebuilding`,
    };
  return {
    due: false,
    reason: `nothing dated changes: the live build is of ${built.getUTCFullYear()} and its security.txt has ${Math.floor(daysLeft)} days left`,
  };
}

/**
 * The day an article appears, from its file's front matter, for the scheduled rebuild: its
 * `published` day, none for a draft (an article is published on its UTC day: src/lib/build/insights.ts).
 */
export function scheduledDay(fileText: string): string | undefined {
  const yaml = /^---\n([\s\S]*?)\n---/.exec(fileText)?.[1] ?? '';
  if (/^draft:\s*true\s*$/m.test(yaml)) return undefined;
  return /^published:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(yaml)?.[1];
}

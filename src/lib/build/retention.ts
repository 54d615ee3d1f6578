/**
 * How long contact messages are kept has one owner: the database's setting
 * (`private.contact_settings.message_retention`, written by supabase/migrations/). The privacy
 * page states it through `{{retention}}`, filled from the same migrations at build time, and a
 * privacy page that states another period stops the content check, the build and both studios.
 */

/** 24 → "24 months", 1 → "1 month": how the privacy page says it. */
export function retentionText(months: number): string {
  if (!Number.isInteger(months) || months < 1)
    throw new Error(`a retention period is a whole number of months, not ${months}`);
  return `${months} month${months === 1 ? '' : 's'}`;
}

/** An interval as the migrations write it ("24 months", "2 years") in months. */
function monthsOf(interval: string): number {
  const match = /^\s*(\d+)\s*(months?|mons?|years?)\s*$/i.exec(interval);
  if (!match) throw new Error(`the retention period '${interval}' is not a whole number of months or years`);
  return Number(match[1]) * (/^y/i.test(match[2]!) ? 12 : 1);
}

/** Every place SQL sets the period: the column's default (added or altered) and an update of the row. */
const SETTINGS = [
  /\bmessage_retention\s+interval\b[^;]*?\bdefault\s+'([^']+)'/gi,
  /\balter\s+column\s+message_retention\s+set\s+default\s+'([^']+)'/gi,
  /\bset\s+message_retention\s*=\s*'([^']+)'/gi,
];

/**
 * The retention period, in months, that the migrations leave the database with: the last setting
 * of `message_retention` in the files taken in name order (the order `supabase db push` applies).
 */
export function retentionMonthsOf(migrations: Readonly<Record<string, string>>): number {
  let last: string | undefined;
  for (const name of Object.keys(migrations).sort()) {
    const sql = migrations[name]!.replace(/--.*$/gm, '');
    const found = SETTINGS.flatMap((pattern) => [...sql.matchAll(pattern)]).sort((a, b) => a.index - b.index);
    if (found.length) last = found.at(-1)![1];
  }
  if (last === undefined) throw new Error('no migration sets private.contact_settings.message_retention');
  return monthsOf(last);
}

/** The privacy page's file: the one page that must state the period. */
export const PRIVACY_PAGE = 'content/pages/privacy.md';

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, six: 6, twelve: 12, eighteen: 18 };

/**
 * What is wrong with how the privacy page's text (`body`) states the retention period, for a
 * database that keeps messages `months` months: it must state it, through `{{retention}}` (which
 * the build fills in), and any period of months or years it types itself must be that period.
 */
export function privacyPeriodProblems(body: string, months: number): string[] {
  const problems: string[] = [];
  const typed = [...body.matchAll(/\b(\d+|one|two|three|six|twelve|eighteen)[\s-]+(months?|years?)\b/gi)];
  const stated = retentionText(months);
  for (const [text, count, unit] of typed) {
    const n = Number(count) || NUMBERS[count!.toLowerCase()]!;
    if (n * (/^y/i.test(unit!) ? 12 : 1) !== months)
      problems.push(
        `the privacy page says "${text}", but the database deletes contact messages after ${stated}: write {{retention}} there, and the site fills in the period the database keeps`,
      );
  }
  if (!body.includes('{{retention}}') && typed.length === 0)
    problems.push(
      `the privacy page must say how long contact messages are kept: write {{retention}} where it says it (the site fills in ${stated})`,
    );
  return problems;
}

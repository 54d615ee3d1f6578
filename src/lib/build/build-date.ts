/**
 * The build's date: the one clock every dated output reads (security.txt's Expires, the footer's
 * year, which dated content is published). `BUILD_DATE` sets it, so a test or a rebuild can build
 * the site "as of" any day; unset, it is the time the build runs.
 */

/** The setting's name, in the build's environment. */
export const BUILD_DATE_SETTING = 'BUILD_DATE';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The build's date from the setting's value: a day ("2027-01-01", that day at 00:00 UTC) or a
 * time with its zone ("2027-01-01T06:00:00Z"); no value, `now`. Anything else stops the build
 * with a message that names the setting and the forms it takes.
 */
export function parseBuildDate(value: string | undefined, now: Date): Date {
  const text = value?.trim();
  if (!text) return now;
  const date = new Date(DAY_ONLY.test(text) ? `${text}T00:00:00Z` : text);
  const wellFormed = DAY_ONLY.test(text) || DATE_TIME.test(text);
  // A day that does not exist ("2027-02-30") parses to another day: refuse it rather than move it.
  const valid = wellFormed && !Number.isNaN(date.getTime());
  if (!valid || (DAY_ONLY.test(text) && date.toISOString().slice(0, 10) !== text)) {
    throw new Error(
      `${BUILD_DATE_SETTING}="${text}" is not a date: write a day as 2027-01-01 or a time as 2027-01-01T06:00:00Z (or leave it unset for the time of the build)`,
    );
  }
  return date;
}

/** The build's year, in UTC (the footer's copyright). */
export function buildYear(buildDate: Date): number {
  return buildDate.getUTCFullYear();
}

/** Presentation of the agency's contact facts. */

export type HoursEntry = { days: string; opens: string; closes: string } | { days: string; closed: true };

/** "9:00 AM to 6:00 PM", or "closed" ("Sunday closed"). */
export function hoursText(entry: HoursEntry): string {
  return 'closed' in entry ? 'closed' : `${entry.opens} to ${entry.closes}`;
}

/** A `tel:` link for an international number as written ("+61 3 9012 3456" → "tel:+61390123456"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

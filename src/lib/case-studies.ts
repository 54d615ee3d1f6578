/** Rules of the case-study pages (SPEC 2.14) that do not belong in a template. */

/** Where a podcast can be heard (SPEC 3: platforms spotify, apple, google). */
export interface Platforms {
  spotify: string;
  apple: string;
  google: string;
}

/** Visible names of the platforms, in the order SPEC lists them. */
export const PLATFORM_LABELS = { spotify: 'Spotify', apple: 'Apple Podcasts', google: 'Google' } as const satisfies Record<keyof Platforms, string>;

/** The platform links of a show, in SPEC order, with their labels. */
export function platformLinks(platforms: Platforms): { platform: keyof Platforms; label: string; href: string }[] {
  return (Object.keys(PLATFORM_LABELS) as (keyof Platforms)[]).map((platform) => ({
    platform,
    label: PLATFORM_LABELS[platform],
    href: platforms[platform],
  }));
}

/**
 * The start and end of an engagement written as "2024", "2022-2024" or "2022-Present" (the work
 * card's `year`); an ongoing one has no end.
 */
export function timelineDates(year: string): { start: string; end?: string } {
  const [start = year, end] = year.split('-');
  if (end === undefined) return { start, end: start };
  if (end === 'Present') return { start };
  return { start, end };
}

/**
 * A case study's file name and the work card it references must be the same id (both are the
 * URL slug); the message, when they differ, names the file and the field to fix.
 */
export function workMismatch(caseStudyId: string, workId: string): string | null {
  if (caseStudyId === workId) return null;
  return `content/case-studies/*/${caseStudyId}.yaml: field "work" is "${workId}" but must be "${caseStudyId}" (the file name and the work card's id are both the URL /work/${caseStudyId})`;
}

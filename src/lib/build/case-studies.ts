/** Rules of the case-study pages that do not belong in a template. */

/** Where a podcast can be heard. */
export interface Platforms {
  spotify: string;
  apple: string;
  google: string;
}

/** Visible names of the platforms, in the order the page lists them. */
export const PLATFORM_LABELS = {
  spotify: 'Spotify',
  apple: 'Apple Podcasts',
  google: 'Google',
} as const satisfies Record<keyof Platforms, string>;

/** The platform links of a show, in that order, with their labels. */
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

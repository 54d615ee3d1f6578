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

/** The social networks the site has an icon for (src/components/ui/SocialIcon.astro). */
export const SOCIAL_NETWORKS = ['instagram', 'twitter', 'linkedin', 'github', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The profiles of `networks`, in that order; a network without a profile is left out. */
export function socialProfiles<P extends { network: SocialNetwork }>(
  profiles: readonly P[],
  networks: readonly SocialNetwork[],
): P[] {
  return networks.flatMap((network) => profiles.filter((p) => p.network === network));
}

/**
 * /.well-known/security.txt (RFC 9116): where a security researcher reports a problem. Written at
 * every build from content/site.json, with `Expires` a set number of days after the build, so the
 * file stays valid while the site is rebuilt at least that often.
 */

/** Where RFC 9116 puts the file (section 3). */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** RFC 9116 section 2.5.5: an Expires more than a year ahead is discouraged; the schema holds the period to it. */
export const MAX_EXPIRY_DAYS = 365;

/** The owner's settings (content/site.json `securityTxt`). */
export interface SecurityTxtSettings {
  /** URIs in order of preference: mailto:, https: or tel:. */
  contacts: readonly string[];
  /** Days from the build until the file expires. */
  expiresInDays: number;
  /** Language tags (RFC 5646), e.g. "en". */
  preferredLanguages: readonly string[];
  /** The security policy's https:// address, when there is one. */
  policy?: string | undefined;
}

/** The expiry: `days` after `now`, to the second, as RFC 3339 in UTC ("2027-05-26T14:00:00Z"). */
export function securityTxtExpiry(now: Date, days: number): string {
  const expires = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return expires.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The file's text: one field per line, Canonical the site's own URL of it. */
export function buildSecurityTxt(settings: SecurityTxtSettings, siteUrl: string, now: Date): string {
  const lines = [
    ...settings.contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${securityTxtExpiry(now, settings.expiresInDays)}`,
    `Preferred-Languages: ${settings.preferredLanguages.join(', ')}`,
    `Canonical: ${new URL(SECURITY_TXT_PATH, siteUrl).href}`,
    ...(settings.policy ? [`Policy: ${settings.policy}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

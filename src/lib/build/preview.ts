/**
 * A preview build: the site as a draft would make it, published at a URL of its own for review
 * (docs/content.md, "Review mode: drafts, previews, approval"). `SITE_PREVIEW=true` in the build's
 * environment makes every page `noindex`, closes robots.txt and shows a banner, so a preview is
 * never indexed nor taken for the live site.
 */

/** The banner every page of a preview shows. */
export const PREVIEW_NOTICE = 'Preview of a draft: not the live site';

/** Whether the build's environment asks for a preview (`SITE_PREVIEW=true`). */
export function isPreviewBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  return env['SITE_PREVIEW']?.trim() === 'true';
}

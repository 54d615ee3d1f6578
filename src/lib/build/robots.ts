/**
 * robots.txt: everything may be crawled and the sitemap index @astrojs/sitemap writes is named; a
 * preview build (src/lib/build/preview.ts) disallows everything.
 */
export function buildRobotsTxt(siteUrl: string, options: { preview?: boolean } = {}): string {
  if (options.preview) return 'User-agent: *\nDisallow: /\n';
  const sitemap = new URL('/sitemap-index.xml', siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

/**
 * robots.txt: everything may be crawled and the sitemap index @astrojs/sitemap writes is named. A
 * preview build (src/lib/build/preview.ts) may be crawled too, so that a crawler reads the
 * `noindex` each of its pages and responses carries; it names no sitemap (the sitemap lists the
 * live site's addresses).
 */
export function buildRobotsTxt(siteUrl: string, options: { preview?: boolean } = {}): string {
  if (options.preview) return 'User-agent: *\nAllow: /\n';
  const sitemap = new URL('/sitemap-index.xml', siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

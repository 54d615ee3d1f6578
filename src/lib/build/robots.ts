/** robots.txt: everything may be crawled; the sitemap index @astrojs/sitemap writes is named. */
export function buildRobotsTxt(siteUrl: string): string {
  const sitemap = new URL('/sitemap-index.xml', siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

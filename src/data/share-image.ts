import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** Width of the picture link previews and structured data get (the og:image size). */
const SHARE_WIDTH = 1200;

/**
 * One absolute URL for a page's picture where a single file is needed (og:image, structured data): a URL
 * as written, or a local file resized by the build (JPEG, which every link preview reads), never
 * the file as uploaded.
 */
export async function shareImageUrl(src: string | ImageMetadata, site: URL | string): Promise<string> {
  if (typeof src === 'string') return new URL(src, site).href;
  return new URL((await getImage({ src, width: Math.min(SHARE_WIDTH, src.width), format: 'jpeg' })).src, site).href;
}

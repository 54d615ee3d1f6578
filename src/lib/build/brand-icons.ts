// The icons a browser, a phone's home screen and an installed app use, all made at build from the
// one brand mark (src/assets/brand-mark.svg): the pure parts (SVG composition, ICO container,
// manifest); src/render/png.ts rasterises.

/** Every PNG icon the build writes, by URL. `maskable` icons fill their square (the OS cuts the shape). */
export const PNG_ICONS = [
  { path: '/apple-touch-icon.png', size: 180, maskable: true },
  { path: '/icons/icon-192.png', size: 192, maskable: false },
  { path: '/icons/icon-512.png', size: 512, maskable: false },
  { path: '/icons/icon-maskable-512.png', size: 512, maskable: true },
] as const;

/** The favicon.ico sizes (old browsers and tools that ask for /favicon.ico). */
export const ICO_SIZES = [16, 32, 48] as const;

/** The mark's root <svg …> opening tag, which must carry a viewBox. */
function rootTag(mark: string): string {
  const tag = /<svg\b[^>]*>/.exec(mark)?.[0];
  if (!tag || !/\bviewBox="[^"]+"/.test(tag))
    throw new Error('src/assets/brand-mark.svg: the root <svg> needs a viewBox');
  return tag;
}

/**
 * The mark on a full square of the brand colour, scaled to 80% so everything sits inside the
 * maskable safe zone (a centred circle of 40% radius), which also suits iOS's rounded corners.
 */
export function maskableSvg(mark: string, background: string): string {
  const tag = rootTag(mark);
  const nested = tag
    .replace(/\s(width|height|x|y)="[^"]*"/g, '')
    .replace('<svg', '<svg x="10" y="10" width="80" height="80"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/>${mark.replace(tag, nested)}</svg>`;
}

/** An .ico file holding PNG images (Windows Vista and every browser read PNG entries). */
export function pngIco(images: { size: number; png: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const header = 6;
  const entry = 16;
  const total = header + entry * images.length + images.reduce((sum, i) => sum + i.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = header + entry * images.length;
  images.forEach(({ size, png }, i) => {
    const at = header + entry * i;
    out[at] = size >= 256 ? 0 : size; // 0 means 256
    out[at + 1] = size >= 256 ? 0 : size;
    view.setUint16(at + 4, 1, true); // colour planes
    view.setUint16(at + 6, 32, true); // bits per pixel
    view.setUint32(at + 8, png.length, true);
    view.setUint32(at + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}

/** The web app manifest: the names, colours and icons come from content/site.json and PNG_ICONS. */
export function buildManifest(site: {
  name: string;
  wordmark: string;
  description: string;
  brand: { paper: string; primary: string };
}) {
  return {
    name: site.name,
    short_name: site.name.split(' ')[0] ?? site.wordmark,
    description: site.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: site.brand.paper,
    theme_color: site.brand.primary,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...PNG_ICONS.filter((icon) => icon.path.startsWith('/icons/')).map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.maskable ? 'maskable' : 'any',
      })),
    ],
  };
}

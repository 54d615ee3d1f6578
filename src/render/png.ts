import { renderAsync } from '@resvg/resvg-js';

/** An SVG as a PNG of the given width (its height follows the viewBox). */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  // renderAsync runs on libuv's thread pool, so the build renders several images at once.
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  return new Uint8Array(image.asPng());
}
